#!/usr/bin/env bash
# session 21 call D: commit entry variants (runtime copies under .devcarry/rt)
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
R=$PWD/.devcarry/rt
( cmake -S bench/fused -B /tmp/fd -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 "-DFUSED_RUNTIME_VARIANTS=v1_fullmask=$R/v1;v4_bound_fullmask=$R/v4" && cmake --build /tmp/fd -j 16 ) > $OUT/build.log 2>&1; tail -1 $OUT/build.log
for o in tool_fused rt_v1_fullmask rt_v4_bound_fullmask; do
  f=$(find /tmp/fd -name "*.o" -path "*fused_${o}*" | head -1)
  /usr/local/cuda/bin/cuobjdump -sass $f | awk '/Function : .*render_backward/{f=1} /Function : .*md_forces/{f=0} f' > $OUT/sass-$o.txt
  echo "$o: $(grep -c WARPSYNC $OUT/sass-$o.txt) WARPSYNC, $(grep -c 'VOTE' $OUT/sass-$o.txt) VOTE, $(wc -l < $OUT/sass-$o.txt) lines"
done
/tmp/fd/fused_bench $OUT/a --reps 15 > $OUT/all-a.log 2>&1; echo "all-a rc=$?"
/tmp/fd/fused_bench $OUT/b --only raster3 --reps 15 > $OUT/raster3-b.log 2>&1; echo "raster3-b rc=$?"
grep -E "tool/fused|rt/|anchor/hand|plain|WRONG|FAIL|wrong" $OUT/all-a.log | head -60
echo ---; grep -E "tool/fused|rt/|anchor/hand" $OUT/raster3-b.log
