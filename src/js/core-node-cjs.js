// Entry style12/core for Node through require(): the per-line functions.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createStandalone } from './standalone.js';
import { makeCoreApi } from './core-api.js';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';

export const load = makeLoader({
  create: createStandalone, makeApi: makeCoreApi, defaultSource: () => readFile(join(__dirname, 'style12-core.wasm')),
  open: openInNode,
});
export { Style12Error } from './errors.js';
