#!/usr/bin/env bash
# session 22 call D: in-tree runtime (one issue site, leave on one vote, the put flag a word) against
# rt/old; experiments on its uniformity check: c1 redux AND==OR, c2 issue flag a word, c3 both, nc none (bound)
set -uo pipefail
S=$PWD/.devcarry/s22
nvidia-smi -L | head -1 > $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/k -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 \
   "-DFUSED_RUNTIME_VARIANTS=old=$S/rt_old;c1=$S/rt_c1;c2=$S/rt_c2;c3=$S/rt_c3;nc=$S/rt_nc" && cmake --build /tmp/k -j 16 ) > /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
/tmp/k/fused_bench /tmp/ka --reps 15 > $OUT/fused-all.log 2>&1; echo "all rc=$?"
/tmp/k/fused_bench /tmp/kb --only raster3 --reps 15 > $OUT/raster3-2.log 2>&1; echo "raster3 rc=$?"
grep -E "^(raster3|md|raster/)" $OUT/fused-all.log | grep -v "|" | grep -E "plain|tool/|rt/[a-z0-9]+ |anchor/hand|anchor/early_exit " | awk '{print $1,$2,$4}'
echo "--- second raster3"; grep -E "^raster3" $OUT/raster3-2.log | grep -E "plain|tool/fused|rt/[a-z0-9]+ |anchor/hand|anchor/early_exit " | awk '{print $1,$2,$4}'
echo "--- pic"; grep -E "^pic" $OUT/fused-all.log | grep -v "|" | grep -E "plain|tool/fused|rt/(old|c3) " | awk '{printf "%s %s %s; ", $1,$2,$4} /c3/{print ""}'
mkdir -p /tmp/old/runtime && cp -r bench test /tmp/old/ && cp -r $S/rt_old /tmp/old/runtime/include
( cmake -S bench/realshapes -B /tmp/rn -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/rn -j 16 &&
  cmake -S /tmp/old/bench/realshapes -B /tmp/ro -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/ro -j 16 ) >> /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
for r in 1 2; do for v in rn ro; do /tmp/$v/realshapes_bench /tmp/$v-out$r --only=raster,lj --reps 15 > /tmp/$v-$r.log 2>&1; done; done
for r in 1 2; do for v in rn ro; do echo "== $v run $r"; grep -E "tool" /tmp/$v-$r.log | grep -v "|"; done; done > $OUT/realshapes.log
cat $OUT/realshapes.log
