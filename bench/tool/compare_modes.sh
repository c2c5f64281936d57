#!/usr/bin/env bash
# bench/tool/compare_modes.sh [BEFORE]: proves that the parse shortcuts
# change nothing. Rewrites copies of test/corpus (with its header under
# --header-filter), test/rewrite (and its Inputs) and examples/, each set in
# one run of `warpagg -i -j 2 --stats`, in every combination of
# --skip-system-bodies and --shared-preamble, and fails unless every
# rewritten file and every line of the diagnostics is byte-identical across
# them. BEFORE, when given, is a warpagg binary without those options (an
# older build) run the same way as one more mode.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
warpagg="${WARPAGG:-$root/build/bin/warpagg}"
before="${1:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

modes=(both skip-only preamble-only neither)
flags_both=""
flags_skip_only="--shared-preamble=false"
flags_preamble_only="--skip-system-bodies=false"
flags_neither="--skip-system-bodies=false --shared-preamble=false"
[ -n "$before" ] && modes+=(before)

for mode in "${modes[@]}"; do
  tool="$warpagg"
  var="flags_${mode//-/_}"
  flags="${!var:-}"
  [ "$mode" = before ] && tool="$before"
  dir="$work/$mode"
  mkdir -p "$dir"
  cp -r "$root/test/corpus" "$root/test/rewrite" "$root/examples" "$dir/"
  # shellcheck disable=SC2086
  (
    cd "$dir"
    set +e
    "$tool" -i -j 2 --stats $flags --header-filter='corpus/atomics\.cuh$' \
      corpus/*.cu -- -I corpus/include > corpus.out 2>&1
    echo "exit $?" >> corpus.out
    "$tool" -i -j 2 --stats $flags rewrite/*.cu rewrite/Inputs/*.cu \
      rewrite/Inputs/*.cuh rewrite/Inputs/project/*.cu > rewrite.out 2>&1
    echo "exit $?" >> rewrite.out
    "$tool" -i -j 2 --stats $flags examples/*/*.cu -- -I examples/common \
      > examples.out 2>&1
    echo "exit $?" >> examples.out
  )
  # Paths in the diagnostics name the mode's own copy; --stats says how many
  # inputs shared a preamble, which is meant to differ.
  sed -i -e "s#$dir#DIR#g" -e '/shared preamble/d' "$dir"/*.out
  echo "$mode: $(grep -h '^warpagg: [0-9]' "$dir"/*.out | tr '\n' ';')"
done

status=0
for mode in "${modes[@]:1}"; do
  if diff -r "$work/${modes[0]}" "$work/$mode" > "$work/diff" 2>&1; then
    echo "identical: ${modes[0]} and $mode"
  else
    echo "DIFFERENT: ${modes[0]} and $mode"
    head -40 "$work/diff"
    status=1
  fi
done
exit $status
