#!/usr/bin/env bash
# Compiles the core and its bindings to WebAssembly with Debian's Emscripten,
# three modules: build/wasm-main/style12.wasm (style12, standalone),
# build/wasm/style12-full.wasm with its glue style12-full.js (style12/full,
# the glue minified by Closure), and build/wasm-core/style12-core.wasm
# (style12/core, standalone, for size).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh wasm
bash scripts/npm-deps.sh
# Debian's Emscripten finds acorn (for its JS optimiser) through NODE_PATH;
# its own Closure compiler is too old, so the pinned one from npm is used.
export NODE_PATH=/usr/share/nodejs
export EM_CLOSURE_COMPILER="$PWD/node_modules/.bin/google-closure-compiler"
if [[ ! -x "$EM_CLOSURE_COMPILER" ]]; then
  echo "build-wasm.sh: run 'npm ci' first (google-closure-compiler is missing)" >&2
  exit 2
fi
emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release -DSTYLE12_TESTS=OFF -DSTYLE12_WASM_MODULE=full >/dev/null
cmake --build build/wasm
emcmake cmake -S . -B build/wasm-main -G Ninja -DCMAKE_BUILD_TYPE=Release -DSTYLE12_TESTS=OFF -DSTYLE12_WASM_MODULE=main >/dev/null
cmake --build build/wasm-main
emcmake cmake -S . -B build/wasm-core -G Ninja -DCMAKE_BUILD_TYPE=Release -DSTYLE12_TESTS=OFF -DSTYLE12_WASM_MODULE=core >/dev/null
cmake --build build/wasm-core
