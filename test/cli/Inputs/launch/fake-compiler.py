#!/usr/bin/env python3
# A stand-in for nvcc or clang (copied under those names): prints its
# arguments one a line ("argv: ..."), writes the -MF dependency file naming
# the source it compiles, and exits with $FAKE_STATUS (default 0), or 1 when
# $FAKE_FAIL_COPY is set and it compiles a warpagg copy (a file in a
# <output>.warpagg directory). Named nvcc, it rejects a response file
# (@file) as nvcc does, with status 1.
import os
import sys

args = sys.argv[1:]
for a in args:
    print("argv: " + a)
at = next((a for a in args if a.startswith("@")), None)
if at and os.path.basename(sys.argv[0]) == "nvcc":
    print("nvcc fatal   : Don't know what to do with '%s'" % at, file=sys.stderr)
    sys.exit(1)
source = next((a for a in args if a.endswith(".cu") or a.endswith(".cpp")), None)
if "-MF" in args and source:
    with open(args[args.index("-MF") + 1], "w") as f:
        f.write("obj/k.o: " + source.replace(" ", "\\ ") + " inc/k.h\n")
in_copy_dir = source and os.path.dirname(source).endswith(".warpagg")
if os.environ.get("FAKE_FAIL_COPY") and in_copy_dir:
    print("copy.cu:1: error: fake", file=sys.stderr)
    sys.exit(1)
sys.exit(int(os.environ.get("FAKE_STATUS", "0")))
