#!/usr/bin/env bash
# test/gpu/mutants_group.sh [build-root] -- evidence that the group tests
# (exec_group.cu) can fail: builds warpagg_exec_tests against copies of the
# runtime with one deliberate bug in the groups' headers each, runs `--group fused`,
# and reports KILLED when the tests fail (what must happen) or SURVIVED.
#   identity: a skipped lane adds +0.0 instead of -0.0 (breaks -0.0 sums)
#   leader:   the first peer issues instead of the last (it lacks the total)
# Needs a GPU; the builds run in parallel. Exit status 0 only if all are killed.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
broot=${1:-$root/build-gpu}
declare -A sed_of=(
  [identity]='s/^    return -0\.0;/    return 0.0;/; s/x\.w\[i\] = 0x80000000u;/x.w[i] = 0u;/'
  [leader]='s/has \&\& self == highest_lane(peers), addr/has \&\& self == lowest_lane(peers), addr/'
)
declare -A file_of=(  # the header each edit applies to, under include/warpagg/
  [identity]=detail/group_ops.cuh
  [leader]=group/match_group.cuh
)
status=0
for m in "${!sed_of[@]}"; do
  src="$broot/mutant-$m/runtime"
  rm -rf "$broot/mutant-$m" && mkdir -p "$src" && cp -r "$root/runtime/include" "$src/"
  f=${file_of[$m]}
  sed -i "${sed_of[$m]}" "$src/include/warpagg/$f"
  if cmp -s "$src/include/warpagg/$f" "$root/runtime/include/warpagg/$f"; then
    echo "mutant $m: the edit did not apply"; status=1; continue
  fi
  ( cmake -S "$here" -B "$broot/mutant-$m/build" -DCMAKE_BUILD_TYPE=Release \
      -DWARPAGG_RUNTIME_INCLUDE_DIR="$src/include" >/dev/null &&
    cmake --build "$broot/mutant-$m/build" -j "$(nproc)" --target warpagg_exec_tests ) \
    >"$broot/mutant-$m/build.log" 2>&1 &
done
wait
for m in "${!sed_of[@]}"; do
  exe="$broot/mutant-$m/build/warpagg_exec_tests"
  [ -x "$exe" ] || { echo "mutant $m: build failed"; tail -5 "$broot/mutant-$m/build.log"; status=1; continue; }
  "$exe" --group fused --seed 7 >"$broot/mutant-$m/run.log" 2>&1
  rc=$?
  first=$(grep -m1 '^FAIL' "$broot/mutant-$m/run.log" | cut -c1-150)
  if [ $rc != 0 ]; then
    echo "mutant $m: KILLED ($(tail -1 "$broot/mutant-$m/run.log")) e.g. $first"
  else
    echo "mutant $m: SURVIVED"; status=1
  fi
done
exit $status
