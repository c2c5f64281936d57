#!/usr/bin/env bash
# session 21 call I: raster3 with the real kernel's `template <uint32_t C>`
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
U=$PWD/.devcarry/u
V="plain_u32=$U/plain_u32.cu;tool_u32_in_step=$U/tool_u32_in_step.cu;tool_u32_as_before=$U/tool_u32_as_before.cu;anchor_u32=$U/anchor_u32.cu;anchor_u32_early=$U/anchor_u32_early.cu;tool_u32_in_step_int_index=$U/tool_u32_in_step_int_index.cu"
( cmake -S bench/fused -B /tmp/fi -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 "-DFUSED_SOURCE_VARIANTS=$V" && cmake --build /tmp/fi -j 16 ) > $OUT/build.log 2>&1; tail -1 $OUT/build.log
grep -B1 -A3 "render_backward" $OUT/build.log | grep -E "Used" | head -3
/tmp/fi/fused_bench $OUT/a --only raster3 --reps 15 > $OUT/raster3-a.log 2>&1; echo "a rc=$?"
/tmp/fi/fused_bench $OUT/b --only raster3 --reps 15 > $OUT/raster3-b.log 2>&1; echo "b rc=$?"
grep -E "raster3-" $OUT/raster3-a.log | grep -E "plain|tool/fused|src/|anchor/hand|anchor/early_exit "
echo ---; grep -E "raster3-" $OUT/raster3-b.log | grep -E "plain|tool/fused|src/|anchor/hand|anchor/early_exit "
