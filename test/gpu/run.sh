#!/usr/bin/env bash
# test/gpu/run.sh -- build and run the warpagg GPU tests on a machine with a
# GPU, then run the quick subset (and the phased once_per_thread build) under
# compute-sanitizer (memcheck, racecheck, synccheck), and the differential
# harness (random kernels against the tool's committed rewrites of them, bit
# for bit; every 8th kernel again under memcheck and racecheck). Needs only
# CMake, nvcc and this tree.
#
#   test/gpu/run.sh [build-dir]        (default: build-gpu/test-gpu)
# Environment: LOG_DIR (default <build-dir>/logs), WARPAGG_GPU_TEST_ARCH
# (default 90), JOBS, SEED (default: time-based, printed), SKIP_SANITIZERS=1,
# PREBUILT=1 (run the binaries already in build-dir, built elsewhere: configure
# them with -DWARPAGG_GPU_TEST_HOST_OPT=-O3 where that machine has no GPU,
# else their CPU references run at -O0, 7.5x slower),
# SKIP_EXEC=1 (not the execution tests themselves; their sanitizer runs stay).
# Prints a summary table last; exit status 0 only if everything passed.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build-gpu/test-gpu}
logs=${LOG_DIR:-$build/logs}
mkdir -p "$build" "$logs"
arch=${WARPAGG_GPU_TEST_ARCH:-90}
jobs=${JOBS:-$(nproc)}
declare -a rows
status=0
row() { rows+=("$(printf '%-36s %-6s %s' "$1" "$2" "$3")"); [ "$2" = PASS ] || status=1; }

targets=(warpagg_exec_tests warpagg_once_forced_tests warpagg_group_gated_tests warpagg_paired16_tests warpagg_private_tests
         warpagg_profiled_private_tests warpagg_helper_copies_tests warpagg_differential warpagg_profile_tests)
t0=$(date +%s)
if [ -n "${PREBUILT:-}" ]; then
  # Binaries built elsewhere (a machine without a GPU: CI builds them all),
  # copied into the build directory; nothing is compiled here.
  missing=$(for t in "${targets[@]}"; do [ -x "$build/$t" ] || printf ' %s' "$t"; done)
  if [ -n "$missing" ]; then
    echo "run.sh: PREBUILT is set but $build lacks:$missing" >&2
    exit 2
  fi
  row "build" PASS "prebuilt binaries in $build"
elif cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DWARPAGG_GPU_TEST_ARCH="$arch" >"$logs/configure.log" 2>&1 &&
   cmake --build "$build" -j "$jobs" --target "${targets[@]}" >"$logs/build.log" 2>&1; then
  row "build (nvcc sm_$arch)" PASS "$(( $(date +%s) - t0 )) s"
else
  row "build (nvcc sm_$arch)" FAIL "see $logs/build.log"
  tail -30 "$logs/build.log"
  printf '%s\n' "${rows[@]}"
  exit 1
fi
exe="$build/warpagg_exec_tests"
nvidia-smi -L 2>/dev/null | head -1 | tee "$logs/device.txt"
seed_args=()
[ -n "${SEED:-}" ] && seed_args=(--seed "$SEED")

if [ -z "${SKIP_EXEC:-}" ]; then
  t0=$(date +%s)
  "$exe" "${seed_args[@]}" >"$logs/exec.log" 2>&1
  rc=$?
  grep -E "^(device|group|PASSED|FAILED)" "$logs/exec.log"
  grep -m 20 "^FAIL" "$logs/exec.log"
  row "execution tests" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(tail -1 "$logs/exec.log") ($(( $(date +%s) - t0 )) s)"
fi

# once_per_thread with every warp issuing in phases: its own binary.
forced="$build/warpagg_once_forced_tests"
t0=$(date +%s)
"$forced" "${seed_args[@]}" >"$logs/once_forced.log" 2>&1
rc=$?
grep -m 20 "^FAIL" "$logs/once_forced.log"
row "once_per_thread, all phased" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(tail -1 "$logs/once_forced.log") ($(( $(date +%s) - t0 )) s)"

# The fused groups with the runtime's launch gate on (every other binary turns it off).
t0=$(date +%s)
"$build/warpagg_group_gated_tests" "${seed_args[@]}" >"$logs/group_gated.log" 2>&1
rc=$?
grep -m 20 "^FAIL" "$logs/group_gated.log"
row "fused groups, launch gate on" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(tail -1 "$logs/group_gated.log") ($(( $(date +%s) - t0 )) s)"

# The opt-in paired 16-bit adds (WARPAGG_PAIRED_16BIT=1): their own binary.
t0=$(date +%s)
"$build/warpagg_paired16_tests" "${seed_args[@]}" >"$logs/paired16.log" 2>&1
rc=$?
grep -m 20 "^FAIL" "$logs/paired16.log"
row "paired 16-bit adds (opt-in)" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(tail -1 "$logs/paired16.log") ($(( $(date +%s) - t0 )) s)"

