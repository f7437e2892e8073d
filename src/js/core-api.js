// The per-line functions of the loaded module (what style12/core has):
// each is one crossing into WebAssembly, with its input written straight
// into the module's memory and its result read from the blocks the core
// fills. The core owns every rule; this file only carries values across.

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
  OPTION_ALLOW_TRUNCATED, OPTION_FEN_ONLY, OPTION_LEGAL_EN_PASSANT, OPTION_SHREDDER, OPTION_WITH_HOLDINGS,
  POSITION_BOARD, POSITION_CASTLING_CLAIMS, POSITION_EN_PASSANT, POSITION_FLAGS,
  POSITION_FLAG_BLACK_TO_MOVE, POSITION_FLAG_HAS_POCKETS, POSITION_FULLMOVE_NUMBER,
  POSITION_HALFMOVE_CLOCK, POSITION_POCKET_BLACK, POSITION_POCKET_WHITE, POSITION_PROMOTED,
} from './wire-layout.js';
import { misuse, quoted } from './errors.js';
import { readHoldings, readPosition } from './reader.js';

const ALL_FIELDS = -1;

export function expectString(value, what) {
  if (typeof value !== 'string') throw new TypeError(`style12: expected ${what} as a string`);
}

export function optionError(message, fieldName) {
  return misuse('BAD_OPTION', message, fieldName);
}

// An option that names one of a few words, as the code the word stands
// for. Only the words themselves count: a Map has no inherited names
// ('toString', '__proto__'), and it does not convert a value that merely
// reads as a word (['seconds']).
function choice(options, name, words) {
  const value = options?.[name];
  if (value === undefined || value === null) return words.get(undefined);
  const code = typeof value === 'string' ? words.get(value) : undefined;
  if (code !== undefined) return code;
  const names = [...words.keys()].filter((w) => w !== undefined).map((w) => `'${w}'`);
  throw optionError(`${name}: found ${quoted(value)}, expected ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`, name);
}

// Each option's words and what they stand for; `undefined` is the default.
const TIME_UNITS = new Map([['auto', 0], ['seconds', 1], ['milliseconds', 2], [undefined, 0]]);
const EN_PASSANT = new Map([['always', 0], ['legal', OPTION_LEGAL_EN_PASSANT], [undefined, 0]]);
const CASTLING = new Map([['xfen', 0], ['shredder', OPTION_SHREDDER], [undefined, 0]]);

export function timeUnitOption(options) {
  return options === undefined || options === null ? 0 : choice(options, 'timeUnit', TIME_UNITS);
}

/** enPassant and castling options as option bits. */
export function fenOptions(options) {
  if (options === undefined || options === null) return 0;
  return choice(options, 'enPassant', EN_PASSANT) | choice(options, 'castling', CASTLING);
}

// A number a record field holds, as the block takes it; what is not a
// number (a string, say) crosses as NaN and the core names the field.
const num = (value) => (typeof value === 'number' ? value : value === null || value === undefined || value === '' ? NaN : Number(value));
const present = (value) => value !== null && value !== undefined;

// Field bits for encodeStyle12, by record key.
const GIVEN = {
  gameNumber: FIELDS_FLAG_GAME_NUMBER, white: FIELDS_FLAG_WHITE, black: FIELDS_FLAG_BLACK,
  relation: FIELDS_FLAG_RELATION, initialTime: FIELDS_FLAG_INITIAL_TIME, increment: FIELDS_FLAG_INCREMENT,
  whiteStrength: FIELDS_FLAG_WHITE_STRENGTH, blackStrength: FIELDS_FLAG_BLACK_STRENGTH,
  whiteTime: FIELDS_FLAG_WHITE_TIME, blackTime: FIELDS_FLAG_BLACK_TIME, lastMove: FIELDS_FLAG_LAST_MOVE,
  lastMoveTime: FIELDS_FLAG_LAST_MOVE_TIME, lastMoveSan: FIELDS_FLAG_LAST_MOVE_SAN, flip: FIELDS_FLAG_FLIP,
  clockTicking: FIELDS_FLAG_CLOCK_TICKING, lagMs: FIELDS_FLAG_LAG_MS, extra: FIELDS_FLAG_EXTRA,
  timeUnit: FIELDS_FLAG_MILLISECONDS,
};

// Spans of the texts written, into a block's span slots (null: length -1).
function setSpans(i, b, slots, spans) {
  for (let k = 0; k < slots.length; k++) {
    const s = spans[k];
    i[b + slots[k]] = s === null ? 0 : s[0];
    i[b + slots[k] + 1] = s === null ? -1 : s[1];
  }
}

