#!/usr/bin/env bash
# Compiles the core and its bindings to WebAssembly with Debian's Emscripten:
# build/wasm/style12.js (the glue, minified by Closure) and style12.wasm.
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
emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release -DSTYLE12_TESTS=OFF >/dev/null
cmake --build build/wasm
