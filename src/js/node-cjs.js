// Entry for Node through require(): the .wasm file beside this one.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';

/* global __dirname */
export const load = makeLoader(() => readFile(join(__dirname, 'style12.wasm')), openInNode);
export { Style12Error } from './errors.js';
