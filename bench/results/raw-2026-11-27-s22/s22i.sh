#!/usr/bin/env bash
# session 22 call I: the committed tool output (raster3: loop run in step after the block's barrier, keyed_uniform_group
# committed with the loop's lanes) and runtime; src/likely_form: the previous output (checked likely_uniform group)
# with this runtime; all bench/fused rows; bench/realshapes' group rows against the previous runtime (rt_old)
set -uo pipefail
S=$PWD/.devcarry/s22
nvidia-smi -L | head -1 > $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/p -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 \
   "-DFUSED_SOURCE_VARIANTS=likely_form=$S/likely_form.cu" && cmake --build /tmp/p -j 16 ) > /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
grep -A2 "render_backward" /tmp/build.log | grep -E "Used" | sort | uniq -c
/tmp/p/fused_bench /tmp/pa --reps 15 > $OUT/fused-all.log 2>&1; echo "all rc=$?"
for r in 2 3; do /tmp/p/fused_bench /tmp/pb --only raster3 --reps 15 > /tmp/r$r.log 2>&1; echo "raster3 rc=$?"; done
cat /tmp/r2.log /tmp/r3.log > $OUT/raster3-more.log
grep -v "|" $OUT/fused-all.log | grep -E "correct|WRONG|wrong" | awk '{print $1,$2,$3,$4}' | grep -vE "^(pic)" 
echo "--- raster3 runs 2, 3"; grep -E "^raster3" $OUT/raster3-more.log | grep -E "plain|tool/fused|src/|anchor/hand|anchor/early_exit " | awk '{print $1,$2,$4}'
echo "--- pic"; grep -E "^pic" $OUT/fused-all.log | grep -v "|" | awk '{printf "%s %s %s %s; ", $1,$2,$3,$4} /tool\/fused/{print ""}'
mkdir -p /tmp/old/runtime && cp -r bench test /tmp/old/ && cp -r $S/rt_old /tmp/old/runtime/include
( cmake -S bench/realshapes -B /tmp/rn -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/rn -j 16 &&
  cmake -S /tmp/old/bench/realshapes -B /tmp/ro -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/ro -j 16 ) >> /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
for r in 1 2; do for v in rn ro; do /tmp/$v/realshapes_bench /tmp/$v-out$r --only=raster,lj,deposit --reps 15 > /tmp/$v-$r.log 2>&1; done; done
for r in 1 2; do for v in rn ro; do echo "== $v run $r"; grep -E "tool|plain" /tmp/$v-$r.log | grep -v "|"; done; done > $OUT/realshapes.log
grep tool $OUT/realshapes.log
