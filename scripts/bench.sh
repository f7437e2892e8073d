#!/usr/bin/env bash
# Throughput of the C++ core over the corpus, beside a memchr newline scan.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh native
cmake --preset release >/dev/null
cmake --build --preset release
build/release/tests/bench/style12_bench --benchmark_min_time=2 "$@"
