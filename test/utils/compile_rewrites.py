#!/usr/bin/env python3
"""compile_rewrites.py [--nvcc-only | --clang-only] [--warpagg-arg A]... --warpagg W --nvcc N --clang-cuda "C..." --runtime R --out D FILE...

Rewrites each FILE with warpagg (and the --warpagg-arg options) into D, then compiles the result with nvcc
(-arch=sm_90 -c, ptxas unoptimized) and with clang (-fsyntax-only, device and
host sides).
Prints one line per file and failure, and exits 1 if any step failed: a
rewrite that does not compile is a wrong rewrite.
"""
import argparse
import os
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, (p.stdout + p.stderr).strip()


def check(args, path):
    out = os.path.join(args.out, os.path.basename(path))
    steps = [
        ("warpagg", [args.warpagg, "--quiet"] + args.warpagg_arg + [path, "-o", out]),
        ("nvcc", [args.nvcc, "-arch=sm_90", "-Xptxas", "-O0", "-std=c++17", "--extended-lambda", "-I", args.runtime,
                  "-c", out, "-o", out + ".o"]),
        ("clang", shlex.split(args.clang_cuda) + ["--cuda-gpu-arch=sm_90", "-std=c++17",
                                                  "-fsyntax-only", out]),
    ]
    if args.nvcc_only:
        steps.pop()
    if args.clang_only:
        steps.pop(1)
    for name, cmd in steps:
        code, text = run(cmd)
        if code != 0:
            return f"FAIL {os.path.basename(path)}: {name} exited {code}\n{text[-2000:]}"
    return f"ok   {os.path.basename(path)}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--warpagg", required=True)
    ap.add_argument("--nvcc", required=True)
    ap.add_argument("--clang-cuda", required=True)
    ap.add_argument("--runtime", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--warpagg-arg", action="append", default=[],
                    help="one more warpagg option (--instrument)")
    ap.add_argument("--nvcc-only", action="store_true",
                    help="skip clang's check (inputs written in nvcc's dialect)")
    ap.add_argument("--clang-only", action="store_true",
                    help="skip nvcc (a second pass over outputs nvcc already compiled, "
                         "where what is checked is what the includes declare)")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda f: check(args, f), args.files))
    print("\n".join(results))
    failed = [r for r in results if r.startswith("FAIL")]
    print(f"{len(results) - len(failed)} of {len(results)} rewritten files compile")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
