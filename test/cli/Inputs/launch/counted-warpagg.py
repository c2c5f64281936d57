#!/usr/bin/env python3
# The real warpagg ($REAL_WARPAGG), counted (copied beside a copy of
# warpagg-launch as "warpagg"): appends a line to $COUNT_RUNS, then runs
# it with the same arguments, so that a test can tell a cache hit (no run)
# from a miss with the real tool's outputs.
import os
import sys

with open(os.environ["COUNT_RUNS"], "a") as runs:
    runs.write("run\n")
real = os.environ["REAL_WARPAGG"]
os.execv(real, [real] + sys.argv[1:])
