#!/bin/bash
# The checks of scripts/package-test.sh, run inside the clean Debian root
# where apt installed warpagg_*.deb (chroot; the CUDA toolkit mounted at
# /usr/local/cuda, this folder at /opt/package-test with a copy of
# examples/). Each step says what it checks; the first that fails stops the
# run with its log's tail and a non-zero exit.
set -euo pipefail
t=/opt/package-test
cuda=/usr/local/cuda
nvcc=$cuda/bin/nvcc
arch=90
out=/tmp/package-test
rm -rf "$out" && mkdir -p "$out"
steps=0

fail() { echo "package-test: FAILED: $*" >&2; exit 1; }
# run NAME LOG CMD...: CMD must exit 0 (its output in LOG).
run() {
  local name=$1 log=$2
  shift 2
  echo "package-test: $name"
  local status=0
  "$@" >"$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    tail -n 30 "$log" >&2
    fail "$name: '$*' exited with $status (log above: $log)"
  fi
  steps=$((steps + 1))
}
# expect FILE PATTERN WHY: FILE has a line matching the extended regex.
expect() {
  grep -qE -- "$2" "$1" || { tail -n 30 "$1" >&2; fail "$3: no line matching '$2' in $1 (above)"; }
}
# expect_not FILE PATTERN WHY: FILE has no such line.
expect_not() {
  ! grep -E -- "$2" "$1" >&2 || fail "$3: $1 has the line(s) above"
}

# The package's files are where users find them, and the tools load their
# libraries from the LLVM 22 packages apt installed.
run "warpagg installed by apt" "$out/dpkg.txt" dpkg-query -W -f='${Status} ${Version}\n' warpagg
expect "$out/dpkg.txt" '^install ok installed 0\.1\.0$' "dpkg's record of warpagg"
for f in /usr/bin/warpagg /usr/bin/warpagg-launch /usr/include/warpagg/warpagg.cuh \
         /usr/lib/cmake/warpagg/warpaggConfig.cmake /usr/share/warpagg/nvcc_dialect_prelude.h; do
  [ -e "$f" ] || fail "the package did not install $f"
done
[ "$(command -v warpagg)" = /usr/bin/warpagg ] || fail "warpagg on PATH is '$(command -v warpagg)', not /usr/bin/warpagg"
run "warpagg --help runs" "$out/help.txt" warpagg --help
run "warpagg-launch --help runs" "$out/launch-help.txt" warpagg-launch --help

# The installed tool parses: a kernel with libstdc++'s <cmath> and <cstdio>
# (issue 27: the installed tool added -isystem /usr/include, which broke
# their '#include_next <math.h>', and could parse nothing), then a shipped
# example. Each must find its site.
cd "$out"
run "warpagg --dry-run on a kernel with <cmath> and <cstdio>" "$out/std.txt" \
  warpagg --dry-run --cuda-path=$cuda "$t/std-headers.cu"
expect "$out/std.txt" 'std-headers\.cu:8:3: remark: rewrote atomicAdd as warpagg::reduce_add' "the <cmath> kernel's site"
expect "$out/std.txt" '^warpagg: 1 site to rewrite' "the <cmath> kernel's summary"
# README's first run, literally: no --cuda-path (the toolkit where nvcc's
# installer puts it).
run "warpagg --dry-run on examples/histogram" "$out/hist.txt" \
  warpagg --dry-run "$t/examples/histogram/histogram.cu" -- -I "$t/examples/common"
expect "$out/hist.txt" "histogram\.cu:23:14: remark: privatized atomicAdd in kernel 'histogram_naive'" "the histogram's site"
expect "$out/hist.txt" '^warpagg: 1 site to rewrite' "the histogram's summary"
run "warpagg rewrites examples/histogram" "$out/hist-rewrite.txt" \
  warpagg --cuda-path=$cuda "$t/examples/histogram/histogram.cu" -o "$out/histogram.cu" -- -I "$t/examples/common"
expect "$out/histogram.cu" '^#include <warpagg/warpagg\.cuh>' "the rewritten histogram's runtime include"

# The launcher, outside CMake as README shows it, with the real nvcc: the
# object is compiled from the rewritten copy (never "compiled unchanged"),
# and the copy finds the installed runtime.
mkdir -p "$out/launch" && cd "$out/launch"
run "warpagg-launch nvcc -c examples/histogram" "$out/launch/log.txt" \
  warpagg-launch $nvcc -arch=sm_$arch -I "$t/examples/common" -c "$t/examples/histogram/histogram.cu" -o histogram.o
