#!/usr/bin/env bash
# bench/precision/generate.sh [warpagg] -- regenerates the tool's variant,
# generated/kernels_plain.tool.cu, from kernels_plain.cu (run after changing
# the tool or the kernels; test/examples/bench-precision-generated.test fails
# while it is stale). The tool leaves every site of these kernels alone, so
# the file is kernels_plain.cu's text.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-$here/../../build/bin/warpagg}
"$tool" --quiet "$here/kernels_plain.cu" -o "$here/generated/kernels_plain.tool.cu" -- -I "$here"
