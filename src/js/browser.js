// Entry for browsers and bundlers: the .wasm file beside this one, found
// through import.meta.url (Vite and other bundlers copy it along).
import { makeLoader } from './load.js';

export const load = makeLoader(() => fetch(new URL('./style12.wasm', import.meta.url)));
export { Style12Error } from './errors.js';
