#!/usr/bin/env python3
"""Mutation fuzzer for warpagg.

Mutates the corpus and the rewrite tests (byte flips, line deletions and
duplications, truncations, macro wrapping of statements and callees), runs
warpagg -i over a batch of mutants at a time and checks, for every batch:
  1. no crash (a signal, "Stack dump:"), no sanitizer report, no exit status
     other than 0 or 1, no hang (--timeout);
  2. for each mutant warpagg did not report as failed (it parsed and was
     written): the edits it exported (--export-fixes) turn the mutant into
     the output and are only the rewrite's own (test/corpus/check_corpus.py's
     rules: renamed callees, atomic_ref pieces, once_per_thread tags, fused
     groups, privatized tables, one runtime include on a line of its own);
  3. warpagg --check over those outputs exits 0: they parse (as the tool
     parses: clang, CUDA device side) and nothing is left to rewrite; the
     -i run itself passes --verify (exit 5: an output that does not parse).
Some files of each batch are generated instead of mutated: kernels whose
table index goes through the file's own helpers named like library
functions (min, max, clamp, umin in a namespace or overloading CUDA's),
which are not clamps, besides CUDA's min/max and helpers whose bodies are
clamps. A table whose keys are not provably in range (the model below) must
not be privatized.

A failing batch is narrowed to the mutants that fail alone; each is saved in
--findings with what went wrong (keep it as a regression test in
test/fuzz/regressions/, where --replay runs the same checks on it).

--layouts N (issue 24) generates N include layouts for the compiler launcher:
same-named headers (params.h, each with its own constant) in several
directories (the source's, -I directories, a directory of an included
header, the output's directory), `#include <params.h>`, `"params.h"`,
`"../inc/params.h"` or through another header, -I/-isystem in any order,
relative or absolute, from another working directory. Each kernel is compiled
by nvcc as written and through warpagg-launch (which must rewrite it), and
the two must have found the same headers: the constant compiled into the
objects (host side and device side) and the headers in their -MD dependency
files. Each failing layout is saved in --findings as a directory with the
two commands (repro.sh).

  fuzz.py --warpagg build/bin/warpagg --seed 1 --batches 4        # CI
  fuzz.py --warpagg build/bin/warpagg --seed 7 --minutes 30       # by hand
  fuzz.py --warpagg build/bin/warpagg --replay test/fuzz/regressions
  fuzz.py --warpagg build/bin/warpagg --batches 0 --layouts 20   # launcher

Same seed, same corpus: same mutants. Exit status 0 when nothing was found.
"""
import argparse
import glob
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(SRC, "test", "corpus"))
import check_corpus  # noqa: E402  (the edit rules: one definition)

CRASH_MARKERS = ("Stack dump:", "AddressSanitizer", "LeakSanitizer",
                 "UndefinedBehaviorSanitizer", "runtime error:",
                 "LLVM ERROR", "terminate called", "Assertion `",
                 # a crash the tool recovered from (clang's or its own)
                 "crashed while parsing", "' crashed (a bug")
MACROS = [
    "#define WARPAGG_FUZZ_ID(x) x",
    "#define WARPAGG_FUZZ_PAREN(x) (x)",
    "#define WARPAGG_FUZZ_STMT(x) do { x; } while (0)",
    "#define WARPAGG_FUZZ_OUTER(x) WARPAGG_FUZZ_ID(x)",
]
CALLEE = re.compile(r"\b(atomic(?:Add|Sub|Min|Max|And|Or|Xor)"
                    r"(?:_block|_system)?)\s*\(")


# --- mutations: each takes and returns bytes ------------------------------

def byte_flip(rng, data):
    if not data:
        return data
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(b))
        b[i] ^= 1 << rng.randrange(8)
    return bytes(b)


def byte_insert(rng, data):
    i = rng.randint(0, len(data))
    piece = rng.choice([b"(", b")", b"{", b"}", b";", b",", b"\\\n", b"\r",
                        b"\xef\xbb\xbf", b"#", b"//", b"/*", b"\"", b"'"])
    return data[:i] + piece + data[i:]


