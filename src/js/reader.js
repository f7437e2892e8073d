// Reading the blocks the core leaves in WebAssembly memory (their layout is
// generated from src/bindings/wire.json): records, holdings, errors and
// positions, built once, with every text taken from the two texts a call
// or a push leaves, each decoded once.

import {
  CASTLING_SIDE_NONE, CASTLING_SIDE_WORDS,
  BOARD_BLACK, BOARD_BLACK_STRENGTH, BOARD_BLACK_TIME, BOARD_BLACK_TIME_MS, BOARD_BOARD,
  BOARD_DOUBLE_PUSH_FILE, BOARD_EXTRA, BOARD_FLAGS, BOARD_FLAG_BLACK_LONG,
  BOARD_FLAG_BLACK_SHORT, BOARD_FLAG_BLACK_TO_MOVE, BOARD_FLAG_CHECK, BOARD_FLAG_CHECKMATE,
  BOARD_FLAG_CLOCK_TICKING, BOARD_FLAG_DROP, BOARD_FLAG_EVEN_RANKS, BOARD_FLAG_FLIP,
  BOARD_FLAG_HAS_CLOCK_TICKING, BOARD_FLAG_HAS_FLIP, BOARD_FLAG_HAS_LAG, BOARD_FLAG_HAS_MOVE,
  BOARD_FLAG_HAS_MOVE_NUMBER, BOARD_FLAG_HAS_MOVE_TIME, BOARD_FLAG_MILLISECONDS,
  BOARD_FLAG_SPACE_AFTER_TAG, BOARD_FLAG_TRUNCATED, BOARD_FLAG_WHITE_LONG,
  BOARD_FLAG_WHITE_SHORT, BOARD_GAME_NUMBER, BOARD_HALFMOVE_CLOCK, BOARD_HEIGHT, BOARD_INCREMENT,
  BOARD_INITIAL_TIME, BOARD_LAG_MS, BOARD_LAST_MOVE, BOARD_LAST_MOVE_SAN, BOARD_LAST_MOVE_TIME,
  BOARD_LAST_MOVE_TIME_MS, BOARD_LINE_FEN, BOARD_MOVE_CASTLING, BOARD_MOVE_FROM, BOARD_MOVE_NUMBER,
  BOARD_MOVE_PIECE, BOARD_MOVE_PROMOTION, BOARD_MOVE_TO, BOARD_RANK_ID, BOARD_RANK_START, BOARD_RELATION,
  BOARD_WHITE, BOARD_WHITE_STRENGTH, BOARD_WHITE_TIME, BOARD_WHITE_TIME_MS, BOARD_WIDTH,
  ERROR_CODE_NAME, ERROR_COLUMN, ERROR_FIELD, ERROR_FIELD_NAME, ERROR_MESSAGE,
  HOLDINGS_BLACK, HOLDINGS_GAME_NUMBER, HOLDINGS_PASSED, HOLDINGS_WHITE,
  POSITION_BOARD, POSITION_CASTLING, POSITION_CASTLING_CLAIMS, POSITION_EN_PASSANT, POSITION_FEN,
  POSITION_FLAGS, POSITION_FLAG_BLACK_TO_MOVE, POSITION_FLAG_HAS_POCKETS, POSITION_FULLMOVE_NUMBER,
  POSITION_HALFMOVE_CLOCK, POSITION_HEIGHT, POSITION_POCKET_BLACK, POSITION_POCKET_WHITE,
  POSITION_PROMOTED, POSITION_WIDTH,
} from './wire-layout.js';
import { readUtf8 } from './text.js';
import { squareOfCode } from './squares.js';

const CASTLING_SIDES = CASTLING_SIDE_WORDS.map((word, code) => (code === CASTLING_SIDE_NONE ? null : word));

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

// A number from a block's doubles, as a record keeps it: a whole number
// that fits in 32 bits as an int32, which V8 holds in the object itself. The
// double as read from a Float64Array gets a box of its own in each field
// (16 bytes and an allocation): 13 a board record, a fifth of its memory.
// Other numbers stay as they are.
export const whole = (value) => ((value | 0) === value ? value | 0 : value);

