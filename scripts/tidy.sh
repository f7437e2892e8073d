#!/usr/bin/env bash
# clang-tidy (.clang-tidy at the root) over every .cpp under src/ and tests/,
# in parallel; any finding fails the run. scripts/test.sh runs it after the
# release build; run alone, it configures that preset first if need be.
#
# The compile commands are build/release's (g++ flags, all of which clang
# understands), plus two kinds of file that build never compiles:
#   - tests/fuzz/*.cpp, built only by the fuzz preset: checked with the
#     core's include path, as that preset compiles them;
#   - the bindings that include <emscripten.h>, built only by
#     scripts/build-wasm.sh: checked as Emscripten compiles them (its own
#     target, sysroot and defines from `em++ --cflags`), so they need
#     Emscripten installed (setup.sh's wasm group); without it they are
#     skipped with a warning rather than left silently unchecked.
# Every .cpp under src/ and tests/ must end up in the merged database, so a
# new file cannot escape the check by being in no build.
set -euo pipefail
cd "$(dirname "$0")/.."

tidy="$(command -v clang-tidy-14 || command -v clang-tidy || true)"
if [[ -z "$tidy" ]]; then
  echo "tidy.sh: clang-tidy is missing (bash scripts/setup.sh native)" >&2
  exit 2
fi

release=build/release
if [[ ! -f "$release/compile_commands.json" || ! -f "$release/gen/style12_wire_layout.h" ||
      ! -f "$release/gen/core/style12/lists.h" ]]; then
  cmake --preset release >/dev/null
  cmake --build --preset release --target style12_wire_layout style12_core_lists >/dev/null
fi

em_flags=""
if command -v em++ >/dev/null; then
  # -mllvm options are for Emscripten's code generator, which clang-tidy
  # never runs.
  em_flags="$(em++ --cflags | sed -E 's/-mllvm +[^ ]+//g')"
else
  echo "tidy.sh: warning: em++ not found, the Emscripten-only bindings are not checked" >&2
fi

mkdir -p build/tidy
EM_FLAGS="$em_flags" node --input-type=module - "$release" build/tidy <<'EOF'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [release, out] = process.argv.slice(2);
const root = process.cwd();
const entries = JSON.parse(readFileSync(path.join(release, 'compile_commands.json'), 'utf8'));
const known = new Set(entries.map((e) => path.resolve(e.directory, e.file)));
const add = (file, args) => {
  entries.push({ directory: root, file, arguments: args });
  known.add(file);
};

for (const name of readdirSync('tests/fuzz').filter((n) => n.endsWith('.cpp')).sort()) {
  add(path.join(root, 'tests/fuzz', name),
    ['clang++', '-Isrc/core/include', `-I${release}/gen/core`, '-std=c++20', '-Wall', '-Wextra', '-c', `tests/fuzz/${name}`]);
}
const emFlags = process.env.EM_FLAGS.split(/\s+/).filter(Boolean);
if (emFlags.length) {
  for (const name of readdirSync('src/bindings').filter((n) => n.endsWith('.cpp')).sort()) {
    const file = path.join(root, 'src/bindings', name);
    if (known.has(file)) continue;
    add(file, ['clang++', ...emFlags, '-std=c++20', '-fno-exceptions', '-fno-rtti',
      '-DEMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0', '-Isrc/bindings', `-I${release}/gen`, '-Isrc/core/include', `-I${release}/gen/core`,
      '-c', `src/bindings/${name}`]);
  }
}
writeFileSync(path.join(out, 'compile_commands.json'), JSON.stringify(entries, null, 1));
EOF

mapfile -t all < <(find src tests -name '*.cpp' | sort)
files=()
missing=()
for file in "${all[@]}"; do
  if grep -q "\"$PWD/$file\"" build/tidy/compile_commands.json; then
    files+=("$file")
  elif [[ -n "$em_flags" || "$file" != src/bindings/* ]]; then
    missing+=("$file")
  fi
done
if ((${#missing[@]})); then
  echo "tidy.sh: in no compile database: ${missing[*]}" >&2
  exit 2
fi

# One clang-tidy per file, as many at once as there are CPUs; a file's
# report is printed whole (not interleaved) and only if it has findings.
check() {
  local report
  if report="$("$TIDY" -p build/tidy --quiet "$1" 2>&1)"; then return 0; fi
  printf '%s\n' "$report" | grep -v '^[0-9]* warnings\? \(and [0-9]* errors\? \)\?generated\.$' >&2
  return 1
}
export -f check
export TIDY="$tidy"
start=$SECONDS
if printf '%s\n' "${files[@]}" | xargs -P "$(nproc)" -I{} bash -c 'check "$1"' _ {}; then
  echo "clang-tidy: ${#files[@]} files clean ($((SECONDS - start)) s)"
else
  echo "clang-tidy: findings above (.clang-tidy says which checks run and why some are off)" >&2
  exit 1
fi