def delete_lines(rng, data):
    lines = data.split(b"\n")
    if len(lines) < 2:
        return data
    i = rng.randrange(len(lines))
    del lines[i:i + rng.randint(1, 3)]
    return b"\n".join(lines)


def duplicate_lines(rng, data):
    lines = data.split(b"\n")
    i = rng.randrange(len(lines))
    n = rng.randint(1, 3)
    lines[i:i] = lines[i:i + n]
    return b"\n".join(lines)


def truncate(rng, data):
    return data[:rng.randint(0, len(data))]


def wrap_statement(rng, data):
    """M(stmt); for a statement line (an atomic one where there is one)."""
    lines = data.split(b"\n")
    candidates = [i for i, l in enumerate(lines)
                  if l.rstrip().endswith(b";") and b"atomic" in l]
    candidates = candidates or [i for i, l in enumerate(lines)
                                if l.rstrip().endswith(b";")]
    if not candidates:
        return data
    i = rng.choice(candidates)
    line = lines[i].rstrip()
    body = line.lstrip()
    indent = line[:len(line) - len(body)]
    macro = rng.choice(MACROS)
    name = macro.split()[1].split("(")[0].encode()
    lines[i] = indent + name + b"(" + body[:-1] + b");"
    return macro.encode() + b"\n" + b"\n".join(lines)


def wrap_callee(rng, data):
    """An atomic's callee, or its whole call, from a macro."""
    text = data.decode("latin-1")
    calls = list(CALLEE.finditer(text))
    if not calls:
        return data
    m = rng.choice(calls)
    if rng.random() < 0.5:
        head = f"#define WARPAGG_FUZZ_CALLEE {m.group(1)}\n"
        text = text[:m.start(1)] + "WARPAGG_FUZZ_CALLEE" + text[m.end(1):]
    else:
        head = f"#define WARPAGG_FUZZ_CALL(...) {m.group(1)}(__VA_ARGS__)\n"
        text = text[:m.start(1)] + "WARPAGG_FUZZ_CALL" + text[m.end(1):]
    return (head + text).encode("latin-1")


def line_endings(rng, data):
    return data.replace(b"\n", rng.choice([b"\r\n", b"\r"]))


MUTATIONS = [byte_flip, byte_flip, byte_insert, delete_lines, delete_lines,
             duplicate_lines, duplicate_lines, truncate, wrap_statement,
             wrap_statement, wrap_callee, wrap_callee, line_endings]


def mutate(rng, data):
    names = []
    for _ in range(rng.randint(1, 3)):
        m = rng.choice(MUTATIONS)
        data = m(rng, data)
        names.append(m.__name__)
    return data, names


# --- running and checking -------------------------------------------------

class Finding(Exception):
    pass


# --- generated kernels: privatization under helpers named like library
# functions ---------------------------------------------------------------

# name -> (arity, what it computes: 'min', 'max' or None for "not a clamp")
HELPERS = {
    "min": (2, "min"), "max": (2, "max"),  # CUDA's, for int
    "my::min": (2, None), "my::max": (2, None), "my::clamp": (3, None),
    "umin": (2, None),  # a global overload for int that shadows CUDA's
    "clamp": (3, None),
    "mine::lower": (2, "min"), "mine::upper": (2, "max"),
    "mine::min": (2, "max"),  # named min, its body computes max
}
HELPER_DEFS = """namespace my {
__device__ int min(int a, int b) { return a + b; }
__device__ int max(int a, int b) { return a - b; }
__device__ int clamp(int v, int lo, int hi) { return v ^ lo ^ hi; }
}
__device__ int umin(int a, int b) { return a * b; }
__device__ int clamp(int v, int lo, int hi) { return v > hi ? lo : v; }
namespace mine {
__device__ int lower(int a, int b) { return a < b ? a : b; }
__device__ int upper(int a, int b) { return b < a ? a : b; }
__device__ int min(int a, int b) { return a < b ? b : a; }
}
"""


