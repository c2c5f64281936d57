#!/usr/bin/env bash
# session 21 call E: the user's loop made uniform-trip (hand variants of the tool's output)
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
H=$PWD/.devcarry/hand
( cmake -S bench/fused -B /tmp/fe -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 "-DFUSED_SOURCE_VARIANTS=tool_uniform_trip=$H/tool_uniform_trip.cu;tool_uniform_trip_skip_commit=$H/tool_uniform_trip_skip_commit.cu;plain_uniform_trip=$H/plain_uniform_trip.cu" && cmake --build /tmp/fe -j 16 ) > $OUT/build.log 2>&1; tail -1 $OUT/build.log
/tmp/fe/fused_bench $OUT/a --only raster3 --reps 15 > $OUT/raster3-a.log 2>&1; echo "a rc=$?"
/tmp/fe/fused_bench $OUT/b --only raster3 --reps 15 > $OUT/raster3-b.log 2>&1; echo "b rc=$?"
grep -E "raster3-" $OUT/raster3-a.log | grep -E "plain|tool/fused|src/|anchor/hand|anchor/early_exit "
echo ---; grep -E "raster3-" $OUT/raster3-b.log | grep -E "plain|tool/fused|src/|anchor/hand|anchor/early_exit "
