#!/usr/bin/env python3
"""Unseen-set nvcc-dialect survey (issue 14). Phase 'nvcc': which sampled TUs
nvcc's front end accepts (nvcc --cuda --fdevice-syntax-only, sm_90). Phase 'warpagg': warpagg
--dry-run over the accepted ones, the project's nvcc flags given after `--`.
Usage: survey2.py nvcc|warpagg|both|refail [project ...]

Trees are expected under $SURVEY_DIR (default /work/survey2/), one per
project, named owner+name (`git archive HEAD` of each). Results accumulate
in $SURVEY_DIR/results.json; a TU already checked is not checked again.
Results: bench/results/nvcc-dialect-survey-unseen-2026-11-22.md."""
import json, os, re, subprocess, sys, glob, time
S = os.environ.get("SURVEY_DIR", "/work/survey2/")
W = os.path.abspath(os.environ.get("WARPAGG", "build/bin/warpagg"))  # run from the repository root
CAP = 10
def P(name, pats, flags, cap=CAP, exclude=(), extra_inc=lambda f: []):
    return dict(name=name, pats=pats, flags=flags, cap=cap, exclude=exclude, extra_inc=extra_inc)
def lib_utils(f):  # CUDALibrarySamples: <library>/utils
    top = f.split("/")[4] if f.startswith(S) else ""
    return ["-I" + S + "NVIDIA+CUDALibrarySamples/" + top + "/utils", "-I" + os.path.dirname(os.path.dirname(f))]
CC = S + "NVIDIA+cccl/"
PROJECTS = [
  P("karpathy+llm.c", ["**/*.cu"], ["--threads=0", "-t=0", "--use_fast_math", "-std=c++17", "-O3", "-I" + S + "karpathy+llm.c"]),
  P("graphdeco-inria+diff-gaussian-rasterization", ["**/*.cu"], ["-I" + S + "g-truc+glm", "-std=c++17"]),
  P("bitsandbytes-foundation+bitsandbytes", ["csrc/*.cu"], ["-std=c++17", "--use_fast_math", "-Xptxas=-v", "-DBUILD_CUDA", "-I" + S + "bitsandbytes-foundation+bitsandbytes/csrc"]),
  P("ggml-org+ggml", ["src/ggml-cuda/*.cu", "src/ggml-cuda/template-instances/*.cu"], ["-std=c++17", "-use_fast_math", "-extended-lambda", "-DGGML_USE_CUDA", "-DGGML_CUDA_USE_GRAPHS", "-I" + S + "ggml-org+ggml/include", "-I" + S + "ggml-org+ggml/src", "-I" + S + "ggml-org+ggml/src/ggml-cuda"], cap=15),
  P("facebookresearch+faiss", ["faiss/gpu/**/*.cu"], ["-std=c++17", "--expt-extended-lambda", "--expt-relaxed-constexpr", "-Xfatbin=-compress-all", "-I" + S + "facebookresearch+faiss"]),
  P("mumax+3", ["cuda/*.cu"], ["-ccbin=/usr/bin/gcc", "--compiler-options", "-Werror", "--compiler-options", "-Wall", "-Xptxas", "-O3", "-ptx"]),
  P("moderngpu+moderngpu", ["**/*.cu"], ["-std=c++14", "--expt-extended-lambda", "--expt-relaxed-constexpr", "-use_fast_math", "-Xptxas=-w", "-lineinfo", "-I" + S + "moderngpu+moderngpu/src"]),
  P("brucefan1983+GPUMD", ["src/**/*.cu"], ["-std=c++14", "-O3", "-Xcompiler=-Wall", "-I" + S + "brucefan1983+GPUMD/src"]),
  P("NVIDIA+cuCollections", ["examples/**/*.cu"], ["-std=c++17", "--expt-extended-lambda", "--expt-relaxed-constexpr", "-Xcompiler=-Wno-subobject-linkage", "-I" + S + "NVIDIA+cuCollections/include"]),
  P("NVIDIA+warp", ["warp/native/**/*.cu"], ["-t0", "--extended-lambda", "-diag-suppress=221", "-std=c++17", "-D_GLIBCXX_USE_CXX11_ABI=0", "-DWP_ENABLE_CUDA=1", "-DWP_ENABLE_MATHDX=0", "-DWP_ENABLE_CUDA_COMPATIBILITY=0", "-DWP_ENABLE_DEBUG=0", "-I" + S + "NVIDIA+warp/warp/native"]),
  P("NVIDIA+CUDALibrarySamples", ["cuBLAS/**/*.cu", "cuBLASLt/**/*.cu", "cuSOLVER/**/*.cu", "cuFFT/**/*.cu"], ["-std=c++17"], extra_inc=lib_utils),
  P("PacktPublishing+Learn-CUDA-Programming", ["**/*.cu"], ["-std=c++11", "-m64", "-gencode", "arch=compute_90,code=sm_90", "-Xcompiler", "-fopenmp", "-I/work/survey/NVIDIA+cuda-samples/Common"]),
  P("dmlc+xgboost", ["src/**/*.cu"], ["-std=c++17", "--expt-extended-lambda", "--expt-relaxed-constexpr", "-lineinfo", "--default-stream", "per-thread", "-Xcompiler=-fopenmp", "-DXGBOOST_USE_CUDA=1", "-DTHRUST_IGNORE_CUB_VERSION_CHECK=1", "-DDMLC_USE_CXX11=1", "-I" + S + "dmlc+xgboost/include", "-I" + S + "dmlc+dmlc-core/include", "-I" + S + "dmlc+xgboost/src"]),
  P("NVIDIA+AMGX", ["src/**/*.cu"], ["-std=c++17", "--extended-lambda", "--Werror", "cross-execution-space-call", "-DNDEBUG", "-DTHRUST_CUB_WRAPPED_NAMESPACE=amgx", "-Xcompiler", "-fopenmp", "-I" + S + "NVIDIA+AMGX/include", "-I" + S + "NVIDIA+AMGX/external/rapidjson/include"], exclude=("/tests/",)),
  P("NVIDIA+cutlass", ["examples/**/*.cu"], ["-std=c++17", "--expt-relaxed-constexpr", "-DCUTLASS_ENABLE_TENSOR_CORE_MMA=1", "-I" + S + "NVIDIA+cutlass/include", "-I" + S + "NVIDIA+cutlass/tools/util/include", "-I" + S + "NVIDIA+cutlass/examples/common"], cap=4),
  P("NVIDIA+cccl", ["thrust/examples/**/*.cu", "examples/**/*.cu"], ["-std=c++17", "--extended-lambda", "-I" + CC + "thrust", "-I" + CC + "cub", "-I" + CC + "libcudacxx/include", "-I" + CC + "c2h/include"]),
]
def files_of(p):
    root = S + p["name"]
    fs = sorted({f for pat in p["pats"] for f in glob.glob(root + "/" + pat, recursive=True)
                 if not any(x in f for x in p["exclude"])})
    if len(fs) > p["cap"]:  # evenly spaced sample, deterministic
        step = len(fs) / p["cap"]
        fs = [fs[int(i * step)] for i in range(p["cap"])]
    return fs
