// Entry for Node as an ES module: the .wasm file beside this one.
import { readFile } from 'node:fs/promises';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';

export const load = makeLoader(() => readFile(new URL('./style12.wasm', import.meta.url)), openInNode);
export { Style12Error } from './errors.js';
