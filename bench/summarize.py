#!/usr/bin/env python3
"""Summarize bench.csv: chart (PNG), per-workload table, targets of issue 4,
and the ranking of the adaptive tuning variants.

Usage: summarize.py <outdir> [--adaptive=VARIANT]
--adaptive names the row that stands for the default strategy (default
warpagg/adaptive); e.g. tune/adaptive_1_0_0 to evaluate a tuning candidate
as the default (the same template instantiation the default would use)."""
import csv
import json
import sys
from collections import defaultdict

outdir = sys.argv[1]
ADA = "warpagg/adaptive"
for arg in sys.argv[2:]:
    if arg.startswith("--adaptive="):
        ADA = arg.split("=", 1)[1]
rows = list(csv.DictReader(open(f"{outdir}/bench.csv")))
by = defaultdict(dict)  # (workload, type) -> variant -> median us
wrong = []
for r in rows:
    if r["correct"] != "1":
        wrong.append(f'{r["workload"]}/{r["type"]}/{r["variant"]}')
        continue
    by[(r["workload"], r["type"])][r["variant"]] = float(r["median_us"])

def real(v):  # variants that count as "the best variant"
    return v != "floor" and not v.startswith("tune/")

summary, targets = [], []
def target(name, ok, detail):
    targets.append((name, ok, detail))

for (wl, ty), t in by.items():
    plain, ada, floor = t.get("plain"), t.get(ADA), t.get("floor")
    cands = {v: x for v, x in t.items() if real(v)}
    best = min(cands, key=cands.get)
    summary.append((wl, ty, floor, plain, ada, best, cands[best]))
    if plain and ada:
        target(f"adaptive <= 1.03x plain  [{wl}/{ty}]", ada <= 1.03 * plain, f"{ada / plain:.3f}x plain")
        target(f"adaptive <= 1.10x best   [{wl}/{ty}]", ada <= 1.10 * cands[best], f"{ada / cands[best]:.3f}x {best}")
    if wl == "grid-sorted" and ty in ("int", "float", "double") and ada and floor:
        target(f"sorted: adaptive <= 1.2x floor [{ty}]", ada <= 1.2 * floor, f"{ada / floor:.2f}x floor")
    if wl in ("single", "hist256", "hist256-smooth") and plain and ada:
        target(f">= 10x plain [{wl}/{ty}]", plain / ada >= 10, f"{plain / ada:.1f}x")
    for anc in [v for v in t if v.startswith("anchor/")]:
        if plain and t[anc] < plain and ada:
            # Within 1% counts as a tie (run-to-run noise; e.g. all at the one-address atomic bound).
            tie = ada >= t[anc] and ada <= 1.01 * t[anc]
            target(f"beats {anc} [{wl}/{ty}]", ada <= 1.01 * t[anc],
                   f"adaptive {ada:.1f} us vs {t[anc]:.1f} us" + (" (tie within 1%)" if tie else ""))

# Tuning: for each adaptive_R_M, worst ratio to the best real variant and to plain.
tunes = sorted({v for t in by.values() for v in t if v.startswith("tune/")})
tune_rank = []
for tv in tunes:
    worst_best, worst_plain, where = 0.0, 0.0, ""
    for (wl, ty), t in by.items():
        if tv not in t:
            continue
        best = min(x for v, x in t.items() if real(v))
        rb = t[tv] / best
        if rb > worst_best:
            worst_best, where = rb, f"{wl}/{ty}"
        if "plain" in t:
            worst_plain = max(worst_plain, t[tv] / t["plain"])
    tune_rank.append((worst_best, worst_plain, tv, where))
tune_rank.sort()

# Chart: one panel per workload/type, runtime per variant (log scale).
try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    keys = list(by.keys())
    cols = 4
    nrow = (len(keys) + cols - 1) // cols
    fig, axes = plt.subplots(nrow, cols, figsize=(5 * cols, 3.6 * nrow))
    for ax, key in zip(axes.flat, keys):
        t = {v: x for v, x in by[key].items() if not v.startswith("tune/")}
        names = list(t)
        colors = ["tab:gray" if n == "floor" else "tab:red" if n == "plain" else
                  "tab:green" if n == "warpagg/adaptive" else "tab:blue" if n.startswith("warpagg") else
                  "tab:orange" for n in names]
        ax.barh(names, [t[n] for n in names], color=colors)
        ax.set_xscale("log")
        ax.set_title(f"{key[0]} / {key[1]}", fontsize=9)
        ax.tick_params(labelsize=7)
        ax.set_xlabel("median time (us), log scale", fontsize=7)
    for ax in list(axes.flat)[len(keys):]:
        ax.axis("off")
    fig.tight_layout()
    fig.savefig(f"{outdir}/bench.png", dpi=80)
    chart = f"{outdir}/bench.png"
except Exception as e:  # noqa: BLE001
    chart = f"(no chart: {e})"

with open(f"{outdir}/summary.json", "w") as f:
    json.dump({"targets": [{"target": n, "met": ok, "detail": d} for n, ok, d in targets],
               "tuning": [{"variant": v, "worst_vs_best": wb, "worst_vs_plain": wp, "where": w}
                          for wb, wp, v, w in tune_rank]}, f, indent=1)

print(f"\n== adaptive tuning (worst ratio to best real variant / to plain; best first) ==")
for wb, wp, v, w in tune_rank[:6]:
    print(f"  {v:<26} {wb:5.3f}x best (at {w}), {wp:5.3f}x plain")
print("\n== targets ==")
for n, ok, d in targets:
    if not ok or "tie" in d:
        print(f"  {'NOT MET' if not ok else 'tie    '}  {n}: {d}")
met = sum(ok for _, ok, _ in targets)
print(f"  {met}/{len(targets)} met" + ("" if not wrong else f"; WRONG RESULTS: {', '.join(wrong)}"))
print(f"  chart: {chart}")
print("\n== results (median us; speedup = plain / adaptive) ==")
print(f"adaptive = {ADA}")
print(f"{'workload':<15}{'type':<7}{'floor':>8}{'plain':>9}{'adaptive':>9}{'speedup':>8}{'/floor':>7}  best variant")
for wl, ty, floor, plain, ada, best, bt in summary:
    f = lambda x: f"{x:.1f}" if x else "-"
    sp = f"{plain / ada:.2f}" if plain and ada else "-"
    fl = f"{ada / floor:.2f}" if ada and floor else "-"
    print(f"{wl:<15}{ty:<7}{f(floor):>8}{f(plain):>9}{f(ada):>9}{sp:>8}{fl:>7}  {best} {bt:.1f}")
