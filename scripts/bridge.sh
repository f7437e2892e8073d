#!/usr/bin/env bash
# npm run bridge -- --to HOST:PORT [--timeseal] ...: the package's bridge,
# built first if it is not (the same setup as npm start).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -f dist/cli.mjs || ! -f dist/style12.wasm ]]; then
  bash scripts/setup.sh wasm
  bash scripts/npm-deps.sh
  node scripts/build-package.mjs
fi
exec node dist/cli.mjs bridge "$@"
