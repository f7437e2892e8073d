// createStream(): server output as it arrives, in chunks cut anywhere, to
// events in order, and whole games. Framing, parsing, game tracking and
// the pairing of <b1> lines with boards run in WebAssembly; a push is one
// crossing, and its events come back as blocks read here in one pass, with
// the push's texts decoded once.

import {
  GAME_BLACK, GAME_BYTES, GAME_CLOCK_RUNNING, GAME_FEN, GAME_GAME_NUMBER, GAME_ID, GAME_PARTNER_ID, GAME_PLIES,
  GAME_RESULT, GAME_VARIANT, GAME_WHITE, LIST_REPLY_BLOCKS_ADDRESS, LIST_REPLY_COUNT, LIST_REPLY_TEXT_ADDRESS,
  PGN_TAG_DATE, PGN_TAG_SITE,
  ANOMALY_BYTES, ANOMALY_CODE, ANOMALY_FIELD, ANOMALY_MESSAGE, KIND_ANOMALY,
  BOARD_BYTES, BOARD_CHECKED_SAN, BOARD_CHECKED_UCI, BOARD_CHECK_GAP, BOARD_FEN, BOARD_FLAGS,
  BOARD_FLAG_CHECKED, BOARD_FLAG_HAS_POCKETS, BOARD_FLAG_RECONSTRUCTED, BOARD_GAME_ID, BOARD_LINE,
  BOARD_PASSED, BOARD_POCKET_BLACK, BOARD_POCKET_WHITE, ERROR_BYTES, ERROR_GAME_ID, ERROR_LINE,
  GAME_END_BLACK, GAME_END_BYTES, GAME_END_GAME_ID, GAME_END_GAME_NUMBER, GAME_END_LINE,
  GAME_END_REASON, GAME_END_RESULT, GAME_END_WHITE, HOLDINGS_BOARD_LINE, HOLDINGS_BYTES,
  HOLDINGS_FEN, HOLDINGS_FLAGS, HOLDINGS_FLAG_COMPLETES_BOARD, HOLDINGS_GAME_ID, HOLDINGS_LINE,
  HOLDINGS_POCKET_BLACK, HOLDINGS_POCKET_WHITE,
  KIND_BOARD, KIND_GAME_END, KIND_HOLDINGS, KIND_RESYNC, KIND_TEXT, PUSH_REPLY_BLOCKS_ADDRESS,
  PUSH_REPLY_BLOCKS_LENGTH, PUSH_REPLY_EVENTS, PUSH_REPLY_LINES_ADDRESS, PUSH_REPLY_LINES_ASCII, PUSH_REPLY_LINES_LENGTH,
  PUSH_REPLY_TEXT_ADDRESS, PUSH_REPLY_TEXT_LENGTH, RESYNC_BYTES, RESYNC_GAME_ID, RESYNC_GAME_NUMBER,
  RESYNC_LINE, RESYNC_REASON, TEXT_BYTES, TEXT_LINE, TEXT_TEXT,
} from '../wire/generated/layout.js';
import { expectString, fenOptions, optionError, timeUnitOption } from './core.js';
import { misuse, quoted } from '../base/errors.js';
import { Texts, passedPiece, readError, readHoldings, readRecord, whole } from '../wire/reader.js';
import { readUtf8, writeUtf8 } from '../base/text.js';

const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');

// The most bytes one crossing into the core takes (see push()).
const PIECE_BYTES = 64 * 1024;

// The module's stream behind a Style12Stream, shared with the engine,
// which frees it when a call on it is cut short (lost()), and with the
// finalizer: each frees it once, and it says why from then on.
class Live {
  constructor(engine, handle) {
    this.engine = engine;
    this.handle = handle;
    this.error = null;
    // The stream took a push whose events the caller does not have yet.
    this.unread = false;
  }

  // A call on it cut short by this error: memory that ran out is what it
  // says from then on; with `keep`, memory that ran out left it as it
  // was, and it is kept (true).
  cutShort(error, keep) {
    if (error?.code !== 'OUT_OF_MEMORY') return false;
    this.error ??= keep ? null : error;
    return keep;
  }

