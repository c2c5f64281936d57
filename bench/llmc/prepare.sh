#!/usr/bin/env bash
# bench/llmc/prepare.sh <llm.c checkout> <workdir> [warpagg]
# CPU half of timing llm.c's own kernel benchmarks (dev/cuda), the original
# against warpagg's output, on the GPU (issue 25: "GPU vs the original").
# Copies dev/cuda twice into <workdir>/{original,warpagg} (the files are
# llm.c's, never committed here) and rewrites the second copy in place with
# the tool, saving its remarks. bench/llmc/run.sh then compiles and runs both
# with nvcc on a GPU machine, which needs neither clang nor the tool.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 <llm.c checkout> <workdir> [path to warpagg]" >&2; exit 2; }
src=$1/dev/cuda
work=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
tool=${3:-$root/build/bin/warpagg}
[ -f "$src/common.h" ] || { echo "$0: $src/common.h not found: not an llm.c checkout" >&2; exit 2; }
[ -x "$tool" ] || { echo "$0: $tool is not built (scripts/build.sh warpagg)" >&2; exit 2; }
# The files whose kernels use atomics on global memory.
files="encoder_backward layernorm_backward matmul_backward_bias global_norm"
rm -rf "$work"
mkdir -p "$work/original" "$work/warpagg"
for d in original warpagg; do
  cp "$src"/common.h "$work/$d/"
  for f in $files; do cp "$src/$f.cu" "$work/$d/"; done
  # layernorm_backward.cu defines ENABLE_BF16 itself; its float kernels
  # (the naive one, the float helper) build only without it, as llm.c's
  # users build them: a copy with that line removed.
  sed '/^#define ENABLE_BF16$/d' "$src/layernorm_backward.cu" >"$work/$d/layernorm_backward_fp32.cu"
done
files="$files layernorm_backward_fp32"
for f in $files; do
  # matmul_backward_bias.cu's header asks for -std=c++17; the others compile
  # with nvcc's default, which parses the same here.
  "$tool" -i "$work/warpagg/$f.cu" -- -std=c++17 >"$work/warpagg/$f.remarks" 2>&1 ||
    { cat "$work/warpagg/$f.remarks" >&2; exit 1; }
done
for f in $files; do
  cmp -s "$work/original/$f.cu" "$work/warpagg/$f.cu" && echo "$f: unchanged" || echo "$f: rewritten"
done
