// The WebAssembly entry points; this file only translates. The hot calls
// are plain exports on a Wire: numbers in, the result in a block that
// JavaScript reads through typed arrays. The rest of the API surface goes
// through embind, which brings its text arguments across; those results
// land in the same block.
#include <emscripten.h>
#include <emscripten/bind.h>

#include <string>

#include "stream_wire.h"
#include "wire.h"

using style12::wire::StreamWire;
using style12::wire::Wire;

namespace {

Wire& on(uintptr_t wire) { return *reinterpret_cast<Wire*>(wire); }

int read_fen(uintptr_t wire, const std::string& fen) { return on(wire).read_fen(fen); }
int write_fen(uintptr_t wire, const std::string& fen, int options) {
  return on(wire).write_fen(fen, options);
}
int validate(uintptr_t wire, const std::string& fen, const std::string& variant) {
  return on(wire).validate(fen, variant);
}
std::string stream_games(uintptr_t stream) {
  return reinterpret_cast<StreamWire*>(stream)->games();
}
std::string stream_pgn(uintptr_t stream, int id) {
  return reinterpret_cast<StreamWire*>(stream)->pgn(id);
}

int encode(uintptr_t wire, const std::string& fen, const std::string& fields, int given) {
  return on(wire).encode(fen, fields, given);
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE Wire* s12_wire() { return new Wire(); }
EMSCRIPTEN_KEEPALIVE char* s12_input(Wire* w, int size) { return w->input(static_cast<size_t>(size)); }
EMSCRIPTEN_KEEPALIVE double* s12_f64(Wire* w) { return w->f64(); }
EMSCRIPTEN_KEEPALIVE int32_t* s12_i32(Wire* w) { return w->i32(); }
EMSCRIPTEN_KEEPALIVE int s12_parse(Wire* w, int length, int options) {
  return w->parse(static_cast<size_t>(length), options);
}
EMSCRIPTEN_KEEPALIVE int s12_parse_holdings(Wire* w, int length) {
  return w->parse_holdings(static_cast<size_t>(length));
}

// A stream per createStream(); JavaScript frees it when the stream object
// is collected.
EMSCRIPTEN_KEEPALIVE StreamWire* s12_stream(int time_unit) { return new StreamWire(time_unit); }
EMSCRIPTEN_KEEPALIVE void s12_stream_free(StreamWire* s) { delete s; }
EMSCRIPTEN_KEEPALIVE char* s12_stream_input(StreamWire* s, int size) {
  return s->input(static_cast<size_t>(size));
}
EMSCRIPTEN_KEEPALIVE int s12_stream_push(StreamWire* s, int length) {
  return s->push(static_cast<size_t>(length));
}
EMSCRIPTEN_KEEPALIVE int s12_stream_end(StreamWire* s) { return s->end(); }
EMSCRIPTEN_KEEPALIVE const int32_t* s12_stream_events(StreamWire* s) { return s->events(); }
EMSCRIPTEN_KEEPALIVE const double* s12_stream_f64(StreamWire* s) { return s->f64(); }
EMSCRIPTEN_KEEPALIVE const int32_t* s12_stream_i32(StreamWire* s) { return s->i32(); }
EMSCRIPTEN_KEEPALIVE const char* s12_stream_text(StreamWire* s) { return s->text().data(); }
EMSCRIPTEN_KEEPALIVE int s12_stream_text_length(StreamWire* s) {
  return static_cast<int>(s->text().size());
}
EMSCRIPTEN_KEEPALIVE int s12_stream_ascii(StreamWire* s) { return s->ascii() ? 1 : 0; }

}  // extern "C"

EMSCRIPTEN_BINDINGS(style12) {
  emscripten::function("readFen", &read_fen);
  emscripten::function("writeFen", &write_fen);
  emscripten::function("validate", &validate);
  emscripten::function("encode", &encode);
  emscripten::function("streamGames", &stream_games);
  emscripten::function("streamPgn", &stream_pgn);
}

