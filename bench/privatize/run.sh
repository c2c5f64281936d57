#!/usr/bin/env bash
# bench/privatize/run.sh <outdir> [--reps N] [--n N] -- build and run the
# privatization benchmarks (issue 17) on a GPU machine (CMake + nvcc).
# Writes <outdir>/privatize.csv, privatize.log, build.log; prints the table.
# Env: BUILD_DIR (default build-gpu/privatize), WARPAGG_BENCH_ARCH (default 90), JOBS.
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: $0 <outdir> [--reps N] [--n N]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$1; shift
mkdir -p "$out"
build=${BUILD_DIR:-$root/build-gpu/privatize}
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH="${WARPAGG_BENCH_ARCH:-90}" \
  >"$out/build.log" 2>&1 && cmake --build "$build" -j "${JOBS:-$(nproc)}" >>"$out/build.log" 2>&1 ||
  { tail -30 "$out/build.log"; exit 1; }
"$build/priv_bench" "$out" "$@" 2>&1 | tee "$out/privatize.log"
exit "${PIPESTATUS[0]}"
