#!/usr/bin/env bash
# npm start: installs what is missing, builds the package and the page, and
# serves it on http://127.0.0.1:8080/ (the next free port when that one is
# taken; PORT names one).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh wasm
bash scripts/npm-deps.sh
node scripts/build-package.mjs
node scripts/build-web.mjs
exec node scripts/serve.mjs
