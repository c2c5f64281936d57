#!/usr/bin/env python3
# A stand-in for warpagg (copied beside warpagg-launch): prints its
# arguments one a line ("warpagg: ...", to stderr: the launcher's log),
# writes the -o copy as the source with a first comment line (the source
# unchanged with $FAKE_WARPAGG_SAME: nothing rewritten), and exits with
# $FAKE_WARPAGG_STATUS (default 0), printing an error line first when not 0;
# $FAKE_WARPAGG_CRASH: dies of SIGSEGV first. With --list-files-read=<file>
# and $FAKE_WARPAGG_READS set it lists the source and the files named there
# (separated by ':') as the files it read (without: no list, so that the
# launcher caches nothing, as these $FAKE_ variables are no part of its
# key); with $FAKE_WARPAGG_RUNS it appends a
# line to that file, so that a test can count its runs.
import os
import sys

args = sys.argv[1:]
for a in args:
    print("warpagg: " + a, file=sys.stderr)
if os.environ.get("FAKE_WARPAGG_CRASH"):
    os.kill(os.getpid(), 11)
if os.environ.get("FAKE_WARPAGG_RUNS"):
    with open(os.environ["FAKE_WARPAGG_RUNS"], "a") as runs:
        runs.write("run\n")
status = int(os.environ.get("FAKE_WARPAGG_STATUS", "0"))
if status:
    print("warpagg: error: clang cannot parse 'k.cu' (fake)", file=sys.stderr)
    sys.exit(status)
out = args[args.index("-o") + 1]
with open(args[0]) as src, open(out, "w") as dst:
    dst.write(("" if os.environ.get("FAKE_WARPAGG_SAME") else "// rewritten\n")
              + src.read())
listed = [a.split("=", 1)[1] for a in args if a.startswith("--list-files-read=")]
if listed and "FAKE_WARPAGG_READS" in os.environ:
    reads = [args[0]] + [r for r in os.environ.get("FAKE_WARPAGG_READS", "").split(":") if r]
    with open(listed[0], "w") as f:
        f.write("".join(os.path.abspath(r) + "\n" for r in reads))
