#!/usr/bin/env bash
# bench/fused/run.sh <outdir> [--quick] [--reps N] -- build and run the
# fused-aggregation benchmarks (issue 19) on a GPU machine (CMake + nvcc).
# Writes <outdir>/fused.csv, fused.log, build.log; prints the table last.
# Env: BUILD_DIR (default build-gpu/fused), WARPAGG_BENCH_ARCH (default 90), JOBS.
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: $0 <outdir> [--quick] [--reps N]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$1; shift
mkdir -p "$out"
build=${BUILD_DIR:-$root/build-gpu/fused}
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH="${WARPAGG_BENCH_ARCH:-90}" ${FUSED_CMAKE_ARGS:-} \
  >"$out/build.log" 2>&1 && cmake --build "$build" -j "${JOBS:-$(nproc)}" >>"$out/build.log" 2>&1 ||
  { tail -30 "$out/build.log"; exit 1; }
"$build/fused_bench" "$out" "$@" 2>&1 | tee "$out/fused.log"
exit "${PIPESTATUS[0]}"
