#!/usr/bin/env python3
"""Privatization over the corpus (issue 17): for every <name>.cu, warpagg's
default output is compared with its --privatize=off output; where they
differ (a table was privatized), the output must be a fixed point of the
tool, the privatized kernels' files must compile with nvcc (sm_90, -c, all
warnings errors) and clang (sm_90, -fsyntax-only), and the files named in
--expect must be exactly those privatized."""
import argparse, glob, os, subprocess, sys

ap = argparse.ArgumentParser()
for opt in ("corpus", "out", "warpagg", "cuda-path", "nvcc", "runtime-include", "clang-cuda"):
    ap.add_argument("--" + opt, required=True)
ap.add_argument("--expect", nargs="*", default=[])
a = ap.parse_args()
inc = os.path.join(a.corpus, "include")
failures, privatized = [], []


def tool(src, out, *flags):
    p = subprocess.run([a.warpagg, f"--cuda-path={a.cuda_path}", "--quiet", "--verify", *flags, src, "-o", out,
                        "--", "-I", inc], capture_output=True, text=True)
    if p.returncode != 0:
        failures.append(f"{src}: warpagg {' '.join(flags)} exit {p.returncode}: {p.stderr[-500:]}")
    return open(out).read() if os.path.exists(out) else ""


for src in sorted(glob.glob(os.path.join(a.corpus, "*.cu"))):
    name = os.path.basename(src)[:-3]
    on, off = os.path.join(a.out, name + ".priv.cu"), os.path.join(a.out, name + ".off.cu")
    text = tool(src, on)
    if text == tool(src, off, "--privatize=off"):
        continue
    privatized.append(name)
    again = os.path.join(a.out, name + ".again.cu")
    if tool(on, again) != text:
        failures.append(f"{name}: not a fixed point")
    for cmd in ([a.nvcc, "-arch=sm_90", "-Xptxas", "-O0", "-std=c++17", "-Werror", "all-warnings", "-I", a.runtime_include,
                 "-I", inc, "-c", on, "-o", os.path.join(a.out, name + ".o")],
                a.clang_cuda.split() + ["--cuda-gpu-arch=sm_90", "-std=c++17", "-fsyntax-only", "-I", inc, on]):
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            failures.append(f"{name}: {os.path.basename(cmd[0])} failed: {(p.stdout + p.stderr)[-1500:]}")
if sorted(a.expect) != privatized:
    failures.append(f"privatized files {privatized}, expected {sorted(a.expect)}")
print("privatized:", " ".join(privatized))
for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