function text(value) {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

/**
 * Writes a record (or the fields given of one) into the board block and
 * its texts into the input, for the core to read. `prefix` (a FEN) goes
 * before the texts; `suffix` (a <b1> line) after them. Returns the length
 * written, where the suffix starts, and the prefix's length.
 */
function writeRecord(engine, record, given, prefix = null, suffix = null) {
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

function expectRecord(record) {
  if (!record || typeof record !== 'object' || !Array.isArray(record.board)) {
    throw new TypeError('style12: expected a Style 12 record');
  }
}

/**
 * The clocks a board implies at a later moment: the side to move's runs
 * from when the board arrived, unless the board says the clock is stopped
 * (field 32), the game is examined, or it is untimed. The lag field is the
 * time the server already gave back to the last mover, so it is not taken
 * off again. A clock at or under zero while it runs is a flag fall (the
 * other one only under zero: it fell earlier and nobody called it).
 */
export function clockAt(record, nowMs, receivedAtMs) {
  expectRecord(record);
  if (typeof nowMs !== 'number' || typeof receivedAtMs !== 'number' || !Number.isFinite(nowMs) || !Number.isFinite(receivedAtMs)) {
    throw new TypeError('style12: clockAt(record, nowMs, receivedAtMs) takes two times in milliseconds');
  }
  const examined = record.relation === 2 || record.relation === -2 || record.relation === -3;
  const untimed = record.initialTime === 0 && record.increment === 0;
  const ticking = record.clockTicking === null || record.clockTicking === undefined ? !examined : record.clockTicking;
  const running = ticking && !untimed && (record.sideToMove === 'w' || record.sideToMove === 'b') ? record.sideToMove : null;
  const elapsed = Math.max(0, nowMs - receivedAtMs);
  let whiteMs = record.whiteTimeMs ?? 0;
  let blackMs = record.blackTimeMs ?? 0;
  if (running === 'w') whiteMs -= elapsed;
  if (running === 'b') blackMs -= elapsed;
  let flagged = null;
  if (!untimed) {
    if (running === 'w' ? whiteMs <= 0 : whiteMs < 0) flagged = 'w';
    else if (running === 'b' ? blackMs <= 0 : blackMs < 0) flagged = 'b';
  }
  return { whiteMs, blackMs, running, flagged };
}

/** The per-line functions over one engine. */
export function makeCoreApi(engine) {
  const m = engine.module;

  // A line (and a <b1> line after it) into the board block; 0 or the
  // failure status.
  const parseLine = (line, flags, holdings = null) => {
    expectString(line, 'the line');
    const length = engine.write(holdings === null ? line : `${line}\n${holdings}`);
    return engine.call(m._s12_parse, engine.wire, length, flags | (holdings === null ? 0 : OPTION_WITH_HOLDINGS));
  };
  const parseFlags = (options) => timeUnitOption(options) | (options?.allowTruncated ? OPTION_ALLOW_TRUNCATED : 0);

  function parseStyle12(line, options) {
    expectString(line, 'the line');
    const flags = options === undefined || options === null ? 0 : parseFlags(options);
    const length = engine.write(line);
    if (engine.call(m._s12_parse, engine.wire, length, flags) !== 0) throw engine.failure();
    return engine.record();
  }

  function tryParseStyle12(line, options) {
    if (parseLine(line, parseFlags(options)) !== 0) return { ok: false, error: engine.failureData() };
    return { ok: true, value: engine.record() };
  }

  function parseHoldings(line) {
    expectString(line, 'the <b1> line');
    const length = engine.write(line);
    if (engine.call(m._s12_parse_holdings, engine.wire, length) !== 0) throw engine.failure();
    engine.reply();
    return readHoldings(engine.i32, engine.f64, engine.holdingsAt >> 2, engine.texts);
  }

  function formatStyle12(record) {
    expectRecord(record);
    const { length } = writeRecord(engine, record, ALL_FIELDS);
    if (engine.call(m._s12_format, engine.wire, length) !== 0) throw engine.failure();
    return engine.output();
  }

  function formatHoldings(holdings) {
    if (!holdings || typeof holdings.white !== 'string' || typeof holdings.black !== 'string') {
      throw new TypeError('style12: expected a holdings record');
    }
    const { length, spans } = engine.writeAll([holdings.white, holdings.black]);
    engine.views();
    const i = engine.i32;
    const b = engine.holdingsAt >> 2;
    engine.f64[(b >> 1) + HOLDINGS_GAME_NUMBER] = num(holdings.gameNumber);
    i[b + HOLDINGS_WHITE] = spans[0][0];
    i[b + HOLDINGS_WHITE + 1] = spans[0][1];
    i[b + HOLDINGS_BLACK] = spans[1][0];
    i[b + HOLDINGS_BLACK + 1] = spans[1][1];
    // A passed piece the core cannot write crosses as '?' and is named there.
    const passed = holdings.passed;
    const colour = passed?.color === 'w' ? 87 : passed?.color === 'b' ? 66 : 63;
    const code = typeof passed?.piece === 'string' && passed.piece.length === 1 ? passed.piece.charCodeAt(0) : 63;
    const piece = code < 128 ? code : 63;
    i[b + HOLDINGS_PASSED] = passed === null || passed === undefined ? 0 : (colour << 8) | piece;
    if (engine.call(m._s12_format_holdings, engine.wire, length) !== 0) throw engine.failure();
    return engine.output();
  }

  function toFen(lineOrRecord, options) {
    const flags = fenOptions(options);
    let holdings = options?.holdings ?? null;
    if (holdings !== null && typeof holdings !== 'string') holdings = formatHoldings(holdings);
    if (typeof lineOrRecord === 'string') {
      if (parseLine(lineOrRecord, flags | parseFlags(options) | OPTION_FEN_ONLY, holdings) !== 0) throw engine.failure();
      return engine.fen();
    }
    if (!lineOrRecord || typeof lineOrRecord !== 'object' || !Array.isArray(lineOrRecord.board)) {
      throw new TypeError('style12: expected a line or a record as a string or an object');
    }
    // A record gives the FEN of what it says now, checked as formatStyle12
    // checks it.
    const { length, suffixAt } = writeRecord(engine, lineOrRecord, ALL_FIELDS, null, holdings);
    if (engine.call(m._s12_record_fen, engine.wire, length, suffixAt, flags) !== 0) throw engine.failure();
    return engine.output();
  }

  function parseFen(fen) {
    expectString(fen, 'the FEN');
    const length = engine.write(fen);
    if (engine.call(m._s12_read_fen, engine.wire, length) !== 0) throw engine.failure();
    engine.reply();
    return readPosition(engine.i32, engine.f64, engine.positionAt >> 2, engine.texts);
  }

  function validate(fenOrPosition, options) {
    const variant = options?.variant ?? 'chess';
    expectString(variant, 'the variant');
    let length;
    let variantAt;
    let fromPosition = 0;
    if (typeof fenOrPosition === 'string') {
      const { spans, length: n } = engine.writeAll([fenOrPosition, variant]);
      length = n;
      variantAt = spans[1][0];
    } else {
      const p = fenOrPosition;
      if (!p || !Array.isArray(p.board)) throw new TypeError('style12: expected a FEN string or a Position from parseFen');
      const pockets = p.pockets ?? null;
      const promoted = Array.isArray(p.promoted) ? p.promoted.join(' ') : '';
      const { spans, length: n } = engine.writeAll([
        p.board.join(' '), text(p.castlingClaims ?? p.castling ?? ''), text(p.enPassant), promoted,
        pockets ? text(pockets.white) : null, pockets ? text(pockets.black) : null, variant,
      ]);
      length = n;
      variantAt = spans[6][0];
      fromPosition = 1;
      engine.views();
      const i = engine.i32;
      const b = engine.positionAt >> 2;
      setSpans(i, b, [POSITION_BOARD, POSITION_CASTLING_CLAIMS, POSITION_EN_PASSANT, POSITION_PROMOTED,
        POSITION_POCKET_WHITE, POSITION_POCKET_BLACK], spans);
      i[b + POSITION_FLAGS] = (p.turn === 'b' ? POSITION_FLAG_BLACK_TO_MOVE : 0) | (pockets ? POSITION_FLAG_HAS_POCKETS : 0);
      engine.f64[(b >> 1) + POSITION_HALFMOVE_CLOCK] = num(p.halfmoveClock ?? 0);
      engine.f64[(b >> 1) + POSITION_FULLMOVE_NUMBER] = num(p.fullmoveNumber ?? 1);
    }
    if (engine.call(m._s12_validate, engine.wire, length, variantAt, fromPosition) !== 0) throw engine.failure();
    const lines = engine.output();
    const problems = [];
    const messages = [];
    for (const line of lines.split('\n')) {
      if (!line) continue;
      const tab = line.indexOf('\t');
      problems.push(line.slice(0, tab));
      messages.push(line.slice(tab + 1));
    }
    return { valid: problems.length === 0, problems, messages };
  }

  function encodeStyle12(fen, record) {
    expectString(fen, 'the FEN');
    const fields = record ?? {};
    let given = 0;
    for (const key of Object.keys(GIVEN)) if (present(fields[key])) given |= GIVEN[key];
    const { length, prefixLength } = writeRecord(engine, fields, given, fen);
    if (engine.call(m._s12_encode, engine.wire, length, prefixLength) !== 0) throw engine.failure();
    return engine.output();
  }

  return {
    clockAt, parseStyle12, tryParseStyle12, parseHoldings, formatStyle12, formatHoldings, toFen,
    parseFen, validate, encodeStyle12,
  };
}
