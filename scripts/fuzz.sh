#!/usr/bin/env bash
# Builds the libFuzzer harnesses (ASan + UBSan) and runs each for a bounded
# time, starting from its seeds and every input that once failed. A crash
# fails the run and leaves the input in build/fuzz/findings/.
#   scripts/fuzz.sh [SECONDS_PER_HARNESS]   (default 20)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-${FUZZ_SECONDS:-20}}"

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

mkdir -p build/fuzz/findings
for harness in style12 holdings fen stream rules; do
  corpus="build/fuzz/corpus/$harness"
  mkdir -p "$corpus"
  cp tests/fuzz/seeds/"$harness"/* "$corpus"/
  for found in tests/fixtures/fuzz-regressions/"$harness"-*; do
    if [[ -e "$found" ]]; then cp "$found" "$corpus"/; fi
  done
  echo "fuzz_$harness: ${seconds}s"
  log="build/fuzz/fuzz_$harness.log"
  if ! build/fuzz/tests/fuzz/fuzz_"$harness" "$corpus" \
      -dict=tests/fuzz/style12.dict -max_len=2048 -max_total_time="$seconds" \
      -artifact_prefix=build/fuzz/findings/"$harness"- -print_final_stats=1 >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "fuzz_$harness failed: the input is in build/fuzz/findings/" >&2
    exit 1
  fi
  grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units)" "$log"
done
