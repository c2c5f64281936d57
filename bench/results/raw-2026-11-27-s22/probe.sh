#!/usr/bin/env bash
# register probe: render_backward's registers / spills for a source file and flags
f=$1; shift
/usr/local/cuda/bin/nvcc -c -O3 -arch=sm_90 -Xptxas -v -DFUSED_SUFFIX=x "$@" -I runtime/include -I bench/fused "$f" -o /dev/null 2>&1 |
  awk '/Compiling entry.*render_backward/{p=1} p&&/spill/{s=$0} p&&/Used/{print $5" regs;"s; p=0}' | sed 's/ptxas info *: *//;s/Function properties.*//'
