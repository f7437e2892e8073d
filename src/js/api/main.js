// style12's module (standalone, plain exports only): the main functions,
// with a stream's PGN handed back as the call's output.

import { CALLS_MAIN_ONLY } from '../wire/generated/layout.js';
import { bind } from '../wasm/engine.js';
import { makeApi } from './style12.js';

export function makeMainApi(engine, transports) {
  Object.assign(engine.calls, bind(engine.module, CALLS_MAIN_ONLY));
  const gamesText = (handle, id, bughouse) => {
    if (engine.call(engine.calls.streamText, engine.wire, handle, id, bughouse ? 1 : 0) !== 0) throw engine.failure();
    return engine.output();
  };
  return makeApi(engine, gamesText, transports);
}