expect_not "$out/launch/log.txt" 'warpagg-launch: (warning|error)' "the launcher fell back or failed"
[ -s histogram.o ] || fail "warpagg-launch made no histogram.o"
[ -f histogram.o.warpagg/histogram.cu ] || fail "warpagg-launch left no rewritten copy histogram.o.warpagg/histogram.cu"
expect histogram.o.warpagg/histogram.cu 'warpagg::private_flush' "the launcher's copy is not rewritten"

# A fresh CMake project adopts it as README's "Adopt it in a build" says:
# find_package(warpagg) (found in /usr, no prefix given) and its
# WARPAGG_LAUNCHER as the CUDA compiler launcher.
cd "$out"
run "cmake configure: find_package(warpagg) + WARPAGG_LAUNCHER" "$out/launcher-configure.txt" \
  cmake -S "$t/launcher-project" -B "$out/launcher-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CUDA_COMPILER=$nvcc -DCMAKE_CUDA_ARCHITECTURES=$arch -DEXAMPLES="$t/examples"
expect "$out/launcher-configure.txt" '^-- launcher-project: warpagg 0\.1\.0 from /usr/lib/cmake/warpagg$' "find_package(warpagg)'s package"
expect "$out/launcher-configure.txt" '^-- launcher-project: runtime=/usr/include$' "warpagg::runtime's include directory"
expect "$out/launcher-configure.txt" '^-- launcher-project: launcher=/usr/bin/warpagg-launch;--report-dir=' "WARPAGG_LAUNCHER"
run "ninja: the project through the launcher" "$out/launcher-build.txt" ninja -C "$out/launcher-build"
expect_not "$out/launcher-build.txt" 'warpagg-launch: (warning|error)' "a CUDA source compiled through the launcher fell back"
[ -x "$out/launcher-build/histogram" ] || fail "the launcher project linked no histogram"
copy=$(find "$out/launcher-build/CMakeFiles/histogram.dir" -path '*/histogram.cu.o.warpagg/histogram.cu')
[ -n "$copy" ] || fail "the launcher project has no rewritten copy <object>.warpagg/histogram.cu"
expect "$copy" 'warpagg::private_flush' "the launcher project's copy is not rewritten"

# The launcher recorded the compile in the build's store (WARPAGG_LAUNCHER's
# --report-dir): one SARIF for the build.
run "warpagg report of the launcher project's build" "$out/report.txt" \
  warpagg report "$out/launcher-build/warpagg-report" -o "$out/build.sarif"
expect "$out/build.sarif" '"uri": "file:///opt/package-test/examples/histogram/histogram.cu"' "the build report's source"

# The shipped CMake example: warpagg_rewrite_sources() with the installed
# tool, found in /usr.
run "cmake configure: examples/cmake" "$out/example-configure.txt" \
  cmake -S "$t/examples/cmake" -B "$out/example-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CUDA_COMPILER=$nvcc -DCMAKE_CUDA_ARCHITECTURES=$arch
run "ninja: examples/cmake" "$out/example-build.txt" ninja -C "$out/example-build"
expect "$out/example-build.txt" "remark: privatized atomicAdd in kernel 'histogram_kernel'" "examples/cmake's rewrite remark"
expect_not "$out/example-build.txt" 'compiled unchanged' "examples/cmake's hist.cu was not rewritten"
expect "$out/example-build/warpagg/hist/hist.cu" 'atomicAdd\(&wa_priv_bins\[' "examples/cmake's rewritten copy"
[ -x "$out/example-build/hist" ] || fail "examples/cmake linked no hist"

# Removed as installed: dpkg --purge leaves none of the package's files.
dpkg-query -L warpagg | while read -r f; do [ -f "$f" ] && echo "$f"; done > "$out/files.txt"
expect "$out/files.txt" '^/usr/bin/warpagg$' "dpkg's list of the package's files"
run "dpkg --purge warpagg" "$out/purge.txt" dpkg --purge warpagg
while read -r f; do [ ! -e "$f" ] || fail "dpkg --purge warpagg left $f"; done < "$out/files.txt"

echo "package-test: all $steps steps passed in the clean root"
