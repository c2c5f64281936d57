#!/usr/bin/env python3
"""Medians of run.sh's timed builds as a Markdown table, with the ratios the
issue's targets name (cold CPU over nvcc alone, warm launcher rebuild over
the compiler cache alone).

Usage: summarize.py times.txt
times.txt: one line per build, "<name> <wall> <user> <sys>" and, for builds
through an sccache server, "<server user> <server sys>" after them."""
import statistics
import sys
from collections import defaultdict

runs = defaultdict(list)  # name -> [(wall, cpu)]
for line in open(sys.argv[1]):
    f = line.split()
    if not f:
        continue
    name, wall = f[0], float(f[1])
    cpu = sum(float(x) for x in f[2:])  # ninja's and, if any, the server's
    runs[name].append((wall, cpu))


def median(name, i):
    return statistics.median(r[i] for r in runs[name])


print("| build | runs | wall s (median) | CPU s (median) | walls | CPUs |")
print("| --- | --- | --- | --- | --- | --- |")
for name, rs in runs.items():
    walls = " ".join(f"{w:.2f}" for w, _ in rs)
    cpus = " ".join(f"{c:.2f}" for _, c in rs)
    print(f"| {name} | {len(rs)} | {median(name, 0):.2f} | {median(name, 1):.2f} "
          f"| {walls} | {cpus} |")
print()
for new, base in [("cold-launch", "cold-nvcc"), ("cold-launch-umbrella", "cold-nvcc"),
                  ("cold-launch-compare", "cold-nvcc"),
                  ("warm-launch-ccache", "warm-ccache"),
                  ("fresh-launch-ccache", "fresh-ccache"),
                  ("warm-launch-sccache", "warm-sccache")]:
    if new in runs and base in runs:
        print(f"- {new} / {base}: wall {median(new, 0) / median(base, 0):.2f}x, "
              f"CPU {median(new, 1) / median(base, 1):.2f}x")
        if len(runs[new]) == len(runs[base]) > 1:  # interleaved rounds: each round's own ratio
            rounds = " ".join(f"{n[1] / b[1]:.3f}" for n, b in zip(runs[new], runs[base]))
            print(f"  CPU round by round: {rounds}")
