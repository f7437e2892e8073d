// The JavaScript face of style12: the functions of the loaded module. Lines
// cross into WebAssembly as bytes written straight into its memory; a parse
// leaves its result in a block of numbers read here through typed arrays,
// and text comes back as slices of the caller's own string.

import { Style12Error } from './errors.js';
import { formatHoldings, formatRecord } from './format.js';
import { decodeUtf8, encodeInto } from './text.js';
import { Style12Stream } from './stream.js';

// Slots of the result block; they mirror src/bindings/wire.h.
export const F = {
  doublePushFile: 0, halfmoveClock: 1, gameNumber: 2, relation: 3, initialTime: 4, increment: 5,
  whiteStrength: 6, blackStrength: 7, whiteTime: 8, blackTime: 9, whiteTimeMs: 10,
  blackTimeMs: 11, moveNumber: 12, lastMoveTimeMs: 13, lagMs: 14, count: 15,
};
export const I = {
  status: 0, flags: 1, width: 2, height: 3, fieldsPresent: 4, movePiece: 5, moveFrom: 6,
  moveTo: 7, movePromotion: 8, moveCastling: 9, board: 10, white: 12, black: 14, lastMove: 16,
  lastMoveTime: 18, lastMoveSan: 20, extra: 22, rankStart: 24, errorField: 40, errorColumn: 41,
  errorCode: 42, errorFieldName: 44, errorMessage: 46, textLength: 48, textAddress: 49,
  messageAddress: 50, passed: 52, problems: 53, count: 54,
};
const FLAG = {
  blackToMove: 1, whiteShort: 2, whiteLong: 4, blackShort: 8, blackLong: 16, flip: 32,
  hasClockTicking: 64, clockTicking: 128, truncated: 256, spaceAfterTag: 512,
  milliseconds: 1024, hasMove: 2048, drop: 4096, check: 8192, checkmate: 16384,
};
const OPTION = { allowTruncated: 4, legalEnPassant: 8, shredder: 16, withHoldings: 32 };
const TIME_UNITS = { auto: 0, seconds: 1, milliseconds: 2 };
const CASTLING_SIDES = [null, 'short', 'long'];

function expectString(value, what) {
  if (typeof value !== 'string') throw new TypeError(`style12: expected ${what} as a string`);
}

function optionError(message, fieldName) {
  return new Style12Error({ code: 'BAD_OPTION', field: null, fieldName, column: null, message });
}

export function timeUnitOption(options) {
  const unit = options?.timeUnit ?? 'auto';
  const code = TIME_UNITS[unit];
  if (code === undefined) {
    throw optionError(`timeUnit: found '${unit}', expected 'auto', 'seconds' or 'milliseconds'`, 'timeUnit');
  }
  return code;
}

function squareName(packed) {
  if (packed < 0) return null;
  return String.fromCharCode(97 + (packed & 255)) + ((packed >> 8) + 1);
}

// Reads one result block: numbers from `f64` at `fb`, ints from `i32` at
// `ib`, text spans into `text` (or, when it is not ASCII, its `bytes`).
export class BlockReader {
  constructor() {
    this.f64 = null;
    this.i32 = null;
    this.fb = 0;
    this.ib = 0;
    this.text = '';
    this.bytes = null;
    this.ascii = true;
  }

  f(slot) {
    return this.f64[this.fb + slot];
  }

  n(slot) {
    return this.i32[this.ib + slot];
  }

  // The span at slot `slot` as a string; null when its length is -1.
  span(slot) {
    const at = this.n(slot);
    const length = this.n(slot + 1);
    if (length < 0) return null;
    if (this.ascii) return this.text.slice(at, at + length);
    return decodeUtf8(this.bytes, at, length);
  }

  board() {
    const height = this.n(I.height);
    const width = this.n(I.width);
    const board = this.span(I.board);
    const ranks = new Array(height);
    for (let k = 0; k < height; k++) {
      const start = this.n(I.rankStart + k);
      ranks[k] = board.slice(start, start + width);
    }
    return ranks;
  }

  holdings() {
    const passed = this.n(I.passed);
    return {
      gameNumber: this.f(F.gameNumber),
      white: this.span(I.white),
      black: this.span(I.black),
      passed: passed ? { color: (passed >> 8) === 87 ? 'w' : 'b', piece: String.fromCharCode(passed & 255) } : null,
    };
  }

  // An error whose texts are spans like the others (a stream's errors).
  error() {
    return {
      code: this.span(I.errorCode),
      field: this.n(I.errorField) || null,
      fieldName: this.n(I.errorFieldName + 1) ? this.span(I.errorFieldName) : null,
      column: this.n(I.errorColumn) >= 0 ? this.n(I.errorColumn) : null,
      message: this.span(I.errorMessage),
    };
  }
}

