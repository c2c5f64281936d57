#!/usr/bin/env bash
# Configures (always: cheap when nothing changed) and builds warpagg in
# ./build or $WARPAGG_BUILD_DIR. Arguments are ninja targets (default: all).
# $WARPAGG_CMAKE_ARGS adds cache settings.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${WARPAGG_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH=/usr/lib/llvm-22 ${WARPAGG_CMAKE_ARGS:-} >/dev/null
ninja -C "$build" "$@"
