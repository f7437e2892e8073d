// Instantiating the WebAssembly module once, whatever the environment: the
// entry for Node or for browsers says where the bytes come from by default,
// and load({ wasm }) can hand them over (bytes, a URL, a Response or a
// compiled WebAssembly.Module).

import { Engine } from './engine.js';
import { Style12Error } from './errors.js';

async function instantiate(source, imports) {
  let wasm = await source;
  if (wasm instanceof WebAssembly.Module) {
    return { instance: await WebAssembly.instantiate(wasm, imports), module: wasm };
  }
  // A Response, known by its shape: in Node, merely reading the global
  // Response loads the whole fetch implementation.
  if (typeof wasm.arrayBuffer === 'function' && typeof wasm.headers === 'object') {
    if (!wasm.ok) throw new Error(`style12: could not fetch the WebAssembly module (HTTP ${wasm.status})`);
    if (WebAssembly.instantiateStreaming && wasm.headers.get('content-type') === 'application/wasm') {
      return WebAssembly.instantiateStreaming(wasm, imports);
    }
    wasm = await wasm.arrayBuffer();
  }
  return WebAssembly.instantiate(wasm, imports);
}

/**
 * A load() that instantiates on its first call and then returns the same
 * module. `create` is Emscripten's module factory, `makeApi` gives the
 * functions over its engine, `defaultSource()` the bytes beside the entry;
 * `open(where)` turns a URL or path given to load() into bytes or a
 * Response.
 */
export function makeLoader({ create, makeApi, defaultSource, open = fetch }) {
  let loading = null;
  return function load(options = {}) {
    if (!loading) {
      loading = (async () => {
        let fail;
        const failed = new Promise((_, reject) => { fail = reject; });
        const given = options.wasm;
        const where = typeof given === 'string' || (typeof URL !== 'undefined' && given instanceof URL);
        const source = given === undefined ? defaultSource() : where ? open(given) : given;
        const module = await Promise.race([
          create({
            instantiateWasm(imports, receive) {
              instantiate(source, imports).then((r) => receive(r.instance, r.module), fail);
              return {};
            },
          }),
          failed,
        ]);
        return Object.freeze({ ...makeApi(new Engine(module)), Style12Error });
      })();
      // A load that failed (a missing file, say) may be tried again.
      loading.catch(() => { loading = null; });
    }
    return loading;
  };
}

export { Style12Error };
