#!/usr/bin/env bash
# bench/realshapes/run.sh <outdir> [--quick] [--reps N] [--only=K1,K2,...] --
# build and run the real-shapes benchmark (issue 25, item 4) on a GPU machine
# with CMake and nvcc only (the tool's output is committed under generated/).
# Writes <outdir>/realshapes.csv, realshapes.log, build.log; prints the table
# last. Env: BUILD_DIR (default build-gpu/realshapes), WARPAGG_BENCH_ARCH
# (default 90), JOBS.
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: $0 <outdir> [--quick] [--reps N] [--only=K1,K2,...]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$1; shift
mkdir -p "$out"
out=$(cd "$out" && pwd)
build=${BUILD_DIR:-$root/build-gpu/realshapes}
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH="${WARPAGG_BENCH_ARCH:-90}" \
  ${REALSHAPES_CMAKE_ARGS:-} >"$out/build.log" 2>&1 && cmake --build "$build" -j "${JOBS:-$(nproc)}" >>"$out/build.log" 2>&1 ||
  { tail -30 "$out/build.log"; exit 1; }
"$build/realshapes_bench" "$out" "$@" 2>&1 | tee "$out/realshapes.log"
exit "${PIPESTATUS[0]}"
