// style12/full's functions: style12's, and lines described field by field
// (what inspectors need). Its module comes with Emscripten's glue; a
// stream's PGN comes back through embind.

import { expectString } from './core.js';
import { makeApi } from './style12.js';
import { CALLS_EMBIND, CALLS_FULL } from '../wire/generated/layout.js';
import { bind } from '../wasm/engine.js';
import { describeLine } from './describe.js';

export function makeFullApi(engine, transports) {
  Object.assign(engine.calls, bind(engine.module, CALLS_FULL),
    bind(engine.module, Object.fromEntries(CALLS_EMBIND.map((name) => [name, name]))));
  const gamesText = (handle, id, bughouse) =>
    engine.call(() => (bughouse ? engine.calls.streamBpgn : engine.calls.streamPgn)(handle, id));
  const main = makeApi(engine, gamesText, transports);

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

  // The same object toChessground, events and transformStream were given.
  return Object.assign(main, { describeStyle12, describeHoldings });
}