// A parsed board line: plain data fields, so it spreads, compares and
// serialises like any object. Every field is set here, in one order, so
// all records share one shape.
export class Record {
  constructor(b, fen) {
    // The arrays themselves, not b.f()/b.n(): this runs once per line.
    const f = b.f64;
    const i = b.i32;
    const fb = b.fb;
    const ib = b.ib;
    const flags = i[ib + I.flags];
    const present = i[ib + I.fieldsPresent];
    this.board = b.board();
    this.sideToMove = flags & FLAG.blackToMove ? 'b' : 'w';
    this.doublePushFile = f[fb + F.doublePushFile];
    this.castling = {
      whiteShort: (flags & FLAG.whiteShort) !== 0,
      whiteLong: (flags & FLAG.whiteLong) !== 0,
      blackShort: (flags & FLAG.blackShort) !== 0,
      blackLong: (flags & FLAG.blackLong) !== 0,
    };
    this.halfmoveClock = f[fb + F.halfmoveClock];
    this.gameNumber = f[fb + F.gameNumber];
    this.white = b.span(I.white);
    this.black = b.span(I.black);
    this.relation = f[fb + F.relation];
    this.initialTime = f[fb + F.initialTime];
    this.increment = f[fb + F.increment];
    this.whiteStrength = f[fb + F.whiteStrength];
    this.blackStrength = f[fb + F.blackStrength];
    this.whiteTime = f[fb + F.whiteTime];
    this.blackTime = f[fb + F.blackTime];
    this.whiteTimeMs = f[fb + F.whiteTimeMs];
    this.blackTimeMs = f[fb + F.blackTimeMs];
    this.timeUnit = flags & FLAG.milliseconds ? 'milliseconds' : 'seconds';
    this.moveNumber = present >= 27 ? f[fb + F.moveNumber] : null;
    this.lastMove = b.span(I.lastMove);
    this.lastMoveInfo = flags & FLAG.hasMove ? {
      piece: String.fromCharCode(i[ib + I.movePiece]),
      from: squareName(i[ib + I.moveFrom]),
      to: squareName(i[ib + I.moveTo]),
      promotion: i[ib + I.movePromotion] ? String.fromCharCode(i[ib + I.movePromotion]) : null,
      castling: CASTLING_SIDES[i[ib + I.moveCastling]],
      drop: (flags & FLAG.drop) !== 0,
      check: (flags & FLAG.check) !== 0,
      checkmate: (flags & FLAG.checkmate) !== 0,
    } : null;
    this.lastMoveTime = b.span(I.lastMoveTime);
    const moveTimeMs = f[fb + F.lastMoveTimeMs];
    this.lastMoveTimeMs = Number.isNaN(moveTimeMs) ? null : moveTimeMs;
    this.lastMoveSan = b.span(I.lastMoveSan);
    this.flip = present >= 31 ? (flags & FLAG.flip) !== 0 : null;
    this.clockTicking = flags & FLAG.hasClockTicking ? (flags & FLAG.clockTicking) !== 0 : null;
    const lag = f[fb + F.lagMs];
    this.lagMs = Number.isNaN(lag) ? null : lag;
    this.extra = i[ib + I.extra + 1] > 0 ? b.span(I.extra).split(/[ \t]+/) : [];
    this.truncated = (flags & FLAG.truncated) !== 0;
    this.spaceAfterTag = (flags & FLAG.spaceAfterTag) !== 0;
    this.fen = fen;
  }
}

export class Engine {
  constructor(module) {
    this.module = module;
    this.wire = module._s12_wire();
    this.capacity = 0;
    this.buffer = null;
    this.reader = new BlockReader();
    this.views();
  }

  // The typed arrays over wasm memory; made again when memory grows.
  views() {
    // Emscripten makes new views when memory grows; comparing the view
    // itself is cheaper than reading its buffer on every call.
    const heap = this.module.HEAPU8;
    if (heap === this.heap && this.buffer !== null) return;
    this.buffer = heap.buffer;
    this.heap = heap;
    this.f64 = new Float64Array(heap.buffer, this.module._s12_f64(this.wire), F.count);
    this.i32 = new Int32Array(heap.buffer, this.module._s12_i32(this.wire), I.count);
    this.inputAddress = this.module._s12_input(this.wire, this.capacity);
    this.input = heap.subarray(this.inputAddress, this.inputAddress + this.capacity);
    const r = this.reader;
    r.f64 = this.f64;
    r.i32 = this.i32;
    r.bytes = this.input;
  }

  // Writes text as UTF-8 into the input area; returns its length in bytes.
  // The reader then points at it: when it is ASCII (one byte a character)
  // spans are string offsets, and text comes back as slices of the string.
  write(text) {
    const worst = text.length * 3;
    if (worst > this.capacity) {
      this.capacity = Math.max(worst, 2 * this.capacity, 1024);
      this.inputAddress = this.module._s12_input(this.wire, this.capacity);
      this.buffer = null;
    }
    this.views();
    const { written } = encodeInto(text, this.input);
    const r = this.reader;
    r.ascii = written === text.length;
    r.text = text;
    return written;
  }

