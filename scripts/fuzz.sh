#!/usr/bin/env bash
# Builds the libFuzzer harnesses (ASan + UBSan) and runs each from its seeds
# and every input that once failed, two at a time (one a core), then prints
# how many inputs each ran, in how long. A finding fails the run and leaves
# the input in build/fuzz/findings/ (for the stream, with the cut that
# differs and the first event that does). The stream starts from slices of
# real sessions (tests/fuzz/stream-seeds.mjs writes them) and has the
# server's sentences in its dictionary besides the Style 12 tokens.
#   scripts/fuzz.sh            each harness to its depth: 10 M inputs for the
#                              line, holdings and FEN harnesses, 2 M for the
#                              rules, 1 M for describe, 250 k for the stream (each of its inputs is cut every way)
#   scripts/fuzz.sh SECONDS    each harness for SECONDS (npm test: 20)
set -euo pipefail
cd "$(dirname "$0")/.."

declare -A depth=([style12]=10000000 [holdings]=10000000 [fen]=10000000 [rules]=2000000 [stream]=250000
  [describe]=1000000)
# describe reads the same lines as the line and holdings harnesses.
declare -A seeds=([describe]="style12 holdings")
declare -A dicts=([stream]="style12 session")
harnesses=(style12 holdings fen rules stream describe)
seconds="${1:-}"

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

mkdir -p build/fuzz/findings
run() {
  local harness=$1
  local corpus="build/fuzz/corpus/$harness"
  mkdir -p "$corpus"
  for from in ${seeds[$harness]:-$harness}; do cp tests/fuzz/seeds/"$from"/* "$corpus"/; done
  for found in tests/fixtures/fuzz-regressions/"$harness"-*; do
    if [[ -e "$found" ]]; then cp "$found" "$corpus"/; fi
  done
  local dict="build/fuzz/$harness.dict"
  for words in ${dicts[$harness]:-style12}; do cat tests/fuzz/"$words".dict; done >"$dict"
  local max_len
  max_len=$(sed -n 's/^max_len *= *//p' tests/fuzz/fuzz_"$harness".options)
  local limit=(-runs="${depth[$harness]}")
  if [[ -n "$seconds" ]]; then limit=(-max_total_time="$seconds"); fi
  local log="build/fuzz/fuzz_$harness.log"
  local start=$SECONDS
  if ! build/fuzz/tests/fuzz/fuzz_"$harness" "$corpus" "${limit[@]}" \
      -dict="$dict" -max_len="$max_len" \
      -artifact_prefix=build/fuzz/findings/"$harness"- -print_final_stats=1 >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    if [[ $harness == stream ]]; then
      build/fuzz/tests/fuzz/stream_cut_diff build/fuzz/findings/stream-* >&2 || true
    fi
    echo "fuzz_$harness failed: the input is in build/fuzz/findings/" >&2
    return 1
  fi
  local runs
  runs=$(sed -n 's/^stat::number_of_executed_units: //p' "$log")
  echo "$harness $runs $((SECONDS - start)) $(find "$corpus" -type f | wc -l)" >"build/fuzz/fuzz_$harness.result"
}

if [[ -n "$seconds" ]]; then echo "fuzzing: ${seconds}s each, two at a time"; else echo "fuzzing: each harness to its depth, two at a time"; fi
failed=0
pids=()
for harness in "${harnesses[@]}"; do
  rm -f "build/fuzz/fuzz_$harness.result"
  if ((${#pids[@]} == 2)); then
    wait "${pids[0]}" || failed=1
    pids=("${pids[1]}")
  fi
  run "$harness" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done

printf '%-10s %12s %9s %10s %8s\n' harness executions seconds 'exec/s' corpus
for harness in "${harnesses[@]}"; do
  if [[ -f "build/fuzz/fuzz_$harness.result" ]]; then
    read -r name runs took size <"build/fuzz/fuzz_$harness.result"
    printf '%-10s %12s %9s %10s %8s\n' "$name" "$runs" "$took" "$((runs / (took > 0 ? took : 1)))" "$size"
  else
    printf '%-10s %12s\n' "$harness" 'failed'
  fi
done
exit "$failed"
