#!/bin/sh
# with_private_devices.sh DIR CMD [ARGS...]: runs CMD in a mount namespace
# of its own where DIR is a fresh tmpfs holding the character devices null
# (1,3) and full (1,7). Tests of outputs naming a device use these, never
# the machine's own /dev: a bug that replaced the node replaces a copy that
# vanishes with the namespace. Needs root (lit's feature private-devices).
dir=$1
shift
exec unshare --mount --propagation private sh -c '
  mount -t tmpfs tmpfs "$0" && mknod "$0/null" c 1 3 && mknod "$0/full" c 1 7 &&
  chmod 666 "$0/null" "$0/full" && exec "$@"' "$dir" "$@"
