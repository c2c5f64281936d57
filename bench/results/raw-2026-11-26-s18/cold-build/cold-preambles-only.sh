#!/bin/bash
set -euo pipefail
ROOT=$1; P=/work/main/examples/multi-target; L=/work/main/build/bin/warpagg-launch; T=$ROOT/times.txt; mkdir -p $ROOT; : > $T
cfg() { rm -rf $1; cmake -S $P -B $1 -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_COMPILER=/usr/local/cuda/bin/nvcc -DCMAKE_CUDA_ARCHITECTURES=90 "-DCMAKE_CUDA_COMPILER_LAUNCHER=$2" > /dev/null; }
bld() { /usr/bin/time -f "$1 %e %U %S" -a -o $T ninja -C $2 -j 2 > /dev/null 2>&1; }
# One build fills a cache; its preambles are the only thing later caches start with.
export WARPAGG_CACHE_DIR=$ROOT/seed; rm -rf $WARPAGG_CACHE_DIR; cfg $ROOT/s "$L" && ninja -C $ROOT/s -j 2 > /dev/null 2>&1
for r in 1 2 3 4; do
  cfg $ROOT/a "" && bld nvcc $ROOT/a
  export WARPAGG_CACHE_DIR=$ROOT/w-cold-$r; cfg $ROOT/b "$L" && bld launch-empty-cache $ROOT/b
  export WARPAGG_CACHE_DIR=$ROOT/w-pre-$r; mkdir -p $WARPAGG_CACHE_DIR; cp -r $ROOT/seed/preambles $WARPAGG_CACHE_DIR/; rm -f $WARPAGG_CACHE_DIR/preambles/*.lock
  cfg $ROOT/c "$L" && bld launch-preambles-only $ROOT/c
done
python3 - $T <<'P'
import sys,statistics as st,collections
d=collections.defaultdict(list)
for l in open(sys.argv[1]):
    n,w,u,s=l.split(); d[n].append(float(u)+float(s))
b=st.median(d['nvcc'])
for n,v in d.items(): print(n, ' '.join('%.2f'%x for x in v), 'median %.2f %.3fx'%(st.median(v), st.median(v)/b))
P
