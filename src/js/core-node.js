// Entry style12/core for Node as an ES module: the per-line functions.
import { readFile } from 'node:fs/promises';
import create from 'virtual:style12-core-glue';
import { makeCoreApi } from './core-api.js';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';

export const load = makeLoader({
  create, makeApi: makeCoreApi, defaultSource: () => readFile(new URL('./style12-core.wasm', import.meta.url)),
  open: openInNode,
});
export { Style12Error } from './errors.js';
