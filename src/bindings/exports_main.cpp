// The WebAssembly exports of streams, games, clocks, the variant table,
// writing and checking lines and positions, the rules and timeseal, in
// style12's module and style12/full's; this file only translates. Every
// call is a plain export: a push is one crossing per chunk. The
// declarations come from src/bindings/wire.json.
#include <cstdint>
#include <new>
#include <string>

#include "stream_wire.h"
#include "style12/clock.h"
#include "style12/relation.h"
#include "style12_wire_calls.h"
#include "wire.h"

using style12::wire::StreamWire;
using style12::wire::Wire;

namespace {
// A relation as JavaScript holds it (any number); one that is no whole
// number is none the help gives.
int64_t relation_of(double r) {
  const bool whole = r >= -1e15 && r <= 1e15 && r == static_cast<double>(static_cast<int64_t>(r));
  return whole ? static_cast<int64_t>(r) : INT64_MIN;
}

}  // namespace

extern "C" {

int32_t s12_read_fen(Wire* wire, int32_t length, int32_t variant_at) {
  return wire->read_fen(static_cast<size_t>(length), static_cast<size_t>(variant_at));
}

// The clocks a board implies `elapsed_ms` after it arrived (clockAt), by
// the core's rule (style12/clock.h): `ticking` is field 32 (1, 0, or -1
// when not sent), `side` the side to move (0 White, 1 Black, -1 none).
// Into the reply: whiteMs, blackMs, running and flagged.
void s12_clock_at(Wire* w, double relation, int32_t ticking, double initial_time, double increment,
                  int32_t side, double white_ms, double black_ms, double elapsed_ms) {
  style12::BoardClocks b;
  b.relation = relation_of(relation);
  b.ticking = ticking < 0    ? style12::ClockTicking::NotSent
              : ticking == 0 ? style12::ClockTicking::Stopped
                             : style12::ClockTicking::Ticking;
  b.initial_time = initial_time;
  b.increment = increment;
  b.side_known = side == 0 || side == 1;
  b.side_to_move = side == 1 ? style12::Color::Black : style12::Color::White;
  b.white_ms = white_ms;
  b.black_ms = black_ms;
  const style12::ClocksAt at = style12::clocks_at(b, elapsed_ms);
  auto& reply = w->reply();
  reply.white_ms = at.white_ms;
  reply.black_ms = at.black_ms;
  reply.running = static_cast<unsigned char>(at.running);
  reply.flagged = static_cast<unsigned char>(at.flagged);
}

// Who may move a board's pieces, by its relation (style12/relation.h).
int32_t s12_mover(double relation) {
  using style12::Mover;
  using style12::wire::MoverCode;
  static_assert(static_cast<int>(MoverCode::kNone) == static_cast<int>(Mover::None) &&
                static_cast<int>(MoverCode::kSideToMove) == static_cast<int>(Mover::SideToMove) &&
                static_cast<int>(MoverCode::kOtherSide) == static_cast<int>(Mover::OtherSide) &&
                static_cast<int>(MoverCode::kBoth) == static_cast<int>(Mover::Both));
  return static_cast<int32_t>(style12::mover(relation_of(relation)));
}

// The variant table (style12/variant.h) as variant blocks (see Wire::variants).
int32_t s12_variants(Wire* w) { return w->variants(); }

// A stream's games as PGN, or a bughouse match as BPGN, into the call's
// output: style12's module has no embind (see streamText in wire.json).
int32_t s12_stream_text(Wire* w, StreamWire* s, int32_t id, int32_t bughouse) {
  return w->give_output(bughouse != 0 ? s->bpgn(id) : s->pgn(id));
}

// A stream per createStream(); JavaScript frees it with free() or, at the
// latest, when the stream object is collected.
StreamWire* s12_stream(int32_t options) {
  return new (std::nothrow) StreamWire(style12::wire::stream_options(options));
}
void s12_stream_free(StreamWire* s) { delete s; }
const void* s12_stream_input(StreamWire* s, int32_t size) {
  return s->input(static_cast<size_t>(size));
}
const void* s12_stream_push(StreamWire* s, int32_t length) {
  return &s->push(static_cast<size_t>(length));
}
const void* s12_stream_end(StreamWire* s) { return &s->end(); }
const void* s12_stream_games(StreamWire* s) { return &s->games(); }
const void* s12_stream_flush(StreamWire* s) { return &s->flush(); }
void s12_stream_tag(StreamWire* s, int32_t which, int32_t length) {
  s->set_tag(which, static_cast<size_t>(length));
}
// A count past what a size holds (Infinity from JavaScript) keeps every game.
void s12_stream_keep_finished(StreamWire* s, double count) {
  s->keep_finished(count >= 0 && count < 1e15 ? static_cast<size_t>(count) : SIZE_MAX);
}
int32_t s12_stream_forget(StreamWire* s, int32_t id) { return s->forget(id) ? 1 : 0; }

int32_t s12_format(Wire* wire, int32_t length) { return wire->format(static_cast<size_t>(length)); }
int32_t s12_validate(Wire* wire, int32_t length, int32_t variant_at, int32_t from_position) {
  return wire->validate(static_cast<size_t>(length), static_cast<size_t>(variant_at),
                        from_position != 0);
}
int32_t s12_encode(Wire* wire, int32_t length, int32_t fen_length) {
  return wire->encode(static_cast<size_t>(length), static_cast<size_t>(fen_length));
}

// Timeseal (see Wire::timeseal_seal / timeseal_unseal).
int32_t s12_timeseal_seal(Wire* w, int32_t length, double time_ms) {
  return w->timeseal_seal(static_cast<size_t>(length), time_ms);
}
int32_t s12_timeseal_hello(Wire* w) { return w->timeseal_hello(); }
int32_t s12_timeseal_unseal(Wire* w, int32_t length, int32_t state, int32_t last) {
  return w->timeseal_unseal(static_cast<size_t>(length), state, last != 0);
}

// The rules: legal moves, destinations, perft, SAN (see Wire::rules).
int32_t s12_rules(Wire* w, int32_t length, int32_t variant_at, int32_t arg_at, int32_t op,
                  int32_t depth) {
  return w->rules(static_cast<size_t>(length), static_cast<size_t>(variant_at),
                  static_cast<size_t>(arg_at), op, depth);
}

}  // extern "C"
