// One instance of the WebAssembly module and the wire its per-line calls
// use: typed-array views over its memory (made again when memory grows),
// text written straight into it, one crossing a call, and calls cut short
// (memory ran out, or the engine's stack overflowed) undone, so that the
// module is left as it was before them.
//
// A call is known to be cut short by what was written before it began,
// never by a handler that runs after the throw: at the limit of the stack
// the handler itself has no room, and a call that went unnoticed left the
// module's stack pointer lowered, so that the next ones sank it through
// the module's globals and below address 0.

import {
  BOARD_BYTES, CALLS_EVERY, CALL_REPLY_OUTPUT_ADDRESS, CALL_REPLY_OUTPUT_LENGTH,
  CALL_REPLY_PROBLEMS, LAYOUT_SIGNATURE,
} from '../wire/generated/layout.js';
import { Style12Error } from '../base/errors.js';
import { readAscii, writeInto, writeUtf8 } from '../base/text.js';
import { Texts, readError, readRecord } from '../wire/reader.js';

// What the module throws when its memory runs out in the middle of a call.
const OUT_OF_MEMORY = 'style12: out of memory';

export function outOfMemory() {
  return new Style12Error({
    code: 'OUT_OF_MEMORY', field: null, fieldName: null, column: null,
    message: 'the WebAssembly memory ran out (1 GiB); free streams you no longer need',
  });
}

// Whether the JavaScript stack has room left for a call into the module
// that frees memory: a recursion a good deal deeper than such a call goes.
// Undoing a call cut short by a stack overflow must not itself be cut
// short, so it waits until a call from a shallower place has this room.
function stackHasRoom() {
  try {
    return descend(256, 0, 0, 0, 0, 0, 0, 0);
  } catch {
    return false;
  }
}
function descend(depth, a, b, c, d, e, f, g) {
  return depth === 0 ? true : descend(depth - 1, a + 1, b, c, d, e, f, g) && a >= 0;
}

// The module's functions a table (generated from src/bindings/wire.json)
// names, by their JavaScript names; one missing means the module is not
// the one this JavaScript was built with.
export function bind(module, names) {
  const calls = {};
  for (const [name, exported] of Object.entries(names)) {
    const call = module[exported];
    if (typeof call !== 'function') throw new Error(`style12: the WebAssembly module has no ${exported.replace(/^_/, '')} (built apart?)`);
    calls[name] = call;
  }
  return calls;
}

export class Engine {
  constructor(module) {
    this.module = module;
    // The calls every module has; style12's and style12/full's APIs bind their own.
    const calls = (this.calls = bind(module, CALLS_EVERY));
    if (calls.layoutSignature() >>> 0 !== LAYOUT_SIGNATURE) {
      throw new Error('style12: the WebAssembly module does not match this JavaScript (built apart?)');
    }
    const wire = calls.wire();
    if (wire === 0) throw outOfMemory();
    this.wire = wire;
    // The blocks of the wire, in bytes, at fixed addresses.
    this.replyAt = calls.reply(wire);
    this.boardAt = calls.board(wire);
    this.holdingsAt = calls.holdings(wire);
    this.errorAt = calls.error(wire);
    this.positionAt = calls.position(wire);
    this.fieldsAt = calls.fields(wire);
    this.capacity = 0;
    this.inputAt = 0;
    this.heap = null;
    // The per-line calls' ranks by the numbers the module gives them.
    this.texts = new Texts([]);
    // The stack pointer between calls, and where the number of the last
    // allocation is, read before each call: what undo() puts back.
    this.stack = calls.stackSave();
    this.allocationsAt = calls.allocations() >> 2;
    // A call under way: set before it begins and cleared when it returns,
    // so a call cut short leaves it set even when no handler could run.
    // `openMark` is the number of the last allocation before it, and
    // `openStream` the stream it changes, if any (see begin()).
    this.open = false;
    this.openMark = 0;
    this.openStream = null;
    this.openKeep = false;
    this.views();
  }

  // The typed arrays over wasm memory; made again when memory grew (the
  // old buffer is then detached, and its views have no bytes left).
  // (`heap` is set last: it says the others are current, and a throw while
  // they are made, the stack running out, leaves it as it was.)
  views() {
    if (this.heap !== null && this.heap.byteLength !== 0) return;
    const heap = this.module.HEAPU8;
    const i32 = new Int32Array(heap.buffer);
    const f64 = new Float64Array(heap.buffer);
    const input = heap.subarray(this.inputAt, this.inputAt + this.capacity);
    this.i32 = i32;
    this.f64 = f64;
    this.input = input;
    this.heap = heap;
  }

  // Room for `bytes` bytes of input.
  room(bytes) {
    if (this.open) this.undo();
    if (bytes > this.capacity) {
      const capacity = Math.max(bytes, 2 * this.capacity, 1024);
      const at = this.call(this.calls.input, this.wire, capacity);
      this.heap = null;
      this.inputAt = at;
      this.capacity = capacity;
    }
    this.views();
    return this.input;
  }

  /**
   * Writes `text` as the call's input; the texts of the reply then start
   * with it: slices of the string itself when it is ASCII. Returns its
   * length in bytes.
   */
  write(text) {
    if (this.open) this.undo();
    // The view over the input is kept: made again only when the input
    // moved or memory grew.
    if (text.length * 3 > this.capacity || this.heap === null || this.heap.byteLength === 0) this.room(text.length * 3);
    const written = writeInto(text, this.input);
    this.texts.first(text, written === text.length, this.heap, this.inputAt, written);
    return written;
  }

