// The WebAssembly exports style12/full has beyond style12's: lines
// described field by field; its PGN goes through embind. This file only
// translates; the declarations come from src/bindings/wire.json.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "describe_wire.h"
#include "stream_wire.h"
#include "style12_wire_calls.h"
#include "wire.h"

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

// A line field by field (see Wire::describe).
int32_t s12_describe(Wire* w, int32_t length, int32_t holdings) {
  return w->describe(static_cast<size_t>(length), holdings != 0);
}

}  // extern "C"

EMSCRIPTEN_BINDINGS(style12) { STYLE12_EMBIND_FUNCTIONS }