def first_error(text):
    for line in text.splitlines():
        if re.search(r"(fatal error|error)\b", line) and not line.startswith("warpagg: warning"):
            return line.strip()[:300]
    return ""
def nvcc(p, f):
    d = os.path.dirname(f)
    cmd = ["nice", "-n", "10", "nvcc", "-arch=sm_90", "--cuda", "--fdevice-syntax-only", "-o", "/dev/null"] + p["flags"] + p["extra_inc"](f) + ["-I" + d, f]
    # -ptx/-cubin/-gencode of the project would fight --cuda / -arch: drop them for nvcc
    cmd = [c for c in cmd if c not in ("-ptx", "-cubin")]
    t = time.time(); r = subprocess.run(cmd, capture_output=True, text=True, cwd=d)
    return dict(nvcc=r.returncode == 0, nvcc_error=first_error(r.stdout + r.stderr), nvcc_s=round(time.time() - t, 1))
def warpagg(p, f):
    d = os.path.dirname(f)
    cmd = ["nice", "-n", "10", W, "--dry-run", "--quiet", f, "--"] + p["flags"] + p["extra_inc"](f) + ["-I" + d]
    t = time.time(); r = subprocess.run(cmd, capture_output=True, text=True, cwd=d)
    err = r.stderr
    return dict(warpagg_rc=r.returncode, parsed="clang cannot parse" not in err and "warpagg: error" not in err,
                warpagg_error=[l[:400] for l in err.splitlines() if "error" in l][:3],
                warpagg_warnings=[l[:300] for l in err.splitlines() if "warning" in l][:4], warpagg_s=round(time.time() - t, 1))
phase = sys.argv[1] if len(sys.argv) > 1 else "none"; only = sys.argv[2:]
out = S + "results.json"
res = json.load(open(out)) if os.path.exists(out) else {}
# Round-robin over the projects, so that a time-boxed run covers each of them.
# Re-running warpagg covers every TU of a project's scope already checked.
def in_scope(p):
    fs = sorted({f for pat in p["pats"] for f in glob.glob(S + p["name"] + "/" + pat, recursive=True)
                 if not any(x in f for x in p["exclude"])})
    return [f for f in fs if os.path.relpath(f, S) in res]
pick = in_scope if phase in ("warpagg", "refail") else files_of
queues = [[(p, f) for f in pick(p)] for p in PROJECTS if not only or p["name"] in only]
order = [q[i] for i in range(max(map(len, queues))) for q in queues if i < len(q)]
if phase != "none":
  for p, f in order:
        key = os.path.relpath(f, S)
        r = res.setdefault(key, dict(project=p["name"]))
        if phase in ("nvcc", "both") and "nvcc" not in r:
            r.update(nvcc(p, f))
            if phase == "both" and r["nvcc"]:
                r.update(warpagg(p, f))
        elif phase == "refail" and r.get("nvcc") and r.get("parsed") is False:
            r.update(warpagg(p, f))  # again, with the tool as it is now
        elif phase == "warpagg" and r.get("nvcc"):
            r.update(warpagg(p, f))
        else:
            continue
        print(key, {k: v for k, v in r.items() if k in ("nvcc", "nvcc_s", "parsed", "warpagg_s")}, flush=True)
        json.dump(res, open(out, "w"), indent=1)
