#!/bin/bash
# bench/runtime-includes/compile-cost.sh OUT [OLD_RUNTIME_INCLUDE]
#
# nvcc's CPU (task-clock, perf stat -r ${REPS:-5}) for files of
# examples/multi-target as written, as warpagg rewrites them with this tree's
# runtime and, given OLD_RUNTIME_INCLUDE (another tree's runtime/include, e.g.
# `git archive <rev> runtime | tar -x -C /tmp/old`), with that one; and for
# the original with `#include <warpagg/warpagg.cuh>` added and nothing called
# (the runtime's own headers: the target for a copy without 16-bit floats).
# Flags as examples/multi-target's build gives them (nvcc's default arch).
# Writes OUT/summary.tsv (file, variant, task-clock ms, +-%) and perf's logs.
set -euo pipefail
out=$1
old=${2:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
warpagg=${WARPAGG:-$root/build/bin/warpagg}
reps=${REPS:-5}
mt=$root/examples/multi-target
flags=(-O3 -std=c++17 -rdc=true -DNDEBUG -I "$mt/common/include")
mkdir -p "$out"
: > "$out/summary.tsv"

measure() { # name variant runtime-include source [more nvcc flags]
  local log="$out/$1.$2.perf"
  perf stat -r "$reps" -e task-clock -x, -o "$log" \
    nvcc "${flags[@]}" -I "$3" "${@:5}" -c "$4" -o "$out/$1.$2.o"
  # task-clock,msec,...: value (ms) and its variance in %
  awk -F, -v f="$1" -v v="$2" '/task-clock/ {printf "%s\t%s\t%.0f\t%s\n", f, v, $1, $4}' "$log" >> "$out/summary.tsv"
}

for src in ${FILES:-histogram/histogram64.cu scatter/scatter_add.cu}; do
  name=$(basename "$src" .cu)
  dir=$(dirname "$mt/$src")
  # The copy lives beside the original, as warpagg-launch's quoted includes
  # would be pinned; -I the original's directory finds them here.
  "$warpagg" "$mt/$src" -o "$out/$name.warpagg.cu" --cuda-gpu-arch=sm_90 -- \
    "${flags[@]}" 2>"$out/$name.warpagg.log"
  printf '#include <warpagg/warpagg.cuh>\n#include "%s"\n' "$mt/$src" > "$out/$name.plus-runtime.cu"
  measure "$name" original "$root/runtime/include" "$mt/$src"
  measure "$name" plus-runtime "$root/runtime/include" "$out/$name.plus-runtime.cu"
  measure "$name" rewritten "$root/runtime/include" "$out/$name.warpagg.cu" -I "$dir"
  if [ -n "$old" ]; then
    measure "$name" plus-old-runtime "$old" "$out/$name.plus-runtime.cu"
    measure "$name" rewritten-old-runtime "$old" "$out/$name.warpagg.cu" -I "$dir"
  fi
done
cat "$out/summary.tsv"
