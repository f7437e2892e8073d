// The full module comes with Emscripten's glue (embind needs it): this
// hands the glue the WebAssembly from where load() found it.
import { instantiate } from './instantiate.js';

export function createWithGlue(create) {
  return (source) => new Promise((resolve, reject) => {
    create({
      instantiateWasm(imports, receive) {
        instantiate(source, imports).then((r) => receive(r.instance, r.module), reject);
        return {};
      },
    }).then(resolve, reject);
  });
}
