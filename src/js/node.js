// Entry for Node as an ES module: style12, the .wasm file beside this one.
import { readFile } from 'node:fs/promises';
import { createStandalone } from './standalone.js';
import { makeMainApi } from './main-api.js';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';
import { nodeTransports } from './live/node-transports.js';

export const load = makeLoader({
  create: createStandalone, makeApi: (engine) => makeMainApi(engine, nodeTransports), defaultSource: () => readFile(new URL('./style12.wasm', import.meta.url)),
  open: openInNode,
});
export { Style12Error } from './errors.js';
