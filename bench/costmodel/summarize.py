#!/usr/bin/env python3
"""Summarize bench/costmodel's CSV: each variant's time over plain's, per
(sweep, type, pattern, lanes, launch, sites); then, per launch, the worst
and best ratio of each variant over the patterns of the core sweep, split by
whether aggregation can save anything (distinct addresses < lanes).

  summarize.py costmodel.csv [--table]"""
import csv
import sys
from collections import defaultdict


def load(path):
    rows = list(csv.DictReader(open(path)))
    t = {}
    for r in rows:
        if r["check"] != "ok":
            continue
        key = (r["sweep"], r["type"], r["pattern"], r["lanes"], r["launch"], r["sites"])
        t.setdefault(key, {})[r["variant"]] = float(r["median_us"])
    return rows, t


def parse_pattern(p):
    f, d, arr = p.split("_")
    return int(f[1:]), int(d[1:]), arr


def main():
    path = sys.argv[1]
    rows, t = load(path)
    wrong = [r for r in rows if r["check"] != "ok"]
    print(f"{len(rows)} rows, {len(wrong)} wrong")
    variants = ["adaptive", "runs", "est", "ldist", "nb", "nbr", "gated", "backoff", "red16", "group"]
    if "--table" in sys.argv:
        for key in sorted(t):
            v = t[key]
            if "plain" not in v:
                continue
            cells = " ".join(f"{n}={v[n] / v['plain']:.2f}" for n in variants if n in v)
            print(",".join(key), f"plain={v['plain']:.1f}us", cells)
    # Per sweep/type/launch: worst ratio where no saving is possible and
    # where some is, and best ratio.
    agg = defaultdict(lambda: defaultdict(list))
    for key, v in t.items():
        sweep, typ, pat, lanes, launch, sites = key
        if "plain" not in v:
            continue
        F, D, arr = parse_pattern(pat)
        distinct = D * F
        cls = "distinct" if distinct == 32 else ("little" if distinct >= 24 else ("some" if distinct >= 8 else "much"))
        for n in variants:
            if n in v:
                agg[(sweep, typ, lanes, sites, launch, cls)][n].append(v[n] / v["plain"])
    print("\nworst / best ratio over plain (distinct addresses a warp: distinct 32, little 24-31, some 8-23, much 1-7)")
    for key in sorted(agg):
        cells = "  ".join(f"{n} {max(r):.2f}/{min(r):.2f}" for n, r in agg[key].items())
        print(" ".join(key), "|", cells)


main()
