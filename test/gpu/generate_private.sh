#!/usr/bin/env bash
# test/gpu/generate_private.sh [warpagg] -- regenerates the tool's rewrite of
# private_kernels.cu (never edit it by hand; test/rewrite/privatize-gpu-
# generated.test fails while it is stale).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-$here/../../build/bin/warpagg}
"$tool" --quiet --line-directives=off "$here/private_kernels.cu" -o "$here/generated/private_kernels.wa.cu"
