// Entry style12/core for Node as an ES module: the per-line functions.
import { readFile } from 'node:fs/promises';
import { createStandalone } from './standalone.js';
import { makeCoreApi } from './core-api.js';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';

export const load = makeLoader({
  create: createStandalone, makeApi: makeCoreApi, defaultSource: () => readFile(new URL('./style12-core.wasm', import.meta.url)),
  open: openInNode,
});
export { Style12Error } from './errors.js';
