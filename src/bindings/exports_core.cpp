// The WebAssembly exports of the per-line reading calls, in both modules
// (style12/core has these alone); this file only translates. Every call is
// a plain export: numbers in, the result in blocks at fixed addresses that
// JavaScript reads through typed arrays.
#include <emscripten.h>
#include <emscripten/stack.h>

#include <new>

#include "wire.h"

using style12::wire::Wire;

extern "C" {

// Emscripten's own (compiler-rt): sets the stack pointer.
void stackRestore(uintptr_t top);

// The stack pointer between calls, and putting it back after a call cut
// short (out of memory, the engine's stack overflowed) left it where the
// throw found it.
EMSCRIPTEN_KEEPALIVE uintptr_t s12_stack_save() { return emscripten_stack_get_current(); }
EMSCRIPTEN_KEEPALIVE void s12_stack_restore(uintptr_t top) { stackRestore(top); }

EMSCRIPTEN_KEEPALIVE uint32_t s12_layout_signature() {
  static constexpr uint32_t kSignature = style12::wire::layout_signature();
  return kSignature;
}

EMSCRIPTEN_KEEPALIVE Wire* s12_wire() { return new (std::nothrow) Wire(); }
EMSCRIPTEN_KEEPALIVE char* s12_input(Wire* w, int size) {
  return w->input(static_cast<size_t>(size));
}
EMSCRIPTEN_KEEPALIVE void* s12_reply(Wire* w) { return &w->reply(); }
EMSCRIPTEN_KEEPALIVE void* s12_board(Wire* w) { return &w->board(); }
EMSCRIPTEN_KEEPALIVE void* s12_holdings(Wire* w) { return &w->holdings(); }
EMSCRIPTEN_KEEPALIVE void* s12_error(Wire* w) { return &w->error(); }
EMSCRIPTEN_KEEPALIVE void* s12_position(Wire* w) { return &w->position(); }
EMSCRIPTEN_KEEPALIVE void* s12_fields(Wire* w) { return &w->fields(); }

EMSCRIPTEN_KEEPALIVE int s12_parse(Wire* w, int length, int options) {
  return w->parse(static_cast<size_t>(length), options);
}
EMSCRIPTEN_KEEPALIVE int s12_parse_holdings(Wire* w, int length) {
  return w->parse_holdings(static_cast<size_t>(length));
}
EMSCRIPTEN_KEEPALIVE int s12_record_fen(Wire* w, int length, int holdings_at, int options) {
  return w->record_fen(static_cast<size_t>(length), static_cast<size_t>(holdings_at), options);
}
EMSCRIPTEN_KEEPALIVE int s12_format_holdings(Wire* w, int length) {
  return w->format_holdings(static_cast<size_t>(length));
}
}  // extern "C"
