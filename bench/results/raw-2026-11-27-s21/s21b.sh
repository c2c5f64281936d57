#!/usr/bin/env bash
# session 21 call B: where tool/fused and anchor/early_exit stall (raster3 1M)
set -uo pipefail
test -x /tmp/fb/fused_bench || { cmake -S bench/fused -B /tmp/fb -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 -DFUSED_EXPERIMENTS=ON -DFUSED_TUNE=ON >/dev/null && cmake --build /tmp/fb -j 16 > /dev/null 2>&1; }
NCU=/usr/local/cuda/bin/ncu
mkdir -p /tmp/ncu
for v in tool/fused anchor/early_exit anchor/hand_fused; do
  n=$(echo $v | tr / _)
  timeout 200 $NCU --clock-control none -k render_backward --launch-skip 5 -c 1 --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats --section InstructionStats --section SourceCounters --section ComputeWorkloadAnalysis -f -o /tmp/ncu/$n /tmp/fb/fused_bench /tmp/nout --only raster3 --reps 1 --variant $v > /tmp/ncu/$n.log 2>&1; echo "$v rc=$?"; grep -E "raster3-1000k" /tmp/ncu/$n.log
  $NCU --import /tmp/ncu/$n.ncu-rep --page details --print-details all > $OUT/ncu-$n-details.txt 2>&1
  $NCU --import /tmp/ncu/$n.ncu-rep --page source --csv --print-source sass > $OUT/ncu-$n-sass.csv 2>&1
done
ls -la $OUT
