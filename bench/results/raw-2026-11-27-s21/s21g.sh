#!/usr/bin/env bash
# session 21 call G: in-step output: issuers, the commit-entry bound, realshapes A/B (as before / in step)
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
R=$PWD/.devcarry/rt
G=bench/realshapes/generated/kernels_plain.tool.cu
cp $G /tmp/new.tool.cu && cp .devcarry/rs_old/kernels_plain.tool.cu $G
( cmake -S bench/realshapes -B /tmp/rro -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/rro -j 16 ) > $OUT/build-real-old.log 2>&1
cp /tmp/new.tool.cu $G
( cmake -S bench/realshapes -B /tmp/rr -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/rr -j 4 ) > $OUT/build-real.log 2>&1 &
( cmake -S bench/fused -B /tmp/fg -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 -DFUSED_TUNE=ON "-DFUSED_RUNTIME_VARIANTS=v4_bound_fullmask=$R/v4" && cmake --build /tmp/fg -j 12 ) > $OUT/build-fused.log 2>&1
wait
tail -1 $OUT/build-real-old.log $OUT/build-real.log $OUT/build-fused.log
/tmp/fg/fused_bench $OUT/fa --only raster3 --reps 15 > $OUT/raster3-a.log 2>&1; echo "raster3-a rc=$?"
for r in 1 2; do
  /tmp/rro/realshapes_bench $OUT/ro$r --only=raster_bwd > $OUT/real-old-$r.log 2>&1
  /tmp/rr/realshapes_bench $OUT/rn$r --only=raster_bwd > $OUT/real-new-$r.log 2>&1
done
grep -E "raster3-" $OUT/raster3-a.log | grep -E "plain|tool/|tune/tool_iss|tune/tool_min|rt/|anchor/hand|anchor/early_exit " | grep -v blocks
for f in $OUT/real-old-1.log $OUT/real-new-1.log $OUT/real-old-2.log $OUT/real-new-2.log; do echo "$f: $(grep -E '^raster_bwd' $f)"; done
