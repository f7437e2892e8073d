#!/usr/bin/env bash
# Every test: ESLint over the JavaScript, the C++ files' format, the C++
# suite in a release build, clang-tidy over every C++ file, the suite under
# ASan + UBSan, the fuzz harnesses for a bounded time (FUZZ_SECONDS,
# default 20 each), then the WebAssembly package: its size against each
# module's budget, its JavaScript tests, its
# type declarations, the install test (npm pack, a Vite project, Chromium)
# and the page's Playwright tests.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"

bash scripts/setup.sh native wasm browser
bash scripts/npm-deps.sh

echo "== JavaScript lint and layout (eslint.config.mjs)"
npx --no-install eslint .
echo "eslint: every file clean"

echo "== C++ format (.clang-format)"
# Every C++ file as clang-format writes it (clang-format -i mends one
# that fails here).
find src tests -name '*.cpp' -o -name '*.h' | sort | xargs clang-format --dry-run --Werror
echo "clang-format: every file matches"

echo "== C++ tests (release)"
cmake --preset release
cmake --build --preset release
ctest --preset release -j "$jobs"

echo "== C++ lint (.clang-tidy)"
# After the release build: its compile_commands.json and generated wire
# layout are what clang-tidy reads.
bash scripts/tidy.sh

echo "== C++ tests (AddressSanitizer + UBSan)"
cmake --preset sanitize
cmake --build --preset sanitize
ctest --preset sanitize -j "$jobs"

echo "== Fuzzing"
bash scripts/fuzz.sh "${FUZZ_SECONDS:-20}"

echo "== WebAssembly package"
node scripts/build-package.mjs
# Each module against its budget ("modules" in src/bindings/wire.json).
node scripts/size.mjs --check
node --test tests/js/
npx --no-install tsc -p tests/types/tsconfig.json
npx --no-install tsc -p tests/types/tsconfig.esnext.json
npx --no-install tsc -p tests/types/tsconfig.examples.json
npx --no-install tsc -p tests/types/tsconfig.cjs.json
npx --no-install tsc -p tests/types/tsconfig.nodenext-cjs.json
echo "type declarations: ok (es2022 and esnext libraries; CommonJS under node16 and nodenext)"

echo "== The package as publint and arethetypeswrong judge it"
node scripts/check-package.mjs

echo "== Install test (npm pack, Vite, Chromium)"
node --test tests/install/

echo "== Demo page (Playwright, Chromium)"
npx --no-install playwright test
