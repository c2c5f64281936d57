#!/usr/bin/env bash
# session 22 call C: the commit's entry (v1: leave on one predicate vote; v2: + the keyed group's
# "put" flag a 32-bit word; v3: v2 + no uniformity check (bound); v4: the flag alone), all bench/fused rows
set -uo pipefail
S=$PWD/.devcarry/s22
nvidia-smi -L | head -1 > $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/h -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 \
   "-DFUSED_RUNTIME_VARIANTS=v1=$S/rt_v1;v2=$S/rt_v2;v3=$S/rt_v3;v4=$S/rt_v4" && cmake --build /tmp/h -j 16 ) > /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
/tmp/h/fused_bench /tmp/ha --reps 15 > $OUT/fused-all.log 2>&1; echo "all rc=$?"
/tmp/h/fused_bench /tmp/hb --only raster3 --reps 15 > $OUT/raster3-2.log 2>&1; echo "raster3 rc=$?"
grep -E "^(raster3|md|raster/)" $OUT/fused-all.log | grep -v "|" | grep -E "plain|tool/fused|rt/v[0-9] |anchor/early_exit " | awk '{print $1,$2,$4}'
echo "--- second raster3"; grep -E "^raster3" $OUT/raster3-2.log | grep -E "plain|tool/fused|rt/v[0-9] |anchor/early_exit " | awk '{print $1,$2,$4}'
echo "--- pic (tool/fused, v1..v4)"; grep -E "^pic" $OUT/fused-all.log | grep -v "|" | grep -E "tool/fused|rt/v[0-9] " | awk '{printf "%s %s %s; ", $1,$2,$4} /v4/{print ""}'
for v in tool_fused rt_v2; do
  o=$(find /tmp/h/CMakeFiles/fused_$v.dir -name '*.o' | head -1)
  /usr/local/cuda/bin/cuobjdump -sass "$o" | awk '/Function : .*render_backward/{p=1} /Function : .*md_forces/{p=0} p' > $OUT/sass-$v.txt
  echo "$v: $(wc -l < $OUT/sass-$v.txt) lines"
done
