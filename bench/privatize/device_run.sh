#!/usr/bin/env bash
# bench/privatize/device_run.sh [outdir] -- one call on a GPU machine for
# issue 17: builds the privatization execution tests and the benchmark in
# parallel, runs the tests (full, then the quick subset under
# compute-sanitizer memcheck/racecheck/synccheck) and the benchmark; prints a
# short summary last. Everything lands in outdir (default $OUT, else
# /tmp/priv-out). BENCH=0: the tests only.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-${OUT:-/tmp/priv-out}}
mkdir -p "$out"
jobs=$(nproc)
t0=$(date +%s)
nvidia-smi -L | head -1 | tee "$out/device.txt"
nvcc --version | tail -2 >>"$out/device.txt"
date -u >>"$out/device.txt"
tb="$root/build-gpu/test-gpu"
( cmake -S "$root/test/gpu" -B "$tb" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_GPU_TEST_ARCH=90 &&
  cmake --build "$tb" -j "$jobs" --target warpagg_private_tests ) >"$out/build-tests.log" 2>&1 &
p1=$!
( [ "${BENCH:-1}" != 0 ] || exit 3
  cmake -S "$here" -B "$root/build-gpu/privatize" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 &&
  cmake --build "$root/build-gpu/privatize" -j "$jobs" ) >"$out/build-bench.log" 2>&1 &
p2=$!
wait $p1; rc_bt=$?
wait $p2; rc_bb=$?
echo "build: tests rc=$rc_bt bench rc=$rc_bb ($(( $(date +%s) - t0 )) s)"
[ $rc_bt = 0 ] || tail -30 "$out/build-tests.log"
[ $rc_bb = 0 ] || tail -30 "$out/build-bench.log"
declare -a rows
if [ $rc_bt = 0 ]; then
  exe="$tb/warpagg_private_tests"
  t1=$(date +%s)
  timeout 150 "$exe" >"$out/exec-private.log" 2>&1; rc=$?
  rows+=("exec private: rc=$rc $(grep -E '^group|^(PASSED|FAILED)' "$out/exec-private.log" | tr '\n' ' ') ($(( $(date +%s) - t1 )) s)")
  grep -m 20 '^FAIL' "$out/exec-private.log"
  cs=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
  for tool in memcheck racecheck synccheck; do
    t1=$(date +%s)
    timeout 100 "$cs" --tool $tool --error-exitcode 99 "$exe" --quick --seed 7 >"$out/san-$tool.log" 2>&1; rc=$?
    rows+=("compute-sanitizer $tool (quick): rc=$rc $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/san-$tool.log" | tail -1) $(grep -E '^(PASSED|FAILED)' "$out/san-$tool.log" | tail -1) ($(( $(date +%s) - t1 )) s)")
  done
fi
if [ $rc_bb = 0 ]; then
  t1=$(date +%s)
  timeout 240 "$root/build-gpu/privatize/priv_bench" "$out" --reps "${REPS:-15}" >"$out/privatize.log" 2>&1; rc=$?
  rows+=("privatize bench: rc=$rc ($(( $(date +%s) - t1 )) s)")
  grep -E "WRONG" "$out/privatize.log" | head
fi
echo "== summary ($(( $(date +%s) - t0 )) s) =="
printf '%s\n' "${rows[@]}"
cat "$out/privatize.log" 2>/dev/null
