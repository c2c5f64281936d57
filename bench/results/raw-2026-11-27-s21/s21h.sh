#!/usr/bin/env bash
# session 21 call H: bench/realshapes raster_bwd, as before (address of HEAD's output) and in step
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
G=bench/realshapes/generated/kernels_plain.tool.cu
if [ ! -x /tmp/rro/realshapes_bench ]; then
  cp $G /tmp/new.tool.cu && cp .devcarry/rs_old/kernels_plain.tool.cu $G
  ( cmake -S bench/realshapes -B /tmp/rro -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/rro -j 16 ) > $OUT/build-real-old.log 2>&1
  cp /tmp/new.tool.cu $G
fi
[ -x /tmp/rr/realshapes_bench ] || ( cmake -S bench/realshapes -B /tmp/rr -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/rr -j 16 ) > $OUT/build-real.log 2>&1
for r in 1 2 3; do
  mkdir -p $OUT/ro$r $OUT/rn$r
  /tmp/rro/realshapes_bench $OUT/ro$r --only=raster > $OUT/ro$r/log.txt 2>&1
  /tmp/rr/realshapes_bench $OUT/rn$r --only=raster > $OUT/rn$r/log.txt 2>&1
done
for r in 1 2 3; do echo "as before $r: $(grep -E '^raster_bwd' $OUT/ro$r/log.txt | tail -1)"; echo "in step   $r: $(grep -E '^raster_bwd' $OUT/rn$r/log.txt | tail -1)"; done
