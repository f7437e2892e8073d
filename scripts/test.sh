#!/usr/bin/env bash
# Every test: the C++ suite in a release build and under ASan + UBSan, and
# the fuzz harnesses for a bounded time (FUZZ_SECONDS, default 20 each).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"

bash scripts/setup.sh native

echo "== C++ tests (release)"
cmake --preset release
cmake --build --preset release
ctest --preset release -j "$jobs"

echo "== C++ tests (AddressSanitizer + UBSan)"
cmake --preset sanitize
cmake --build --preset sanitize
ctest --preset sanitize -j "$jobs"

echo "== Fuzzing"
bash scripts/fuzz.sh "${FUZZ_SECONDS:-20}"
