#!/bin/sh
exec /usr/bin/time -a -o /tmp/pp/proc.log -f "warpagg-$PPTAG %U %S" /work/main/build/bin/warpagg "$@"