def key_expr(rng, depth):
    """An int key and the range [lo, hi) the tool may prove (None: none)."""
    if depth == 0 or rng.random() < 0.3:
        if rng.random() < 0.5:
            c = rng.randint(-4, 40)
            return str(c), (c, c + 1)
        return rng.choice(["x[i]", f"x[i] + {rng.randint(1, 9)}"]), (None, None)
    name = rng.choice(sorted(HELPERS))
    arity, what = HELPERS[name]
    args = [key_expr(rng, depth - 1) for _ in range(arity)]
    text = f"{name}({', '.join(a for a, _ in args)})"
    if what is None:
        return text, (None, None)
    (alo, ahi), (blo, bhi) = args[0][1], args[1][1]
    if what == "min":  # below each bound; above the smaller lower bound
        his = [h for h in (ahi, bhi) if h is not None]
        lo = min(alo, blo) if alo is not None and blo is not None else None
        return text, (lo, min(his) if his else None)
    los = [l for l in (alo, blo) if l is not None]
    hi = max(ahi, bhi) if ahi is not None and bhi is not None else None
    return text, (max(los) if los else None, hi)


def generate_helper_kernels(rng):
    """A file of kernels, and the tables that must not be privatized."""
    body, unproven = [HELPER_DEFS], []
    for j in range(rng.randint(1, 4)):
        text, (lo, hi) = key_expr(rng, rng.randint(1, 3))
        if lo is None or hi is None:
            unproven.append(f"h{j}")
        body.append(
            f"__global__ void gk{j}(const int *x, unsigned *h{j}, int n) {{\n"
            f"  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
            f"  if (i < n) atomicAdd(&h{j}[{text}], 1u);\n}}\n")
    return "".join(body).encode(), unproven


def check_not_privatized(name, output, tables, out):
    for t in tables:
        if re.search(rb"\bwa_priv_" + t.encode() + rb"\b", output):
            raise Finding(f"{name}: table '{t}' privatized although its keys "
                          f"are not provably in range\n{out[-4000:]}")


def run_tool(args, cmd, cwd):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        raise Finding(f"hang: no exit within {args.timeout}s: {' '.join(cmd)}")
    out = p.stdout.decode("utf-8", "replace")
    marker = next((m for m in CRASH_MARKERS if m in out), None)
    if p.returncode == 5:
        raise Finding(f"an output does not parse (--verify, exit 5): "
                      f"{' '.join(cmd)}\n{out[-4000:]}")
    if p.returncode < 0 or p.returncode not in (0, 1, 4) or marker:
        raise Finding(f"crash: exit {p.returncode}"
                      f"{', ' + repr(marker) if marker else ''}: "
                      f"{' '.join(cmd)}\n{out[-4000:]}")
    return out


def check_batch(args, work, files, unproven=None):
    """Runs the checks on files (name -> original bytes) in work/;
    unproven: name -> tables that must not be privatized."""
    unproven = unproven or {}
    def write(path, data):
        with open(path, "wb") as f:
            f.write(data)

    for name, data in files.items():
        write(os.path.join(work, name), data)
    outputs = os.path.join(work, "out")
    os.makedirs(outputs)
    names = sorted(files)
    fixes = os.path.join(work, "fixes.yaml")
    out = run_tool(args, [args.warpagg, "-i", "--verify", "-j", "2",
                          "--export-fixes=" + fixes] + names + ["--"]
                   + args.flags, work)
    ok = []
    for name in names:
        path = os.path.join(work, name)
        failed = re.search(r"warpagg: error: .*'(?:[^']*/)?" + re.escape(name)
                           + "'", out)
        if failed:
            continue
        remarks = len(re.findall(r"^(?:[^\n]*/)?" + re.escape(name) +
                                 r":\d+:\d+: remark: (?:rewrote|privatized)",
                                 out, re.M))
        # The output moves to out/, the input back where the edits name it.
        shutil.move(path, os.path.join(outputs, name))
        write(path, files[name])
        with open(os.path.join(outputs, name), "rb") as f:
            check_not_privatized(name, f.read(), unproven.get(name, []), out)
        try:
            check_corpus.check_only_rewrite_edits(
                path, os.path.join(outputs, name), fixes, remarks, remarks,
                set(), set(re.findall(
                    r"^(?:[^\n]*/)?" + re.escape(name) + r":\d+:\d+: remark: "
                    r"rewrote \w+ through '(\w+)'", out, re.M)))
        except check_corpus.Failure as e:
            raise Finding(f"bad edits in {name}: {e}\n{out[-4000:]}")
        ok.append(name)
    if ok:
        again = run_tool(args, [args.warpagg, "--check", "-j", "2"] + ok
                         + ["--"] + args.flags, outputs)
        if "0 sites to rewrite" not in again or "error:" in again:
            raise Finding("the output does not parse, or has more to rewrite "
                          f"(warpagg --check):\n{again[-4000:]}")
    return len(ok)