  // The call cut short is undone: the stream goes with it (unless freed
  // already: the handle is set to 0 before a stream is freed).
  lost(calls) {
    this.error ??= freed();
    const handle = this.handle;
    if (handle === 0) return;
    this.handle = 0;
    calls.streamFree(handle);
  }

  // Freed by hand or collected. A call cut short is undone first (it may
  // be this stream's, and free it), so that a stack too short for that
  // throws before the stream is taken for freed.
  free() {
    const engine = this.engine;
    if (engine.open) engine.undo();
    const handle = this.handle;
    if (handle === 0) return;
    this.handle = 0;
    engine.call(engine.calls.streamFree, handle);
  }
}

// What a stream freed that way says.
const freed = () => misuse('STREAM_FREED', 'the stream was freed: a call on it was cut short');

/**
 * A call into the module that changes a stream, fn(handle, b, c)
 * (engine.call() for one; its callers ask usable() first, which undoes a
 * call cut short, so that begin() finds none that could free the stream):
 * cut short, the engine frees the stream as it undoes the call, unless
 * `keep` (a call that allocates before it changes anything) and memory
 * ran out.
 */
function callOnStream(live, keep, fn, b, c) {
  const engine = live.engine;
  engine.begin(live, keep);
  let result;
  try {
    result = fn(live.handle, b, c);
  } catch (error) {
    throw engine.cutShort(error);
  }
  engine.open = false;
  return result;
}

// A stream not freed by hand is freed when it is collected.
const streams = new FinalizationRegistry((live) => live.free());

export class Style12Stream {
  /**
   * `gamesText(handle, id, bughouse)` gives a game's PGN (every game's for
   * id 0) or its match's BPGN: the module's own way of handing text back.
   */
  constructor(engine, options, gamesText) {
    this.gamesText = gamesText;
    const flags = timeUnitOption(options) | fenOptions(options);
    const keep = options?.keepFinished === undefined ? Infinity : options.keepFinished;
    if (keep !== Infinity && (typeof keep !== 'number' || !Number.isInteger(keep) || keep < 0)) {
      throw optionError(`keepFinished: found ${quoted(keep)}, expected a whole number of games from 0 up, or Infinity`, 'keepFinished');
    }
    this.engine = engine;
    this.module = engine.module;
    // The module's stream, shared with the engine, which frees it when a
    // call on it is cut short and says why in `error`. Made and registered
    // before the module's stream: the stack running out in a call after
    // that (a constructor's) would leave it with no one to free it.
    this.live = new Live(engine, 0);
    this.capacity = 0;
    this.inputAt = 0;
    this.highSurrogate = '';
    this.transform = null;
    streams.register(this, this.live, this);
    this.live.handle = engine.call(engine.calls.stream, flags);
    // The PGN's Site and Date: as given, or the day each game's first
    // board arrives.
    this.today = null;
    if (options?.site !== undefined) {
      expectString(options.site, 'the site option');
      this.tag(PGN_TAG_SITE, options.site);
    }
    if (options?.date !== undefined) {
      expectString(options.date, 'the date option');
      if (!/^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$/.test(options.date)) {
        throw optionError(`date: found ${quoted(options.date)}, expected a PGN date such as '2026.11.23' ('??' where not known)`, 'date');
      }
      this.tag(PGN_TAG_DATE, options.date);
      this.today = false;
    }
    if (keep !== Infinity) callOnStream(this.live, false, engine.calls.streamKeepFinished, keep);
  }

  tag(which, text) {
    this.room(text.length * 3);
    const length = writeUtf8(text, this.module.HEAPU8, this.inputAt, this.capacity);
    callOnStream(this.live, false, this.engine.calls.streamTag, which, length);
  }

  // The local day as PGN writes it, told to the stream when it changes.
  dateNow() {
    const now = new Date();
    const day = `${now.getFullYear()}.${String(now.getMonth() + 1).padStart(2, '0')}.${String(now.getDate()).padStart(2, '0')}`;
    if (day !== this.today) {
      this.tag(PGN_TAG_DATE, day);
      this.today = day;
    }
  }

