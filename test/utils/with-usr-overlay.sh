#!/bin/sh
# with-usr-overlay.sh ROOT/usr CMD [ARGS...]: runs CMD where ROOT/usr's
# files lie over the machine's /usr, as if a package had been installed
# there: a read-only overlay mount in a private mount namespace of a new
# user namespace (unshare -rm), so the machine's /usr is never written and
# nothing outlives CMD. What a package installed under /usr does differently
# from one unpacked elsewhere (its headers in /usr/include) shows here.
set -e
usr=$1
shift
exec unshare -rm sh -c 'mount -t overlay overlay -o "lowerdir=$0:/usr" /usr && exec "$@"' "$usr" "$@"
