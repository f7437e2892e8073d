// The full module's functions: the per-line ones, and streams.

import { makeCoreApi, timeUnitOption } from './core-api.js';
import { Style12Stream } from './stream.js';

export function makeApi(engine) {
  function createStream(options) {
    timeUnitOption(options);
    return new Style12Stream(engine, options);
  }
  return { ...makeCoreApi(engine), createStream };
}
