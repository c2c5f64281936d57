#!/usr/bin/env bash
# session 22 call H: the loop mask's uniform commit with 4 issuers (48 registers) against 2 (64)
set -uo pipefail
S=$PWD/.devcarry/s22
nvidia-smi -L | head -1 > $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/n -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 \
   "-DFUSED_SOURCE_VARIANTS=iu_mask=$S/instep_uniform.cu;iu_mask_iss4=$S/iu_mask_iss4.cu;tool_iss4=$S/tool_iss4.cu" && cmake --build /tmp/n -j 16 ) > /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
for r in 1 2 3; do /tmp/n/fused_bench /tmp/na --only raster3 --reps 15 > /tmp/t$r.log 2>&1; echo "rc=$?"; done
cat /tmp/t1.log /tmp/t2.log /tmp/t3.log | grep -E "^raster3" | grep -v "|" | grep -E "plain|tool/fused|src/|anchor/hand|anchor/early_exit " | awk '{print $1,$2,$4}' | sort | awk '{k=$1" "$2; a[k]=a[k]" "$3} END{for(k in a) print k":"a[k]}' | sort > $OUT/times.txt
cat $OUT/times.txt
