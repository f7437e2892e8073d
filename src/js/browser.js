// Entry for browsers and bundlers: everything (streams, games, PGN), with
// the .wasm file beside this one, found through import.meta.url (Vite and
// other bundlers copy it along).
import glue from 'virtual:style12-glue';
import { createWithGlue } from './emscripten.js';
import { makeApi } from './api.js';
import { makeLoader } from './load.js';

export const load = makeLoader({
  create: createWithGlue(glue), makeApi, defaultSource: () => fetch(new URL('./style12.wasm', import.meta.url)),
});
export { Style12Error } from './errors.js';
