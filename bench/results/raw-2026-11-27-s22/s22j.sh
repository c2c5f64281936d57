#!/usr/bin/env bash
# session 22 call J: the GPU tests of this change: every execution test (the fused groups' new
# in-step commits included), the group tests under memcheck/racecheck/synccheck, the launch-gated
# group build, and the differential harness on the regenerated rewrites (+ sanitizers over every 8th)
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
cs=/usr/local/cuda/bin/compute-sanitizer
( cmake -S test/gpu -B /tmp/tg -DCMAKE_BUILD_TYPE=Release -DWARPAGG_GPU_TEST_ARCH=90 && cmake --build /tmp/tg -j 16 --target warpagg_exec_tests warpagg_differential warpagg_group_gated_tests ) > /tmp/build-tg.log 2>&1; echo "build rc=$?"; tail -3 /tmp/build-tg.log
/tmp/tg/warpagg_exec_tests > $OUT/exec.log 2>&1; echo "exec rc=$? $(tail -1 $OUT/exec.log)"; grep -m 10 "^FAIL" $OUT/exec.log
/tmp/tg/warpagg_group_gated_tests --group fused > /tmp/gated.log 2>&1; echo "gated rc=$? $(tail -1 /tmp/gated.log)"
for tool in memcheck racecheck synccheck; do
  timeout 120 $cs --tool $tool --error-exitcode 99 /tmp/tg/warpagg_exec_tests --quick --group fused > /tmp/san-$tool.log 2>&1; echo "san group $tool rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' /tmp/san-$tool.log | tail -1) $(tail -1 /tmp/san-$tool.log)"
done
/tmp/tg/warpagg_differential > $OUT/differential.log 2>&1; echo "differential rc=$? $(grep '^differential:' $OUT/differential.log)"
grep -m 10 -E "^(DIFFER|NONDETERMINISTIC)" $OUT/differential.log
for tool in memcheck racecheck synccheck; do
  timeout 90 $cs --tool $tool --error-exitcode 99 /tmp/tg/warpagg_differential --every 8 > /tmp/san-diff-$tool.log 2>&1; echo "san differential $tool rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' /tmp/san-diff-$tool.log | tail -1) $(grep '^differential:' /tmp/san-diff-$tool.log)"
done
