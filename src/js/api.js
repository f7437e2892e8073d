// The full module's functions: the per-line ones, streams, and lines
// described field by field.

import { expectString, makeCoreApi, timeUnitOption } from './core-api.js';
import { Style12Stream } from './stream.js';

// One row of a description: cells apart by '\x1f' (see describe_wire.h).
function errorOf(cells, at, message) {
  if (!cells[at]) return null;
  const column = Number(cells[at + 3]);
  return {
    code: cells[at], field: Number(cells[at + 1]) || null, fieldName: cells[at + 2] || null,
    column: column >= 0 ? column : null, message,
  };
}

function description(text) {
  const rows = text.split('\x1e');
  const head = rows[0].split('\x1f');
  const fields = [];
  for (let k = 1; k < rows.length; k++) {
    const c = rows[k].split('\x1f');
    const state = c[5];
    const column = Number(c[3]);
    fields.push({
      field: Number(c[0]), name: c[1], rank: Number(c[2]) || null,
      column: column >= 0 ? column : null, text: state === 'missing' ? null : c[4],
      state, words: c[10], error: errorOf(c, 6, c[10]),
    });
  }
  return { ok: head[0] === '1', prefix: head[1], error: errorOf(head, 2, head[6]), fields };
}

// Wire::rules operations (src/bindings/wire.h).
const RULES_MOVES = 0;
const RULES_DESTS = 1;
const RULES_PERFT = 2;
const RULES_SAN = 3;
const RULES_PARSE_SAN = 4;

export function makeApi(engine) {
  const m = engine.module;

  function createStream(options) {
    timeUnitOption(options);
    return new Style12Stream(engine, options);
  }

  /** A Style 12 line field by field: place, number, name, words, state. */
  function describeStyle12(line) {
    expectString(line, 'the line');
    return description(engine.call(() => m.describeStyle12(line)));
  }

  /** A <b1> line field by field. */
  function describeHoldings(line) {
    expectString(line, 'the <b1> line');
    return description(engine.call(() => m.describeHoldings(line)));
  }

  const core = makeCoreApi(engine);

  // One rules call: the FEN, the variant and an argument into the input,
  // the output text back; a position that cannot be played also names its
  // problems, as validate() gives them.
  function rules(fen, options, op, arg = '', depth = 0) {
    expectString(fen, 'the FEN');
    const variant = options?.variant ?? 'chess';
    expectString(variant, 'the variant');
    const { spans, length } = engine.writeAll([fen, variant, arg]);
    const status = engine.call(() => m._s12_rules(engine.wire, length, spans[1][0], spans[2][0], op, depth));
    if (status === 0) return engine.output();
    const error = engine.failure();
    if (error.code === 'UNPLAYABLE_POSITION') {
      const report = core.validate(fen, { variant });
      error.problems = report.problems;
    }
    throw error;
  }

  /** Every legal move: { uci, san, from, to, promotion, drop }. */
  function legalMoves(fen, options) {
    const moves = [];
    for (const line of rules(fen, options, RULES_MOVES).split('\n')) {
      if (!line) continue;
      const space = line.indexOf(' ');
      const uci = line.slice(0, space);
      const drop = uci[1] === '@';
      moves.push({
        uci, san: line.slice(space + 1), from: drop ? null : uci.slice(0, 2), to: uci.slice(2, 4),
        promotion: uci.length === 5 ? uci[4] : null, drop: drop ? uci[0] : null,
      });
    }
    return moves;
  }

  /** Where each piece may go: chessground's movable.dests. */
  function dests(fen, options) {
    const map = new Map();
    for (const line of rules(fen, options, RULES_DESTS).split('\n')) {
      if (line) map.set(line.slice(0, 2), line.slice(3).split(' '));
    }
    return map;
  }

  /** The number of legal move sequences of that depth. */
  function perft(fen, depth, options) {
    if (!Number.isInteger(depth) || depth < 0 || depth > 20) {
      throw new RangeError('style12: perft depth must be a whole number from 0 to 20');
    }
    return Number(rules(fen, options, RULES_PERFT, '', depth));
  }

  /** The SAN of a legal move given in UCI. */
  function san(fen, uci, options) {
    expectString(uci, 'the move');
    return rules(fen, options, RULES_SAN, uci);
  }

  /** The UCI of a legal move given in SAN. */
  function parseSan(fen, sanText, options) {
    expectString(sanText, 'the move');
    return rules(fen, options, RULES_PARSE_SAN, sanText);
  }

  return {
    ...core, createStream, describeStyle12, describeHoldings, legalMoves, dests, perft, san, parseSan,
  };
}
