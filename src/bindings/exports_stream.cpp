// The WebAssembly exports of streams, games and descriptions, in the full
// module only; this file only translates. A push is a plain export (one
// crossing per chunk); the structured, rarer calls go through embind.
#include <emscripten.h>
#include <emscripten/bind.h>

#include <new>
#include <string>

#include "describe_wire.h"
#include "stream_wire.h"
#include "wire.h"

using style12::wire::StreamWire;

namespace {

// embind hands over the stream as the number JavaScript holds for it.
// NOLINTNEXTLINE(performance-no-int-to-ptr)
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

}  // namespace

extern "C" {

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
}
