#!/usr/bin/env bash
# bench/experiments/cold_path/build.sh BUILD_DIR -- issue 45: does the code
# of adaptive's sharing paths, inlined into a loop whose warps never take
# them, cost the loop (feature-parallel rows lose 0.64-0.93x though their
# warps stop at the neighbour compare)? Builds bench/realshapes with two
# experiment variants of the tool's output beside the usual ones:
#   xgate  the same runtime, its launch gate set above every launch: every
#          call takes the plain atomic after one compare, the other paths'
#          code still in the loop;
#   xcold  cold_path.patch: the paths after the neighbour compare in a
#          __noinline__ function, so the loop holds only the gate, the
#          compare and the plain atomic.
# Run: BUILD_DIR/realshapes_bench OUT [--only=...]; compare tool, xgate,
# xcold against plain (every variant is checked against the CPU reference).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
build=${1:?usage: build.sh BUILD_DIR}
variants="$build/variants"
rm -rf "$variants" && mkdir -p "$variants/include"
cp -r "$root/runtime/include/warpagg" "$variants/include/"
(cd "$variants/include/warpagg" && patch -p4 --quiet < "$here/cold_path.patch")
tool="$root/bench/realshapes/generated/kernels_plain.tool.cu"
{ echo '#define WARPAGG_ADAPTIVE_MIN_THREADS 2147483647'; cat "$tool"; } > "$variants/xgate.cu"
sed 's|#include <warpagg/warpagg.cuh>|#include "include/warpagg/warpagg.cuh"|' "$tool" > "$variants/xcold.cu"
grep -q 'include/warpagg/warpagg.cuh' "$variants/xcold.cu"
cmake -S "$root/bench/realshapes" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DWARPAGG_BENCH_ARCH=90 -DRS_EXPERIMENT_DIR="$variants" > /dev/null
ninja -C "$build" realshapes_bench
