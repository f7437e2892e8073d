// Entry style12/full for Node through require(): everything, the .wasm file
// beside this one.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import glue from 'virtual:style12-glue';
import { createWithGlue } from './emscripten.js';
import { makeFullApi } from './full-api.js';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';
import { nodeTransports } from './live/node-transports.js';

export const load = makeLoader({
  create: createWithGlue(glue), makeApi: (engine) => makeFullApi(engine, nodeTransports), defaultSource: () => readFile(join(__dirname, 'style12-full.wasm')),
  open: openInNode,
});
export { Style12Error } from './errors.js';
