// Instantiating WebAssembly from what load({ wasm }) may be given: bytes, a
// Response, a compiled WebAssembly.Module, or a promise of one of them.

/** { instance, module } for the source, with these imports. */
export async function instantiate(source, imports) {
  let wasm = await source;
  if (wasm instanceof WebAssembly.Module) {
    return { instance: await WebAssembly.instantiate(wasm, imports), module: wasm };
  }
  // A Response, known by its shape: in Node, merely reading the global
  // Response loads the whole fetch implementation.
  if (typeof wasm.arrayBuffer === 'function' && typeof wasm.headers === 'object') {
    // (load() has refused a response that is not ok.)
    if (WebAssembly.instantiateStreaming && wasm.headers.get('content-type') === 'application/wasm') {
      return WebAssembly.instantiateStreaming(wasm, imports);
    }
    wasm = await wasm.arrayBuffer();
  }
  return WebAssembly.instantiate(wasm, imports);
}
