// Instantiating a WebAssembly module once, whatever the environment: the
// entry for Node or for browsers says where the bytes come from by default,
// and load({ wasm }) can hand them over (bytes, a URL, a Response or a
// compiled WebAssembly.Module).

import { Engine } from './engine.js';
import { Style12Error } from './errors.js';

/**
 * A load() that instantiates on its first call and then returns the same
 * module. `create(source)` instantiates the module from a source,
 * `makeApi` gives the functions over its engine, `defaultSource()` the
 * bytes beside the entry; `open(where)` turns a URL or path given to
 * load() into bytes or a Response.
 */
export function makeLoader({ create, makeApi, defaultSource, open = fetch }) {
  let loading = null;
  return function load(options) {
    if (!loading) {
      loading = (async () => {
        const given = options?.wasm;
        const where = typeof given === 'string' || (typeof URL !== 'undefined' && given instanceof URL);
        const source = given === undefined ? defaultSource() : where ? open(given) : given;
        const module = await create(source);
        return Object.freeze({ ...makeApi(new Engine(module)), Style12Error });
      })();
      // A load that failed (a missing file, say) may be tried again.
      loading.catch(() => { loading = null; });
    }
    return loading;
  };
}

export { Style12Error };
