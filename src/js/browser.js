// Entry for browsers and bundlers: style12 (every function but the
// descriptions), with its standalone .wasm beside this file, found through
// import.meta.url (Vite and other bundlers copy it along).
import { createStandalone } from './standalone.js';
import { makeMainApi } from './main-api.js';
import { makeLoader } from './load.js';

export const load = makeLoader({
  create: createStandalone, makeApi: makeMainApi, defaultSource: () => fetch(new URL('./style12.wasm', import.meta.url)),
});
export { Style12Error } from './errors.js';
