// Text into and out of WebAssembly memory in Node: TextEncoder writes (it is
// the fastest there too), Buffer's own codec reads, which takes about half
// the time of TextDecoder on a FEN or a push's lines.
import { Buffer } from 'node:buffer';

export { writeInto, writeUtf8 } from './text-write.js';

let heapSeen = null;
let buffer = null;

export function readUtf8(heap, at, length) {
  // A Buffer over the same memory, made again when the memory grew.
  if (heap !== heapSeen) {
    heapSeen = heap;
    buffer = Buffer.from(heap.buffer, heap.byteOffset, heap.byteLength);
  }
  return buffer.utf8Slice(at, at + length);
}
