#!/usr/bin/env bash
# bench/tool/project_200.sh [N=200]: a generated N-TU project, rewritten in
# place with `warpagg -i -p DIR -j 2` (flags from its nvcc-style
# compile_commands.json), then every rewritten TU compiled by nvcc for sm_90
# against the runtime. Fails unless every TU was rewritten as expected and
# every one compiles. Prints the times.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
n="${1:-200}"
warpagg="${WARPAGG:-$root/build/bin/warpagg}"
nvcc="${NVCC:-${CUDA_PATH:-/usr/local/cuda}/bin/nvcc}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$root/bench/tool/gen_tus.py" "$work" "$n"

start=$(date +%s.%N)
"$warpagg" -i -p "$work" -j 2 2> "$work/rewrite.log"
rewrite_s=$(python3 -c "import time; print(f'{time.time() - $start:.1f}')")
summary=$(tail -1 "$work/rewrite.log")
echo "rewrite: $summary (${rewrite_s} s)"
# Each generated TU has 6 call sites: 3 rewritten (histogram, scatter-add,
# and the template deposit, one site for its double and __half
# instantiations), 3 left alone (shared-memory bins, a lane-0 guarded add,
# and the compaction counter: a uniform integer add that nvcc aggregates).
expected="warpagg: $((n * 3)) sites rewritten, $((n * 3)) left alone, $n of $n files changed"
[ "$summary" = "$expected" ] || { echo "expected: $expected" >&2; exit 1; }
[ "$(grep -l 'warpagg/warpagg.cuh' "$work"/tu_*.cu | wc -l)" -eq "$n" ]

start=$(date +%s.%N)
ls "$work"/tu_*.cu | xargs -P 2 -I{} "$nvcc" -arch=sm_90 -std=c++17 -I "$root/runtime/include" -c {} -o {}.o
compile_s=$(python3 -c "import time; print(f'{time.time() - $start:.1f}')")
objects=$(ls "$work"/tu_*.cu.o | wc -l)
echo "nvcc: $objects of $n rewritten TUs compiled for sm_90 (${compile_s} s, 2 at a time)"
[ "$objects" -eq "$n" ]
