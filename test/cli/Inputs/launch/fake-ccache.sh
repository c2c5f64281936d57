#!/bin/sh
# A stand-in for ccache: says so, then runs the compiler command it is given.
echo "cache: $1"
exec "$@"
