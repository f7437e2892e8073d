// The WebAssembly exports style12/full has beyond style12's: writing and
// checking lines and positions (formatStyle12, validate, encodeStyle12),
// lines described field by field, the rules' other calls (legal moves with
// their SAN, perft, SAN, play) and timeseal; its PGN goes through embind.
// This file only translates; the declarations come from
// src/bindings/wire.json.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "describe_wire.h"
#include "stream_wire.h"
#include "style12_wire_calls.h"
#include "wire.h"

using style12::wire::StreamWire;
using style12::wire::Wire;

namespace style12::wire::embind {

namespace {

// embind hands over the stream as the number JavaScript holds for it.
// NOLINTNEXTLINE(performance-no-int-to-ptr)
StreamWire& on(uintptr_t stream) { return *reinterpret_cast<StreamWire*>(stream); }

}  // namespace

std::string stream_pgn(uintptr_t stream, int32_t id) { return on(stream).pgn(id); }
std::string stream_bpgn(uintptr_t stream, int32_t id) { return on(stream).bpgn(id); }

}  // namespace style12::wire::embind

extern "C" {

int32_t s12_format(Wire* wire, int32_t length) { return wire->format(static_cast<size_t>(length)); }
int32_t s12_validate(Wire* wire, int32_t length, int32_t variant_at, int32_t from_position) {
  return wire->validate(static_cast<size_t>(length), static_cast<size_t>(variant_at),
                        from_position != 0);
}
int32_t s12_encode(Wire* wire, int32_t length, int32_t fen_length) {
  return wire->encode(static_cast<size_t>(length), static_cast<size_t>(fen_length));
}

// A line field by field (see Wire::describe).
int32_t s12_describe(Wire* w, int32_t length, int32_t holdings) {
  return w->describe(static_cast<size_t>(length), holdings != 0);
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

EMSCRIPTEN_BINDINGS(style12) { STYLE12_EMBIND_FUNCTIONS }
