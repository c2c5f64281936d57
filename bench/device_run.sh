#!/usr/bin/env bash
# bench/device_run.sh [outdir] -- everything one call on a lent GPU machine
# does: the benchmark suite (bench/run.sh), the opt-in paired 16-bit adds
# against the default (bench/compare_builds.sh), the GPU tests with the sanitizers
# (test/gpu/run.sh, built while the benchmark runs), and the SASS of the
# adaptive int kernel. Keeps <= 8 files in outdir (default $OUT): bench.csv,
# bench.png, summary.txt, bench.log, tests.txt, paired.txt, logs.tgz.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$OUT}
work=/tmp/warpagg_device
rm -rf "$work"; mkdir -p "$work/bench" "$work/tests"
cd "$root"
{ nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu --format=csv; nvcc --version | tail -2; } \
  >"$work/device.txt" 2>&1
cat "$work/device.txt"
# Build the tests on the CPUs while the benchmark uses the GPU.
(cmake -S test/gpu -B build-gpu/test-gpu -DCMAKE_BUILD_TYPE=Release >/dev/null &&
 nice cmake --build build-gpu/test-gpu -j 12 --target warpagg_exec_tests warpagg_paired16_tests) >"$work/tests/prebuild.log" 2>&1 &
prebuild=$!
BUILD_DIR=build-gpu/bench timeout ${BENCH_TIMEOUT:-270} bench/run.sh "$work/bench" ${BENCH_ARGS:-} >"$work/bench/run.txt" 2>&1
echo "bench rc=$?" >>"$work/bench/run.txt"
# The opt-in paired 16-bit adds (runtime/include/warpagg/paired16.cuh) against the default.
timeout ${PAIRED_TIMEOUT:-120} bench/compare_builds.sh "$work/paired" "" "-DWARPAGG_PAIRED_16BIT=1" --no-tune --only=/half \
  >"$work/paired.txt" 2>&1
echo "paired compare rc=$?" >>"$work/paired.txt"
rm -f "$work"/paired/*/warpagg_bench
wait $prebuild
SANITIZER_TIMEOUT=${SANITIZER_TIMEOUT:-75} LOG_DIR="$work/tests" timeout ${TESTS_TIMEOUT:-280} test/gpu/run.sh build-gpu/test-gpu >"$work/tests.txt" 2>&1
echo "tests rc=$?" >>"$work/tests.txt"
cuobjdump -sass build-gpu/bench/warpagg_bench 2>/dev/null |
  awk '/Function : _Z11hist_kernelIL1V2EiLi0ELi0EE/{p=1} /Function : /{if(!/IL1V2EiLi0ELi0EE/)p=0} p' >"$work/sass_adaptive_int.txt"
cp "$work/bench/bench.csv" "$work/bench/bench.png" "$work/bench/summary.txt" "$work/bench/bench.log" "$out/" 2>/dev/null
cp "$work/tests.txt" "$work/paired.txt" "$out/"
tar -C "$work" -czf "$out/logs.tgz" .
cat "$work/tests.txt" | tail -12
tail -45 "$work/bench/summary.txt"
