#!/usr/bin/env bash
# session 21 call C: GPUMD original against the tool's output (keyed groups)
set -uo pipefail
nvidia-smi -L | head -1 | tee $OUT/device.txt; date -u >> $OUT/device.txt
cp -r .devcarry/gpumd /tmp/gpumd
bench/realprojects/gpumd.sh run /tmp/gpumd $OUT/gpumd 2>&1 | tail -20
