#!/usr/bin/env bash
# test/gpu/generate_private.sh [warpagg] -- regenerates the tool's rewrites of
# private_kernels.cu and, with the profile profiled_private.profile.json.in
# (its keys named by this directory's path), of profiled_private_kernels.cu
# (never edit them by hand; test/examples/privatize-generated.test fails
# while they are stale).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-$here/../../build/bin/warpagg}
"$tool" --quiet --line-directives=off "$here/private_kernels.cu" -o "$here/generated/private_kernels.wa.cu"
profile=$(mktemp "${TMPDIR:-/tmp}/profiled_private.XXXXXX.profile.json")
trap 'rm -f "$profile"' EXIT
sed "s#@DIR@#$here#g" "$here/profiled_private.profile.json.in" > "$profile"
"$tool" --quiet --line-directives=off --profile="$profile" "$here/profiled_private_kernels.cu" \
  -o "$here/generated/profiled_private_kernels.wa.cu"
