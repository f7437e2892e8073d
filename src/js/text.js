// Text into and out of WebAssembly memory.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Writes `text` as UTF-8 into `bytes`; { read, written } as TextEncoder says. */
export function encodeInto(text, bytes) {
  return encoder.encodeInto(text, bytes);
}

/**
 * Text the core wrote (a FEN, a line: ASCII). Short texts are fastest as
 * char codes; TextDecoder wins on long ones.
 */
export function decodeAscii(heap, address, length) {
  if (length > 1024) return decoder.decode(heap.subarray(address, address + length));
  return String.fromCharCode.apply(null, heap.subarray(address, address + length));
}
