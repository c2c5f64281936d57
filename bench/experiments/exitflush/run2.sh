#!/bin/bash
cd "$(dirname "$0")"
for v in VA VB VC; do
  for rdc in "" "-rdc=true"; do
    nvcc -arch=sm_90 $rdc -D$v probe2.cu -o /tmp/p_$v || exit 1
    for a in "" "1" "1 2"; do echo "== $v $rdc args=[$a]"; /usr/bin/time -f "%e s" /tmp/p_$v $a; done
  done
done
