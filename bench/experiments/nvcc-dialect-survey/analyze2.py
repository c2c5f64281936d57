#!/usr/bin/env python3
"""Summarise $SURVEY_DIR/results.json: every TU of each project's scope checked so far
(survey2.py's PROJECTS and caps): markdown table + nvcc rejections + failures."""
import json, os, re, subprocess, collections, sys, glob
sys.argv = [sys.argv[0], "none"]  # survey2 reads argv: phase 'none' runs nothing
import importlib.util
spec = importlib.util.spec_from_file_location("s2", os.path.join(os.path.dirname(os.path.abspath(__file__)), "survey2.py"))
s2 = importlib.util.module_from_spec(spec); spec.loader.exec_module(s2)
res = json.load(open(s2.out))
def commit(name):
    g = f"/work/.mirror/{name}/repo"
    return subprocess.run(["git", f"--git-dir={g}", "rev-parse", "--short=10", "HEAD"], capture_output=True, text=True).stdout.strip()
def why_nvcc(e):
    m = re.search(r"fatal error: ([^:]+): No such file", e) or re.search(r'cannot open source file "([^"]+)"', e)
    if m: return "missing " + m.group(1)
    return re.sub(r"^.*?error: ", "", e)[:110]
rows = []; tot = collections.Counter(); rej = []; fails = []; warns = []
for p in s2.PROJECTS:
    fs = s2.files_of(p)
    allf = sorted({f for pat in p["pats"] for f in glob.glob(s2.S + p["name"] + "/" + pat, recursive=True) if not any(x in f for x in p["exclude"])})
    # every TU of the project's scope that was checked (samples of several
    # caps over time), not only the current cap's sample
    inscope = {os.path.relpath(f, s2.S) for f in allf}
    rs = [(k, r) for k, r in sorted(res.items()) if k in inscope]
    done = [(k, r) for k, r in rs if "nvcc" in r]
    acc = [(k, r) for k, r in done if r["nvcc"]]
    measured = [(k, r) for k, r in acc if "parsed" in r]
    parsed = [(k, r) for k, r in measured if r["parsed"]]
    for k, r in done:
        if not r["nvcc"]: rej.append((p["name"], k, why_nvcc(r["nvcc_error"])))
    for k, r in measured:
        if not r["parsed"]: fails.append((p["name"], k, r["warpagg_error"]))
        if r.get("warpagg_warnings"): warns.append((p["name"], k, r["warpagg_warnings"]))
    rows.append((p["name"].replace("+", "/"), commit(p["name"]), len(allf), len(rs), len(done), len(acc), len(measured), len(parsed)))
    for i, key in enumerate(["all", "sampled", "checked", "accepted", "measured", "parsed"]): tot[key] += rows[-1][2 + i]
print("| project (commit) | .cu TUs | sampled | nvcc checked | nvcc accepts | warpagg run | warpagg parses |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for r in rows: print(f"| {r[0]} ({r[1]}) | {r[2]} | {r[3]} | {r[4]} | {r[5]} | {r[6]} | {r[7]} |")
print(f"| **total** | {tot['all']} | {tot['sampled']} | {tot['checked']} | {tot['accepted']} | {tot['measured']} | {tot['parsed']} |")
if tot["measured"]: print(f"\nparsed {tot['parsed']}/{tot['measured']} = {100*tot['parsed']/tot['measured']:.1f}%")
print("\n## nvcc rejects (excluded)")
for n, k, w in rej: print(f"- {k}: {w}")
print("\n## warpagg fails")
for n, k, e in fails: print(f"- {k}: {e}")
print("\n## warnings")
for n, k, w in warns: print(f"- {k}: {w[0][:250]}")
