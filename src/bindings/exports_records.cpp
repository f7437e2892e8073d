// The WebAssembly exports of the calls that write lines and read or check
// positions (formatStyle12, parseFen, validate, encodeStyle12), in the full
// module only: style12/core leaves them out for size. This file only
// translates.
#include <emscripten.h>

#include "wire.h"

using style12::wire::Wire;

extern "C" {

EMSCRIPTEN_KEEPALIVE int s12_format(Wire* w, int length) {
  return w->format(static_cast<size_t>(length));
}
EMSCRIPTEN_KEEPALIVE int s12_read_fen(Wire* w, int length) {
  return w->read_fen(static_cast<size_t>(length));
}
EMSCRIPTEN_KEEPALIVE int s12_validate(Wire* w, int length, int variant_at, int from_position) {
  return w->validate(static_cast<size_t>(length), static_cast<size_t>(variant_at),
                     from_position != 0);
}
EMSCRIPTEN_KEEPALIVE int s12_encode(Wire* w, int length, int fen_length) {
  return w->encode(static_cast<size_t>(length), static_cast<size_t>(fen_length));
}

}  // extern "C"
