#!/usr/bin/env bash
# test/gpu/generate_profile.sh [warpagg] -- regenerates `warpagg --instrument`
# of profile_kernels.cu for the profile test (profile_main.cu; never edit it
# by hand: test/examples/profile-generated.test fails while it is stale).
# The profile key's absolute path is written relative to the tree
# ("test/gpu/profile_kernels.cu"), so that the file is the same in every
# checkout.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tool=${1:-$root/build/bin/warpagg}
tmp=$(mktemp "$here/generated/.profile_kernels.XXXXXX")
trap 'rm -f "$tmp"' EXIT
"$tool" --quiet --instrument --line-directives=off "$here/profile_kernels.cu" -o "$tmp"
sed "s#\"$root/#\"#" "$tmp" > "$here/generated/profile_kernels.instrumented.cu"
