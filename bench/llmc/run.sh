#!/usr/bin/env bash
# bench/llmc/run.sh <workdir> <outdir> [reps]
# GPU half (see prepare.sh): builds each of llm.c's kernel benchmarks twice
# with the nvcc command its header gives (original, warpagg's output), runs
# every kernel number of each at every block size the program sweeps, and
# writes <outdir>/llmc.csv (file,kernel,block_size,original_ms,warpagg_ms,
# ratio), for the files in $LLMC_FILES (default: the two the tool rewrites
# and global_norm, which it leaves unchanged: a check of the noise). The
# program's own validate_result (its CPU reference, exit on a
# mismatch) runs first in every run: a variant that fails it has no time.
# Each (file, kernel) pair is run [reps] times (default 3) interleaved;
# the median of the program's reported times is kept.
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: $0 <workdir> <outdir> [reps]" >&2; exit 2; }
work=$(cd "$1" && pwd)
mkdir -p "$2"; out=$(cd "$2" && pwd)
reps=${3:-3}
root=$(cd "$(dirname "$0")/../.." && pwd)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
arch=${LLMC_ARCH:-90}
declare -A kernels=([encoder_backward]="1 2" [layernorm_backward]="2 3 4 5 6 7 8 9 10"
                    [layernorm_backward_fp32]="1 3"
                    [matmul_backward_bias]="1 2 3 4" [global_norm]="1 2")
flags() { # the header's compile line, less -o
  case $1 in
    matmul_backward_bias) echo "-O3 -std=c++17 -lineinfo -lcublas -lcublasLt" ;;
    *) echo "-O3 --use_fast_math -lcublas -lcublasLt" ;;
  esac
}
status=0
echo "file,kernel,block_size,original_ms,warpagg_ms,ratio" >"$out/llmc.csv"
for f in ${LLMC_FILES:-encoder_backward layernorm_backward layernorm_backward_fp32 global_norm}; do
  for d in original warpagg; do
    (cd "$work/$d" && $nvcc -arch=sm_$arch $(flags $f) -I "$root/runtime/include" "$f.cu" -o "$f") \
      >"$out/build-$d-$f.log" 2>&1 || { echo "build failed: $d/$f"; tail -20 "$out/build-$d-$f.log"; status=1; continue 2; }
  done
  for k in ${kernels[$f]}; do
    for r in $(seq "$reps"); do
      for d in original warpagg; do
        log="$out/$d-$f-$k-$r.log"
        (cd "$work/$d" && "./$f" "$k") >"$log" 2>&1 ||
          { echo "run failed (exit $?): $d/$f $k"; tail -5 "$log"; status=1; }
      done
    done
    python3 - "$out" "$f" "$k" "$reps" >>"$out/llmc.csv" <<'PY' || status=1
import re, statistics, sys
out, f, k, reps = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def times(d):
    by = {}
    for r in range(1, reps + 1):
        text = open(f"{out}/{d}-{f}-{k}-{r}.log", errors="replace").read()
        for bs, ms in re.findall(r"block_size\s+(\d+)\s*\|?\s*time\s+([0-9.]+)\s*ms", text):
            by.setdefault(int(bs), []).append(float(ms))
    return {bs: statistics.median(v) for bs, v in by.items() if len(v) == reps}
o, w = times("original"), times("warpagg")
for bs in sorted(o):
    if bs in w:
        print(f"{f},{k},{bs},{o[bs]:.4f},{w[bs]:.4f},{w[bs] / o[bs]:.3f}")
PY
  done
done
cat "$out/llmc.csv"
exit $status
