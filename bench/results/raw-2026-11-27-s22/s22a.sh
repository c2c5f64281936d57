#!/usr/bin/env bash
# session 22 call A: the group commit with one issue site (in-tree runtime) against the
# previous runtime (rt/old), the check skipped (rt/nocheck), a per-site threshold (rt/thresh);
# bench/realshapes new vs old runtime.
set -uo pipefail
S=$PWD/.devcarry/s22
nvidia-smi -L | head -1 > $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/f -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 \
   "-DFUSED_RUNTIME_VARIANTS=old=$S/rt_old;nocheck=$S/rt_nocheck;thresh=$S/rt_thresh" && cmake --build /tmp/f -j 16 ) > $OUT/build.log 2>&1 || { tail -30 $OUT/build.log; exit 1; }
echo "fused built $(date -u +%T)"
/tmp/f/fused_bench /tmp/fa --reps 15 > $OUT/fused-all.log 2>&1; echo "all rc=$?"
/tmp/f/fused_bench /tmp/fb --only raster3 --reps 15 > $OUT/raster3-2.log 2>&1; echo "raster3 rc=$?"
grep -E "^(raster3|md|raster/)" $OUT/fused-all.log | grep -v "|" | grep -E "plain|tool/|rt/|anchor/hand|anchor/early_exit "
echo "--- second raster3"; grep -E "^raster3" $OUT/raster3-2.log | grep -E "plain|tool/|rt/|anchor/hand|anchor/early_exit "
echo "--- pic"; grep -E "^pic" $OUT/fused-all.log | grep -v "|" | grep -E "tool/fused|rt/" | awk '{print $1,$2,$4}' | paste - - - - - - - -
# realshapes: new runtime and the old one, alternating
mkdir -p /tmp/old/runtime && cp -r bench test /tmp/old/ && cp -r $S/rt_old /tmp/old/runtime/include
( cmake -S bench/realshapes -B /tmp/rn -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/rn -j 16 &&
  cmake -S /tmp/old/bench/realshapes -B /tmp/ro -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/ro -j 16 ) >> $OUT/build.log 2>&1 || { tail -30 $OUT/build.log; exit 1; }
for r in 1 2; do
  for v in rn ro; do /tmp/$v/realshapes_bench /tmp/$v-out$r --only=raster,lj,deposit --reps 15 > /tmp/$v-$r.log 2>&1; done
done
for r in 1 2; do for v in rn ro; do echo "== $v run $r"; grep -E "tool" /tmp/$v-$r.log | grep -v "|"; done; done > $OUT/realshapes.log
cat $OUT/realshapes.log | head -60
