#!/usr/bin/env bash
# bench/fused/generate.sh [warpagg] -- regenerates the tool's variants of the
# fused workloads from kernels_plain.cu (run after changing the tool or the
# kernels; test/examples/bench-fused-generated.test fails while they are
# stale):
#   generated/kernels_plain.persite.cu  warpagg --fuse=off   (tool/persite)
#   generated/kernels_plain.fused.cu    warpagg              (tool/fused)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-$here/../../build/bin/warpagg}
for variant in persite fused; do
  flags=()
  [ "$variant" = persite ] && flags=(--fuse=off)
  "$tool" --quiet --line-directives=off "${flags[@]}" "$here/kernels_plain.cu" \
    -o "$here/generated/kernels_plain.$variant.cu" -- -I "$here"
done
