#!/usr/bin/env python3
# A stand-in for warpagg (copied beside warpagg-launch): prints its
# arguments one a line ("warpagg: ...", to stderr: the launcher's log),
# writes the -o copy as the source with a first comment line (the source
# unchanged with $FAKE_WARPAGG_SAME: nothing rewritten), and exits with
# $FAKE_WARPAGG_STATUS (default 0), printing an error line first when not 0;
# $FAKE_WARPAGG_CRASH: dies of SIGSEGV first.
import os
import sys

args = sys.argv[1:]
for a in args:
    print("warpagg: " + a, file=sys.stderr)
if os.environ.get("FAKE_WARPAGG_CRASH"):
    os.kill(os.getpid(), 11)
status = int(os.environ.get("FAKE_WARPAGG_STATUS", "0"))
if status:
    print("warpagg: error: clang cannot parse 'k.cu' (fake)", file=sys.stderr)
    sys.exit(status)
out = args[args.index("-o") + 1]
with open(args[0]) as src, open(out, "w") as dst:
    dst.write(("" if os.environ.get("FAKE_WARPAGG_SAME") else "// rewritten\n")
              + src.read())