  /** Takes a string or bytes, cut anywhere; returns the events they completed. */
  push(chunk) {
    this.usable();
    if (this.today !== false) this.dateNow();
    if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) {
      throw new TypeError('style12: push() takes a string or a Uint8Array');
    }
    // A string cut between the two halves of a surrogate pair (an emoji in
    // a name): the first half waits for the second. Before bytes it was
    // never half of a pair, and goes in alone (as U+FFFD).
    let text = this.highSurrogate;
    let held = '';
    const bytes = typeof chunk === 'string' ? null : chunk;
    if (bytes === null) {
      text += chunk;
      const last = text.charCodeAt(text.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) {
        held = text[text.length - 1];
        text = text.slice(0, -1);
      }
    }
    const events = this.take(text, bytes);
    this.highSurrogate = held;
    this.live.unread = false;
    return events;
  }

  // The text, then the bytes, as the stream's input, pushed: the events.
  // From the moment the stream has taken them until the caller has the
  // events, `unread` is set (cleared by the caller): a throw in between
  // (the stack ran out while they were read) would lose them, and the
  // stream is freed instead (usable()). A throw before the stream took
  // them, memory or the stack running out, leaves it as it was, what
  // waits of a surrogate pair included.
  take(text, bytes) {
    this.room(text.length * 3 + (bytes === null ? 0 : bytes.length));
    let length = text === '' ? 0 : writeUtf8(text, this.module.HEAPU8, this.inputAt, this.capacity);
    if (bytes !== null) {
      this.module.HEAPU8.set(bytes, this.inputAt + length);
      length += bytes.length;
    }
    if (length <= PIECE_BYTES) return this.run(this.engine.calls.streamPush, length);
    // A large push (a whole log at once) goes through the core a piece at
    // a time, each piece moved to the input's start: the stream takes
    // bytes cut anywhere, so the events are the same, and each piece's
    // blocks and texts stay small (the blocks of a whole log would be
    // grown and copied many times over, and one byte outside ASCII
    // anywhere in it would make every text of it decoded on its own).
    const heap = () => this.module.HEAPU8;
    const events = [];
    for (let at = 0; at < length; at += PIECE_BYTES) {
      const n = Math.min(PIECE_BYTES, length - at);
      if (at > 0) heap().copyWithin(this.inputAt, this.inputAt + at, this.inputAt + at + n);
      const piece = this.run(this.engine.calls.streamPush, n);
      for (let k = 0; k < piece.length; k++) events.push(piece[k]);
    }
    return events;
  }

  // end() and flush(): a first half of a surrogate pair still waiting for
  // its second goes in first, as what it is alone (U+FFFD), its events
  // unread until the closing call's are read too.
  closing(fn) {
    this.usable();
    const early = this.highSurrogate === '' ? [] : this.take('\uFFFD', null);
    this.highSurrogate = '';
    const events = early.concat(this.run(fn));
    this.live.unread = false;
    return events;
  }

  /** The end of the input: the events of what was still held back. */
  end() {
    return this.closing(this.engine.calls.streamEnd);
  }

  /** The events of a complete line held back while the stream waited for a possible continuation; the stream goes on. */
  flush() {
    return this.closing(this.engine.calls.streamFlush);
  }

  /** The writable side of a TransformStream over this stream: chunks in. */
  get writable() {
    return this.web().writable;
  }

  /** The readable side of a TransformStream over this stream: its events out, end() when the writable side closes. */
  get readable() {
    return this.web().readable;
  }

  web() {
    if (this.transform === null) {
      this.transform = new TransformStream({
        transform: (chunk, controller) => {
          for (const event of this.push(chunk)) controller.enqueue(event);
        },
        flush: (controller) => {
          for (const event of this.end()) controller.enqueue(event);
        },
      });
    }
    return this.transform;
  }

  /** The games seen, oldest first. */
  games() {
    this.usable();
    const engine = this.engine;
    const reply = this.cross(engine.calls.streamGames) >> 2;
    engine.views();
    const i = engine.i32;
    const f = engine.f64;
    const heap = engine.heap;
    const textAt = i[reply + LIST_REPLY_TEXT_ADDRESS];
    const span = (b, slot) => (i[b + slot + 1] < 0 ? null : readUtf8(heap, textAt + i[b + slot], i[b + slot + 1]));
    const games = [];
    for (let k = 0, b = i[reply + LIST_REPLY_BLOCKS_ADDRESS] >> 2; k < i[reply + LIST_REPLY_COUNT]; k++, b += GAME_BYTES >> 2) {
      const partnerId = whole(f[(b >> 1) + GAME_PARTNER_ID]);
      games.push({
        id: whole(f[(b >> 1) + GAME_ID]), gameNumber: whole(f[(b >> 1) + GAME_GAME_NUMBER]), white: span(b, GAME_WHITE),
        black: span(b, GAME_BLACK), variant: span(b, GAME_VARIANT), plies: whole(f[(b >> 1) + GAME_PLIES]),
        result: span(b, GAME_RESULT), fen: span(b, GAME_FEN), clockRunning: span(b, GAME_CLOCK_RUNNING),
        partnerId: partnerId < 0 ? null : partnerId,
      });
    }
    return games;
  }

  /** A game as PGN, or every game when no id is given. */
  pgn(id) {
    this.usable();
    if (id !== undefined && !Number.isInteger(id)) throw new TypeError('style12: pgn() takes a game id');
    return this.gamesText(this.live.handle, id ?? 0, false);
  }

  /**
   * Drops a game's plies: a finished game leaves games() and pgn(); one
   * going on is recorded from its last position on. Its later events still
   * name it. False when the stream keeps no game of that id.
   */
  forget(id) {
    this.usable();
    if (!Number.isInteger(id)) throw new TypeError('style12: forget() takes a game id');
    return callOnStream(this.live, false, this.engine.calls.streamForget, id) === 1;
  }

  /** The bughouse match a game is a board of, as BPGN (both boards); '' when its partner board was not seen. */
  bpgn(id) {
    this.usable();
    if (!Number.isInteger(id)) throw new TypeError('style12: bpgn() takes a game id');
    return this.gamesText(this.live.handle, id, true);
  }

  /** Releases the stream's memory now; the stream cannot be used after. */
  free() {
    if (this.live.handle === 0) return;
    streams.unregister(this);
    this.live.free();
  }

  [dispose]() {
    this.free();
  }

  // A call on this stream cut short is undone first: it may free it. A
  // stream whose events of a push never reached the caller is freed, and
  // says so, rather than going on without them.
  usable() {
    const live = this.live;
    if (this.engine.open) this.engine.undo();
    if (live.unread) {
      live.error ??= freed();
      this.free();
      live.unread = false;
    }
    if (live.handle === 0) throw live.error ?? misuse('STREAM_FREED', 'the stream was freed');
  }

  room(bytes) {
    if (bytes > this.capacity) {
      const capacity = Math.max(bytes, 2 * this.capacity, 4096);
      // Memory that runs out here leaves the stream as it was; the stack
      // running out may not (the input grown, its bytes not yet set).
      const at = callOnStream(this.live, true, this.engine.calls.streamInput, capacity);
      this.inputAt = at;
      this.capacity = capacity;
    }
    return this.module.HEAPU8.subarray(this.inputAt, this.inputAt + bytes);
  }

  // A push or end: one crossing, then its events read from the reply.
  // (`unread` is set as soon as the crossing returns: nothing can throw
  // before it is.)
  run(fn, length) {
    const replyAt = this.cross(fn, length);
    this.live.unread = true;
    return this.events(replyAt);
  }

  // One crossing that changes the stream. A call cut short (memory ran out
  // in the middle of a chunk, or of the games' list) has left the stream
  // half-changed: the engine frees it, and it says why from then on.
  cross(fn, length) {
    return callOnStream(this.live, false, fn, length);
  }

  events(replyAt) {
    const engine = this.engine;
    engine.views();
    const heap = engine.heap;
    const r = replyAt >> 2;
    const count = engine.i32[r + PUSH_REPLY_EVENTS];
    if (count === 0) return [];
    // The push's blocks and texts are copied out of the module's memory,
    // which the next push reuses: a record is built from them only when
    // its event's `record` is read, and a reader that takes only the FEN
    // (event.fen) pays for no record at all.
    const at = engine.i32[r + PUSH_REPLY_BLOCKS_ADDRESS];
    const blocks = heap.slice(at, at + engine.i32[r + PUSH_REPLY_BLOCKS_LENGTH]).buffer;
    const i = new Int32Array(blocks);
    const f = new Float64Array(blocks);
    const t = new Texts();
    const linesAt = engine.i32[r + PUSH_REPLY_LINES_ADDRESS];
    const linesLength = engine.i32[r + PUSH_REPLY_LINES_LENGTH];
    if (engine.i32[r + PUSH_REPLY_LINES_ASCII] === 1) {
      t.first(readUtf8(heap, linesAt, linesLength), true, null, 0, linesLength);
    } else {
      t.first('', false, heap.slice(linesAt, linesAt + linesLength), 0, linesLength);
    }
    t.own(readUtf8(heap, engine.i32[r + PUSH_REPLY_TEXT_ADDRESS], engine.i32[r + PUSH_REPLY_TEXT_LENGTH]));
    const events = new Array(count);
    let b = 0;
    for (let e = 0; e < count; e++) {
      const kind = i[b];
      const fb = b >> 1;
      if (kind === KIND_BOARD) {
        const board = new BoardEvent(i, f, b, t);
        b += BOARD_BYTES >> 2;
        // Its anomalies follow it.
        if (b < i.length && i[b] === KIND_ANOMALY) {
          board.anomalies = [];
          while (b < i.length && i[b] === KIND_ANOMALY) {
            board.anomalies.push({
              code: t.span(i[b + ANOMALY_CODE], i[b + ANOMALY_CODE + 1]),
              field: i[b + ANOMALY_FIELD],
              message: t.span(i[b + ANOMALY_MESSAGE], i[b + ANOMALY_MESSAGE + 1]),
            });
            b += ANOMALY_BYTES >> 2;
          }
        }
        events[e] = board;
      } else if (kind === KIND_TEXT) {
        events[e] = { type: 'text', text: t.span(i[b + TEXT_TEXT], i[b + TEXT_TEXT + 1]), line: whole(f[fb + TEXT_LINE]) };
        b += TEXT_BYTES >> 2;
      } else if (kind === KIND_HOLDINGS) {
        const completes = (i[b + HOLDINGS_FLAGS] & HOLDINGS_FLAG_COMPLETES_BOARD) !== 0;
        events[e] = {
          type: 'holdings', record: readHoldings(i, f, b, t), line: whole(f[fb + HOLDINGS_LINE]),
          gameId: i[b + HOLDINGS_GAME_ID] || null,
          // A plain <b1> line after its board completes that board: the
          // board's FEN with these pockets.
          boardLine: completes ? whole(f[fb + HOLDINGS_BOARD_LINE]) : null,
          fen: completes ? t.span(i[b + HOLDINGS_FEN], i[b + HOLDINGS_FEN + 1]) : null,
          pockets: completes ? {
            white: t.span(i[b + HOLDINGS_POCKET_WHITE], i[b + HOLDINGS_POCKET_WHITE + 1]),
            black: t.span(i[b + HOLDINGS_POCKET_BLACK], i[b + HOLDINGS_POCKET_BLACK + 1]),
          } : null,
        };
        b += HOLDINGS_BYTES >> 2;
      } else if (kind === KIND_GAME_END) {
        events[e] = {
          type: 'gameEnd', gameNumber: whole(f[fb + GAME_END_GAME_NUMBER]),
          white: t.span(i[b + GAME_END_WHITE], i[b + GAME_END_WHITE + 1]),
          black: t.span(i[b + GAME_END_BLACK], i[b + GAME_END_BLACK + 1]),
          reason: t.span(i[b + GAME_END_REASON], i[b + GAME_END_REASON + 1]),
          result: t.span(i[b + GAME_END_RESULT], i[b + GAME_END_RESULT + 1]),
          line: whole(f[fb + GAME_END_LINE]), gameId: i[b + GAME_END_GAME_ID] || null,
        };
        b += GAME_END_BYTES >> 2;
      } else if (kind === KIND_RESYNC) {
        events[e] = {
          type: 'resync', gameId: i[b + RESYNC_GAME_ID] || null, gameNumber: whole(f[fb + RESYNC_GAME_NUMBER]),
          line: whole(f[fb + RESYNC_LINE]), reason: t.span(i[b + RESYNC_REASON], i[b + RESYNC_REASON + 1]),
        };
        b += RESYNC_BYTES >> 2;
      } else {
        events[e] = { type: 'error', error: readError(i, f, b, t), line: whole(f[fb + ERROR_LINE]), gameId: i[b + ERROR_GAME_ID] || null };
        b += ERROR_BYTES >> 2;
      }
    }
    return events;
  }
}

