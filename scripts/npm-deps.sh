#!/usr/bin/env bash
# npm ci when node_modules is missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.package-lock.json
if [[ ! -f "$stamp" || package-lock.json -nt "$stamp" ]]; then
  npm ci --no-audit --no-fund
fi