  /** Writes bytes as the call's input; returns their length. */
  writeBytes(bytes) {
    this.room(bytes.length).set(bytes);
    this.texts.first('', false, this.heap, this.inputAt, bytes.length);
    return bytes.length;
  }

  /**
   * Writes several texts one after another (a record's), each a span
   * [offset, length] into what is written; nulls stay null.
   */
  writeAll(parts) {
    let size = 0;
    for (const part of parts) if (part !== null) size += part.length * 3;
    this.room(size);
    const spans = new Array(parts.length);
    let at = 0;
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k];
      if (part === null) {
        spans[k] = null;
        continue;
      }
      const written = writeUtf8(part, this.heap, this.inputAt + at, this.capacity - at);
      spans[k] = [at, written];
      at += written;
    }
    this.texts.first('', false, this.heap, this.inputAt, at);
    return { length: at, spans };
  }

  /**
   * Every call into the module goes through here: fn(a, b, ... i), an
   * export of the module or an embind function. A call cut short by a
   * throw (memory ran out, the stack overflowed) is undone before the
   * error goes on, or before the next call when the stack has no room
   * for it here: the blocks it allocated are freed and the stack pointer
   * put back.
   */
  call(fn, a, b, c, d, e, f, g, h, i) {
    this.begin(null);
    let result;
    try {
      result = fn(a, b, c, d, e, f, g, h, i);
    } catch (error) {
      throw this.cutShort(error);
    }
    this.open = false;
    return result;
  }

  // What a call is about to change, written before it begins; nothing
  // here changes the module, so a throw here leaves it as it was. A call
  // that changes a stream (api/stream.js) names it: cut short, it may have
  // left the stream half-changed, and `stream.lost(calls)` frees it as
  // the call is undone; `stream.cutShort(error, keep)` hears of the error
  // first, when there is room for that, and may keep the stream (true).
  begin(stream, keep) {
    if (this.open) this.undo();
    if (this.heap === null || this.heap.byteLength === 0) this.views();
    this.openMark = this.i32[this.allocationsAt];
    this.openStream = stream;
    this.openKeep = keep;
    this.open = true;
  }

  // The error a call cut short throws: memory that ran out as a
  // Style12Error. The call is undone now if the stack has room, else
  // before the next call. (At the limit of the stack this may not run at
  // all: the RangeError goes on, and the call is undone all the same.)
  cutShort(error) {
    const thrown = error === OUT_OF_MEMORY ? outOfMemory() : error;
    if (this.openStream?.cutShort(thrown, this.openKeep)) this.openStream = null;
    try {
      this.undo();
    } catch {
      // No room on the stack here: the next call undoes it first.
    }
    return thrown;
  }

  // Undoes the call cut short, each step once even if a throw interrupts
  // it: the stack pointer back, the stream it was changing freed, then
  // the wire's scratch and every block allocated since the call began.
  undo() {
    if (!stackHasRoom()) throw new RangeError('style12: too little stack left to call into WebAssembly');
    const c = this.calls;
    c.stackRestore(this.stack);
    const stream = this.openStream;
    if (stream !== null) {
      this.openStream = null;
      stream.lost(c);
    }
    c.callAbort(this.wire, this.openMark);
    // The wire let go of its input.
    this.heap = null;
    this.capacity = 0;
    this.inputAt = 0;
    this.open = false;
  }

  /** After a call: its output text, and the reply's problem bits. */
  reply() {
    this.views();
    const words = this.replyAt >> 2;
    this.texts.second(this.heap, this.i32[words + CALL_REPLY_OUTPUT_ADDRESS], this.i32[words + CALL_REPLY_OUTPUT_LENGTH]);
    return this.i32[words + CALL_REPLY_PROBLEMS];
  }

  /** The output of a call that writes only a FEN (ASCII). */
  fen() {
    this.views();
    const words = this.replyAt >> 2;
    return readAscii(this.heap, this.i32[words + CALL_REPLY_OUTPUT_ADDRESS], this.i32[words + CALL_REPLY_OUTPUT_LENGTH]);
  }

  /** Where the call's output lies in the heap: [address, length]. */
  outputPlace() {
    this.views();
    const words = this.replyAt >> 2;
    return [this.i32[words + CALL_REPLY_OUTPUT_ADDRESS], this.i32[words + CALL_REPLY_OUTPUT_LENGTH]];
  }

  /** The output of a call whose output is ASCII (moves, a count). */
  asciiOutput() {
    return this.fen();
  }

  /** The call's output text. */
  output() {
    this.reply();
    return this.texts.span(this.texts.length, this.texts.outLength);
  }

  /** A Style12Error from the error block of a failed call. */
  failure() {
    this.reply();
    return new Style12Error(readError(this.i32, this.f64, this.errorAt >> 2, this.texts));
  }

  /** The error of a failed call, as plain data (tryParseStyle12). */
  failureData() {
    this.reply();
    return readError(this.i32, this.f64, this.errorAt >> 2, this.texts);
  }

  /** The record of a successful parse (its output is the FEN, ASCII). */
  record() {
    this.views();
    const words = this.replyAt >> 2;
    this.texts.own(readAscii(this.heap, this.i32[words + CALL_REPLY_OUTPUT_ADDRESS], this.i32[words + CALL_REPLY_OUTPUT_LENGTH]));
    return readRecord(this.i32, this.f64, this.boardAt >> 2, this.texts);
  }
}

export { BOARD_BYTES };
