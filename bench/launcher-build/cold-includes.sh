#!/usr/bin/env bash
# cold-includes.sh ROOT: cold builds of examples/multi-target, interleaved,
# REPEAT rounds (default 4): nvcc alone; warpagg-launch as shipped (its
# copies include the one runtime header their rewrites need,
# --runtime-include=minimal); warpagg-launch with the umbrella header
# (--warpagg-args=--runtime-include=umbrella, the launcher before that).
# Each launcher build starts with an empty rewrite cache. Appends
# "<name> <wall> <user> <sys>" per build to ROOT/times.txt and prints the
# CPU (user + sys) medians and their ratio to nvcc alone
# (bench/results/2026-11-26-cold-build-s18.md). Needs cmake, ninja, nvcc;
# warpagg and warpagg-launch built in build/ (or WARPAGG_BUILD=dir).
set -euo pipefail
ROOT=${1:?usage: cold-includes.sh ROOT}
REPEAT=${REPEAT:-4}
src=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
project=$src/examples/multi-target
launch=${WARPAGG_BUILD:-$src/build}/bin/warpagg-launch
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
mkdir -p "$ROOT/logs"
times=$ROOT/times.txt
: > "$times"
unset CCACHE_DIR SCCACHE_DIR WARPAGG_LAUNCH_STRICT WARPAGG_ARGS WARPAGG_REPORT_DIR
configure() { # build-dir launcher-list
  rm -rf "$1"
  cmake -S "$project" -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_COMPILER="$nvcc" \
    -DCMAKE_CUDA_ARCHITECTURES=90 "-DCMAKE_CUDA_COMPILER_LAUNCHER=$2" > "$ROOT/logs/configure.log"
}
build() { # name build-dir
  /usr/bin/time -f "$1 %e %U %S" -a -o "$times" ninja -C "$2" -j 2 > "$ROOT/logs/$1.log" 2>&1
}
for r in $(seq "$REPEAT"); do
  configure "$ROOT/b-nvcc" "" && build cold-nvcc "$ROOT/b-nvcc"
  export WARPAGG_CACHE_DIR=$ROOT/wc-min-$r
  configure "$ROOT/b-min" "$launch;--report-dir=$ROOT/b-min/warpagg-report" &&
    build cold-launch-minimal "$ROOT/b-min"
  export WARPAGG_CACHE_DIR=$ROOT/wc-umb-$r
  configure "$ROOT/b-umb" "$launch;--report-dir=$ROOT/b-umb/warpagg-report;--warpagg-args=--runtime-include=umbrella" &&
    build cold-launch-umbrella "$ROOT/b-umb"
done
python3 - "$times" <<'P'
import collections, statistics, sys
cpu = collections.defaultdict(list)
for line in open(sys.argv[1]):
    name, _wall, user, system = line.split()
    cpu[name].append(float(user) + float(system))
base = statistics.median(cpu["cold-nvcc"])
for name, v in cpu.items():
    m = statistics.median(v)
    print(f"{name}: CPU s {' '.join('%.2f' % x for x in v)}; median {m:.2f}, {m / base:.3f}x nvcc alone")
P
