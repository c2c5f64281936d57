#!/usr/bin/env bash
# test/gpu/generate_helpers.sh [warpagg] -- regenerates the tool's rewrite of
# helper_kernels.cu (helpers decided per call site) into
# generated/helper_kernels.wa.cu (never edit it by hand;
# test/examples/helpers-generated.test fails while it is stale).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-$here/../../build/bin/warpagg}
"$tool" --quiet --line-directives=off "$here/helper_kernels.cu" -o "$here/generated/helper_kernels.wa.cu"
