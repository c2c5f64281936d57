#!/bin/bash
# Each variant, with and without -rdc, run three ways (no sync, sync, reset).
cd "$(dirname "$0")"
for v in VIA_ATEXIT_IN_CTOR VIA_DTOR VIA_CTOR_PRIO VIA_DESTRUCTOR_ATTR; do
  for rdc in "" "-rdc=true"; do
    nvcc -arch=sm_90 $rdc -D$v probe.cu -o /tmp/p_$v || exit 1
    for a in "" "1" "1 2"; do echo "== $v $rdc args=[$a]"; /tmp/p_$v $a; done
  done
done
