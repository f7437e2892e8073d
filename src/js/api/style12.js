// style12's functions: the per-line ones, streams with their games and
// PGN, clocks, lines and positions written and checked, the rules,
// timeseal and the embedding kit. style12/full adds lines described field
// by field (api/full.js).

import { expectString, makeCoreApi, timeUnitOption } from './core.js';
import { makeClockAt } from './clock-at.js';
import { makeRecordsApi } from './records.js';
import {
  CALL_REPLY_BLOCKS_ADDRESS, CALL_REPLY_COUNT, CALLS_MAIN, MOVE_BYTES, MOVE_DROP, MOVE_FROM, MOVE_PROMOTION, MOVE_SAN,
  MOVE_TO, RULES_OP_DESTS, RULES_OP_IN_CHECK, RULES_OP_MOVES, RULES_OP_PARSE_SAN, RULES_OP_PERFT, RULES_OP_PLAY,
  RULES_OP_SAN,
} from '../wire/generated/layout.js';
import { bind } from '../wasm/engine.js';
import { Style12Stream } from './stream.js';
import { misuse, quoted } from '../base/errors.js';
import { readAscii } from '../base/text.js';
import { SQUARE_NAMES } from '../base/squares.js';
import { readVariants } from './variants.js';
import { makeTimeseal } from './timeseal.js';
import { makeConnect } from '../live/session.js';
import { browserTransports } from '../live/websocket.js';
import { isCapture, readCapture } from '../live/capture.js';
import { events as eventsOf, toChessground as chessgroundOf, transformStream as transformOf } from './embed.js';

/**
 * The functions over an engine whose module has the main calls.
 * `gamesText(handle, id, bughouse)` is the module's way of handing a
 * stream's PGN back; `transports` are the live session's connections
 * (Node's entries give TCP and ws; a browser has its WebSocket).
 */
export function makeApi(engine, gamesText, transports = browserTransports) {
  Object.assign(engine.calls, bind(engine.module, CALLS_MAIN));
  const records = makeRecordsApi(engine);

  function createStream(options) {
    timeUnitOption(options);
    return new Style12Stream(engine, options, gamesText);
  }

  // The core's variant table, read once.
  const variants = readVariants(engine);

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
    if (error.code === 'UNPLAYABLE_POSITION') error.problems = records.validate(fen, { variant }).problems;
    throw error;
  }

  /** Where each piece may go: chessground's movable.dests. */
  function dests(fen, options) {
    call(fen, options, RULES_OP_DESTS);
    engine.views();
    const i = engine.i32;
    const r = engine.replyAt >> 2;
    const map = new Map();
    let from = -1;
    let targets = null;
    for (let k = 0, b = i[r + CALL_REPLY_BLOCKS_ADDRESS] >> 2; k < i[r + CALL_REPLY_COUNT]; k++, b += MOVE_BYTES >> 2) {
      // A square's targets come together.
      if (i[b + MOVE_FROM] !== from) {
        from = i[b + MOVE_FROM];
        targets = [];
        map.set(SQUARE_NAMES[from], targets);
      }
      targets.push(SQUARE_NAMES[i[b + MOVE_TO]]);
    }
    return map;
  }

  /** Whether the side to move is in check. */
  function inCheck(fen, options) {
    call(fen, options, RULES_OP_IN_CHECK);
    return engine.asciiOutput() === '1';
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

  const api = {};
  // Who may move a board's pieces, by the core's rule for its relation.
  const moverOf = (relation) => engine.call(engine.calls.mover, Number(relation));
  /** chessground's configuration for a record or FEN. */
  function toChessground(recordOrFen, options) {
    return chessgroundOf(api, recordOrFen, options, moverOf);
  }
  /** A TransformStream of bytes or text in, events out. */
  function transformStream(options) {
    return transformOf(api, options);
  }
  /** The events of a ReadableStream, as an async iterable. */
  function events(readable, options) {
    return eventsOf(api, readable, options);
  }

  return Object.assign(api, {
    ...makeCoreApi(engine), ...records, clockAt: makeClockAt(engine), createStream,
    legalMoves, dests, perft, san, parseSan, play, inCheck, createTimeseal, toChessground, transformStream, events,
    variants, connect: makeConnect(api, transports), readCapture, isCapture,
  });
}
