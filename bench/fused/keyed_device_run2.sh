set -uo pipefail
( cmake -S test/gpu -B build-gpu/test-gpu -DCMAKE_BUILD_TYPE=Release -DWARPAGG_GPU_TEST_ARCH=90 > /tmp/tcfg.log 2>&1 && cmake --build build-gpu/test-gpu -j 10 --target warpagg_exec_tests warpagg_once_forced_tests warpagg_group_gated_tests warpagg_paired16_tests warpagg_private_tests warpagg_profiled_private_tests warpagg_helper_copies_tests warpagg_differential warpagg_profile_tests > $OUT/build-tests.log 2>&1; echo "tests build rc=$?" ) &
bash bench/fused/keyed_device_run.sh 2>&1 | grep -E "rc=|md/|lj|deposit|raster3-|raster/|pic-sorted/float|tool/fused|anchor/hand" | head -80
wait
tail -3 $OUT/build-tests.log
