#!/usr/bin/env bash
# bench/realshapes/generate.sh [warpagg] -- regenerates the tool's variant of
# the real-shapes kernels and its remarks, from kernels_plain.cu (run after
# changing the tool or the kernels; test/examples/bench-realshapes-generated.test
# fails while they are stale). Default options (the decisions the tool makes
# on its own); '#line' directives off so that the output does not name this
# machine's paths:
#   generated/kernels_plain.tool.cu  warpagg's rewrite (the `tool` variant)
#   generated/remarks.txt            its remarks and notes, one per site
#   generated/report.json            the same decisions, one record per site
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=$(cd "$(dirname "${1:-$here/../../build/bin/warpagg}")" && pwd)/$(basename "${1:-warpagg}")
cd "$here"
# (the tool names the input by its absolute path: kept relative to this directory)
"$tool" --line-directives=off kernels_plain.cu -o generated/kernels_plain.tool.cu -- -I . 2>&1 |
  sed -e 's|^[^ ]*/bench/realshapes/||' >generated/remarks.txt
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
"$tool" --quiet --line-directives=off --report=json --report-file="$tmp" kernels_plain.cu -o /dev/null -- -I .
sed -e 's|"/[^"]*/bench/realshapes/|"|' "$tmp" >generated/report.json
