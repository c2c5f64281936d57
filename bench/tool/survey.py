#!/usr/bin/env python3
"""Re-run the real-projects survey (issue 25): decisions and tool speed.

usage: bench/tool/survey.py PROJECTS_DIR [--manifest FILE] [--out DIR]
                            [--repeat N] [--only S] [--exclude S] [--no-time]
                            [--judged FILE]
       bench/tool/survey.py --summarize OUT [OUT...] --judged FILE

PROJECTS_DIR holds the extracted projects (one directory each, named as in the
manifest's first column; bench/results/2026-11-25-real-projects-survey.md says
which commit of which repository, and how they were extracted). Third-party
code is never part of this repository.

For every manifest row (project | arch | file | flags, file and flags relative
to PROJECTS_DIR/project, which is the working directory):
  - runs `warpagg --dry-run --report=json --header-filter=PROJECTS_DIR` on the
    file (so sites in the project's own headers are decided too), keeping the
    JSON under OUT/json/;
  - times it (user+sys CPU, best of --repeat) against clang's own device-only
    parse of the same file with exactly the command line the tool gives clang
    (taken from `warpagg -v`), run as clang++-22 ... -fsyntax-only.
Writes OUT/sites.tsv (every site once: file:line:col, first TU that saw it),
OUT/files.tsv (parse status, site counts, CPU times, ratio) and prints a
summary. Judgements (a/b/c) are made by a person reading the code; the
judged list lives in the results note, keyed by file:line, and
`--judged FILE` (a TSV with path-relative-to-PROJECTS_DIR, line, judgement)
prints the share of rewritten sites judged (a) for the current decisions.
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def cpu_time(cmd, cwd):
    """user+sys CPU seconds of cmd and its children, and its exit status."""
    with tempfile.NamedTemporaryFile() as t:
        rc = subprocess.run(["/usr/bin/time", "-f", "%U %S", "-o", t.name] + cmd,
                            cwd=cwd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL).returncode
        u, s = Path(t.name).read_text().split()[-2:]
        return float(u) + float(s), rc


def read_manifest(path):
    rows = []
    for line in Path(path).read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        project, arch, file, flags = [p.strip() for p in line.split("|", 3)]
        rows.append((project, arch, file, shlex.split(flags)))
    return rows


def clang_command(warpagg, base, arch, file, flags, cwd):
    """The clang command line the tool parses the file with (from -v)."""
    out = subprocess.run([warpagg, "-v", "--dry-run", "--quiet", "--header-filter=" + base,
                          "--cuda-gpu-arch=" + arch, file, "--"] + flags,
                         cwd=cwd, capture_output=True, text=True).stderr
    for line in out.splitlines():
        if "': clang++ " in line:
            args = shlex.split(line.split("': clang++ ", 1)[1])
            return ["clang++-22"] + args
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("projects", nargs="?")
    ap.add_argument("--manifest", default=str(ROOT / "bench/tool/survey-manifest.txt"))
    ap.add_argument("--out", default="survey-out")
    ap.add_argument("--warpagg", default=str(ROOT / "build/bin/warpagg"))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", default="", help="only rows whose project/file contains this")
    ap.add_argument("--exclude", default="", help="skip rows whose project/file contains this")
    ap.add_argument("--no-time", action="store_true")
    ap.add_argument("--judged", help="TSV: path, line, judgement (a/b/c)")
    ap.add_argument("--summarize", nargs="+", metavar="OUT",
                    help="run nothing: with --judged, summarize these earlier outputs")
    a = ap.parse_args()
    if a.summarize:
        summarize(a.summarize, a.judged)
        return
    base = str(Path(a.projects).resolve()) + "/"
    out = Path(a.out)
    (out / "json").mkdir(parents=True, exist_ok=True)
    sites, files = {}, []
    for project, arch, file, flags in read_manifest(a.manifest):
        if a.only and a.only not in f"{project}/{file}":
            continue
        if a.exclude and a.exclude in f"{project}/{file}":
            continue
        cwd = Path(base) / project
        rep = out / "json" / (f"{project}/{file}".replace("/", "__") + ".json")
        cmd = [a.warpagg, "--dry-run", "--report=json", "--report-file=" + str(rep.resolve()),
               "--header-filter=" + base, "--cuda-gpu-arch=" + arch, file, "--"] + flags
        t0 = time.time()
        proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
        status = {0: "parsed", 4: "not parsed"}.get(proc.returncode, f"rc={proc.returncode}")
        why = ""
        if proc.returncode == 4:
            why = next((l for l in proc.stderr.splitlines() if "cannot parse" in l), "")
        recs = json.loads(rep.read_text()) if rep.exists() and rep.stat().st_size else []
        for r in recs:
            key = (os.path.relpath(os.path.realpath(r["file"]), os.path.realpath(base)), r["line"], r["column"])
            sites.setdefault(key, (project, file, r))
        rewritten = sum(r["decision"] == "rewritten" for r in recs)
        tool_s = clang_s = None
        if not a.no_time and proc.returncode == 0:
            ccmd = clang_command(a.warpagg, base, arch, file, flags, cwd)
            tool_s = min(cpu_time(cmd, cwd)[0] for _ in range(a.repeat))
            if ccmd:
                clang_s = min(cpu_time(ccmd, cwd)[0] for _ in range(a.repeat))
        ratio = f"{tool_s / clang_s:.2f}" if tool_s and clang_s else ""
        files.append((project, file, status, len(recs), rewritten,
                      f"{tool_s:.2f}" if tool_s else "", f"{clang_s:.2f}" if clang_s else "",
                      ratio, why))
        print(f"{project}/{file}: {status}, {len(recs)} sites, {rewritten} rewritten, "
              f"tool {files[-1][5]} s, clang {files[-1][6]} s, ratio {ratio} "
              f"({time.time() - t0:.0f} s)", file=sys.stderr)
    with open(out / "files.tsv", "w") as f:
        f.write("project\tfile\tstatus\tsites\trewritten\ttool_cpu_s\tclang_cpu_s\tratio\twhy\n")
        for row in files:
            f.write("\t".join(map(str, row)) + "\n")
    with open(out / "sites.tsv", "w") as f:
        f.write("path\tline\tcol\tproject\ttu\tdecision\treason_code\tstrategy\tfunction\tgroup\tmessage\n")
        for (path, line, col), (project, tu, r) in sorted(sites.items()):
            strategy = r.get("strategy") or "" if r["decision"] == "rewritten" else ""
            f.write("\t".join(map(str, [path, line, col, project, tu, r["decision"],
                                        r["reason_code"], strategy, r["function"],
                                        "yes" if r.get("group") else "",
                                        r["message"].replace("\t", " ")])) + "\n")
    print(f"{len(sites)} distinct sites, "
          f"{sum(v[2]['decision'] == 'rewritten' for v in sites.values())} rewritten, "
          f"{sum(1 for r in files if r[2] != 'parsed')} files not parsed")
    if a.judged:
        summarize([out], a.judged)


def summarize(outs, judged_path):
    """Share of rewritten sites judged (a), over the sites.tsv of several runs."""
    judged = {}
    for line in Path(judged_path).read_text().splitlines()[1:]:
        p, ln, j = line.split("\t")[:3]
        judged[(p, int(ln))] = j
    rewritten = set()
    for out in outs:
        for line in (Path(out) / "sites.tsv").read_text().splitlines()[1:]:
            f = line.split("\t")
            if f[5] == "rewritten":
                rewritten.add((f[0], int(f[1])))
    js = [judged.get(k, "?") for k in sorted(rewritten)]
    n_a = js.count("a")
    print(f"judged (a): {n_a}/{len(js)} = {100 * n_a / max(len(js), 1):.1f}%; "
          f"(b): {js.count('b')}, (c): {js.count('c')}, not judged: {js.count('?')}")
    for k in sorted(rewritten):
        if k not in judged:
            print(f"  not judged: {k[0]}:{k[1]}")


if __name__ == "__main__":
    main()
