#!/usr/bin/env bash
# session 22 call E: a loop run in step by the whole warp, its commit trusting the key
# (src/f3: the warp's 32 lanes entered together after a block barrier -> constant mask, no check),
# against the in-tree commit (tool/fused), the loop's mask kept in a register (src/iu_mask, 64 regs),
# and the unsound bound (src/iu_active: no check with __activemask())
set -uo pipefail
S=$PWD/.devcarry/s22
nvidia-smi -L | head -1 > $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/m -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 \
   "-DFUSED_SOURCE_VARIANTS=f3=$S/f3.cu;iu_mask=$S/instep_uniform.cu;iu_active=$S/iu_active.cu" "-DFUSED_RUNTIME_VARIANTS=c2=$S/rt_c2" && cmake --build /tmp/m -j 16 ) > /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
grep -B1 -A3 "render_backward" /tmp/build.log | grep -E "Used" | head
for r in 1 2 3; do /tmp/m/fused_bench /tmp/ma --only raster3 --reps 15 > /tmp/t$r.log 2>&1; echo "rc=$?"; done
cat /tmp/t1.log /tmp/t2.log /tmp/t3.log | grep -E "^raster3" | grep -v "|" | grep -E "plain|tool/fused|src/|rt/|anchor/hand|anchor/early_exit " | awk '{print $1,$2,$4}' | sort | awk '{k=$1" "$2; a[k]=a[k]" "$3} END{for(k in a) print k":"a[k]}' | sort > $OUT/times.txt
cat $OUT/times.txt
