// One instance of the WebAssembly module and the wire its per-line calls
// use: typed-array views over its memory (made again when memory grows),
// text written straight into it, one crossing a call, and memory that
// runs out turned into an error the caller can catch.

import {
  BOARD_BYTES, CALL_REPLY_OUTPUT_ADDRESS, CALL_REPLY_OUTPUT_LENGTH, CALL_REPLY_PROBLEMS,
  LAYOUT_SIGNATURE,
} from './wire-layout.js';
import { Style12Error } from './errors.js';
import { readAscii, writeInto, writeUtf8 } from './text.js';
import { Texts, readError, readRecord } from './reader.js';

// What the module throws when its memory runs out in the middle of a call.
const OUT_OF_MEMORY = 'style12: out of memory';

export function outOfMemory() {
  return new Style12Error({
    code: 'OUT_OF_MEMORY', field: null, fieldName: null, column: null,
    message: 'the WebAssembly memory ran out (1 GiB); free streams you no longer need',
  });
}

export class Engine {
  constructor(module) {
    this.module = module;
    if (module._s12_layout_signature() >>> 0 !== LAYOUT_SIGNATURE) {
      throw new Error('style12: the WebAssembly module does not match this JavaScript (built apart?)');
    }
    const wire = module._s12_wire();
    if (wire === 0) throw outOfMemory();
    this.wire = wire;
    // The blocks of the wire, in bytes, at fixed addresses.
    this.replyAt = module._s12_reply(wire);
    this.boardAt = module._s12_board(wire);
    this.holdingsAt = module._s12_holdings(wire);
    this.errorAt = module._s12_error(wire);
    this.positionAt = module._s12_position(wire);
    this.fieldsAt = module._s12_fields(wire);
    this.capacity = 0;
    this.inputAt = 0;
    this.heap = null;
    this.texts = new Texts();
    // The stack pointer between calls, for crash().
    this.stack = module._s12_stack_save();
    this.views();
  }

  // The typed arrays over wasm memory; made again when memory grew (the
  // old buffer is then detached, and its views have no bytes left).
  views() {
    if (this.heap !== null && this.heap.byteLength !== 0) return;
    const heap = this.module.HEAPU8;
    this.heap = heap;
    this.i32 = new Int32Array(heap.buffer);
    this.f64 = new Float64Array(heap.buffer);
    this.input = heap.subarray(this.inputAt, this.inputAt + this.capacity);
  }

  // Room for `bytes` bytes of input.
  room(bytes) {
    if (bytes > this.capacity) {
      const capacity = Math.max(bytes, 2 * this.capacity, 1024);
      const at = this.call(() => this.module._s12_input(this.wire, capacity));
      if (at === 0) throw outOfMemory();
      this.inputAt = at;
      this.capacity = capacity;
      this.heap = null;
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
    // The view over the input is kept: made again only when the input
    // moved or memory grew.
    if (text.length * 3 > this.capacity || this.heap.byteLength === 0) this.room(text.length * 3);
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

  /** Runs a call into the module; memory that runs out becomes an error. */
  call(fn) {
    try {
      return fn();
    } catch (error) {
      throw this.crash(error);
    }
  }

  /**
   * What a call that threw leaves: memory that ran out is a Style12Error,
   * and the module's stack, which the throw did not unwind, is put back.
   */
  crash(error) {
    if (error !== OUT_OF_MEMORY) return error;
    this.module._s12_stack_restore(this.stack);
    return outOfMemory();
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
