#!/usr/bin/env bash
# bench/precision/run.sh <outdir> [--quick] [--reps N] -- the precision
# benchmarks (issue 15) on a GPU machine with nvcc: kernels whose atomics
# warpagg leaves alone (a lane-distinct flush loop, two hand-aggregated
# kernels), built three ways and timed:
#   plain   kernels_plain.cu as written
#   tool    generated/kernels_plain.tool.cu, warpagg's output (generate.sh;
#           the same text: every site left alone)
#   forced  kernels_plain.cu with -DPRECISION_FORCED: every global atomic
#           through warpagg::reduce_add (what rewriting them would cost)
# Writes <outdir>/precision.csv, run.log, build.log; prints the table last.
# Env: WARPAGG_BENCH_ARCH (default 90), NVCC (default nvcc on PATH or
# /usr/local/cuda/bin/nvcc).
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: $0 <outdir> [--quick] [--reps N]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$1; shift
mkdir -p "$out"
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
arch=${WARPAGG_BENCH_ARCH:-90}
flags=(-O3 -std=c++17 -arch=sm_$arch -lineinfo -I "$here" -I "$root/runtime/include")
: >"$out/build.log"
build() { # <name> <kernel source> [defines...]
  local name=$1 src=$2; shift 2
  echo "+ $nvcc ${flags[*]} $* $here/main.cu $src -o $out/precision_$name" >>"$out/build.log"
  "$nvcc" "${flags[@]}" "$@" "$here/main.cu" "$src" -o "$out/precision_$name" >>"$out/build.log" 2>&1
}
build plain "$here/kernels_plain.cu" &&
  build tool "$here/generated/kernels_plain.tool.cu" &&
  build forced "$here/kernels_plain.cu" -DPRECISION_FORCED ||
  { tail -30 "$out/build.log"; exit 1; }
echo "workload,variant,median_us,min_us,check" >"$out/precision.csv"
status=0
for v in plain tool forced; do
  "$out/precision_$v" "$v" "$@" >>"$out/precision.csv" 2>>"$out/run.log" || status=1
done
cat "$out/run.log"
# The table: one row per workload, each variant's median and its ratio to plain.
awk -F, 'NR > 1 { t[$1 "," $2] = $3; ok[$1 "," $2] = $5; if (!($1 in seen)) { seen[$1] = 1; w[++n] = $1 } }
  END {
    printf "%-16s %10s %10s %10s %9s %9s\n", "workload (us)", "plain", "tool", "forced", "tool/pl", "forced/pl"
    for (i = 1; i <= n; ++i) {
      p = t[w[i] ",plain"]; a = t[w[i] ",tool"]; f = t[w[i] ",forced"]
      printf "%-16s %10s %10s %10s %8.2fx %8.2fx\n", w[i], p, a, f, (p > 0 ? a / p : 0), (p > 0 ? f / p : 0)
      for (v in ok) if (index(v, w[i] ",") == 1 && ok[v] != "correct") printf "  WRONG: %s\n", v
    }
  }' "$out/precision.csv" | tee "$out/table.txt"
grep -q WRONG "$out/precision.csv" && status=1
exit $status
