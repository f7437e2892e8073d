// The WebAssembly exports of streams, games and descriptions, in the full
// module only; this file only translates. A push is a plain export (one
// crossing per chunk); the structured, rarer calls go through embind.
#include <emscripten.h>
#include <emscripten/bind.h>

#include <cstdint>
#include <new>
#include <string>

#include "describe_wire.h"
#include "stream_wire.h"
#include "style12/clock.h"
#include "style12/variant.h"
#include "wire.h"

using style12::wire::StreamWire;

namespace {

StreamWire& on(uintptr_t stream) { return *reinterpret_cast<StreamWire*>(stream); }

std::string stream_games(uintptr_t stream) { return on(stream).games(); }
std::string stream_pgn(uintptr_t stream, int id) { return on(stream).pgn(id); }
std::string stream_bpgn(uintptr_t stream, int id) { return on(stream).bpgn(id); }
std::string describe_style12(const std::string& line) {
  return style12::wire::describe_text(line, false);
}
std::string describe_holdings(const std::string& line) {
  return style12::wire::describe_text(line, true);
}

// The variant table (style12/variant.h), for the package's `variants`: a
// line a variant, its cells apart by tabs: name, aliases (blank-separated),
// PGN tag, standard castling, rules, pockets (each 1 or 0).
std::string variants() {
  std::string out;
  for (const style12::VariantInfo* v = style12::variants_begin(); v != style12::variants_end();
       ++v) {
    out += v->name;
    out += '\t';
    out += v->aliases;
    out += '\t';
    out += v->pgn_tag;
    out += v->standard_castling ? "\t1" : "\t0";
    out += v->rules ? "\t1" : "\t0";
    out += v->pockets ? "\t1\n" : "\t0\n";
  }
  return out;
}

// A relation as JavaScript holds it (any number); one that is no whole
// number is none the help gives.
int64_t relation_of(double r) {
  const bool whole = r >= -1e15 && r <= 1e15 && r == static_cast<double>(static_cast<int64_t>(r));
  return whole ? static_cast<int64_t>(r) : INT64_MIN;
}

}  // namespace

extern "C" {

// The clocks a board implies `elapsed_ms` after it arrived (clockAt), by
// the core's rule (style12/clock.h): `ticking` is field 32 (1, 0, or -1
// when not sent), `side` the side to move (0 White, 1 Black, -1 none).
// Into the reply: whiteMs, blackMs, running and flagged.
EMSCRIPTEN_KEEPALIVE void s12_clock_at(style12::wire::Wire* w, double relation, int ticking,
                                       double initial_time, double increment, int side,
                                       double white_ms, double black_ms, double elapsed_ms) {
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
  reply.running = at.running;
  reply.flagged = at.flagged;
}

// Timeseal (see Wire::timeseal_seal / timeseal_unseal).
EMSCRIPTEN_KEEPALIVE int s12_timeseal_seal(style12::wire::Wire* w, int length, double time_ms) {
  return w->timeseal_seal(static_cast<size_t>(length), time_ms);
}
EMSCRIPTEN_KEEPALIVE int s12_timeseal_hello(style12::wire::Wire* w) { return w->timeseal_hello(); }
EMSCRIPTEN_KEEPALIVE int s12_timeseal_unseal(style12::wire::Wire* w, int length, int state,
                                             int last) {
  return w->timeseal_unseal(static_cast<size_t>(length), state, last != 0);
}

// The rules: legal moves, destinations, perft, SAN (see Wire::rules).
EMSCRIPTEN_KEEPALIVE int s12_rules(style12::wire::Wire* w, int length, int variant_at, int arg_at,
                                   int op, int depth) {
  return w->rules(static_cast<size_t>(length), static_cast<size_t>(variant_at),
                  static_cast<size_t>(arg_at), op, depth);
}

// A stream per createStream(); JavaScript frees it with free() or, at the
// latest, when the stream object is collected.
EMSCRIPTEN_KEEPALIVE StreamWire* s12_stream(int options) {
  return new (std::nothrow) StreamWire(style12::wire::stream_options(options));
}
EMSCRIPTEN_KEEPALIVE void s12_stream_free(StreamWire* s) { delete s; }
EMSCRIPTEN_KEEPALIVE char* s12_stream_input(StreamWire* s, int size) {
  return s->input(static_cast<size_t>(size));
}
EMSCRIPTEN_KEEPALIVE const void* s12_stream_push(StreamWire* s, int length) {
  return &s->push(static_cast<size_t>(length));
}
EMSCRIPTEN_KEEPALIVE const void* s12_stream_end(StreamWire* s) { return &s->end(); }
EMSCRIPTEN_KEEPALIVE const void* s12_stream_flush(StreamWire* s) { return &s->flush(); }
EMSCRIPTEN_KEEPALIVE void s12_stream_tag(StreamWire* s, int which, int length) {
  s->set_tag(which, static_cast<size_t>(length));
}

}  // extern "C"

EMSCRIPTEN_BINDINGS(style12) {
  emscripten::function("streamGames", &stream_games);
  emscripten::function("streamPgn", &stream_pgn);
  emscripten::function("streamBpgn", &stream_bpgn);
  emscripten::function("describeStyle12", &describe_style12);
  emscripten::function("describeHoldings", &describe_holdings);
  emscripten::function("variants", &variants);
}
