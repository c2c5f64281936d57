#!/usr/bin/env python3
"""damage-cache.py DIR KIND HOW: damages every warpagg-launch cache file of
KIND (result or manifest) under DIR: HOW is truncate (cut to half its
length, as a killed writer would leave it) or flip (one byte in its middle
changed, the length kept)."""
import glob
import sys

directory, kind, how = sys.argv[1:4]
files = glob.glob(f"{directory}/*/*.{kind}")
if not files:
    sys.exit(f"damage-cache: no {kind} file under {directory}")
for name in files:
    with open(name, "r+b") as f:
        data = f.read()
        if how == "truncate":
            f.truncate(len(data) // 2)
        else:
            f.seek(len(data) // 2)
            f.write(bytes([data[len(data) // 2] ^ 0x01]))