def save(args, files, why):
    os.makedirs(args.findings, exist_ok=True)
    for name, data in files.items():
        stem = f"{int(time.time())}-{name}"
        with open(os.path.join(args.findings, stem), "wb") as f:
            f.write(data)
        with open(os.path.join(args.findings, stem + ".why"), "w") as f:
            f.write(why + "\n")
        print(f"fuzz: FOUND {os.path.join(args.findings, stem)}: "
              f"{why.splitlines()[0]}", flush=True)


def narrow(args, files, why, unproven=None):
    """Saves the mutants that fail alone (else the whole batch)."""
    alone = {}
    for name, data in files.items():
        with tempfile.TemporaryDirectory(prefix="warpagg-fuzz-") as work:
            try:
                check_batch(args, work, {name: data}, unproven)
            except Finding as e:
                alone[name] = (data, str(e))
    if not alone:
        save(args, files, "fails only together: " + why)
    for name, (data, reason) in alone.items():
        save(args, {name: data}, reason)


def seeds(args):
    paths = []
    for d in args.corpus:
        paths += sorted(glob.glob(os.path.join(d, "*.cu")))
    return [(os.path.basename(p), open(p, "rb").read()) for p in paths]


# --- launcher include layouts (--layouts) ---------------------------------

LAYOUT_DIRS = ["src", "inc", "inc2", "cfg", "build"]


def params_header(d, tag, bins):
    return (f"// params.h in {d}/\n#pragma once\n"
            f"#define WA_PARAMS_TAG \"{tag}\"\n#define WA_PARAMS_BINS {bins}\n")


def layout_source(comment, directive):
    """A kernel the tool rewrites, with the tag of the params.h it found
    compiled in on the host side and the device side."""
    return (
        f"// {comment}\n{directive}\n"
        "extern \"C\" const char wa_fuzz_which[] = \"WA_FUZZ_PARAMS=\" "
        "WA_PARAMS_TAG \";\";\n"
        "__device__ const char wa_fuzz_which_device[] = \"WA_FUZZ_DEVICE=\" "
        "WA_PARAMS_TAG \";\";\n"
        "__global__ void hist(const int* key, unsigned* h, char* w, int n) {\n"
        "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
        "  if (i < (int)sizeof(wa_fuzz_which_device)) "
        "w[i] = wa_fuzz_which_device[i];\n"
        "  if (i < n) atomicAdd(&h[key[i] % WA_PARAMS_BINS], 1u);\n"
        "}\n")


