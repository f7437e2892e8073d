// The WebAssembly exports of the calls that write lines and read or check
// positions (formatStyle12, parseFen, validate, encodeStyle12), in the full
// module only: style12/core leaves them out for size. This file only
// translates; the declarations come from src/bindings/wire.json.
#include "style12_wire_calls.h"
#include "wire.h"

using style12::wire::Wire;

extern "C" {

int32_t s12_format(Wire* wire, int32_t length) { return wire->format(static_cast<size_t>(length)); }
int32_t s12_read_fen(Wire* wire, int32_t length) {
  return wire->read_fen(static_cast<size_t>(length));
}
int32_t s12_validate(Wire* wire, int32_t length, int32_t variant_at, int32_t from_position) {
  return wire->validate(static_cast<size_t>(length), static_cast<size_t>(variant_at),
                        from_position != 0);
}
int32_t s12_encode(Wire* wire, int32_t length, int32_t fen_length) {
  return wire->encode(static_cast<size_t>(length), static_cast<size_t>(fen_length));
}

}  // extern "C"
