#!/usr/bin/env python3
"""preamble_sharing.py PROJECTS_DIR OUT_DIR [--warpagg PATH] [--manifest PATH]

Runs every row of the real-projects survey's manifest (survey-manifest.txt)
twice: without a preamble cache, and with one cache directory shared by all
rows (as warpagg-launch's is by every compile of a user), so that rows of
different projects, include directories and -rdc settings load each other's
CUDA preamble where frontend/ParseSpeed.h allows it. Checks that each row's
rewritten copy, messages and exit status are the same both ways, and
prints how many preambles the shared cache ended with, for how many rows.
Exit status 1 if any row differs."""
import argparse
import subprocess
import sys
from pathlib import Path

from survey import ROOT, read_manifest


def run(warpagg, cwd, arch, file, flags, copy, cache):
    cmd = [warpagg, "--header-filter=^$", "--cuda-gpu-arch=" + arch, file, "-o", str(copy)]
    if cache:
        cmd.append("--preamble-cache=" + str(cache))
    proc = subprocess.run(cmd + ["--"] + flags, cwd=cwd, capture_output=True, text=True)
    return proc.returncode, proc.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("projects")
    ap.add_argument("out")
    ap.add_argument("--warpagg", default=str(ROOT / "build/bin/warpagg"))
    ap.add_argument("--manifest", default=str(Path(__file__).with_name("survey-manifest.txt")))
    a = ap.parse_args()
    out = Path(a.out).resolve()
    cache = out / "preambles"
    rows = read_manifest(a.manifest)
    differ, parsed = [], 0
    for i, (project, arch, file, flags) in enumerate(rows):
        cwd = Path(a.projects) / project
        results = []
        for mode in ("none", "shared"):
            copy = out / mode / f"{i:03d}.cu"
            copy.parent.mkdir(parents=True, exist_ok=True)
            rc, err = run(a.warpagg, cwd, arch, file, flags, copy, cache if mode == "shared" else None)
            text = copy.read_text(errors="replace") if copy.exists() else None
            results.append((rc, err, text))
        parsed += results[0][0] == 0
        if results[0] != results[1]:
            differ.append(f"{project}/{file}")
        print(f"{project}/{file}: rc {results[0][0]}/{results[1][0]}"
              f"{'' if results[0] == results[1] else '  DIFFERS'}", flush=True)
    pchs = len(list(cache.glob("*.pch")))
    print(f"{len(rows)} rows ({parsed} parsed), {len(differ)} differ; "
          f"{pchs} preambles in the shared cache")
    for d in differ:
        print("differs:", d)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