def gen_layout(rng, idx):
    """A random layout: files (path -> text), the compile's working directory,
    its flags, the source and the output (relative to the working directory).
    Every params.h carries its own tag and bin count."""
    files = {}
    if idx == 0:
        # The first layout of every run is issue 24's: src/k.cu with
        # `#include <params.h>` meant to come from -Iinc, a src/params.h beside.
        return {"files": {"src/params.h": params_header("src", "src", 17),
                          "inc/params.h": params_header("inc", "inc", 29),
                          "src/k.cu": layout_source("layout 0: issue 24",
                                                    "#include <params.h>")},
                "cwd": ".", "flags": ["-Iinc"], "src": "src/k.cu",
                "style": "angle (issue 24)", "tags": {"src": "src", "inc": "inc"}}
    src_dir = rng.choice(["src", "src", "src/sub", "."])
    src = os.path.normpath(os.path.join(src_dir, "k.cu"))
    homes = set(rng.sample(["src_dir", "inc", "inc2", "cfg", "build"],
                           rng.randint(2, 5)))
    homes.add("inc")  # the header the -I names: always somewhere
    where = {"src_dir": src_dir, "inc": "inc", "inc2": "inc2", "cfg": "cfg",
             "build": "build"}
    tags = {}
    for n, h in enumerate(sorted(homes)):
        d = os.path.normpath(where[h])
        tag = d.replace("/", "_").replace(".", "top")
        tags[d] = tag
        files[os.path.join(d, "params.h")] = params_header(d, tag, 17 + 11 * n)
    style = rng.choice(["angle", "angle", "quote", "relative", "indirect_quote",
                        "indirect_angle"])
    if style == "angle":
        directive = "#include <params.h>"
    elif style == "quote":
        directive = "#include \"params.h\""
    elif style == "relative":
        rel = os.path.relpath("inc/params.h", src_dir)
        directive = f"#include \"{rel}\""
    else:
        # config.h in cfg/ includes params.h: "params.h" is looked up beside
        # config.h first, <params.h> only along the search path.
        files["cfg/config.h"] = (
            "#pragma once\n" + ("#include \"params.h\"\n"
                                if style == "indirect_quote"
                                else "#include <params.h>\n"))
        directive = "#include <config.h>" if rng.random() < 0.5 \
            else "#include \"config.h\""
    files[src] = layout_source(f"layout {idx}: {style}", directive)
    cwd = rng.choice([".", ".", "build", src_dir])
    dirs = ["inc"] + [d for d in ("inc2", "cfg", "build") if rng.random() < 0.5]
    if style.startswith("indirect") and "cfg" not in dirs:
        dirs.append("cfg")
    if rng.random() < 0.3:
        dirs.append(src_dir)  # the source's own directory named by -I too
    rng.shuffle(dirs)
    flags = []
    for d in dirs:
        spelled = os.path.relpath(d, cwd) if rng.random() < 0.7 else "@ROOT@/" + d
        flags += (["-isystem", spelled] if rng.random() < 0.15
                  else rng.choice([["-I" + spelled], ["-I", spelled]]))
    return {"files": files, "cwd": cwd, "flags": flags, "src": src,
            "style": style, "tags": tags}


def compile_layout(args, root, L, launcher, out):
    """Compiles L's source (through warpagg-launch if launcher) to out (a
    path relative to the root); returns (exit, output, object bytes, the
    dependency file's headers under root)."""
    cwd = os.path.normpath(os.path.join(root, L["cwd"]))
    rel = lambda p: os.path.relpath(os.path.join(root, p), cwd)
    dep = out + ".d"
    cmd = ([args.launch] if launcher else []) + [
        args.nvcc, "-arch=sm_90", "-Xptxas", "-O0", "-c"] + [
        f.replace("@ROOT@", root) for f in L["flags"]] + [
        rel(L["src"]), "-o", rel(out), "-MD", "-MF", rel(dep)]
    env = dict(os.environ)
    env.pop("WARPAGG_LAUNCH", None)
    env.pop("WARPAGG_ARGS", None)
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=args.timeout,
                           env=env)
    except subprocess.TimeoutExpired:
        raise Finding(f"hang: no exit within {args.timeout}s: {' '.join(cmd)}")
    text = p.stdout.decode("utf-8", "replace")
    obj = b""
    if os.path.exists(os.path.join(root, out)):
        obj = open(os.path.join(root, out), "rb").read()
    headers = set()
    depfile = os.path.join(root, dep)
    if os.path.exists(depfile):
        deps = open(depfile).read().replace("\\\n", " ").split(":", 1)[-1]
        for d in deps.split():
            full = os.path.realpath(os.path.join(cwd, d))
            if full.startswith(os.path.realpath(root) + os.sep) and \
                    full.endswith(".h"):
                headers.add(os.path.relpath(full, os.path.realpath(root)))
    return p.returncode, text, obj, headers, cmd


