#!/usr/bin/env bash
# bench/experiments/gpumd-variants.sh DIR OUT NAME:TREE:EXTRA_CFLAGS ...: which part of warpagg's output
# costs time in GPUMD (bench/realprojects/gpumd.sh prepares DIR/orig and DIR/tool). Each variant is
# built from DIR/TREE with nvcc (-std=c++17 -O3 -arch=sm_90 plus EXTRA_CFLAGS, spaces as commas), then
# gpumd_dynamic (250 atoms, 10000 steps) and nep training (500 generations) run 3 times each, variants
# alternating; medians printed. No correctness check here: gpumd.sh run does that for the shipped output.
set -euo pipefail
dir=$1 out=$2; shift 2
here=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
names=()
for spec in "$@"; do
  IFS=: read -r name tree extra <<< "$spec"
  rm -rf "$dir/v-$name"; cp -r "$dir/$tree" "$dir/v-$name"
  (cd "$dir/v-$name/src" && make -j"$(nproc)" gpumd nep CFLAGS="-std=c++17 -O3 -arch=sm_90 ${extra//,/ }" \
     INC="-I./ -I$here/runtime/include" > "$out/build-$name.log" 2>&1) || { tail -20 "$out/build-$name.log"; exit 1; }
  cp -r "$dir/v-$name/examples/nep_train" "$dir/v-$name/examples/nep_time"
  printf 'type 2 Te Pb\ngeneration 500\n' > "$dir/v-$name/examples/nep_time/nep.in"
  names+=("$name")
done
for r in 1 2 3; do
  for name in "${names[@]}"; do
    (cd "$dir/v-$name/examples/gpumd_dynamic" && ../../src/gpumd > "$out/dynamic-$name-$r.log" 2>&1)
    (cd "$dir/v-$name/examples/nep_time" && ../../src/nep > "$out/train-$name-$r.log" 2>&1)
  done
done
python3 - "$out" "${names[@]}" <<'PY'
import sys, re, pathlib, statistics
out = pathlib.Path(sys.argv[1]); names = sys.argv[2:]
for what, key in [("dynamic", r"Time used for this run = ([0-9.e+-]+)"), ("train", r"Time used for training = ([0-9.e+-]+)")]:
    base = None
    for n in names:
        t = [float(re.search(key, f.read_text()).group(1)) for f in sorted(out.glob(f"{what}-{n}-*.log"))]
        m = statistics.median(t); base = base or m
        print(f"{what:8s} {n:14s} median {m:8.3f} s  x{m/base:.3f}  {t}")
PY
