// Entry style12/full for Node as an ES module: everything, the .wasm file
// beside this one.
import { readFile } from 'node:fs/promises';
import glue from 'virtual:style12-glue';
import { createWithGlue } from './emscripten.js';
import { makeFullApi } from './full-api.js';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';
import { nodeTransports } from './live/node-transports.js';

export const load = makeLoader({
  create: createWithGlue(glue), makeApi: (engine) => makeFullApi(engine, nodeTransports),
  defaultSource: () => readFile(new URL('./style12-full.wasm', import.meta.url)), open: openInNode,
});
export { Style12Error } from './errors.js';
