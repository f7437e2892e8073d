// createStream(): server output as it arrives, in chunks cut anywhere, to
// events in order, and whole games. The framing, parsing and game tracking
// run in WebAssembly; a push comes back as a table of ints, result blocks
// and one text arena, decoded here once per push.

import { BlockReader, F, I, Record } from './api.js';
import { decodeUtf8, encodeInto } from './text.js';

// Rows of the event table; they mirror src/bindings/stream_wire.h.
const E = { type: 0, line: 1, text: 2, textLength: 3, game: 4, block: 5, count: 6 };
const TYPES = ['style12', 'holdings', 'gameEnd', 'text', 'error'];

// A stream's memory in WebAssembly is freed when the stream is collected,
// so nothing needs to be deleted by hand.
const streams = new FinalizationRegistry(({ module, handle }) => module._s12_stream_free(handle));

export class Style12Stream {
  constructor(module, timeUnit) {
    this.module = module;
    this.handle = module._s12_stream(timeUnit);
    this.capacity = 0;
    this.inputAddress = 0;
    this.reader = new BlockReader();
    streams.register(this, { module, handle: this.handle });
  }

  /** Takes a string or bytes, cut anywhere; returns the events they completed. */
  push(chunk) {
    let length;
    if (typeof chunk === 'string') {
      const input = this.room(chunk.length * 3);
      length = encodeInto(chunk, input).written;
    } else if (chunk instanceof Uint8Array) {
      const input = this.room(chunk.length);
      input.set(chunk);
      length = chunk.length;
    } else {
      throw new TypeError('style12: push() takes a string or a Uint8Array');
    }
    return this.events(this.module._s12_stream_push(this.handle, length));
  }

  /** The end of the input: the events of what was still held back. */
  end() {
    return this.events(this.module._s12_stream_end(this.handle));
  }

  /** The games seen, oldest first. */
  games() {
    const text = this.module.streamGames(this.handle);
    const games = [];
    for (const line of text.split('\n')) {
      if (!line) continue;
      const [id, gameNumber, white, black, variant, plies, result, fen] = line.split('\t');
      games.push({
        id: Number(id), gameNumber: Number(gameNumber), white, black, variant,
        plies: Number(plies), result: result || null, fen,
      });
    }
    return games;
  }

  /** A game as PGN, or every game when no id is given. */
  pgn(id) {
    if (id !== undefined && !Number.isInteger(id)) throw new TypeError('style12: pgn() takes a game id');
    return this.module.streamPgn(this.handle, id ?? 0);
  }

  room(bytes) {
    if (bytes > this.capacity) {
      this.capacity = Math.max(bytes, 2 * this.capacity, 4096);
      this.inputAddress = this.module._s12_stream_input(this.handle, this.capacity);
    }
    return this.module.HEAPU8.subarray(this.inputAddress, this.inputAddress + bytes);
  }

  events(count) {
    const m = this.module;
    const h = this.handle;
    const buffer = m.HEAPU8.buffer;
    const rows = new Int32Array(buffer, m._s12_stream_events(h), count * E.count);
    let blocks = 0;
    for (let e = 0; e < count; e++) if (rows[e * E.count + E.block] >= 0) blocks++;
    const r = this.reader;
    r.f64 = new Float64Array(buffer, m._s12_stream_f64(h), blocks * F.count);
    r.i32 = new Int32Array(buffer, m._s12_stream_i32(h), blocks * I.count);
    const address = m._s12_stream_text(h);
    const length = m._s12_stream_text_length(h);
    r.bytes = m.HEAPU8.subarray(address, address + length);
    r.ascii = m._s12_stream_ascii(h) === 1;
    r.text = r.ascii ? decodeUtf8(m.HEAPU8, address, length) : '';
    const span = (at, n) => (r.ascii ? r.text.slice(at, at + n) : decodeUtf8(r.bytes, at, n));

    const events = new Array(count);
    for (let e = 0; e < count; e++) {
      const row = e * E.count;
      const type = TYPES[rows[row + E.type]];
      const line = rows[row + E.line];
      const block = rows[row + E.block];
      r.fb = block * F.count;
      r.ib = block * I.count;
      const gameId = rows[row + E.game] || null;
      switch (type) {
        case 'style12': {
          const fen = span(r.n(I.textAddress), r.n(I.textLength));
          events[e] = { type, record: new Record(r, fen), line, gameId };
          break;
        }
        case 'holdings':
          events[e] = { type, record: r.holdings(), line, gameId };
          break;
        case 'gameEnd':
          events[e] = {
            type, gameNumber: r.f(F.gameNumber), white: r.span(I.white), black: r.span(I.black),
            reason: r.span(I.lastMove), result: r.span(I.lastMoveSan), line, gameId,
          };
          break;
        case 'error':
          events[e] = { type, error: r.error(), line };
          break;
        default:
          events[e] = { type, text: span(rows[row + E.text], rows[row + E.textLength]), line };
      }
    }
    return events;
  }
}
