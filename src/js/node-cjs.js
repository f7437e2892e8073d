// Entry for Node through require(): the .wasm file beside this one.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeLoader } from './load.js';

/* global __dirname */
export const load = makeLoader(() => readFile(join(__dirname, 'style12.wasm')));
export { Style12Error } from './errors.js';
