#!/usr/bin/env bash
# every kernel's registers in a file: regs.sh FILE [flags]
f=$1; shift
/usr/local/cuda/bin/nvcc -c -O3 -arch=sm_90 -Xptxas -v -DFUSED_SUFFIX=x "$@" -I runtime/include -I "$(dirname "$f")/.." -I "$(dirname "$f")" "$f" -o /dev/null 2>&1 |
  awk '/Compiling entry/{n=$0; sub(/.*_cu_[0-9a-f]+/,"",n); sub(/. for .sm_.*/,"",n); p=1} p&&/spill stores/{match($0,/[0-9]+ bytes spill stores/); s=substr($0,RSTART,RLENGTH)} p&&/Used/{print substr(n,1,50)": "$5" "s; p=0}'
