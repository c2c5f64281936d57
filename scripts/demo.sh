#!/usr/bin/env bash
# The main job, end to end on a fresh machine: set up, build the tool, rewrite
# a shipped example and show what changed (a unified diff) and why (the
# tool's remarks).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${WARPAGG_BUILD_DIR:-$root/build}"
example="${1:-$root/examples/histogram/histogram.cu}"

"$root/scripts/setup.sh" >/dev/null
"$root/scripts/build.sh" warpagg >/dev/null

out="$(mktemp -d)/$(basename "$example")"
echo "== warpagg $example -o $out"
"$build/bin/warpagg" --line-directives=off "$example" -o "$out" -- -I "$root/examples/common"
echo
echo "== diff -u (original, rewritten)"
diff -u "$example" "$out" || true
