#!/usr/bin/env bash
# one device call: bench/fused (with experiments) and bench/realshapes, keyed groups
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/fb -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 -DFUSED_EXPERIMENTS=ON && cmake --build /tmp/fb -j 8 ) > $OUT/build-fused.log 2>&1 &
( cmake -S bench/realshapes -B /tmp/rb -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/rb -j 8 ) > $OUT/build-real.log 2>&1 &
wait
tail -3 $OUT/build-fused.log $OUT/build-real.log
/tmp/fb/fused_bench $OUT/fused-a --reps 15 > $OUT/fused-a.log 2>&1; echo "fused-a rc=$?"
/tmp/fb/fused_bench $OUT/raster3-b --only raster3 --reps 15 > $OUT/raster3-b.log 2>&1; echo "raster3-b rc=$?"
mkdir -p $OUT/real; /tmp/rb/realshapes_bench $OUT/real > $OUT/realshapes.log 2>&1; echo "real rc=$?"
cs=/usr/local/cuda/bin/compute-sanitizer
for tool in memcheck racecheck synccheck; do
  timeout 60 $cs --tool $tool --error-exitcode 99 /tmp/fb/fused_bench $OUT/san --quick --reps 1 --variant tool/fused > $OUT/san-$tool.log 2>&1; echo "san $tool rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $OUT/san-$tool.log | tail -1)"
done
grep -E "raster3|tool/fused|anchor|plain|exp/|correct|FAIL|WRONG" $OUT/fused-a.log | head -80
echo ----; grep -E "raster3|tool/fused|anchor/hand|exp/value_only_group_issuers_4|exp/value_only_group |FAIL|WRONG" $OUT/raster3-b.log | head -30
echo ----; tail -40 $OUT/realshapes.log
