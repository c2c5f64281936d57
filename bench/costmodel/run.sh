#!/usr/bin/env bash
# bench/costmodel/run.sh <outdir> [costmodel args] -- build (CMake + nvcc) and
# run the cost model; writes <outdir>/costmodel.csv and prints the summary.
# Env: BUILD_DIR (default build-gpu/costmodel), WARPAGG_BENCH_ARCH (default 90).
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: $0 <outdir> [--quick] [--reps N] [--sweep=...]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$1; shift
mkdir -p "$out"
build=${BUILD_DIR:-$root/build-gpu/costmodel}
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH="${WARPAGG_BENCH_ARCH:-90}" \
  >"$out/build.log" 2>&1 && cmake --build "$build" -j "${JOBS:-$(nproc)}" >>"$out/build.log" 2>&1 ||
  { tail -30 "$out/build.log"; exit 1; }
"$build/costmodel" "$out/costmodel.csv" "$@" 2>&1 | tee "$out/costmodel.log" | grep -E "^device|WRONG|done"
rc=${PIPESTATUS[0]}
python3 "$here/summarize.py" "$out/costmodel.csv" 2>&1 | tee "$out/summary.txt" | tail -60
exit $rc
