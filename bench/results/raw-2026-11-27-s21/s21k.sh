#!/usr/bin/env bash
# session 21 call K: SASS of the tool's raster3 output with the real `uint32_t C` and with `(int)C` in the commit's index
set -uo pipefail
U=$PWD/.devcarry/u
for f in tool_u32_in_step tool_u32_in_step_int_index; do
  /usr/local/cuda/bin/nvcc -cubin -O3 -arch=sm_90 -DFUSED_SUFFIX=x -I runtime/include -I bench/fused $U/$f.cu -o /tmp/$f.cubin 2>/dev/null
  /usr/local/cuda/bin/cuobjdump -sass /tmp/$f.cubin | awk '/Function : .*render_backward/{p=1} /Function : .*md_forces/{p=0} p' > $OUT/sass-$f.txt
  echo "$f: $(wc -l < $OUT/sass-$f.txt) lines"
done
