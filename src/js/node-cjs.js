// Entry for Node through require(): everything, the .wasm file beside this one.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import create from 'virtual:style12-glue';
import { makeApi } from './api.js';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';

/* global __dirname */
export const load = makeLoader({
  create, makeApi, defaultSource: () => readFile(join(__dirname, 'style12.wasm')), open: openInNode,
});
export { Style12Error } from './errors.js';
