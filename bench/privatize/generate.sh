#!/usr/bin/env bash
# bench/privatize/generate.sh [warpagg] -- regenerates the tool's variants of
# the privatization workloads from kernels_plain.cu (never edit them by hand):
#   generated/kernels_plain.today.cu  warpagg --privatize=off   (tool/today)
#   generated/kernels_plain.tool.cu   warpagg                   (tool/privatized)
#   generated/kernels_plain.tool4k.cu warpagg --privatize-budget=4096 (tool/budget4k)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-$here/../../build/bin/warpagg}
for variant in today tool tool4k; do
  flags=()
  [ "$variant" = today ] && flags=(--privatize=off)
  [ "$variant" = tool4k ] && flags=(--privatize-budget=4096)
  "$tool" --quiet --line-directives=off "${flags[@]}" "$here/kernels_plain.cu" \
    -o "$here/generated/kernels_plain.$variant.cu" -- -I "$here"
done
