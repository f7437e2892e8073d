// Entry for browsers and bundlers: everything (streams, games, PGN), with
// the .wasm file beside this one, found through import.meta.url (Vite and
// other bundlers copy it along).
import create from 'virtual:style12-glue';
import { makeApi } from './api.js';
import { makeLoader } from './load.js';

export const load = makeLoader({
  create, makeApi, defaultSource: () => fetch(new URL('./style12.wasm', import.meta.url)),
});
export { Style12Error } from './errors.js';
