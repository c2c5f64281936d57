#!/usr/bin/env bash
# session 21 call L: the committed raster3 output (uint32_t C, in step) asked for 5 / 6 blocks per SM
set -uo pipefail
nvidia-smi -L | head -1 > $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/fl -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 -DFUSED_TUNE=ON && cmake --build /tmp/fl -j 16 ) > $OUT/build.log 2>&1; tail -1 $OUT/build.log
grep -A3 "render_backward" $OUT/build.log | grep -E "Used|spill" | sort | uniq -c | head
/tmp/fl/fused_bench $OUT/a --only raster3 --reps 15 > $OUT/raster3-a.log 2>&1; echo "a rc=$?"
grep -E "raster3-" $OUT/raster3-a.log | grep -E "plain|tool/fused|blocks|anchor/hand|anchor/early_exit "
