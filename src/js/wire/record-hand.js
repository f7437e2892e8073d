// The keys of a Style 12 record whose conversion needs a human decision
// (the board as ranks, the side to move, the clock unit, the move
// decoded, the later fields, the FEN), and the helpers every key's conversion shares: the converters
// generated from src/bindings/wire.json (build/gen/wire-records.js, see
// scripts/wire/records.mjs) call these, and read every other key
// themselves. Each read function takes the block's arrays, its start in
// 4-byte steps, the texts and its flags.

import {
  CASTLING_SIDE_NONE, CASTLING_SIDE_WORDS,
  BOARD_BOARD, BOARD_EXTRA, BOARD_FLAG_BLACK_TO_MOVE, BOARD_FLAG_CHECK, BOARD_FLAG_CHECKMATE,
  BOARD_FLAG_DROP, BOARD_FLAG_EVEN_RANKS, BOARD_FLAG_HAS_MOVE, BOARD_FLAG_MILLISECONDS,
  BOARD_HEIGHT, BOARD_LINE_FEN, BOARD_MOVE_CASTLING, BOARD_MOVE_FROM, BOARD_MOVE_PIECE, BOARD_MOVE_PROMOTION,
  BOARD_MOVE_TO, BOARD_RANK_ID, BOARD_RANK_START, BOARD_WIDTH, FIELDS_SIDE,
} from './generated/layout.js';
import { squareOfCode } from '../base/squares.js';

// A number from a block's doubles, as a record keeps it: a whole number
// that fits in 32 bits as an int32, which V8 holds in the object itself. The
// double as read from a Float64Array gets a box of its own in each field
// (16 bytes and an allocation): 13 a board record, a fifth of its memory.
// Other numbers stay as they are.
export const whole = (value) => ((value | 0) === value ? value | 0 : value);

// A number a record field holds, as the block takes it; what is not a
// number (a string, say) crosses as NaN and the core names the field.
export const num = (value) => (typeof value === 'number' ? value : value === null || value === undefined || value === '' ? NaN : Number(value));
export const present = (value) => value !== null && value !== undefined;

export function text(value) {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

// Spans of the texts written, into a block's span slots (null: length -1).
export function setSpans(i, b, slots, spans) {
  for (let k = 0; k < slots.length; k++) {
    const s = spans[k];
    i[b + slots[k]] = s === null ? 0 : s[0];
    i[b + slots[k] + 1] = s === null ? -1 : s[1];
  }
}

const CASTLING_SIDES = CASTLING_SIDE_WORDS.map((word, code) => (code === CASTLING_SIDE_NONE ? null : word));

// Reading (numbers and keys that may be null are decided by a flag,
// never by the value, so each key keeps one kind of value). The ranks: a
// rank with a number is made into a string once
// (rank_ids.h).
export function readStyle12Board(i, f, b, t, flags) {
  const width = i[b + BOARD_WIDTH];
  const height = i[b + BOARD_HEIGHT];
  const boardAt = i[b + BOARD_BOARD];
  const ranks = new Array(height);
  const even = (flags & BOARD_FLAG_EVEN_RANKS) !== 0;
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
  return ranks;
}

export const readStyle12SideToMove = (i, f, b, t, flags) => (flags & BOARD_FLAG_BLACK_TO_MOVE ? 'b' : 'w');

export const readStyle12TimeUnit = (i, f, b, t, flags) => (flags & BOARD_FLAG_MILLISECONDS ? 'milliseconds' : 'seconds');

export function readStyle12LastMoveInfo(i, f, b, t, flags) {
  if ((flags & BOARD_FLAG_HAS_MOVE) === 0) return null;
  return {
    piece: String.fromCharCode(i[b + BOARD_MOVE_PIECE]),
    from: squareOfCode(i[b + BOARD_MOVE_FROM]),
    to: squareOfCode(i[b + BOARD_MOVE_TO]),
    promotion: i[b + BOARD_MOVE_PROMOTION] ? String.fromCharCode(i[b + BOARD_MOVE_PROMOTION]) : null,
    castling: CASTLING_SIDES[i[b + BOARD_MOVE_CASTLING]],
    drop: (flags & BOARD_FLAG_DROP) !== 0,
    check: (flags & BOARD_FLAG_CHECK) !== 0,
    checkmate: (flags & BOARD_FLAG_CHECKMATE) !== 0,
  };
}

export function readStyle12Extra(i, f, b, t) {
  const length = i[b + BOARD_EXTRA + 1];
  return length > 0 ? t.span(i[b + BOARD_EXTRA], length).split(/[ \t]+/) : [];
}

export const readStyle12Fen = (i, f, b, t) => t.span(i[b + BOARD_LINE_FEN], i[b + BOARD_LINE_FEN + 1]);

// Writing: the hand-written keys' texts (in the order of their slots),
// then their numbers and flags; returns their bits of the block's flags.
export const STYLE12_HAND_SPANS = [BOARD_BOARD, BOARD_EXTRA];

export function textStyle12Hand(r) {
  return [
    Array.isArray(r.board) ? r.board.join(' ') : null,
    Array.isArray(r.extra) && r.extra.length ? r.extra.join(' ') : null,
  ];
}

export function writeStyle12Hand(engine, i, f, b, r) {
  const side = typeof r.sideToMove === 'string' ? r.sideToMove : '';
  i[(engine.fieldsAt >> 2) + FIELDS_SIDE] = side.length === 1 ? side.charCodeAt(0) : 0;
  return r.timeUnit === 'milliseconds' ? BOARD_FLAG_MILLISECONDS : 0;
}
