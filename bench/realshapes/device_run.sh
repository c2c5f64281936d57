#!/usr/bin/env bash
# bench/realshapes/device_run.sh [outdir] -- one call on a GPU machine: builds
# the runtime's GPU execution tests (gates off, and warpagg_group_gated_tests
# with the runtime's gates on) and the real-shapes benchmark in parallel, runs
# every execution test, the gated binary, the quick float and int32 groups
# under compute-sanitizer memcheck / racecheck / synccheck, then the benchmark
# (ARGS, default none: every kernel); prints a summary last. Everything lands
# in outdir (default $OUT, else /tmp/realshapes-out). Needs CMake and nvcc.
# PREBUILT=1 skips the builds and runs binaries built elsewhere for sm_90
# (build-gpu/test-gpu and build-gpu/realshapes, carried to the GPU machine;
# the tests configured with -DWARPAGG_GPU_TEST_HOST_OPT=-O3 there, which has
# no GPU):
# device time then goes to the runs only; TESTS_DIR names the directory of
# the test binaries (default build-gpu/test-gpu).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-${OUT:-/tmp/realshapes-out}}
mkdir -p "$out"
jobs=$(nproc)
t0=$(date +%s)
nvidia-smi -L | head -1 | tee "$out/device.txt"
date -u >>"$out/device.txt"
tb="${TESTS_DIR:-$root/build-gpu/test-gpu}"
if [ "${PREBUILT:-0}" = 1 ]; then
  rc_bt=0; rc_br=0
else
( cmake -S "$root/test/gpu" -B "$tb" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_GPU_TEST_ARCH=90 &&
  cmake --build "$tb" -j "$jobs" --target warpagg_exec_tests warpagg_group_gated_tests ) >"$out/build-tests.log" 2>&1 &
p1=$!
( cmake -S "$here" -B "$root/build-gpu/realshapes" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 &&
  cmake --build "$root/build-gpu/realshapes" -j "$jobs" ) >"$out/build-realshapes.log" 2>&1 &
p2=$!
wait $p1; rc_bt=$?
wait $p2; rc_br=$?
fi
echo "build: tests rc=$rc_bt realshapes rc=$rc_br ($(( $(date +%s) - t0 )) s)"
[ $rc_bt = 0 ] || tail -20 "$out/build-tests.log"
[ $rc_br = 0 ] || tail -20 "$out/build-realshapes.log"
declare -a rows
if [ $rc_bt = 0 ]; then
  exe="$tb/warpagg_exec_tests"
  timeout "${EXEC_TIMEOUT:-240}" "$exe" >"$out/exec.log" 2>&1; rc=$?
  rows+=("exec (every group, gates off): rc=$rc $(grep -E '^(PASSED|FAILED)' "$out/exec.log" | tail -1)")
  grep -m 15 '^FAIL' "$out/exec.log"
  timeout 120 "$tb/warpagg_group_gated_tests" --seed 7 >"$out/gated.log" 2>&1; rc=$?
  rows+=("gated (fused, float, int32): rc=$rc $(grep -E '^(PASSED|FAILED)' "$out/gated.log" | tail -1)")
  cs=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
  for tool in memcheck racecheck synccheck; do
    for g in float int32; do
      timeout "${SANITIZER_TIMEOUT:-100}" "$cs" --tool $tool --error-exitcode 99 "$exe" --group $g --quick --seed 7 \
        >"$out/san-$tool-$g.log" 2>&1; rc=$?
      rows+=("compute-sanitizer $tool ($g, quick): rc=$rc $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/san-$tool-$g.log" | tail -1)")
    done
  done
fi
if [ $rc_br = 0 ]; then
  mkdir -p "$out/realshapes"
  timeout "${BENCH_TIMEOUT:-300}" "$root/build-gpu/realshapes/realshapes_bench" "$out/realshapes" ${ARGS:-} \
    >"$out/realshapes.log" 2>&1; rc=$?
  rows+=("realshapes: rc=$rc $(tail -1 "$out/realshapes.log")")
  sed -n '/== real shapes/,$p' "$out/realshapes.log"
fi
echo "== summary ($(( $(date +%s) - t0 )) s)"
printf '%s\n' "${rows[@]}"
