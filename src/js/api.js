// style12's functions: the per-line ones, streams with their games and
// PGN, clocks, and what a board needs (parseFen, destinations, check,
// chessground's configuration). style12/full adds the rest (full-api.js).

import { expectString, makeCoreApi, timeUnitOption } from './core-api.js';
import { makeClockAt } from './clock-at.js';
import { makePositionsApi } from './records-api.js';
import {
  CALL_REPLY_BLOCKS_ADDRESS, CALL_REPLY_COUNT, CALLS_MAIN, MOVE_BYTES, MOVE_FROM, MOVE_TO, RULES_OP_DESTS,
  RULES_OP_IN_CHECK,
} from './wire-layout.js';
import { bind } from './engine.js';
import { Style12Stream } from './stream.js';
import { SQUARE_NAMES } from './squares.js';
import { readVariants } from './variants.js';
import { events as eventsOf, toChessground as chessgroundOf, transformStream as transformOf } from './embed.js';

/**
 * The functions over an engine whose module has the main calls.
 * `gamesText(handle, id, bughouse)` is the module's way of handing a
 * stream's PGN back; `problemsOf(fen, variant)` names why a position
 * cannot be played, where the module can tell (style12/full).
 */
export function makeApi(engine, { gamesText, problemsOf = null }) {
  Object.assign(engine.calls, bind(engine.module, CALLS_MAIN));

  function createStream(options) {
    timeUnitOption(options);
    return new Style12Stream(engine, options, gamesText);
  }

  // The core's variant table, read once.
  const variants = readVariants(engine);

  // One of the board's rules on a FEN and variant; a position that cannot
  // be played also names its problems where the module can tell.
  function boardCall(fen, options, op) {
    expectString(fen, 'the FEN');
    const variant = options?.variant ?? 'chess';
    expectString(variant, 'the variant');
    const { spans, length } = engine.writeAll([fen, variant]);
    if (engine.call(engine.calls.boardRules, engine.wire, length, spans[1][0], op) === 0) return;
    const error = engine.failure();
    if (error.code === 'UNPLAYABLE_POSITION' && problemsOf !== null) error.problems = problemsOf(fen, variant);
    throw error;
  }

  /** Where each piece may go: chessground's movable.dests. */
  function dests(fen, options) {
    boardCall(fen, options, RULES_OP_DESTS);
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
    boardCall(fen, options, RULES_OP_IN_CHECK);
    return engine.asciiOutput() === '1';
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
    ...makeCoreApi(engine), ...makePositionsApi(engine), clockAt: makeClockAt(engine), createStream, dests, inCheck,
    toChessground, transformStream, events, variants,
  });
}
