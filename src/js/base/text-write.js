// Text into WebAssembly memory, as UTF-8.

const encoder = new TextEncoder();

/**
 * Writes `text` as UTF-8 into `heap` from `at`, at most `room` bytes;
 * returns the number of bytes written (the text's length exactly when it
 * is all ASCII), or -1 if it did not fit.
 */
export function writeUtf8(text, heap, at, room) {
  return writeInto(text, heap.subarray(at, at + room));
}

/** The same into a view made once (the engine keeps one over its input). */
export function writeInto(text, view) {
  const { read, written } = encoder.encodeInto(text, view);
  return read === text.length ? written : -1;
}
