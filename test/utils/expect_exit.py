#!/usr/bin/env python3
"""expect_exit.py N CMD [ARGS...]: run CMD and succeed only if it exits with N.

lit's `not` accepts any non-zero status; the tool's contract distinguishes
1 (an input failed) from 2 (bad usage), so tests check the exact number.
"""
import subprocess
import sys

if len(sys.argv) < 3:
    sys.exit("usage: expect_exit.py N CMD [ARGS...]")
want = int(sys.argv[1])
got = subprocess.run(sys.argv[2:]).returncode
if got != want:
    print(f"expect_exit: '{sys.argv[2]}' exited with {got}, expected {want}", file=sys.stderr)
    sys.exit(1)
