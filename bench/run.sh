#!/usr/bin/env bash
# bench/run.sh <outdir> [--quick] -- build and run the warpagg benchmark suite
# on a GPU machine (needs CMake, nvcc, python3 with matplotlib for the chart).
# Writes <outdir>/bench.csv, bench.json, summary.json, bench.png, bench.log;
# prints the compact table last. Env: BUILD_DIR (default build-gpu/bench),
# WARPAGG_BENCH_ARCH (default 90), JOBS.
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: $0 <outdir> [--quick]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
out=$1; shift
mkdir -p "$out"
build=${BUILD_DIR:-$root/build-gpu/bench}
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH="${WARPAGG_BENCH_ARCH:-90}" \
  >"$out/build.log" 2>&1 && cmake --build "$build" -j "${JOBS:-$(nproc)}" >>"$out/build.log" 2>&1 ||
  { tail -30 "$out/build.log"; exit 1; }
"$build/warpagg_bench" "$out" "$@" 2>&1 | tee "$out/bench.log" | grep -E "^device|WRONG|correct"
rc=${PIPESTATUS[0]}
python3 "$here/summarize.py" "$out" 2>&1 | tee "$out/summary.txt"
exit $rc
