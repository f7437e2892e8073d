// Entry for Node through require(): style12, the .wasm file beside this one.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createStandalone } from './standalone.js';
import { makeMainApi } from './main-api.js';
import { makeLoader } from './load.js';
import { openInNode } from './node-open.js';
import { nodeTransports } from './live/node-transports.js';

export const load = makeLoader({
  create: createStandalone, makeApi: (engine) => makeMainApi(engine, nodeTransports), defaultSource: () => readFile(join(__dirname, 'style12.wasm')),
  open: openInNode,
});
export { Style12Error } from './errors.js';
