// Writing what JavaScript hands the core (a record, the fields given of
// one, holdings, a position) into the blocks and the input it reads them
// from: the other half of reader.js.

import {
  BOARD_BLACK, BOARD_BLACK_STRENGTH, BOARD_BLACK_TIME, BOARD_BOARD, BOARD_DOUBLE_PUSH_FILE,
  BOARD_EXTRA, BOARD_FLAGS, BOARD_FLAG_BLACK_LONG, BOARD_FLAG_BLACK_SHORT,
  BOARD_FLAG_CLOCK_TICKING, BOARD_FLAG_FLIP, BOARD_FLAG_HAS_CLOCK_TICKING, BOARD_FLAG_HAS_FLIP,
  BOARD_FLAG_HAS_LAG, BOARD_FLAG_HAS_MOVE_NUMBER, BOARD_FLAG_MILLISECONDS,
  BOARD_FLAG_SPACE_AFTER_TAG, BOARD_FLAG_TRUNCATED, BOARD_FLAG_WHITE_LONG, BOARD_FLAG_WHITE_SHORT,
  BOARD_GAME_NUMBER, BOARD_HALFMOVE_CLOCK, BOARD_INCREMENT, BOARD_INITIAL_TIME, BOARD_LAG_MS,
  BOARD_LAST_MOVE, BOARD_LAST_MOVE_SAN, BOARD_LAST_MOVE_TIME, BOARD_MOVE_NUMBER, BOARD_RELATION,
  BOARD_WHITE, BOARD_WHITE_STRENGTH, BOARD_WHITE_TIME,
  FIELDS_FLAG_BLACK, FIELDS_FLAG_BLACK_STRENGTH, FIELDS_FLAG_BLACK_TIME, FIELDS_FLAG_CLOCK_TICKING,
  FIELDS_FLAG_EXTRA, FIELDS_FLAG_FLIP, FIELDS_FLAG_GAME_NUMBER, FIELDS_FLAG_INCREMENT,
  FIELDS_FLAG_INITIAL_TIME, FIELDS_FLAG_LAG_MS, FIELDS_FLAG_LAST_MOVE, FIELDS_FLAG_LAST_MOVE_SAN,
  FIELDS_FLAG_LAST_MOVE_TIME, FIELDS_FLAG_MILLISECONDS, FIELDS_FLAG_RELATION, FIELDS_FLAG_WHITE,
  FIELDS_FLAG_WHITE_STRENGTH, FIELDS_FLAG_WHITE_TIME, FIELDS_GIVEN, FIELDS_SIDE,
  HOLDINGS_BLACK, HOLDINGS_GAME_NUMBER, HOLDINGS_PASSED, HOLDINGS_WHITE,
} from './wire-layout.js';

/** Every field bit: a whole record. */
export const ALL_FIELDS = -1;

// A number a record field holds, as the block takes it; what is not a
// number (a string, say) crosses as NaN and the core names the field.
export const num = (value) => (typeof value === 'number' ? value : value === null || value === undefined || value === '' ? NaN : Number(value));
export const present = (value) => value !== null && value !== undefined;

// Field bits for encodeStyle12, by record key.
export const GIVEN = {
  gameNumber: FIELDS_FLAG_GAME_NUMBER, white: FIELDS_FLAG_WHITE, black: FIELDS_FLAG_BLACK,
  relation: FIELDS_FLAG_RELATION, initialTime: FIELDS_FLAG_INITIAL_TIME, increment: FIELDS_FLAG_INCREMENT,
  whiteStrength: FIELDS_FLAG_WHITE_STRENGTH, blackStrength: FIELDS_FLAG_BLACK_STRENGTH,
  whiteTime: FIELDS_FLAG_WHITE_TIME, blackTime: FIELDS_FLAG_BLACK_TIME, lastMove: FIELDS_FLAG_LAST_MOVE,
  lastMoveTime: FIELDS_FLAG_LAST_MOVE_TIME, lastMoveSan: FIELDS_FLAG_LAST_MOVE_SAN, flip: FIELDS_FLAG_FLIP,
  clockTicking: FIELDS_FLAG_CLOCK_TICKING, lagMs: FIELDS_FLAG_LAG_MS, extra: FIELDS_FLAG_EXTRA,
  timeUnit: FIELDS_FLAG_MILLISECONDS,
};

// Spans of the texts written, into a block's span slots (null: length -1).
export function setSpans(i, b, slots, spans) {
  for (let k = 0; k < slots.length; k++) {
    const s = spans[k];
    i[b + slots[k]] = s === null ? 0 : s[0];
    i[b + slots[k] + 1] = s === null ? -1 : s[1];
  }
}

