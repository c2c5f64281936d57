#!/bin/bash
P=/work/main/examples/multi-target; R=/tmp/pp/r2; mkdir -p $R; : > /tmp/pp/proc.log; : > /tmp/pp/times2.txt
cfg() { rm -rf $1; cmake -S $P -B $1 -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_COMPILER=/tmp/pp/cuda/bin/nvcc -DCMAKE_CUDA_ARCHITECTURES=90 "-DCMAKE_CUDA_COMPILER_LAUNCHER=$2" > $R/cfg.log 2>&1; }
bld() { /usr/bin/time -f "$1 %e %U %S" -a -o /tmp/pp/times2.txt ninja -C $2 -j 2 > $R/$1.log 2>&1; }
for r in 1 2 3; do
  PPTAG=cfg cfg $R/b-nvcc ""; export PPTAG=alone$r; bld alone $R/b-nvcc
  export WARPAGG_CACHE_DIR=$R/wc-$r; rm -rf $WARPAGG_CACHE_DIR
  PPTAG=cfg cfg $R/b-l "/tmp/pp/launchwrap;--report-dir=$R/b-l/warpagg-report"; export PPTAG=launch$r; bld launch $R/b-l
done
