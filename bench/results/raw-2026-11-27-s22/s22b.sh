#!/usr/bin/env bash
# session 22 call B: the one-issue-site runtime's raster3 output (uint32_t C, 48 registers) against
# the same with (int)C in the commit's index and the early-exit anchor: time, Nsight Compute, SASS counts
set -uo pipefail
S=$PWD/.devcarry/s22
nvidia-smi -L | head -1 > $OUT/device.txt; date -u >> $OUT/device.txt
( cmake -S bench/fused -B /tmp/g -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 \
   "-DFUSED_SOURCE_VARIANTS=intc=$S/intc.cu" "-DFUSED_RUNTIME_VARIANTS=nocheck=$S/rt_nocheck" && cmake --build /tmp/g -j 16 ) > /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
for r in 1 2; do /tmp/g/fused_bench /tmp/ga --only raster3 --reps 15 > /tmp/t$r.log 2>&1; done
cat /tmp/t1.log /tmp/t2.log | grep -E "^raster3" | grep -E "plain|tool/fused|src/|rt/nocheck |anchor/hand|anchor/early_exit " > $OUT/times.txt; cat $OUT/times.txt
NCU=/usr/local/cuda/bin/ncu
mkdir -p /tmp/ncu
for v in tool/fused src/intc anchor/early_exit; do
  n=$(echo $v | tr / _)
  timeout 150 $NCU --clock-control none -k render_backward --launch-skip 5 -c 1 --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats --section InstructionStats --section SourceCounters -f -o /tmp/ncu/$n /tmp/g/fused_bench /tmp/nout --only raster3 --reps 1 --variant $v > /tmp/ncu/$n.log 2>&1; echo "$v rc=$?"
  $NCU --import /tmp/ncu/$n.ncu-rep --page details --print-details all > $OUT/ncu-$n-details.txt 2>&1
  $NCU --import /tmp/ncu/$n.ncu-rep --page source --csv --print-source sass 2>&1 | gzip > $OUT/ncu-$n-sass.csv.gz
done
for n in tool_fused src_intc anchor_early_exit; do echo "== $n"; grep -E "Registers Per|Achieved Occupancy|Executed Instructions  |Issue Slots Busy|Eligible Warps|No Eligible|Warp Cycles Per Issued" $OUT/ncu-$n-details.txt | head -12; done
