// Entry style12/full for browsers and bundlers: everything (style12's
// functions and describeStyle12, describeHoldings), with its .wasm beside
// this file, through Emscripten's glue.
import glue from 'virtual:style12-glue';
import { createWithGlue } from './emscripten.js';
import { makeFullApi } from './full-api.js';
import { makeLoader } from './load.js';

export const load = makeLoader({
  create: createWithGlue(glue), makeApi: makeFullApi,
  defaultSource: () => fetch(new URL('./style12-full.wasm', import.meta.url)),
});
export { Style12Error } from './errors.js';
