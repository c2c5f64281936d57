#!/usr/bin/env bash
# bench/compare_builds.sh <outdir> "<defines A>" "<defines B>" [bench args...]
# Builds the benchmark twice, with the runtime configured by two sets of
# preprocessor definitions (e.g. "-DWARPAGG_RED16=0" and ""), runs both on the
# GPU with the same arguments (e.g. --no-tune --only=half) and prints, per
# workload and variant, the two medians and B/A. Writes <outdir>/{a,b}/bench.csv
# and <outdir>/compare.txt. Needs nvcc; WARPAGG_BENCH_ARCH (default 90).
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 <outdir> \"<defines A>\" \"<defines B>\" [bench args...]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
out=$1 defs_a=$2 defs_b=$3
shift 3
mkdir -p "$out/a" "$out/b"
arch=${WARPAGG_BENCH_ARCH:-90}
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
build() {  # $1: a|b, $2: defines
  # shellcheck disable=SC2086
  "$nvcc" -O3 -std=c++17 -arch=sm_$arch -lineinfo $2 -I "$root/runtime/include" \
    -o "$out/$1/warpagg_bench" "$here/bench.cu"
}
build a "$defs_a" & pa=$!
build b "$defs_b" & pb=$!
wait $pa && wait $pb
"$out/a/warpagg_bench" "$out/a" "$@" >"$out/a/bench.log" 2>&1
"$out/b/warpagg_bench" "$out/b" "$@" >"$out/b/bench.log" 2>&1
head -1 "$out/a/bench.log"
python3 - "$out" "$defs_a" "$defs_b" <<'PY' | tee "$out/compare.txt"
import csv, sys
out, da, db = sys.argv[1:4]
def load(side):
    return {(r["workload"], r["type"], r["variant"]): (float(r["median_us"]), r["correct"] == "1")
            for r in csv.DictReader(open(f"{out}/{side}/bench.csv"))}
a, b = load("a"), load("b")
print(f"A: {da or '(defaults)'}\nB: {db or '(defaults)'}")
print(f"{'workload':14} {'type':6} {'variant':22} {'A us':>9} {'B us':>9} {'B/A':>6}")
for k in a:
    if k not in b: continue
    (ta, oka), (tb, okb) = a[k], b[k]
    ratio = f"{tb / ta:6.3f}" if ta > 0 and tb > 0 else "     -"
    bad = "" if oka and okb else "  WRONG"
    print(f"{k[0]:14} {k[1]:6} {k[2]:22} {ta:9.1f} {tb:9.1f} {ratio}{bad}")
PY
grep -h "WRONG" "$out/a/bench.log" "$out/b/bench.log" && exit 1 || true
