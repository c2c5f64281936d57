#!/usr/bin/env python3
# run-together.py N PREFIX COMMAND...: starts N copies of COMMAND at once
# (PREFIX.<i>.out and .err their output), waits for all, and exits 1 if
# any exited non-zero (its status printed).
import subprocess
import sys

n, prefix, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
procs = []
for i in range(n):
    out = open(f"{prefix}.{i}.out", "w")
    err = open(f"{prefix}.{i}.err", "w")
    procs.append(subprocess.Popen(command, stdout=out, stderr=err))
status = 0
for i, p in enumerate(procs):
    if p.wait() != 0:
        print(f"copy {i} exited with {p.returncode}")
        status = 1
sys.exit(status)
