// Instantiating the WebAssembly module once, whatever the environment: the
// entry for Node or for browsers says where the bytes come from by default,
// and load({ wasm }) can hand them over (bytes, a URL, a Response or a
// compiled WebAssembly.Module).

import createStyle12Module from 'virtual:style12-glue';
import { Engine, makeApi } from './api.js';
import { Style12Error } from './errors.js';

async function instantiate(source, imports) {
  let wasm = await source;
  if (wasm instanceof WebAssembly.Module) {
    return { instance: await WebAssembly.instantiate(wasm, imports), module: wasm };
  }
  if (typeof wasm === 'string' || (typeof URL !== 'undefined' && wasm instanceof URL)) {
    wasm = await fetch(wasm);
  }
  if (typeof Response !== 'undefined' && wasm instanceof Response) {
    if (!wasm.ok) throw new Error(`style12: could not fetch the WebAssembly module (HTTP ${wasm.status})`);
    if (WebAssembly.instantiateStreaming && wasm.headers.get('content-type') === 'application/wasm') {
      return WebAssembly.instantiateStreaming(wasm, imports);
    }
    wasm = await wasm.arrayBuffer();
  }
  return WebAssembly.instantiate(wasm, imports);
}

/** A load() that instantiates on its first call and then returns the same module. */
export function makeLoader(defaultSource) {
  let loading = null;
  return function load(options = {}) {
    if (!loading) {
      loading = (async () => {
        let fail;
        const failed = new Promise((_, reject) => { fail = reject; });
        const source = options.wasm ?? defaultSource();
        const module = await Promise.race([
          createStyle12Module({
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
