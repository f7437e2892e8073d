// The full module comes with Emscripten's glue (embind needs it): this
// hands the glue the WebAssembly from where load() found it. Whatever goes
// wrong on the way (bytes that are no module, a module that is not this
// package's) rejects the promise: the glue's own start-up runs inside
// `receive`, and a throw there would otherwise escape every promise.
import { instantiate } from './instantiate.js';

export function createWithGlue(create) {
  return (source) => new Promise((resolve, reject) => {
    const made = create({
      instantiateWasm(imports, receive) {
        instantiate(source, imports).then((r) => {
          try {
            receive(r.instance, r.module);
          } catch (error) {
            reject(error);
          }
        }, reject);
        return {};
      },
    });
    made.then(resolve, reject);
  });
}
