#!/usr/bin/env bash
# bench/experiments/group_match_pct.sh OUT [PCTS]: a group's distinct estimate
# threshold (WARPAGG_GROUP_MATCH_PCT, group/match_group.cuh's commit_match) against the
# groups it serves: realshapes' Lennard-Jones half list (keys rarely shared)
# and bench/fused's md and pic rows (keys shared). 1000 = always match (no
# estimate). Builds every threshold in parallel, then times them one by one.
set -uo pipefail
out=${1:?usage: group_match_pct.sh OUT [PCTS]}
pcts=${2:-85 95 105 1000}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
for p in $pcts; do
  (cmake -S "$root/bench/realshapes" -B /tmp/gm-rs-$p -DCMAKE_BUILD_TYPE=Release \
     -DCMAKE_CUDA_FLAGS=-DWARPAGG_GROUP_MATCH_PCT=$p >/dev/null &&
   cmake --build /tmp/gm-rs-$p -j 4 >"$out/build-rs-$p.log" 2>&1) &
  (cmake -S "$root/bench/fused" -B /tmp/gm-fb-$p -DCMAKE_BUILD_TYPE=Release \
     -DCMAKE_CUDA_FLAGS=-DWARPAGG_GROUP_MATCH_PCT=$p >/dev/null &&
   cmake --build /tmp/gm-fb-$p -j 4 >"$out/build-fb-$p.log" 2>&1) &
done
wait
for p in $pcts; do
  echo "== WARPAGG_GROUP_MATCH_PCT=$p"
  /tmp/gm-rs-$p/realshapes_bench "$out/rs-$p" --reps 21 --only=lj 2>&1 | grep -E "^lj " | grep -E "plain|tool"
  /tmp/gm-fb-$p/fused_bench "$out/fb-$p" --reps 9 2>&1 | grep -E "^(md|pic)[^ ]* +(plain|tool/fused)"
done
