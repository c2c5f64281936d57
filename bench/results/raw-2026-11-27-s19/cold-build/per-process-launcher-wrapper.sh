#!/bin/sh
exec /usr/bin/time -a -o /tmp/pp/proc.log -f "launcher-$PPTAG %U %S" /tmp/pp/bin/warpagg-launch "$@"
