// The WebAssembly exports of the per-line reading calls, in all three
// modules (style12/core has these alone); this file only translates. Every call is
// a plain export: numbers in, the result in blocks at fixed addresses that
// JavaScript reads through typed arrays. The declarations and the export
// list come from src/bindings/wire.json.
#include <emscripten/stack.h>

#include <new>

#include "style12_wire_calls.h"
#include "wire.h"

using style12::wire::Wire;

extern "C" {

// Emscripten's own (compiler-rt): sets the stack pointer.
void stackRestore(uintptr_t top);

// The stack pointer between calls, and putting it back after a call cut
// short (out of memory, the engine's stack overflowed) left it where the
// throw found it.
uintptr_t s12_stack_save() { return emscripten_stack_get_current(); }
void s12_stack_restore(uintptr_t top) { stackRestore(top); }

uint32_t s12_layout_signature() {
  static constexpr uint32_t kSignature = style12::wire::layout_signature();
  return kSignature;
}

Wire* s12_wire() { return new (std::nothrow) Wire(); }
const void* s12_input(Wire* wire, int32_t size) { return wire->input(static_cast<size_t>(size)); }
const void* s12_reply(Wire* wire) { return &wire->reply(); }
const void* s12_board(Wire* wire) { return &wire->board(); }
const void* s12_holdings(Wire* wire) { return &wire->holdings(); }
const void* s12_error(Wire* wire) { return &wire->error(); }
const void* s12_position(Wire* wire) { return &wire->position(); }
const void* s12_fields(Wire* wire) { return &wire->fields(); }

int32_t s12_parse(Wire* wire, int32_t length, int32_t options) {
  return wire->parse(static_cast<size_t>(length), options);
}
int32_t s12_parse_holdings(Wire* wire, int32_t length) {
  return wire->parse_holdings(static_cast<size_t>(length));
}
int32_t s12_record_fen(Wire* wire, int32_t length, int32_t holdings_at, int32_t options) {
  return wire->record_fen(static_cast<size_t>(length), static_cast<size_t>(holdings_at), options);
}
int32_t s12_format_holdings(Wire* wire, int32_t length) {
  return wire->format_holdings(static_cast<size_t>(length));
}

}  // extern "C"
