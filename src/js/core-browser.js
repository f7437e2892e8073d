// Entry style12/core for browsers and bundlers: the per-line functions
// only, in the smallest download, with their .wasm file beside this one.
import { createStandalone } from './standalone.js';
import { makeCoreApi } from './core-api.js';
import { makeLoader } from './load.js';

export const load = makeLoader({
  create: createStandalone, makeApi: makeCoreApi, defaultSource: () => fetch(new URL('./style12-core.wasm', import.meta.url)),
});
export { Style12Error } from './errors.js';