# Privatization: private tables and the tool's rewrite of private_kernels.cu
# (user_minmax, issue 24: a project's min/max that are not clamps keep the
# table in global memory; compute-sanitizer's memcheck below would report a
# shared copy indexed out of range).
t0=$(date +%s)
"$build/warpagg_private_tests" "${seed_args[@]}" >"$logs/private.log" 2>&1
rc=$?
grep -m 20 "^FAIL" "$logs/private.log"
row "privatization (private tables)" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(tail -1 "$logs/private.log") ($(( $(date +%s) - t0 )) s)"

# Profile-guided privatization: a table bounded by a profile's keys, behind a
# guard, on keys inside and outside them (memcheck below: no copy indexed out
# of range).
t0=$(date +%s)
"$build/warpagg_profiled_private_tests" "${seed_args[@]}" >"$logs/profiled_private.log" 2>&1
rc=$?
grep -m 20 "^FAIL" "$logs/profiled_private.log"
row "privatization from a profile" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(tail -1 "$logs/profiled_private.log") ($(( $(date +%s) - t0 )) s)"

# Helpers decided per call site: copies called by the gaining calls only.
t0=$(date +%s)
"$build/warpagg_helper_copies_tests" "${seed_args[@]}" >"$logs/helper_copies.log" 2>&1
rc=$?
grep -m 20 "^FAIL" "$logs/helper_copies.log"
row "helpers decided per call site" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(tail -1 "$logs/helper_copies.log") ($(( $(date +%s) - t0 )) s)"

# Profiles: the instrumented build's counts, exact, and its files.
t0=$(date +%s)
"$build/warpagg_profile_tests" >"$logs/profile.log" 2>&1
rc=$?
grep -m 20 "^FAIL" "$logs/profile.log"
row "profile (instrumented counts)" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(tail -1 "$logs/profile.log") ($(( $(date +%s) - t0 )) s)"

# Differential: the generated kernels (differential/generated/) as written
# and as the tool rewrote them (4 option sets), bit for bit. Fixed seed 24
# unless SEED is set.
t0=$(date +%s)
"$build/warpagg_differential" "${seed_args[@]}" >"$logs/differential.log" 2>&1
rc=$?
grep -m 20 -E "^(DIFFER|NONDETERMINISTIC)" "$logs/differential.log"
row "differential (random kernels)" "$([ $rc = 0 ] && echo PASS || echo FAIL)" \
    "$(grep '^differential:' "$logs/differential.log" || tail -1 "$logs/differential.log") ($(( $(date +%s) - t0 )) s)"

if [ -z "${SKIP_SANITIZERS:-}" ]; then
  cs=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
  # sanitize BIN LOG_SUFFIX LABEL_SUFFIX: BIN --quick --seed 7 under each tool.
  sanitize() {
    for tool in memcheck racecheck synccheck; do
      t0=$(date +%s)
      extra=()
      [ $tool = memcheck ] && extra=(--leak-check full)
      log="$logs/$tool$2.log"
      timeout "${SANITIZER_TIMEOUT:-240}" "$cs" --tool $tool "${extra[@]}" --error-exitcode 99 "$1" --quick --seed 7 \
        >"$log" 2>&1
      rc=$?
      summary=$(grep -E "ERROR SUMMARY|RACECHECK SUMMARY" "$log" | tail -1)
      row "compute-sanitizer $tool$3" "$([ $rc = 0 ] && echo PASS || echo FAIL)" \
          "${summary:-no summary} / $(grep -E '^(PASSED|FAILED)' "$log" | tail -1) ($(( $(date +%s) - t0 )) s)"
    done
  }
  sanitize "$exe" "" ""                      # the quick subset of the execution tests
  sanitize "$forced" _phased " (phased)"     # once_per_thread, every warp phased
  sanitize "$build/warpagg_group_gated_tests" _group_gated " (fused groups, gate on)"
  sanitize "$build/warpagg_private_tests" _private " (privatization)"
  sanitize "$build/warpagg_profiled_private_tests" _profiled_private " (profiled privatization)"
  sanitize "$build/warpagg_helper_copies_tests" _helper_copies " (helper copies)"
  # The rewritten differential kernels (every 8th), memcheck and racecheck.
  for tool in memcheck racecheck; do
    t0=$(date +%s)
    log="$logs/${tool}_differential.log"
    extra=()
    [ $tool = memcheck ] && extra=(--leak-check full)
    timeout "${SANITIZER_TIMEOUT:-240}" "$cs" --tool $tool "${extra[@]}" --error-exitcode 99 \
      "$build/warpagg_differential" --every 8 >"$log" 2>&1
    rc=$?
    summary=$(grep -E "ERROR SUMMARY|RACECHECK SUMMARY" "$log" | tail -1)
    row "compute-sanitizer $tool (differential)" "$([ $rc = 0 ] && echo PASS || echo FAIL)" \
        "${summary:-no summary} / $(grep '^differential:' "$log" | tail -1) ($(( $(date +%s) - t0 )) s)"
  done
fi
echo
echo "== warpagg GPU tests: summary =="
printf '%s\n' "${rows[@]}"
exit $status
