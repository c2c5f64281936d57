#!/usr/bin/env bash
# session 21 call F: the tool's in-step loops: bench/fused, bench/realshapes, sanitizers, differential harness
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
cs=/usr/local/cuda/bin/compute-sanitizer
( cmake -S test/gpu -B /tmp/tg -DCMAKE_BUILD_TYPE=Release -DWARPAGG_GPU_TEST_ARCH=90 > $OUT/tcfg.log 2>&1 && cmake --build /tmp/tg -j 6 --target warpagg_differential > $OUT/build-diff.log 2>&1; echo "diff build rc=$?" ) &
( cmake -S bench/fused -B /tmp/ff -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/ff -j 6 ) > $OUT/build-fused.log 2>&1
( cmake -S bench/realshapes -B /tmp/rr -DCMAKE_BUILD_TYPE=Release -DWARPAGG_BENCH_ARCH=90 && cmake --build /tmp/rr -j 6 ) > $OUT/build-real.log 2>&1
tail -1 $OUT/build-fused.log $OUT/build-real.log
/tmp/ff/fused_bench $OUT/fa --reps 15 > $OUT/fused-a.log 2>&1; echo "fused-a rc=$?"
/tmp/ff/fused_bench $OUT/fb --only raster3 --reps 15 > $OUT/raster3-b.log 2>&1; echo "raster3-b rc=$?"
mkdir -p $OUT/real; /tmp/rr/realshapes_bench $OUT/real > $OUT/realshapes.log 2>&1; echo "real rc=$?"
for tool in memcheck racecheck synccheck; do
  timeout 90 $cs --tool $tool --error-exitcode 99 /tmp/ff/fused_bench $OUT/san --quick --reps 1 --variant tool/fused > $OUT/san-$tool.log 2>&1; echo "san fused $tool rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $OUT/san-$tool.log | tail -1)"
done
wait
tail -2 $OUT/build-diff.log
/tmp/tg/warpagg_differential > $OUT/differential.log 2>&1; echo "differential rc=$? $(grep '^differential:' $OUT/differential.log)"
grep -m 10 -E "^(DIFFER|NONDETERMINISTIC)" $OUT/differential.log
for tool in memcheck racecheck synccheck; do
  timeout 150 $cs --tool $tool --error-exitcode 99 /tmp/tg/warpagg_differential --every 8 > $OUT/san-diff-$tool.log 2>&1; echo "san differential $tool rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $OUT/san-diff-$tool.log | tail -1) $(grep '^differential:' $OUT/san-diff-$tool.log)"
done
grep -E "raster3-|raster/|md/|pic-" $OUT/fused-a.log | grep -E "plain|tool/fused|anchor/hand|anchor/early_exit " | head -60
echo ---; grep -E "raster3-" $OUT/raster3-b.log | grep -E "plain|tool/fused|anchor/hand|anchor/early_exit "
echo ---; tail -30 $OUT/realshapes.log
