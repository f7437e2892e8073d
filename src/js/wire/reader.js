// Reading the blocks the core leaves in WebAssembly memory (their layout is
// generated from src/bindings/wire.json): records, holdings, errors and
// positions, built once, with every text taken from the two texts a call
// or a push leaves, each decoded once.

import {
  ERROR_CODE_NAME, ERROR_COLUMN, ERROR_FIELD, ERROR_FIELD_NAME, ERROR_MESSAGE,
  HOLDINGS_BLACK, HOLDINGS_GAME_NUMBER, HOLDINGS_PASSED, HOLDINGS_WHITE,
  POSITION_BOARD, POSITION_CASTLING, POSITION_CASTLING_CLAIMS, POSITION_EN_PASSANT, POSITION_FEN,
  POSITION_FLAGS, POSITION_FLAG_BLACK_TO_MOVE, POSITION_FLAG_HAS_POCKETS, POSITION_FULLMOVE_NUMBER,
  POSITION_HALFMOVE_CLOCK, POSITION_HEIGHT, POSITION_POCKET_BLACK, POSITION_POCKET_WHITE,
  POSITION_PROMOTED, POSITION_WIDTH,
} from './generated/layout.js';
import { readUtf8 } from '../base/text.js';
import { whole } from './record-hand.js';

// A parsed board line from its block: plain data fields, so it spreads,
// compares and serialises like any object. One object literal with every
// field, in one order (so every record has one shape, and V8 makes it from
// a template, faster than a constructor setting 33 fields), generated from
// wire.json (scripts/wire/records.mjs); its hand-written keys are
// wire/record-hand.js's.
export { readStyle12 as readRecord } from './generated/records.js';
export { whole };

/** A passed piece packed as colour letter << 8 | piece letter, 0 for none. */
export function passedPiece(packed) {
  if (packed === 0) return null;
  return { color: (packed >> 8) === 87 ? 'w' : 'b', piece: String.fromCharCode(packed & 255) };
}

/**
 * Where the spans of a call or a push point: the caller's text (a line it
 * gave, or a push's lines) and, after it, the core's own output. Each is
 * decoded at most once; spans are sliced out of them.
 */
export class Texts {
  /** `ranks`: the ranks of its owner's board blocks by their numbers, filled as read. */
  constructor(ranks = null) {
    this.ranks = ranks;
    this.text = '';       // the first text, when `ascii` (one byte a character)
    this.ascii = true;
    this.at = 0;          // where its bytes lie in `heap`, for text that is not ASCII
    this.length = 0;      // its length in bytes
    this.heap = null;
    this.outAddress = 0;
    this.outLength = 0;
    this.out = null;      // the output, decoded on first use
  }

  /** The first text: a string the caller has (ASCII), and its bytes. */
  first(text, ascii, heap, at, length) {
    this.text = text;
    this.ascii = ascii;
    this.heap = heap;
    this.at = at;
    this.length = length;
  }

  /** The output that follows it, already a string. */
  own(text) {
    this.out = text;
    this.outLength = text.length;
  }

  /** The output that follows it, in wasm memory. */
  second(heap, address, length) {
    this.heap = heap;
    this.outAddress = address;
    this.outLength = length;
    this.out = null;
  }

  span(at, length) {
    if (length < 0) return null;
    const first = this.length;
    if (at < first) {
      if (this.ascii) return this.text.slice(at, at + length);
      return readUtf8(this.heap, this.at + at, length);
    }
    if (this.out === null) this.out = readUtf8(this.heap, this.outAddress, this.outLength);
    return this.out.slice(at - first, at - first + length);
  }
}

/** A <b1> record from its block. */
export function readHoldings(i, f, b, t) {
  return {
    gameNumber: whole(f[(b >> 1) + HOLDINGS_GAME_NUMBER]),
    white: t.span(i[b + HOLDINGS_WHITE], i[b + HOLDINGS_WHITE + 1]),
    black: t.span(i[b + HOLDINGS_BLACK], i[b + HOLDINGS_BLACK + 1]),
    passed: passedPiece(i[b + HOLDINGS_PASSED]),
  };
}

/** What went wrong, from an error block: code, field, column, message. */
export function readError(i, f, b, t) {
  const column = whole(f[(b >> 1) + ERROR_COLUMN]);
  return {
    code: t.span(i[b + ERROR_CODE_NAME], i[b + ERROR_CODE_NAME + 1]),
    field: i[b + ERROR_FIELD] || null,
    fieldName: t.span(i[b + ERROR_FIELD_NAME], i[b + ERROR_FIELD_NAME + 1]),
    column: column >= 0 ? column : null,
    message: t.span(i[b + ERROR_MESSAGE], i[b + ERROR_MESSAGE + 1]),
  };
}

/** A position as parseFen gives it, from a position block. */
export function readPosition(i, f, b, t) {
  const flags = i[b + POSITION_FLAGS];
  const text = (slot) => t.span(i[b + slot], i[b + slot + 1]);
  const promoted = text(POSITION_PROMOTED);
  return {
    board: text(POSITION_BOARD).split(' '),
    width: i[b + POSITION_WIDTH],
    height: i[b + POSITION_HEIGHT],
    turn: flags & POSITION_FLAG_BLACK_TO_MOVE ? 'b' : 'w',
    castling: text(POSITION_CASTLING),
    castlingClaims: text(POSITION_CASTLING_CLAIMS),
    enPassant: text(POSITION_EN_PASSANT),
    halfmoveClock: whole(f[(b >> 1) + POSITION_HALFMOVE_CLOCK]),
    fullmoveNumber: whole(f[(b >> 1) + POSITION_FULLMOVE_NUMBER]),
    pockets: flags & POSITION_FLAG_HAS_POCKETS
      ? { white: text(POSITION_POCKET_WHITE), black: text(POSITION_POCKET_BLACK) } : null,
    promoted: promoted ? promoted.split(' ') : [],
    fen: text(POSITION_FEN),
  };
}
