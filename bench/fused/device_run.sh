#!/usr/bin/env bash
# bench/fused/device_run.sh [outdir] -- one call on a GPU machine for issue 19:
# builds the GPU execution tests and the fused benchmarks in parallel, runs
# the group tests (with FULL=1 then every group), the quick
# group subset under compute-sanitizer memcheck/racecheck/synccheck, and the
# fused benchmarks; prints a short summary last. Everything lands in outdir
# (default $OUT, else /tmp/fused-out). TUNE=ON adds the tune/* variants;
# MUTANTS=1 runs test/gpu/mutants_group.sh instead of the sanitizers.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-${OUT:-/tmp/fused-out}}
mkdir -p "$out"
jobs=$(nproc)
t0=$(date +%s)
nvidia-smi -L | head -1 | tee "$out/device.txt"
nvcc --version | tail -2 >>"$out/device.txt"
date -u >>"$out/device.txt"
tb="$root/build-gpu/test-gpu"
fb="$root/build-gpu/fused"
( cmake -S "$root/test/gpu" -B "$tb" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_GPU_TEST_ARCH=90 &&
  cmake --build "$tb" -j "$jobs" --target warpagg_exec_tests ) >"$out/build-tests.log" 2>&1 &
p1=$!
if [ -n "${MUTANTS:-}" ]; then
  "$root/test/gpu/mutants_group.sh" "$root/build-gpu" >"$out/mutants.log" 2>&1 &
  p3=$!
fi
( cmake -S "$here" -B "$fb" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 -DFUSED_TUNE="${TUNE:-OFF}" &&
  cmake --build "$fb" -j "$jobs" ) >"$out/build-fused.log" 2>&1 &
p2=$!
wait $p1; rc_bt=$?
wait $p2; rc_bf=$?
echo "build: tests rc=$rc_bt fused rc=$rc_bf ($(( $(date +%s) - t0 )) s)"
[ $rc_bt = 0 ] || tail -20 "$out/build-tests.log"
[ $rc_bf = 0 ] || tail -20 "$out/build-fused.log"
declare -a rows
if [ $rc_bt = 0 ]; then
  exe="$tb/warpagg_exec_tests"
  timeout 200 "$exe" --group fused >"$out/exec-fused.log" 2>&1; rc=$?
  rows+=("exec --group fused: rc=$rc $(grep -E '^group|^(PASSED|FAILED)' "$out/exec-fused.log" | tr '\n' ' ')")
  grep -m 15 '^FAIL' "$out/exec-fused.log"
  cs=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
  [ -n "${MUTANTS:-}" ] && cs=skip
  for tool in memcheck racecheck synccheck; do
    [ "$cs" = skip ] && break
    timeout 120 "$cs" --tool $tool --error-exitcode 99 "$exe" --group fused --quick --seed 7 >"$out/san-$tool.log" 2>&1; rc=$?
    rows+=("compute-sanitizer $tool (fused, quick): rc=$rc $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/san-$tool.log" | tail -1) $(grep -E '^(PASSED|FAILED)' "$out/san-$tool.log" | tail -1)")
  done
  if [ -n "${FULL:-}" ]; then  # every other group too (about 180 s on an H100)
    timeout 300 "$exe" >"$out/exec-all.log" 2>&1; rc=$?
    rows+=("exec (all groups): rc=$rc $(grep -E '^(PASSED|FAILED)' "$out/exec-all.log")")
    grep -m 15 '^FAIL' "$out/exec-all.log"
  fi
fi
if [ -n "${MUTANTS:-}" ]; then
  wait $p3
  rows+=("mutants (test/gpu/mutants_group.sh): $(tr '\n' ' ' <"$out/mutants.log")")
fi
if [ $rc_bf = 0 ]; then
  timeout 240 "$fb/fused_bench" "$out" --reps 15 >"$out/fused.log" 2>&1; rc=$?
  rows+=("fused bench: rc=$rc")
  grep -E "WRONG" "$out/fused.log" | head
fi
echo "== summary ($(( $(date +%s) - t0 )) s) =="
printf '%s\n' "${rows[@]}"
sed -n '/== fused aggregation/,$p' "$out/fused.log" 2>/dev/null
