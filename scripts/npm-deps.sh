#!/usr/bin/env bash
# npm ci when node_modules is missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.package-lock.json
# A node_modules linked in from another checkout is that checkout's to
# install: npm ci here would empty it under the other one.
if [[ -L node_modules ]]; then exit 0; fi
if [[ ! -f "$stamp" || package-lock.json -nt "$stamp" ]]; then
  npm ci --no-audit --no-fund
fi
