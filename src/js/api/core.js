// The per-line functions of the loaded module (what style12/core has):
// each is one crossing into WebAssembly, with its input written straight
// into the module's memory and its result read from the blocks the core
// fills. The core owns every rule; this file only carries values across.

import { TIME_UNIT_AUTO, TIME_UNIT_WORDS, OPTION_ALLOW_TRUNCATED, OPTION_FEN_ONLY, OPTION_LEGAL_EN_PASSANT, OPTION_SHREDDER, OPTION_WITH_HOLDINGS } from '../wire/generated/layout.js';
import { misuse, quoted } from '../base/errors.js';
import { readHoldings } from '../wire/reader.js';
import { ALL_FIELDS, writeHoldings, writeRecord } from '../wire/writer.js';

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
const TIME_UNITS = new Map([...TIME_UNIT_WORDS.map((word, code) => [word, code]), [undefined, TIME_UNIT_AUTO]]);
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

/** The per-line reading functions over one engine: style12/core's API. */
export function makeCoreApi(engine) {

  // A line (and a <b1> line after it) into the board block; 0 or the
  // failure status.
  const parseLine = (line, flags, holdings = null) => {
    expectString(line, 'the line');
    const length = engine.write(holdings === null ? line : `${line}\n${holdings}`);
    return engine.call(engine.calls.parse, engine.wire, length, flags | (holdings === null ? 0 : OPTION_WITH_HOLDINGS));
  };
  const parseFlags = (options) => timeUnitOption(options) | (options?.allowTruncated ? OPTION_ALLOW_TRUNCATED : 0);

  function parseStyle12(line, options) {
    expectString(line, 'the line');
    const flags = options === undefined || options === null ? 0 : parseFlags(options);
    const length = engine.write(line);
    if (engine.call(engine.calls.parse, engine.wire, length, flags) !== 0) throw engine.failure();
    return engine.record();
  }

  function tryParseStyle12(line, options) {
    if (parseLine(line, parseFlags(options)) !== 0) return { ok: false, error: engine.failureData() };
    return { ok: true, value: engine.record() };
  }

  function parseHoldings(line) {
    expectString(line, 'the <b1> line');
    const length = engine.write(line);
    if (engine.call(engine.calls.parseHoldings, engine.wire, length) !== 0) throw engine.failure();
    engine.reply();
    return readHoldings(engine.i32, engine.f64, engine.holdingsAt >> 2, engine.texts);
  }

  function toFen(lineOrRecord, options) {
    const flags = fenOptions(options);
    let holdings = options?.holdings ?? null;
    if (holdings !== null && typeof holdings !== 'string') {
      // A holdings record reaches the line's FEN as the <b1> line it stands for.
      const length = writeHoldings(engine, holdings);
      if (engine.call(engine.calls.formatHoldings, engine.wire, length) !== 0) throw engine.failure();
      holdings = engine.output();
    }
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
    if (engine.call(engine.calls.recordFen, engine.wire, length, suffixAt, flags) !== 0) throw engine.failure();
    return engine.output();
  }

  return { parseStyle12, tryParseStyle12, parseHoldings, toFen };
}
