#!/usr/bin/env bash
# Installs the Debian packages a fresh machine lacks for the given parts of
# the build; packages already there are left alone, and apt-get update runs
# at most once.
#   scripts/setup.sh native      compilers, clang-format, clang-tidy, CMake, GoogleTest, Google Benchmark
#   scripts/setup.sh wasm        Emscripten (with the acorn its optimiser needs)
#   scripts/setup.sh browser     Chromium for the browser tests
set -euo pipefail

declare -A groups=(
  [native]="cmake ninja-build g++ clang clang-format clang-tidy libclang-rt-14-dev libgtest-dev libgmock-dev libbenchmark-dev"
  [wasm]="cmake ninja-build emscripten node-acorn"
  [browser]="chromium"
)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

missing=()
for group in "${@:-native}"; do
  if [[ -z "${groups[$group]+x}" ]]; then
    echo "setup.sh: unknown group '$group' (known: ${!groups[*]})" >&2
    exit 2
  fi
  for package in ${groups[$group]}; do
    installed "$package" || missing+=("$package")
  done
done

if ((${#missing[@]})); then
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
  echo "setup.sh: installing ${missing[*]}"
  # Another apt (an unattended upgrade on a fresh machine) holds the lock
  # for a while: wait for it, up to ten minutes, instead of failing.
  lock=(-o DPkg::Lock::Timeout=600)
  $sudo apt-get "${lock[@]}" update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get "${lock[@]}" install -y --no-install-recommends "${missing[@]}"
fi
