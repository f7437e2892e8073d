// Entry for Node as an ES module: the .wasm file beside this one.
import { readFile } from 'node:fs/promises';
import { makeLoader } from './load.js';

export const load = makeLoader(() => readFile(new URL('./style12.wasm', import.meta.url)));
export { Style12Error } from './errors.js';
