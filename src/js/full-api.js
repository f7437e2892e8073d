// style12/full's functions: style12's, and what inspectors, servers' tools
// and tests need besides: lines written and checked, lines described field
// by field, the rules' other calls and timeseal. Its module comes with
// Emscripten's glue; a stream's PGN comes back through embind.

import { expectString } from './core-api.js';
import { makeApi } from './api.js';
import { makeRecordsApi } from './records-api.js';
import {
  CALL_REPLY_BLOCKS_ADDRESS, CALL_REPLY_COUNT, CALLS_EMBIND, CALLS_FULL, MOVE_BYTES, MOVE_DROP, MOVE_FROM,
  MOVE_PROMOTION, MOVE_SAN, MOVE_TO, RULES_OP_MOVES, RULES_OP_PARSE_SAN, RULES_OP_PERFT, RULES_OP_PLAY, RULES_OP_SAN,
} from './wire-layout.js';
import { bind } from './engine.js';
import { misuse, quoted } from './errors.js';
import { readAscii } from './text.js';
import { SQUARE_NAMES } from './squares.js';
import { describeLine } from './describe.js';
import { makeTimeseal } from './timeseal.js';

export function makeFullApi(engine) {
  Object.assign(engine.calls, bind(engine.module, CALLS_FULL),
    bind(engine.module, Object.fromEntries(CALLS_EMBIND.map((name) => [name, name]))));
  const records = makeRecordsApi(engine);
  const problemsOf = (fen, variant) => records.validate(fen, { variant }).problems;
  const gamesText = (handle, id, bughouse) =>
    engine.call(() => (bughouse ? engine.calls.streamBpgn : engine.calls.streamPgn)(handle, id));
  const main = makeApi(engine, { gamesText, problemsOf });

  /** A Style 12 line field by field: place, number, name, words, state. */
  function describeStyle12(line) {
    expectString(line, 'the line');
    return describeLine(engine, line, false);
  }

  /** A <b1> line field by field. */
  function describeHoldings(line) {
    expectString(line, 'the <b1> line');
    return describeLine(engine, line, true);
  }

  // One rules call: the FEN, the variant and an argument into the input,
  // the output text back; a position that cannot be played also names its
  // problems, as validate() gives them.
  function call(fen, options, op, arg = '', depth = 0) {
    expectString(fen, 'the FEN');
    const variant = options?.variant ?? 'chess';
    expectString(variant, 'the variant');
    const { spans, length } = engine.writeAll([fen, variant, arg]);
    const status = engine.call(engine.calls.rules, engine.wire, length, spans[1][0], spans[2][0], op, depth);
    if (status === 0) return;
    const error = engine.failure();
    if (error.code === 'UNPLAYABLE_POSITION') error.problems = problemsOf(fen, variant);
    throw error;
  }

  /** Every legal move: { uci, san, from, to, promotion, drop }. */
  function legalMoves(fen, options) {
    call(fen, options, RULES_OP_MOVES);
    const [at, length] = engine.outputPlace();
    const sans = readAscii(engine.heap, at, length);
    const i = engine.i32;
    const r = engine.replyAt >> 2;
    const count = i[r + CALL_REPLY_COUNT];
    const moves = new Array(count);
    for (let k = 0, b = i[r + CALL_REPLY_BLOCKS_ADDRESS] >> 2; k < count; k++, b += MOVE_BYTES >> 2) {
      const to = SQUARE_NAMES[i[b + MOVE_TO]];
      const promotion = i[b + MOVE_PROMOTION] === 0 ? null : String.fromCharCode(i[b + MOVE_PROMOTION]);
      const drop = i[b + MOVE_DROP] === 0 ? null : String.fromCharCode(i[b + MOVE_DROP]);
      const from = drop === null ? SQUARE_NAMES[i[b + MOVE_FROM]] : null;
      const uci = drop === null ? (promotion === null ? from + to : from + to + promotion) : `${drop}@${to}`;
      const san = sans.slice(i[b + MOVE_SAN], i[b + MOVE_SAN] + i[b + MOVE_SAN + 1]);
      moves[k] = { uci, san, from, to, promotion, drop };
    }
    return moves;
  }

  /** The number of legal move sequences of that depth. */
  function perft(fen, depth, options) {
    if (typeof depth !== 'number') throw new TypeError('style12: perft() takes the depth as a number');
    if (!Number.isInteger(depth) || depth < 0 || depth > 20) {
      throw misuse('BAD_ARGUMENT', `perft: the depth must be a whole number from 0 to 20, found ${quoted(depth)}`, 'depth');
    }
    call(fen, options, RULES_OP_PERFT, '', depth);
    return Number(engine.asciiOutput());
  }

  /** The SAN of a legal move given in UCI. */
  function san(fen, uci, options) {
    expectString(uci, 'the move');
    call(fen, options, RULES_OP_SAN, uci);
    return engine.asciiOutput();
  }

  /** The UCI of a legal move given in SAN. */
  function parseSan(fen, sanText, options) {
    expectString(sanText, 'the move');
    call(fen, options, RULES_OP_PARSE_SAN, sanText);
    return engine.asciiOutput();
  }

  /** The FEN after a legal move, given in UCI or SAN. */
  function play(fen, move, options) {
    expectString(move, 'the move');
    call(fen, options, RULES_OP_PLAY, move);
    return engine.asciiOutput();
  }

  /** FICS timeseal 2: hello, encode(line), decode(chunk). */
  function createTimeseal(options) {
    return makeTimeseal(engine, options);
  }

  // The same object toChessground, events and transformStream were given.
  return Object.assign(main, {
    ...records, describeStyle12, describeHoldings, legalMoves, perft, san, parseSan, play, createTimeseal,
  });
}
