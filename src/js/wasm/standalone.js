// style12's and style12/core's modules are standalone .wasm files with no
// Emscripten glue: this gives
// it its imports and returns an object shaped as the glue's module is (the
// exports as _name, HEAPU8 over the memory as it is now).
import { instantiate } from './instantiate.js';

export async function createStandalone(source) {
  let heap = null;
  const imports = {
    env: {
      // Memory grew: views over the old buffer are stale. (HEAPU8 also
      // checks: at the limit of the stack this may not run.)
      emscripten_notify_memory_growth() { heap = null; },
      s12_out_of_memory() { throw 'style12: out of memory'; },
    },
    wasi_snapshot_preview1: {
      proc_exit(code) { throw new WebAssembly.RuntimeError(`style12: the WebAssembly module stopped (${code})`); },
    },
  };
  const exports = (await instantiate(source, imports)).instance.exports;
  exports._initialize();
  const module = {
    get HEAPU8() {
      return heap !== null && heap.byteLength !== 0 ? heap : (heap = new Uint8Array(exports.memory.buffer));
    },
  };
  for (const name of Object.keys(exports)) module[`_${name}`] = exports[name];
  return module;
}