def which_params(obj, side):
    """The tags of the params.h compiled in ("inc", or "inc+src" if both)."""
    tags = sorted({t.decode() for t in
                   re.findall(rb"WA_FUZZ_" + side + rb"=(\w+);", obj)})
    return "+".join(tags) or None


def check_layout(args, root, L):
    """Raises Finding if the launcher's compile found other headers than the
    original compile. Returns False where the layout is not a valid compile
    (the original fails)."""
    for path, text in L["files"].items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    os.makedirs(os.path.join(root, "build"), exist_ok=True)
    rc0, out0, obj0, deps0, cmd0 = compile_layout(args, root, L, False,
                                                  "build/plain.o")
    if rc0 != 0:
        return False
    rc1, out1, obj1, deps1, cmd1 = compile_layout(args, root, L, True,
                                                  "build/launch.o")
    L["commands"] = (cmd0, cmd1)
    want = (which_params(obj0, b"PARAMS"), which_params(obj0, b"DEVICE"))
    got = (which_params(obj1, b"PARAMS"), which_params(obj1, b"DEVICE"))
    problems = []
    if rc1 != 0:
        problems.append(f"the launcher's compile exits {rc1}, nvcc's 0")
    if "compiled unchanged" in out1 or "did not compile" in out1 or \
            not os.path.exists(os.path.join(root, "build/launch.o.warpagg",
                                            os.path.basename(L["src"]))):
        problems.append("the launcher did not compile a rewritten copy: "
                        + out1.strip()[-600:])
    if want[0] is None:
        problems.append("no WA_FUZZ_PARAMS marker in nvcc's object")
    if got != want:
        problems.append(f"params.h compiled in: nvcc found {want[0]} (host), "
                        f"{want[1]} (device); through the launcher "
                        f"{got[0]} (host), {got[1]} (device)")
    if deps1 != deps0:
        problems.append(f"headers in the dependency file: nvcc "
                        f"{sorted(deps0)}, through the launcher "
                        f"{sorted(deps1)}")
    if problems:
        raise Finding(f"launcher include layout ({L['style']}, cwd "
                      f"{L['cwd']}, flags {' '.join(L['flags'])}): "
                      + "; ".join(problems))
    return True


