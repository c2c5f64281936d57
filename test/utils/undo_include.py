#!/usr/bin/env python3
"""Undoes the runtime include of a rewritten file (stdin to stdout), for
tests that check every other byte is the original's: the include took a blank
line (it becomes that blank line again), or it is a line of its own followed
by a bare '#line N' (both go)."""
import re
import sys

INCLUDE = re.compile(rb"#include <warpagg/(?:warpagg|atomic_ref)\.cuh>")
lines = sys.stdin.buffer.read().splitlines(keepends=True)
out, i = [], 0
while i < len(lines):
    body = lines[i].rstrip(b"\r\n")
    if INCLUDE.fullmatch(body):
        nxt = lines[i + 1].rstrip(b"\r\n") if i + 1 < len(lines) else b""
        if re.fullmatch(rb"#line \d+", nxt):
            i += 2
            continue
        out.append(lines[i][len(body):])  # the blank line, its break kept
    else:
        out.append(lines[i])
    i += 1
sys.stdout.buffer.write(b"".join(out))