  // The text a call wrote into wasm memory (a FEN, a line).
  output() {
    return decodeUtf8(this.heap, this.i32[I.textAddress], this.i32[I.textLength]);
  }

  failure() {
    const i32 = this.i32;
    const base = i32[I.messageAddress];
    const text = (slot) => decodeUtf8(this.heap, base + i32[slot], i32[slot + 1]);
    return {
      code: text(I.errorCode),
      field: i32[I.errorField] || null,
      fieldName: i32[I.errorFieldName + 1] ? text(I.errorFieldName) : null,
      column: i32[I.errorColumn] >= 0 ? i32[I.errorColumn] : null,
      message: text(I.errorMessage),
    };
  }

  // Parses the text at the input (board line, maybe a <b1> line after a
  // newline); 0 or the failure status.
  parse(line, options, holdings) {
    const length = this.write(holdings ? `${line}\n${holdings}` : line);
    const status = this.module._s12_parse(this.wire, length, options | (holdings ? OPTION.withHoldings : 0));
    this.views();
    return status;
  }

  record() {
    return new Record(this.reader, this.output());
  }

  holdings() {
    return this.reader.holdings();
  }

  // An embind call that leaves its outcome on the wire: the text, or throws.
  call(name, ...args) {
    const status = this.module[name](this.wire, ...args);
    this.views();
    if (status !== 0) throw new Style12Error(this.failure());
    return this.output();
  }
}

