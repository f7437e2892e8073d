// Instantiating a WebAssembly module once, whatever the environment: the
// entry for Node or for browsers says where the bytes come from by default,
// and load({ wasm }) can hand them over (bytes, a URL, a Response or a
// compiled WebAssembly.Module).

import { Engine } from './engine.js';
import { Style12Error, misuse } from '../base/errors.js';

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
        // The bytes first: a file or URL that cannot be read fails as such.
        const source = await (given === undefined ? defaultSource() : where ? open(given) : given);
        if (isResponse(source) && !source.ok) {
          throw new Error(`style12: could not fetch the WebAssembly module from ${source.url} (HTTP ${source.status})`);
        }
        // Then the module: anything that goes wrong from here on means the
        // bytes are not this package's module.
        try {
          const module = await create(source);
          return Object.freeze({ ...makeApi(new Engine(module)), Style12Error });
        } catch (error) {
          throw badModule(error);
        }
      })();
      // A load that failed (a missing file, a wrong module) may be tried again.
      loading.catch(() => { loading = null; });
    }
    return loading;
  };
}

// A Response, known by its shape: in Node, merely reading the global
// Response loads the whole fetch implementation.
function isResponse(value) {
  return value !== null && typeof value === 'object' && typeof value.arrayBuffer === 'function' &&
    typeof value.headers === 'object';
}

function badModule(cause) {
  const error = misuse('BAD_MODULE', `the WebAssembly module could not be loaded: ${cause?.message ?? cause}`);
  error.cause = cause;
  return error;
}

export { Style12Error };
