// The WebAssembly entry points; this file only translates. The hot calls
// are plain exports on a Wire: numbers in, the result in a block that
// JavaScript reads through typed arrays. The rest of the API surface goes
// through embind, which brings its text arguments across; those results
// land in the same block.
#include <emscripten.h>
#include <emscripten/bind.h>

#include <string>

#include "wire.h"

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

}  // extern "C"

EMSCRIPTEN_BINDINGS(style12) {
  emscripten::function("readFen", &read_fen);
  emscripten::function("writeFen", &write_fen);
  emscripten::function("validate", &validate);
  emscripten::function("encode", &encode);
}

