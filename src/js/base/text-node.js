// Text into and out of WebAssembly memory in Node: TextEncoder writes (it is
// the fastest there too), Buffer's own codec reads, which takes about half
// the time of TextDecoder on a FEN or a push's lines.
import { Buffer } from 'node:buffer';

export { writeInto, writeUtf8 } from './text-write.js';

let heapSeen = null;
let buffer = null;

// A Buffer over the same memory, made again when the memory grew. (The
// heap it is for is noted only once it is made: a throw in between, the
// stack running out, must not leave a stale one for this heap.)
function bufferOver(heap) {
  if (heap !== heapSeen) {
    buffer = Buffer.from(heap.buffer, heap.byteOffset, heap.byteLength);
    heapSeen = heap;
  }
  return buffer;
}

/** Text known to be ASCII (a FEN): latin1 needs no UTF-8 check. */
export function readAscii(heap, at, length) {
  return bufferOver(heap).latin1Slice(at, at + length);
}

export function readUtf8(heap, at, length) {
  return bufferOver(heap).utf8Slice(at, at + length);
}