def save_layout(args, root, L, why):
    os.makedirs(args.findings, exist_ok=True)
    dest = os.path.join(args.findings, f"{int(time.time())}-layout-"
                        f"{os.path.basename(root)}")
    os.makedirs(dest, exist_ok=True)
    for path, text in L["files"].items():
        full = os.path.join(dest, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    os.makedirs(os.path.join(dest, "build"), exist_ok=True)
    with open(os.path.join(dest, "why"), "w") as f:
        f.write(why + "\n")
    cmds = L.get("commands")
    with open(os.path.join(dest, "repro.sh"), "w") as f:
        f.write("#!/bin/sh\n# nvcc as written, then through the launcher; "
                "compare the WA_FUZZ_ markers and the .d files\n")
        f.write("root=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\n")
        f.write(f"cd \"$root\"/{L['cwd']}\n")
        for c in cmds or []:
            f.write(" ".join(c).replace(root, "$root") + "\n")
    print(f"fuzz: FOUND {dest}: {why.splitlines()[0]}", flush=True)


def run_layouts(args):
    rng = random.Random(args.seed * 7919 + 24)
    checked = found = invalid = 0
    for i in range(args.layouts):
        L = gen_layout(rng, i)
        with tempfile.TemporaryDirectory(prefix="warpagg-layout-") as root:
            try:
                if check_layout(args, root, L):
                    checked += 1
                else:
                    invalid += 1
            except Finding as e:
                checked += 1
                found += 1
                save_layout(args, root, L, str(e))
    print(f"fuzz: layouts: seed {args.seed}: {args.layouts} layouts, "
          f"{checked} compiled by nvcc and through warpagg-launch"
          f"{f', {invalid} not compilable as written' if invalid else ''}; "
          f"{'nothing found' if not found else f'{found} FINDINGS'}",
          flush=True)
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--warpagg", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batches", type=int, default=4,
                    help="batches to run (unless --minutes)")
    ap.add_argument("--minutes", type=float, default=0,
                    help="run batches until this much time has passed")
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--timeout", type=int, default=300,
                    help="seconds one warpagg run may take")
    ap.add_argument("--corpus", action="append",
                    help="directories of seed .cu files (default: "
                    "test/corpus and test/rewrite)")
    ap.add_argument("--findings", default=os.path.join(HERE, "findings"))
    ap.add_argument("--replay", help="check these files unmutated (a "
                    "directory of regressions)")
    ap.add_argument("--layouts", type=int, default=0,
                    help="launcher include layouts to check (after the "
                    "batches; --batches 0 for only these)")
    ap.add_argument("--launch", help="warpagg-launch (default: beside "
                    "--warpagg)")
    ap.add_argument("--nvcc", default=os.environ.get(
        "CUDACXX", "/usr/local/cuda/bin/nvcc"))
    args = ap.parse_args()
    args.corpus = args.corpus or [os.path.join(SRC, "test", "corpus"),
                                  os.path.join(SRC, "test", "rewrite")]
    args.warpagg = os.path.abspath(args.warpagg)
    args.launch = os.path.abspath(args.launch or os.path.join(
        os.path.dirname(args.warpagg), "warpagg-launch"))
    args.flags = ["-I" + os.path.join(SRC, "test", "corpus", "include")] + [
        "-I" + d for d in args.corpus]

    if args.replay:
        files = {os.path.basename(p): open(p, "rb").read()
                 for p in sorted(glob.glob(os.path.join(args.replay, "*.cu")))}
        with tempfile.TemporaryDirectory(prefix="warpagg-fuzz-") as work:
            try:
                n = check_batch(args, work, files)
            except Finding as e:
                print(f"fuzz: replay FAILED: {e}")
                return 1
        print(f"fuzz: replayed {len(files)} regressions, {n} rewritten and "
              "checked, nothing found")
        return 0

    rng = random.Random(args.seed)
    corpus = seeds(args)
    deadline = time.monotonic() + args.minutes * 60
    batches = mutants = checked = found = 0
    while (time.monotonic() < deadline if args.minutes
           else batches < args.batches):
        files, unproven = {}, {}
        for i in range(args.batch_size):
            if rng.random() < 0.25:
                data, tables = generate_helper_kernels(rng)
                name = f"g{batches}_{i}_helpers.cu"
                files[name], unproven[name] = data, tables
                continue
            name, data = rng.choice(corpus)
            data, how = mutate(rng, data)
            stem = os.path.splitext(name)[0]
            files[f"m{batches}_{i}_{stem}.cu"] = data
        with tempfile.TemporaryDirectory(prefix="warpagg-fuzz-") as work:
            try:
                checked += check_batch(args, work, files, unproven)
            except Finding as e:
                found += 1
                narrow(args, files, str(e), unproven)
        batches += 1
        mutants += len(files)
        print(f"fuzz: batch {batches}: {mutants} mutants, {checked} parsed "
              f"and checked, {found} findings", flush=True)
    if batches or not args.layouts:
        print(f"fuzz: seed {args.seed}: {batches} batches, {mutants} mutants, "
              f"{checked} parsed, rewritten and checked; "
              f"{'nothing found' if not found else f'{found} FINDINGS'}")
    if args.layouts:
        found += run_layouts(args)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
