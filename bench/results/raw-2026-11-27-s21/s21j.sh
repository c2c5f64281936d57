#!/usr/bin/env bash
# session 21 call J: the differential harness on the committed rewrites (final)
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
cs=/usr/local/cuda/bin/compute-sanitizer
( cmake -S test/gpu -B /tmp/tg -DCMAKE_BUILD_TYPE=Release -DWARPAGG_GPU_TEST_ARCH=90 && cmake --build /tmp/tg -j 16 --target warpagg_differential ) > $OUT/build-diff.log 2>&1; echo "diff build rc=$?"
/tmp/tg/warpagg_differential > $OUT/differential.log 2>&1; echo "differential rc=$? $(grep '^differential:' $OUT/differential.log)"
grep -m 10 -E "^(DIFFER|NONDETERMINISTIC)" $OUT/differential.log
for tool in memcheck racecheck synccheck; do
  timeout 100 $cs --tool $tool --error-exitcode 99 /tmp/tg/warpagg_differential --every 8 > $OUT/san-diff-$tool.log 2>&1; echo "san differential $tool rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $OUT/san-diff-$tool.log | tail -1) $(grep '^differential:' $OUT/san-diff-$tool.log)"
done
