#!/bin/sh
exec /usr/bin/time -a -o /tmp/pp/proc.log -f "nvcc-$PPTAG %U %S" /usr/local/cuda/bin/nvcc "$@"