// The check of a board that follows from the one before it, as almost
// every board does: one frozen object shared by all of them; likewise no
// anomalies.
const FOLLOWS = Object.freeze({ gap: 0, reconstructed: false });
const NO_ANOMALIES = Object.freeze([]);

// A board event. Its record is an own, enumerable property like the
// others (it spreads, compares and serialises as one), built the first
// time it is read, from the push's blocks copied out of the module's
// memory. Building it lazily keeps a reader of FENs alone from paying for
// records, and a push of a whole session from holding one per board. The
// accessor is one pair shared by every event, with the block in private
// fields: an object literal with a getter of its own costs several times
// what the whole event does, and so does a second hidden property.
// (Bundlers that compile class fields away, for targets older than
// ES2022, put them in WeakMaps: correct, and slower.)
class BoardEvent {
  #i;
  #f;
  #b;
  #t;
  #record = null;

  constructor(i, f, b, t) {
    const flags = i[b + BOARD_FLAGS];
    this.type = 'style12';
    Object.defineProperty(this, 'record', BoardEvent.recordProperty);
    this.line = whole(f[(b >> 1) + BOARD_LINE]);
    this.gameId = i[b + BOARD_GAME_ID] || null;
    // The game's view of the board: its FEN with the pockets of the game's
    // <b1> lines (the record's own FEN has none), and the piece passed to it.
    this.fen = t.span(i[b + BOARD_FEN], i[b + BOARD_FEN + 1]);
    this.pockets = flags & BOARD_FLAG_HAS_POCKETS ? {
      white: t.span(i[b + BOARD_POCKET_WHITE], i[b + BOARD_POCKET_WHITE + 1]),
      black: t.span(i[b + BOARD_POCKET_BLACK], i[b + BOARD_POCKET_BLACK + 1]),
    } : null;
    this.passed = passedPiece(i[b + BOARD_PASSED]);
    // The move that led here as the core checked it, and how the board
    // was checked against the game's one before it.
    this.move = i[b + BOARD_CHECKED_UCI + 1] > 0 ? {
      uci: t.span(i[b + BOARD_CHECKED_UCI], i[b + BOARD_CHECKED_UCI + 1]),
      san: t.span(i[b + BOARD_CHECKED_SAN], i[b + BOARD_CHECKED_SAN + 1]),
    } : null;
    // The fields that contradict the board or its game (set after, when any).
    this.anomalies = NO_ANOMALIES;
    const gap = i[b + BOARD_CHECK_GAP];
    const rebuilt = (flags & BOARD_FLAG_RECONSTRUCTED) !== 0;
    this.check = (flags & BOARD_FLAG_CHECKED) === 0 ? null
      : gap === 0 && !rebuilt ? FOLLOWS : { gap, reconstructed: rebuilt };
    this.#i = i;
    this.#f = f;
    this.#b = b;
    this.#t = t;
  }

  // One accessor pair for every event (a static field: its functions may
  // reach the private fields).
  static recordProperty = {
    get() {
      if (this.#record === null) this.#record = readRecord(this.#i, this.#f, this.#b, this.#t);
      return this.#record;
    },
    set(value) {
      this.#record = value;
    },
    enumerable: true,
    configurable: true,
  };
}
