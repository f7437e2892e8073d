// Text into and out of WebAssembly memory.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Writes `text` as UTF-8 into `bytes`; { read, written } as TextEncoder says. */
export function encodeInto(text, bytes) {
  return encoder.encodeInto(text, bytes);
}

/**
 * UTF-8 text the core wrote into wasm memory (a FEN, a line, a message).
 * TextDecoder beats String.fromCharCode even on a FEN's sixty bytes.
 */
export function decodeUtf8(heap, address, length) {
  return decoder.decode(heap.subarray(address, address + length));
}