export function text(value) {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

/**
 * Writes a record (or the fields given of one) into the board block and
 * its texts into the input, for the core to read. `prefix` (a FEN) goes
 * before the texts; `suffix` (a <b1> line) after them. Returns the length
 * written, where the suffix starts, and the prefix's length.
 */
export function writeRecord(engine, record, given, prefix = null, suffix = null) {
  const r = record;
  const board = Array.isArray(r.board) ? r.board.join(' ') : null;
  const extra = Array.isArray(r.extra) && r.extra.length ? r.extra.join(' ') : null;
  const { length, spans } = engine.writeAll([
    prefix, board, text(r.white), text(r.black), text(r.lastMove), text(r.lastMoveTime), text(r.lastMoveSan),
    extra, suffix,
  ]);
  engine.views();
  const i = engine.i32;
  const f = engine.f64;
  const b = engine.boardAt >> 2;
  const fb = b >> 1;
  setSpans(i, b, [BOARD_BOARD, BOARD_WHITE, BOARD_BLACK, BOARD_LAST_MOVE, BOARD_LAST_MOVE_TIME, BOARD_LAST_MOVE_SAN,
    BOARD_EXTRA], spans.slice(1, 8));
  f[fb + BOARD_DOUBLE_PUSH_FILE] = num(r.doublePushFile);
  f[fb + BOARD_HALFMOVE_CLOCK] = num(r.halfmoveClock);
  f[fb + BOARD_GAME_NUMBER] = num(r.gameNumber);
  f[fb + BOARD_RELATION] = num(r.relation);
  f[fb + BOARD_INITIAL_TIME] = num(r.initialTime);
  f[fb + BOARD_INCREMENT] = num(r.increment);
  f[fb + BOARD_WHITE_STRENGTH] = num(r.whiteStrength);
  f[fb + BOARD_BLACK_STRENGTH] = num(r.blackStrength);
  f[fb + BOARD_WHITE_TIME] = num(r.whiteTime);
  f[fb + BOARD_BLACK_TIME] = num(r.blackTime);
  f[fb + BOARD_MOVE_NUMBER] = num(r.moveNumber);
  f[fb + BOARD_LAG_MS] = num(r.lagMs);
  const c = r.castling ?? {};
  i[b + BOARD_FLAGS] = (c.whiteShort ? BOARD_FLAG_WHITE_SHORT : 0) | (c.whiteLong ? BOARD_FLAG_WHITE_LONG : 0) |
    (c.blackShort ? BOARD_FLAG_BLACK_SHORT : 0) | (c.blackLong ? BOARD_FLAG_BLACK_LONG : 0) |
    (r.flip ? BOARD_FLAG_FLIP : 0) | (present(r.flip) ? BOARD_FLAG_HAS_FLIP : 0) |
    (present(r.moveNumber) ? BOARD_FLAG_HAS_MOVE_NUMBER : 0) |
    (present(r.clockTicking) ? BOARD_FLAG_HAS_CLOCK_TICKING : 0) | (r.clockTicking ? BOARD_FLAG_CLOCK_TICKING : 0) |
    (present(r.lagMs) ? BOARD_FLAG_HAS_LAG : 0) | (r.truncated === true ? BOARD_FLAG_TRUNCATED : 0) |
    (r.spaceAfterTag === false ? 0 : BOARD_FLAG_SPACE_AFTER_TAG) |
    (r.timeUnit === 'milliseconds' ? BOARD_FLAG_MILLISECONDS : 0);
  const fields = engine.fieldsAt >> 2;
  i[fields + FIELDS_GIVEN] = given;
  const side = typeof r.sideToMove === 'string' ? r.sideToMove : '';
  i[fields + FIELDS_SIDE] = side.length === 1 ? side.charCodeAt(0) : 0;
  return { length, suffixAt: spans[8] ? spans[8][0] : 0, prefixLength: spans[0] ? spans[0][1] : 0 };
}

export function expectRecord(record) {
  if (!record || typeof record !== 'object' || !Array.isArray(record.board)) {
    throw new TypeError('style12: expected a Style 12 record');
  }
}

/**
 * Writes a holdings record into the holdings block and its two texts into
 * the input; returns the length written.
 */
export function writeHoldings(engine, holdings) {
  if (!holdings || typeof holdings.white !== 'string' || typeof holdings.black !== 'string') {
    throw new TypeError('style12: expected a holdings record');
  }
  const { length, spans } = engine.writeAll([holdings.white, holdings.black]);
  engine.views();
  const i = engine.i32;
  const b = engine.holdingsAt >> 2;
  engine.f64[(b >> 1) + HOLDINGS_GAME_NUMBER] = num(holdings.gameNumber);
  setSpans(i, b, [HOLDINGS_WHITE, HOLDINGS_BLACK], spans);
  // A passed piece the core cannot write crosses as '?' and is named there.
  const passed = holdings.passed;
  const colour = passed?.color === 'w' ? 87 : passed?.color === 'b' ? 66 : 63;
  const code = typeof passed?.piece === 'string' && passed.piece.length === 1 ? passed.piece.charCodeAt(0) : 63;
  const piece = code < 128 ? code : 63;
  i[b + HOLDINGS_PASSED] = passed === null || passed === undefined ? 0 : (colour << 8) | piece;
  return length;
}
