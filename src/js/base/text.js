// Text into and out of WebAssembly memory, with the codecs every
// JavaScript environment has. (Node builds read with text-node.js.)

export { writeInto, writeUtf8 } from './text-write.js';

const decoder = new TextDecoder();

/**
 * UTF-8 text the core wrote into wasm memory (a FEN, a line, a message).
 * TextDecoder beats String.fromCharCode even on a FEN's sixty bytes.
 */
export function readUtf8(heap, at, length) {
  return decoder.decode(heap.subarray(at, at + length));
}

/** Text known to be ASCII (a FEN): the same decoder, the fastest here. */
export const readAscii = readUtf8;
