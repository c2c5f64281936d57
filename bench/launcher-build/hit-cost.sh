#!/usr/bin/env bash
# hit-cost.sh [N] BIN-DIR...: the CPU cost of one rewrite-cache hit of each
# launcher (BIN-DIR/warpagg-launch, with its warpagg beside it), measured
# apart from any compiler: examples/multi-target's histogram64.cu is
# launched once (a miss: warpagg runs and the cache is filled), then N times
# (hits), through a "nvcc" that does nothing, under `perf stat -r N`; then
# that do-nothing compiler alone. The task-clock is the launcher's CPU, its
# children's included (bench/results/2026-11-26-launcher-speed.md). Needs
# perf and a CUDA toolkit at $CUDA_PATH (default /usr/local/cuda) for the
# parse; nothing is compiled.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
project=$(cd "$here/../../examples/multi-target" && pwd)
N=20
if [[ ${1:-} =~ ^[0-9]+$ ]]; then N=$1; shift; fi
[ $# -gt 0 ] || { echo "usage: hit-cost.sh [N] BIN-DIR..." >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '#!/bin/sh\nexit 0\n' > "$work/nvcc" && chmod +x "$work/nvcc"
cmd=("$work/nvcc" -I"$project/common/include" -DNDEBUG -O3 -std=c++17
     "--generate-code=arch=compute_90,code=[compute_90,sm_90]" -x cu
     -c "$project/histogram/histogram64.cu" -o "$work/obj/h.o")
export WARPAGG_ARGS=--cuda-path=${CUDA_PATH:-/usr/local/cuda}
for bin in "$@"; do
  rm -rf "$work/obj" "$work/cache" && mkdir "$work/obj"
  export WARPAGG_CACHE_DIR=$work/cache
  "$bin/warpagg-launch" "${cmd[@]}" # the miss
  [ -e "$work/obj/h.o.warpagg/histogram64.cu" ] || { echo "hit-cost.sh: $bin: no rewritten copy" >&2; exit 1; }
  echo "$bin: $N hits"
  perf stat -r "$N" "$bin/warpagg-launch" "${cmd[@]}" 2>&1 | grep -E 'task-clock|elapsed'
done
echo "the do-nothing compiler alone"
perf stat -r "$N" "${cmd[@]}" 2>&1 | grep -E 'task-clock|elapsed'