// The functions of the loaded module, over one Engine.
export function makeApi(engine) {
  const parseWith = (line, options, holdings) => {
    expectString(line, 'the line');
    const unit = timeUnitOption(options);
    const truncated = options?.allowTruncated ? OPTION.allowTruncated : 0;
    return engine.parse(line, unit | truncated, holdings);
  };

  function parseStyle12(line, options) {
    if (parseWith(line, options) !== 0) throw new Style12Error(engine.failure());
    return engine.record();
  }

  function tryParseStyle12(line, options) {
    if (parseWith(line, options) !== 0) return { ok: false, error: engine.failure() };
    return { ok: true, value: engine.record() };
  }

  function parseHoldings(line) {
    expectString(line, 'the <b1> line');
    const length = engine.write(line);
    const status = engine.module._s12_parse_holdings(engine.wire, length);
    engine.views();
    if (status !== 0) throw new Style12Error(engine.failure());
    return engine.holdings();
  }

  function formatStyle12(record) {
    const line = formatRecord(record);
    // The core reads it back: what it cannot read is not a Style 12 line.
    const options = { timeUnit: record.timeUnit === 'milliseconds' ? 'milliseconds' : 'seconds', allowTruncated: record.truncated === true };
    if (parseWith(line, options) !== 0) throw new Style12Error(engine.failure());
    return line;
  }

  function toFen(lineOrRecord, options = {}) {
    const enPassant = options.enPassant ?? 'always';
    if (enPassant !== 'always' && enPassant !== 'legal') {
      throw optionError(`enPassant: found '${enPassant}', expected 'always' or 'legal'`, 'enPassant');
    }
    const castling = options.castling ?? 'xfen';
    if (castling !== 'xfen' && castling !== 'shredder') {
      throw optionError(`castling: found '${castling}', expected 'xfen' or 'shredder'`, 'castling');
    }
    let holdings = options.holdings ?? null;
    if (holdings !== null && typeof holdings !== 'string') holdings = formatHoldings(holdings);
    // A record goes back to its line first, so a record changed by hand
    // gives the FEN of what it now says.
    const record = typeof lineOrRecord === 'string' ? null : lineOrRecord;
    const line = record ? formatStyle12(record) : lineOrRecord;
    const flags = (enPassant === 'legal' ? OPTION.legalEnPassant : 0) |
      (castling === 'shredder' ? OPTION.shredder : 0) |
      (record?.truncated ? OPTION.allowTruncated : 0);
    expectString(line, 'a line or a record');
    if (engine.parse(line, flags, holdings) !== 0) throw new Style12Error(engine.failure());
    return engine.output();
  }

  function parseFen(fen) {
    expectString(fen, 'the FEN');
    const [claimed, canonical] = engine.call('readFen', fen).split('\n');
    return positionFromFen(claimed, canonical);
  }

  function validate(fenOrPosition, options = {}) {
    const fen = typeof fenOrPosition === 'string' ? fenOrPosition : fenOfPosition(fenOrPosition);
    const variant = options.variant ?? 'chess';
    expectString(variant, 'the variant');
    const lines = engine.call('validate', fen, variant);
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

  function encodeStyle12(fen, fields = {}) {
    expectString(fen, 'the FEN');
    const given = (name) => fields[name] !== undefined && fields[name] !== null;
    // The FEN supplies the board and what goes with it; a line built from
    // the fields (on a placeholder board) supplies the rest. Clocks in
    // milliseconds need a move time with a fraction to read back as such.
    const defaults = fields.timeUnit === 'milliseconds'
      ? { ...ENCODE_DEFAULTS, lastMoveTime: '0:00.000' } : ENCODE_DEFAULTS;
    const template = formatRecord({ ...defaults, ...fields, ...PLACEHOLDER_BOARD });
    const strengthsGiven = (given('whiteStrength') ? 1 : 0) | (given('blackStrength') ? 2 : 0);
    return engine.call('encode', fen, template, strengthsGiven);
  }

  function createStream(options) {
    return new Style12Stream(engine.module, timeUnitOption(options));
  }

  return {
    parseStyle12, tryParseStyle12, parseHoldings, formatStyle12, formatHoldings, toFen,
    parseFen, validate, encodeStyle12, createStream,
  };
}

const ENCODE_DEFAULTS = {
  gameNumber: 1, white: 'White', black: 'Black', relation: -3, initialTime: 0, increment: 0,
  whiteStrength: 0, blackStrength: 0, whiteTime: 0, blackTime: 0, lastMove: null,
  lastMoveTime: '0:00', lastMoveSan: null, flip: false, clockTicking: null, lagMs: null,
  extra: [], timeUnit: 'seconds', truncated: false, spaceAfterTag: true,
};

const PLACEHOLDER_BOARD = {
  board: ['rnbqkbnr', 'pppppppp', '--------', '--------', '--------', '--------', 'PPPPPPPP', 'RNBQKBNR'],
  sideToMove: 'w', doublePushFile: -1, halfmoveClock: 0, moveNumber: 1,
  castling: { whiteShort: false, whiteLong: false, blackShort: false, blackLong: false },
};

// A Position from the FEN the core wrote with every castling claim as a
// file letter, and the canonical FEN.
function positionFromFen(claimed, canonical) {
  const [placement, turn, castling, enPassant, halfmove, fullmove] = claimed.split(' ');
  let boardPart = placement;
  let pockets = null;
  const bracket = placement.indexOf('[');
  if (bracket >= 0) {
    boardPart = placement.slice(0, bracket);
    const held = placement.slice(bracket + 1, -1);
    pockets = { white: '', black: '' };
    for (const c of held) {
      if (c === c.toUpperCase()) pockets.white += c;
      else pockets.black += c.toUpperCase();
    }
  }
  const board = [];
  const promoted = [];
  const rows = boardPart.split('/');
  rows.forEach((row, k) => {
    let rank = '';
    for (let j = 0; j < row.length; j++) {
      const c = row[j];
      if (c >= '0' && c <= '9') {
        let run = c;
        if (row[j + 1] >= '0' && row[j + 1] <= '9') run += row[++j];
        rank += '-'.repeat(Number(run));
      } else if (c === '~') {
        promoted.push(String.fromCharCode(96 + rank.length) + (rows.length - k));
      } else {
        rank += c;
      }
    }
    board.push(rank);
  });
  const canonicalCastling = canonical.split(' ')[2];
  return {
    board,
    width: board[0].length,
    height: board.length,
    turn,
    castling: canonicalCastling,
    castlingClaims: castling === '-' ? '' : castling,
    enPassant: enPassant === '-' ? null : enPassant,
    halfmoveClock: Number(halfmove),
    fullmoveNumber: Number(fullmove),
    pockets,
    promoted,
    fen: canonical,
  };
}

// The FEN of a Position with its castling claims kept, for validation.
function fenOfPosition(p) {
  if (!p || !Array.isArray(p.board)) {
    throw new TypeError('style12: expected a FEN string or a Position from parseFen');
  }
  const promoted = new Set(p.promoted ?? []);
  const rows = p.board.map((rank, k) => {
    let out = '';
    let empty = 0;
    for (let f = 0; f < rank.length; f++) {
      const c = rank[f];
      if (c === '-') {
        empty++;
        continue;
      }
      if (empty) out += empty;
      empty = 0;
      out += c;
      if (promoted.has(String.fromCharCode(97 + f) + (p.board.length - k))) out += '~';
    }
    return empty ? out + empty : out;
  });
  const pockets = p.pockets ? `[${p.pockets.white}${p.pockets.black.toLowerCase()}]` : '';
  const castling = p.castlingClaims ?? p.castling ?? '-';
  return `${rows.join('/')}${pockets} ${p.turn} ${castling || '-'} ${p.enPassant ?? '-'} ` +
    `${p.halfmoveClock ?? 0} ${p.fullmoveNumber ?? 1}`;
}
