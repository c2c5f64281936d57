#!/usr/bin/env bash
# session 21 call A: raster3 occupancy variants (tool output, keyed groups)
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/fb -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 -DFUSED_EXPERIMENTS=ON -DFUSED_TUNE=ON && cmake --build /tmp/fb -j 16 ) > $OUT/build-fused.log 2>&1
tail -2 $OUT/build-fused.log
grep -B1 -A3 "render_backward" $OUT/build-fused.log | grep -E "Used|spill" | head -5
/tmp/fb/fused_bench $OUT/raster3-a --only raster3 --reps 15 > $OUT/raster3-a.log 2>&1; echo "raster3-a rc=$?"
/tmp/fb/fused_bench $OUT/raster3-b --only raster3 --reps 15 > $OUT/raster3-b.log 2>&1; echo "raster3-b rc=$?"
grep -E "raster3" $OUT/raster3-a.log | head -60
echo ---; grep -E "raster3" $OUT/raster3-b.log | grep -E "tool|anchor/hand|anchor/early|exp/value_only_group |regs48|plain" | head -40
