#!/usr/bin/env bash
# Builds warpagg with AddressSanitizer and UndefinedBehaviorSanitizer in
# build-sanitize/ (or $WARPAGG_SANITIZE_BUILD_DIR) and runs the rewrite and
# command-line lit tests with it; then, with --fuzz[=MINUTES], the mutation
# fuzzer (test/fuzz/fuzz.py) against the sanitized tool. Any sanitizer report
# fails the test that triggered it (reports are fatal, exit non-zero).
#   scripts/sanitize.sh              # build + lit (about 10 min on 2 cores)
#   scripts/sanitize.sh --fuzz=10    # ... and 10 minutes of fuzzing
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${WARPAGG_SANITIZE_BUILD_DIR:-$root/build-sanitize}"
fuzz_minutes=0
for arg in "$@"; do
  case "$arg" in
    --fuzz) fuzz_minutes=5 ;;
    --fuzz=*) fuzz_minutes="${arg#--fuzz=}" ;;
    *) echo "usage: $0 [--fuzz[=MINUTES]]" >&2; exit 2 ;;
  esac
done
WARPAGG_BUILD_DIR="$build" \
WARPAGG_CMAKE_ARGS="${WARPAGG_CMAKE_ARGS:-} -DWARPAGG_SANITIZE=address,undefined -DWARPAGG_GPU_TESTS=OFF" \
  "$root/scripts/build.sh" -j "${WARPAGG_JOBS:-2}" warpagg warpagg-launch
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=0:halt_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
/usr/lib/llvm-22/bin/lit -sv -j 2 "$build/test/rewrite" "$build/test/cli"
if [ "$fuzz_minutes" != 0 ]; then
  python3 "$root/test/fuzz/fuzz.py" --warpagg "$build/bin/warpagg" \
    --seed "${FUZZ_SEED:-1}" --minutes "$fuzz_minutes"
fi