// A parsed board line from its block: plain data fields, so it spreads,
// compares and serialises like any object. One object literal with every
// field, in one order (so every record has one shape, and V8 makes it from
// a template, faster than a constructor setting 33 fields); numbers that
// may be null are decided by a flag, never by the value, so each field
// keeps one kind of value.
export function readRecord(i, f, b, t) {
  // `b` is the block's start in 4-byte steps; its numbers are in `f`.
  const fb = b >> 1;
  const flags = i[b + BOARD_FLAGS];
  const width = i[b + BOARD_WIDTH];
  const height = i[b + BOARD_HEIGHT];
  const boardAt = i[b + BOARD_BOARD];
  const ranks = new Array(height);
  const even = (flags & BOARD_FLAG_EVEN_RANKS) !== 0;
  // A rank with a number is made into a string once (rank_ids.h).
  const known = t.ranks;
  for (let k = 0; k < height; k++) {
    const id = known === null ? -1 : i[b + BOARD_RANK_ID + k];
    let rank = id >= 0 ? known[id] : undefined;
    if (rank === undefined) {
      rank = t.span(boardAt + (even ? k * (width + 1) : i[b + BOARD_RANK_START + k]), width);
      if (id >= 0) known[id] = rank;
    }
    ranks[k] = rank;
  }
  const extra = i[b + BOARD_EXTRA + 1];
  return {
    board: ranks,
    sideToMove: flags & BOARD_FLAG_BLACK_TO_MOVE ? 'b' : 'w',
    doublePushFile: whole(f[fb + BOARD_DOUBLE_PUSH_FILE]),
    castling: {
      whiteShort: (flags & BOARD_FLAG_WHITE_SHORT) !== 0,
      whiteLong: (flags & BOARD_FLAG_WHITE_LONG) !== 0,
      blackShort: (flags & BOARD_FLAG_BLACK_SHORT) !== 0,
      blackLong: (flags & BOARD_FLAG_BLACK_LONG) !== 0,
    },
    halfmoveClock: whole(f[fb + BOARD_HALFMOVE_CLOCK]),
    gameNumber: whole(f[fb + BOARD_GAME_NUMBER]),
    white: t.span(i[b + BOARD_WHITE], i[b + BOARD_WHITE + 1]),
    black: t.span(i[b + BOARD_BLACK], i[b + BOARD_BLACK + 1]),
    relation: whole(f[fb + BOARD_RELATION]),
    initialTime: whole(f[fb + BOARD_INITIAL_TIME]),
    increment: whole(f[fb + BOARD_INCREMENT]),
    whiteStrength: whole(f[fb + BOARD_WHITE_STRENGTH]),
    blackStrength: whole(f[fb + BOARD_BLACK_STRENGTH]),
    whiteTime: whole(f[fb + BOARD_WHITE_TIME]),
    blackTime: whole(f[fb + BOARD_BLACK_TIME]),
    whiteTimeMs: whole(f[fb + BOARD_WHITE_TIME_MS]),
    blackTimeMs: whole(f[fb + BOARD_BLACK_TIME_MS]),
    timeUnit: flags & BOARD_FLAG_MILLISECONDS ? 'milliseconds' : 'seconds',
    moveNumber: flags & BOARD_FLAG_HAS_MOVE_NUMBER ? whole(f[fb + BOARD_MOVE_NUMBER]) : null,
    lastMove: t.span(i[b + BOARD_LAST_MOVE], i[b + BOARD_LAST_MOVE + 1]),
    lastMoveInfo: flags & BOARD_FLAG_HAS_MOVE ? {
      piece: String.fromCharCode(i[b + BOARD_MOVE_PIECE]),
      from: squareOfCode(i[b + BOARD_MOVE_FROM]),
      to: squareOfCode(i[b + BOARD_MOVE_TO]),
      promotion: i[b + BOARD_MOVE_PROMOTION] ? String.fromCharCode(i[b + BOARD_MOVE_PROMOTION]) : null,
      castling: CASTLING_SIDES[i[b + BOARD_MOVE_CASTLING]],
      drop: (flags & BOARD_FLAG_DROP) !== 0,
      check: (flags & BOARD_FLAG_CHECK) !== 0,
      checkmate: (flags & BOARD_FLAG_CHECKMATE) !== 0,
    } : null,
    lastMoveTime: t.span(i[b + BOARD_LAST_MOVE_TIME], i[b + BOARD_LAST_MOVE_TIME + 1]),
    lastMoveTimeMs: flags & BOARD_FLAG_HAS_MOVE_TIME ? whole(f[fb + BOARD_LAST_MOVE_TIME_MS]) : null,
    lastMoveSan: t.span(i[b + BOARD_LAST_MOVE_SAN], i[b + BOARD_LAST_MOVE_SAN + 1]),
    flip: flags & BOARD_FLAG_HAS_FLIP ? (flags & BOARD_FLAG_FLIP) !== 0 : null,
    clockTicking: flags & BOARD_FLAG_HAS_CLOCK_TICKING ? (flags & BOARD_FLAG_CLOCK_TICKING) !== 0 : null,
    lagMs: flags & BOARD_FLAG_HAS_LAG ? whole(f[fb + BOARD_LAG_MS]) : null,
    extra: extra > 0 ? t.span(i[b + BOARD_EXTRA], extra).split(/[ \t]+/) : [],
    fen: t.span(i[b + BOARD_LINE_FEN], i[b + BOARD_LINE_FEN + 1]),
    truncated: (flags & BOARD_FLAG_TRUNCATED) !== 0,
    spaceAfterTag: (flags & BOARD_FLAG_SPACE_AFTER_TAG) !== 0,
  };
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
