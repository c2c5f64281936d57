#!/usr/bin/env bash
# bench/experiments/policy_sweep.sh [outdir] -- one device call: the benchmark
# suite with its tune/* rows (every adaptive_policy kind in bench.cu's TUNES)
# at full occupancy, then the histogram workloads as persistent grid-stride
# loops at the given threads per SM (PERSISTENT, default "64 256 1024"; empty: none).
# Writes full.csv, full-summary.txt and p<T>.csv to outdir (default $OUT).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$OUT}
mkdir -p "$out"
work=/tmp/warpagg_sweep
rm -rf "$work"; mkdir -p "$work"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
BUILD_DIR=/tmp/warpagg_sweep_build timeout ${FULL_TIMEOUT:-240} "$root/bench/run.sh" "$work/full" ${FULL_ARGS:-} >/dev/null 2>&1
echo "full rc=$?"
cp "$work/full/bench.csv" "$out/full.csv"; cp "$work/full/summary.txt" "$out/full-summary.txt"
for t in ${PERSISTENT-64 256 1024}; do
  BUILD_DIR=/tmp/warpagg_sweep_build timeout ${P_TIMEOUT:-150} "$root/bench/run.sh" "$work/p$t" --persistent=$t \
    --only=${P_ONLY:-grid-,hist256/,keys16/int,single/float} >/dev/null 2>&1
  echo "p$t rc=$?"
  cp "$work/p$t/bench.csv" "$out/p$t.csv"
done
