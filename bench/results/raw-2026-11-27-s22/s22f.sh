#!/usr/bin/env bash
# session 22 call F: the whole warp's loop run in step with a __syncwarp() per commit and the check
# skipped (src/f5), without the __syncwarp (src/f6, unsound bound), f5 with the issue flag a word (src/f7)
set -uo pipefail
S=$PWD/.devcarry/s22
nvidia-smi -L | head -1 > $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/n -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 \
   "-DFUSED_SOURCE_VARIANTS=f5=$S/f5.cu;f6=$S/f6.cu;f7=$S/f7.cu;iu_mask=$S/instep_uniform.cu" && cmake --build /tmp/n -j 16 ) > /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
for r in 1 2 3; do /tmp/n/fused_bench /tmp/na --only raster3 --reps 15 > /tmp/t$r.log 2>&1; echo "rc=$?"; done
cat /tmp/t1.log /tmp/t2.log /tmp/t3.log | grep -E "^raster3" | grep -v "|" | grep -E "plain|tool/fused|src/|anchor/hand|anchor/early_exit " | awk '{print $1,$2,$4}' | sort | awk '{k=$1" "$2; a[k]=a[k]" "$3} END{for(k in a) print k":"a[k]}' | sort > $OUT/times.txt
cat $OUT/times.txt
o=$(find /tmp/n/CMakeFiles/fused_src_f5.dir -name '*.o' | head -1)
/usr/local/cuda/bin/cuobjdump -sass "$o" | awk '/Function : .*render_backward/{p=1} /Function : .*md_forces/{p=0} p' | grep -v '^\s*$' | sed 's@/\* 0x[0-9a-f]* \*/@@' > $OUT/sass-f5.txt
