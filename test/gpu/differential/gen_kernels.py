#!/usr/bin/env python3
"""Generates the differential GPU harness's random kernels (issue 24).

Writes, into --out (default: generated/ beside this script):
  kernels.cu             N random kernels, as written (namespace DK_NS)
  kernels.<variant>.cu   the same file as build/bin/warpagg rewrites it, once
                         per option set in VARIANTS (default options, no
                         privatization, per-site runs, match + shared)
  launch.inc             one host launcher per kernel (included after each
                         kernels file, in its namespace)
  meta.inc               what the driver needs: n, launch shape, key range
                         and distribution, outputs (type, entries, compared
                         exactly or as a multiset)
  variant_<name>.cu      one translation unit per kernels file
  SUMMARY.txt            what the tool did per variant (sites rewritten,
                         privatized, fused; kernels changed)

The kernels use only the atomics the tool rewrites (lib/find/AtomicCatalog.cpp):
atomicAdd/Sub/Min/Max/And/Or/Xor (and _system) on int, unsigned, long long
(min/max: CUDA has no other 64-bit signed atomics), unsigned long long, float
and double, and relaxed fetch_OP of cuda::atomic_ref and
cuda::std::atomic_ref (temporaries and named refs; sub of float, double and
64-bit integers too), with float/double values that are small dyadic numbers so that
every sum is exact in any order: then the original and the rewritten kernel
must agree bit for bit. Shapes: one element per thread (early return or
guard), grid-stride loops, constant-trip loops, loops with a per-lane exit
(`!done && j < m`), batches of keys in __shared__ walked with a
per-lane exit term, per-lane repeat counts, `continue`, early `return`s,
divergent branches, partial warps (n not a multiple of 32, blocks of 32-512
threads), fused groups (several atomics on one key), small tables the tool
privatizes (`h[k & 255]`, `k % 10u`, clamps, one counter, __device__ tables),
atomics on __shared__ tables, template kernels (`template <class T>` with a
table of T, explicitly instantiated for two types: one driver entry per
instantiation), and used results whose multiset is
deterministic (compaction `out[atomicAdd(&n, 1)] = x`, tickets
`res[i] = atomicAdd(&c[k], 1u)`: compared as sorted multisets).

  gen_kernels.py --warpagg build/bin/warpagg            # regenerate generated/
  gen_kernels.py --warpagg build/bin/warpagg --out DIR  # elsewhere (lit test)

Same seed and count, same tool: the same files.
"""
import argparse
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 24
COUNT = 200
BATCH_COUNT = 24  # gen_batch_kernel's, after the COUNT others

# (name, warpagg options). kernels.<name>.cu; the driver compares each
# against the kernels as written.
VARIANTS = [
    ("default", []),
    ("noprivatize", ["--privatize=off"]),
    ("persite_runs", ["--privatize=off", "--fuse=off", "--strategy=runs"]),
    ("match_shared", ["--strategy=match", "--shared=rewrite"]),
]

# value types: C spelling, driver enum, input array, ops CUDA and the tool take
TYPES = {
    "int": ("int", "T_I32", "vi", ["add", "sub", "min", "max", "and", "or", "xor"]),
    "unsigned": ("unsigned", "T_U32", "vu", ["add", "sub", "min", "max", "and", "or", "xor"]),
    "ll": ("long long", "T_I64", "vll", ["min", "max"]),
    "ull": ("unsigned long long", "T_U64", "vull", ["add", "min", "max", "and", "or", "xor"]),
    "float": ("float", "T_F32", "vf", ["add"]),
    "double": ("double", "T_F64", "vd", ["add"]),
}
INPUTS = [("key", "const int*"), ("vi", "const int*"), ("vu", "const unsigned*"),
          ("vll", "const long long*"), ("vull", "const unsigned long long*"),
          ("vf", "const float*"), ("vd", "const double*")]
# cuda::atomic_ref / cuda::std::atomic_ref fetch_OP (relaxed): libcu++ takes
# every op on integers and add/sub on floating point (the tool rewrites sub
# of float, double and unsigned long long as an add of the negated value).
AREF_OPS = {"int": ["add", "sub", "min", "max", "and", "or", "xor"],
            "unsigned": ["add", "sub", "min", "max", "and", "or", "xor"],
            "ll": ["sub", "min", "max", "and", "or", "xor"],
            "ull": ["add", "sub", "min", "max", "and", "or", "xor"],
            "float": ["add", "sub"], "double": ["add", "sub"]}
FUNC = {"add": "atomicAdd", "sub": "atomicSub", "min": "atomicMin", "max": "atomicMax",
        "and": "atomicAnd", "or": "atomicOr", "xor": "atomicXor"}

# Distributions of key[] (the driver's make_keys): random in [0, M), sorted
# runs, three keys, one key per warp, one key, i % M, 90% one key.
DISTS = 7
# Per-lane repeat bound of the 'repeat' shape and the constant trip counts:
# they bound the contributions per address (float sums stay exact: values
# are multiples of 1/8 below 8 in magnitude, at most 4 * 30000 of them).
MAX_N = 30000


def values(rng, tk, op, used):
    """A value expression for op on type tk (i is the element)."""
    if tk == "int":
        if op in ("add", "sub"):
            return rng.choice(["vi[i]", "1", "(vi[i] & 15) - 8", "k"])
        if op in ("min", "max"):
            return rng.choice(["vi[i]", "vi[i] >> 12", "-k"])
        if op == "or":
            return rng.choice(["1 << (i & 31)", "vi[i]"])
        return rng.choice(["vi[i]", "1 << (k & 31)"])
    if tk == "unsigned":
        if op in ("add", "sub"):
            return rng.choice(["vu[i]", "1u", "vu[i] & 255u"])
        if op in ("min", "max"):
            return rng.choice(["vu[i]", "vu[i] >> 20"])
        if op == "and":
            return rng.choice(["vu[i] | 0x0f0f0f0fu", "~(1u << (i & 31))"])
        return rng.choice(["vu[i]", "1u << (i & 31)"])
    if tk == "ll":
        return rng.choice(["vll[i]", "vll[i] >> 40", "(long long)vi[i]"])
    if tk == "ull":
        if op == "add":
            return rng.choice(["vull[i]", "1ull", "(unsigned long long)vu[i]"])
        if op in ("min", "max"):
            return rng.choice(["vull[i]", "vull[i] >> 50"])
        if op == "and":
            return rng.choice(["vull[i] | 0xff00ff00ff00ff00ull", "vull[i]"])
        return rng.choice(["vull[i]", "1ull << (i & 63)"])
    if tk == "float":
        return rng.choice(["vf[i]", "1.0f", "vf[i] * 0.5f", "-vf[i]"])
    return rng.choice(["vd[i]", "1.0", "(double)vf[i]", "vd[i] * 0.25"])


# Index forms: (expression, table entries or None for M, privatizable hint)
def index_form(rng, cfg, allow_uniform=True):
    forms = [("k", None), ("k & 255", 256), ("k & 63", 64), ("(unsigned)k % 10u", 10),
             ("min(max(k, 0), 15)", 16), ("(k * 7 + 3) % M", None),
             ("(unsigned char)k", 256), ("k >> 4", "M16")]
    if allow_uniform:
        forms += [("0", 1), ("(i >> 5) & 15", 16), ("blockIdx.x & 7", 8)]
    weights = [6, 4, 2, 2, 1, 1, 1, 1] + ([2, 1, 1] if allow_uniform else [])
    expr, size = rng.choices(forms, weights)[0]
    if size is None:
        size = cfg["M"]
    elif size == "M16":
        size = (cfg["M"] >> 4) + 1
    return expr, size


class Kernel:
    def __init__(self, idx, rng):
        self.idx = idx
        self.name = f"k{idx:03d}"
        self.rng = rng
        self.outs = []       # (ctype, T_enum, entries, cmp, symbol-or-None)
        self.used_inputs = set()
        self.globals = []    # __device__ declarations
        self.sites = 0
        self.insts = None    # a template kernel: the value types of T it is instantiated for

    def out(self, tk, entries, cmp="EXACT", symbol=False, init="POISON"):
        j = len(self.outs)
        ctype, enum = ("T", "T") if tk == "T" else (TYPES[tk][0], TYPES[tk][1])
        sym = f"{self.name}_g{j}" if symbol else None
        if sym:
            self.globals.append(f"__device__ {ctype} {sym}[{entries}];")
        self.outs.append((ctype, enum, entries, cmp, sym, init))
        return sym or f"o{j}"


def gen_kernel(idx, rng):
    K = Kernel(idx, rng)
    cfg = {}
    cfg["n"] = rng.choice([rng.randint(33, 2000), rng.randint(2000, MAX_N)])
    if rng.random() < 0.2:
        cfg["n"] = (cfg["n"] // 32 + 1) * 32   # a whole number of warps too
    cfg["n"] = min(cfg["n"], MAX_N)
    cfg["block"] = rng.choice([32, 64, 96, 128, 160, 256, 256, 512])
    cfg["M"] = rng.choice([1, 4, 16, 100, 256, 1000, 4096, 100000])
    cfg["dist"] = rng.randrange(DISTS)
    shared = rng.random() < 0.12
    shape = rng.choices(["one_return", "one_guard", "grid", "const", "done", "repeat"],
                        [3, 2, 3, 2, 2, 2])[0]
    if shared and shape in ("one_return", "repeat"):
        shape = "one_guard"
    cfg["shape"] = shape
    in_loop = shape in ("grid", "const", "done", "repeat")
    once_per_i = shape != "repeat"   # each element handled by one iteration
    reps = {"repeat": 3, "const": 1, "done": 1}.get(shape, 1)
    K.cfg = cfg
    if rng.random() < 0.1:
        # template <class T>: one table of T, instantiated for two types
        K.insts = rng.sample(["int", "unsigned", "ull", "float", "double"], 2)
    t_site = [K.insts is not None]
    uses_k = [False]
    shared_tables = []

    def site(indent, idx_expr=None, size=None, tk=None, op=None, allow_aref=True):
        if idx_expr is None:
            idx_expr, size = index_form(rng, cfg)
        if tk is None:
            tk = rng.choice(list(TYPES))
        aref = allow_aref and rng.random() < 0.12
        if op is None:
            op = rng.choice(AREF_OPS[tk] if aref else TYPES[tk][3])
        elif op not in TYPES[tk][3]:
            aref = True
        K.sites += 1
        val = values(rng, tk, op, False)
        for name, _ in INPUTS:
            if re.search(r"\b" + name + r"\[", val):
                K.used_inputs.add(name)
        if "k" in re.findall(r"\b\w+\b", val + " " + idx_expr):
            uses_k[0] = True
        idx_expr = idx_expr.replace("% M", f"% {cfg['M']}")
        if aref:
            ctype = TYPES[tk][0]
            target = K.out(tk, size)
            ref_type = f"cuda::atomic_ref<{ctype}, cuda::thread_scope_device>"
            if op not in ("min", "max") and rng.random() < 0.4:  # std: no fetch_min/max
                ref_type = f"cuda::std::atomic_ref<{ctype}>"
            order = rng.choice(["cuda::std::memory_order_relaxed", "cuda::memory_order_relaxed"])
            if rng.random() < 0.5:
                return f"{indent}{ref_type}({target}[{idx_expr}]).fetch_{op}({val}, {order});"
            r = f"ref{K.sites}"
            return (f"{indent}{{\n{indent}  {ref_type} {r}({target}[{idx_expr}]);\n"
                    f"{indent}  {r}.fetch_{op}({val}, {order});\n{indent}}}")
        func = FUNC[op]
        if op not in ("sub",) and allow_aref and rng.random() < 0.06:
            func += "_system"
        if shared and rng.random() < 0.5 and size <= 256 and len(shared_tables) < 4:
            name = f"sh{len(shared_tables)}"
            target = K.out(tk, size)
            shared_tables.append((name, TYPES[tk][0], size, target, op))
            return f"{indent}{func}(&{name}[{idx_expr}], {val});"
        sym = rng.random() < 0.08 and size <= 4096
        target = K.out(tk, size, symbol=sym)
        if idx_expr == "0" and rng.random() < 0.5:
            return f"{indent}{func}({target}, {val});"
        return f"{indent}{func}(&{target}[{idx_expr}], {val});"

    def cond():
        c = rng.choice(["(vu[i] & 1u) != 0u", "(threadIdx.x & 3) == 1", "k % 3 == 0",
                        "(i & 7) < 5", "vi[i] < 0", "(threadIdx.x >> 5) == 1",
                        "k == 0"])
        if "vu[" in c:
            K.used_inputs.add("vu")
        if "vi[" in c:
            K.used_inputs.add("vi")
        if re.search(r"\bk\b", c):
            uses_k[0] = True
        return c

    def body(indent):
        lines = []
        items = rng.randint(1, 4)
        if t_site[0]:
            # the template's own site: an add of T (every instantiation takes it)
            t_site[0] = False
            idx_expr, size = index_form(rng, cfg)
            if re.search(r"\bk\b", idx_expr):
                uses_k[0] = True
            idx_expr = idx_expr.replace("% M", f"% {cfg['M']}")
            K.used_inputs.add("vu")
            target = K.out("T", size)
            val = rng.choice(["static_cast<T>(vu[i] & 15u)", "T(1)"])
            K.sites += 1
            lines.append(f"{indent}atomicAdd(&{target}[{idx_expr}], {val});")
        for _ in range(items):
            kind = rng.choices(
                ["site", "guarded", "ifelse", "fused", "continue", "return", "compact", "ticket"],
                [5, 2, 1, 3, 1 if in_loop else 0,
                 0 if shared else 1, 1, 1 if once_per_i else 0])[0]
            if kind == "site":
                lines.append(site(indent))
            elif kind == "guarded":
                lines.append(f"{indent}if ({cond()}) {{")
                lines.append(site(indent + "  "))
                lines.append(f"{indent}}}")
            elif kind == "ifelse":
                lines.append(f"{indent}if ({cond()})")
                lines.append(site(indent + "  "))
                lines.append(f"{indent}else")
                lines.append(site(indent + "  "))
            elif kind == "fused":
                idx_expr, size = index_form(rng, cfg, allow_uniform=rng.random() < 0.3)
                if rng.random() < 0.4:  # a key no range is proven for: fused, not privatized
                    idx_expr, size = rng.choice([("k", cfg["M"]), ("(k * 7 + 3) % M", cfg["M"])])
                if rng.random() < 0.5:
                    lines.append(f"{indent}const int c{len(lines)} = {idx_expr.replace('% M', '% ' + str(cfg['M']))};")
                    if re.search(r"\bk\b", idx_expr):
                        uses_k[0] = True
                    idx_expr = f"c{len(lines) - 1}"
                # one operation and scope (what the tool fuses), types that take it
                fop = rng.choice(["add", "add", "add", "min", "max", "or", "xor", "and"])
                ftypes = [t for t in TYPES if fop in TYPES[t][3]]
                for _ in range(rng.randint(2, 3)):
                    lines.append(site(indent, idx_expr, size, tk=rng.choice(ftypes), op=fop,
                                      allow_aref=False))
            elif kind == "continue":
                lines.append(f"{indent}if ({cond()}) continue;")
            elif kind == "return":
                lines.append(f"{indent}if ({cond()}) return;")
            elif kind == "compact":
                # out[atomicAdd(&n, 1)] = x: the counter exactly, the slots as
                # a multiset (a slot's position depends on the order).
                tk = rng.choice(["int", "unsigned", "ull"])
                ctype = TYPES[tk][0]
                cnt = K.out(tk, 1, init="ZERO")  # the slots index by it
                slots = K.out("int", cfg["n"] * reps, cmp="SORTED")
                one = {"int": "1", "unsigned": "1u", "ull": "1ull"}[tk]
                v = f"s{len(lines)}"
                if rng.random() < 0.5:
                    lines.append(f"{indent}{ctype} {v} = atomicAdd({cnt}, {one});")
                else:
                    lines.append(f"{indent}const {ctype} {v} = atomicAdd(&{cnt}[0], {one});")
                lines.append(f"{indent}{slots}[{v}] = i;")
                K.sites += 1
            elif kind == "ticket":
                # res[i] = atomicAdd(&c[key], 1u): every address hands out
                # init, init+1, ...: the tickets as a multiset.
                idx_expr, size = index_form(rng, cfg)
                idx_expr = idx_expr.replace("% M", f"% {cfg['M']}")
                if re.search(r"\bk\b", idx_expr):
                    uses_k[0] = True
                tk = rng.choice(["unsigned", "int", "ull"])
                step = {"unsigned": "1u", "int": "2", "ull": "3ull"}[tk]
                ctr = K.out(tk, size)
                res = K.out(tk, cfg["n"], cmp="SORTED")
                lines.append(f"{indent}{res}[i] = atomicAdd(&{ctr}[{idx_expr}], {step});")
                K.sites += 1
        return lines

    ind = "  "
    code = []
    tid = "blockIdx.x * blockDim.x + threadIdx.x"
    if shape == "one_return":
        code.append(f"{ind}const int i = {tid};")
        code.append(f"{ind}if (i >= n) return;")
        code.append("@K@" + ind)
        code += body(ind)
    elif shape == "one_guard":
        code.append(f"{ind}const int i = {tid};")
        code.append(f"{ind}if (i < n) {{")
        code.append("@K@" + ind + "  ")
        code += body(ind + "  ")
        code.append(f"{ind}}}")
    elif shape == "grid":
        code.append(f"{ind}for (int i = {tid}; i < n; i += gridDim.x * blockDim.x) {{")
        code.append("@K@" + ind + "  ")
        code += body(ind + "  ")
        code.append(f"{ind}}}")
    elif shape == "const":
        trip = rng.choice([2, 4])
        cfg["per_thread"] = trip
        if rng.random() < 0.5:
            code.append(f"{ind}const int base = ({tid}) * {trip};")
            idx = "base + j"
        else:
            code.append(f"{ind}const int base = blockIdx.x * blockDim.x * {trip} + threadIdx.x;")
            idx = "base + j * (int)blockDim.x"
        code.append(f"{ind}for (int j = 0; j < {trip}; ++j) {{")
        code.append(f"{ind}  const int i = {idx};")
        code.append(f"{ind}  if (i >= n) {rng.choice(['break', 'continue'])};")
        code.append("@K@" + ind + "  ")
        code += body(ind + "  ")
        code.append(f"{ind}}}")
    elif shape == "done":
        trip = rng.choice([3, 8])
        cfg["per_thread"] = trip
        K.used_inputs.add("vu")
        code.append(f"{ind}const int t = {tid};")
        code.append(f"{ind}bool done = false;")
        code.append(f"{ind}for (int j = 0; !done && j < {trip}; ++j) {{")
        code.append(f"{ind}  const int i = t * {trip} + j;")
        code.append(f"{ind}  if (i >= n) break;")
        code.append("@K@" + ind + "  ")
        code += body(ind + "  ")
        code.append(f"{ind}  done = (vu[i] & 3u) == 0u;")
        code.append(f"{ind}}}")
    else:  # repeat: per-lane trip counts 0-3 over the same element
        K.used_inputs.add("vu")
        code.append(f"{ind}const int i = {tid};")
        code.append(f"{ind}if (i >= n) return;")
        code.append("@K@" + ind)
        code.append(f"{ind}int r = (int)(vu[i] % 4u);")
        code.append(f"{ind}while (r-- > 0) {{")
        code += body(ind + "  ")
        code.append(f"{ind}}}")
    # the key, where something reads it
    out_code = []
    for line in code:
        if line.startswith("@K@"):
            if uses_k[0]:
                out_code.append(f"{line[3:]}const int k = key[i];")
                K.used_inputs.add("key")
        else:
            out_code.append(line)
    code = out_code
    if shared_tables:
        pro, epi = [], []
        for name, ctype, size, target, op in shared_tables:
            init = {"add": "0", "sub": "0", "or": "0", "xor": "0", "and": f"({ctype})~0ull",
                    "min": f"({ctype})(~0ull >> 1)" if ctype in ("int", "long long")
                    else f"({ctype})~0ull",
                    "max": "0"}[op]
            if ctype in ("float", "double"):
                init = "0"
            if op == "min" and ctype == "int":
                init = "0x7fffffff"
            if op == "min" and ctype == "long long":
                init = "0x7fffffffffffffffll"
            if op == "max" and ctype == "int":
                init = "(int)0x80000000"
            if op == "max" and ctype == "long long":
                init = "(long long)0x8000000000000000ull"
            pro.append(f"{ind}__shared__ {ctype} {name}[{size}];")
            pro.append(f"{ind}for (int s = threadIdx.x; s < {size}; s += blockDim.x) {name}[s] = {init};")
            flush = FUNC["add" if op == "sub" else op]
            epi.append(f"{ind}for (int s = threadIdx.x; s < {size}; s += blockDim.x) "
                       f"{flush}(&{target}[s], {name}[s]);")
        code = pro + [f"{ind}__syncthreads();"] + code + [f"{ind}__syncthreads();"] + epi
    restrict = " __restrict__" if rng.random() < 0.5 else ""
    params = [f"{t}{restrict} {n}" for n, t in INPUTS if n in K.used_inputs]
    for j, (ctype, enum, entries, cmp, sym, _) in enumerate(K.outs):
        if not sym:
            params.append(f"{ctype}* o{j}")
    params.append("int n")
    K.params = params
    K.code = code
    # launch shape
    per = cfg.get("per_thread", 1)
    blocks_needed = (cfg["n"] + cfg["block"] * per - 1) // (cfg["block"] * per)
    if shape == "grid":
        cfg["grid"] = max(1, min(blocks_needed, rng.choice([1, 3, 8, 20])))
    else:
        cfg["grid"] = blocks_needed
    return K


def gen_batch_kernel(idx, rng):
    """A tile rasterizer's backward shape (issue 26): each block loads a batch
    of keys into __shared__ between two barriers; every lane walks it with
    `!out && j < B`, `out` its own term, the same at every iteration (lanes
    of one warp differ); `continue`s; a fused group keyed by the batch's key.
    The tool runs such a loop in step (plan/UniformTrip.h)."""
    K = Kernel(idx, rng)
    cfg = {"n": rng.randint(33, 2000), "block": rng.choice([32, 64, 96, 256]),
           "M": rng.choice([1, 4, 16, 100, 1000]), "dist": rng.randrange(DISTS),
           "shape": "batch"}
    K.cfg = cfg
    K.used_inputs |= {"key", "vu"}
    batch = rng.choice([8, 16, 32])
    rounds = rng.choice([1, 2])
    ind = "  "
    out_term = rng.choice(["(vu[t < n ? t : 0] % 5u) == 3u || t >= n",
                           "(threadIdx.x & 7) == 5 || t >= n",
                           "t >= n"])
    code = [f"{ind}const int t = blockIdx.x * blockDim.x + threadIdx.x;",
            f"{ind}__shared__ int batch[{batch}];",
            f"{ind}const bool out = {out_term};",
            f"{ind}for (int b = 0; b < {rounds}; b++) {{",
            f"{ind}  __syncthreads();",
            f"{ind}  if (threadIdx.x < {batch}) batch[threadIdx.x] = key[(blockIdx.x * {batch} + b * 7 + threadIdx.x) % n];",
            f"{ind}  __syncthreads();",
            f"{ind}  for (int j = 0; !out && j < {batch}; j++) {{",
            f"{ind}    const int i = (t * {batch} + j * 3 + b) % n;",
            f"{ind}    if ((vu[i] & 3u) == 1u) continue;",
            f"{ind}    const int c = batch[j];",
            "@K@"]
    uses_k = False
    fop = rng.choice(["add", "add", "min", "max", "or"])
    ftypes = [tk for tk in TYPES if fop in TYPES[tk][3]]
    for _ in range(rng.randint(2, 4)):
        tk = rng.choice(ftypes)
        val = values(rng, tk, fop, False)
        for name, _ in INPUTS:
            if re.search(r"\b" + name + r"\[", val):
                K.used_inputs.add(name)
        uses_k |= "k" in re.findall(r"\b\w+\b", val)
        target = K.out(tk, cfg["M"])
        K.sites += 1
        code.append(f"{ind}    {FUNC[fop]}(&{target}[c], {val});")
    # the key, where a value reads it
    code = [l for l in code if l != "@K@" or uses_k]
    code = [f"{ind}    const int k = key[i];" if l == "@K@" else l for l in code]
    code += [f"{ind}  }}", f"{ind}}}"]
    params = [f"{t} {n}" for n, t in INPUTS if n in K.used_inputs]
    params += [f"{ctype}* o{j}" for j, (ctype, *_rest) in enumerate(K.outs)]
    K.params = params + ["int n"]
    K.code = code
    cfg["grid"] = (cfg["n"] + cfg["block"] - 1) // cfg["block"]
    return K


def render(kernels, seed):
    out = [f"// test/gpu/differential/generated/kernels.cu -- {len(kernels)} random kernels "
           f"(gen_kernels.py, seed {seed}).",
           "// Generated: do not edit; regenerate with test/gpu/differential/gen_kernels.py.",
           "#include <cuda/atomic>", "#include <cuda/std/atomic>", "",
           "#ifndef DK_NS", "#define DK_NS diff_orig", "#endif", "", "namespace DK_NS {", ""]
    for K in kernels:
        c = K.cfg
        out.append(f"// {K.name}: {c['shape']}, n {c['n']}, blocks of {c['block']}, "
                   f"keys {c['M']} (dist {c['dist']})")
        out += K.globals
        if K.insts:
            out.append("template <class T>")
        out.append(f"__global__ void {K.name}({', '.join(K.params)}) {{")
        out += K.code
        out.append("}")
        for tk in K.insts or []:
            params = ", ".join(re.sub(r"\bT\*", TYPES[tk][0] + "*", p) for p in K.params)
            out.append(f"template __global__ void {K.name}<{TYPES[tk][0]}>({params});")
        out.append("")
    out.append("}  // namespace DK_NS")
    return "\n".join(out) + "\n"


def instances(kernels):
    """(kernel, launcher name, kernel spelled for a launch, meta name, T's type)
    per kernel and instantiation."""
    for K in kernels:
        for tk in K.insts or [None]:
            if tk is None:
                yield K, K.name, K.name, K.name, None
            else:
                spelled = TYPES[tk][0]
                yield (K, f"{K.name}_{spelled.replace(' ', '_')}", f"{K.name}<{spelled}>",
                       f"{K.name}<{spelled}>", tk)


def render_launch(kernels):
    out = ["// Generated by gen_kernels.py: one launcher per kernel, included in each",
           "// variant's namespace after its kernels.",
           ""]
    for K, lname, spelled, _, tk in instances(kernels):
        c = K.cfg
        args = []
        for n, t in INPUTS:
            if n in K.used_inputs:
                args.append(f"in.{n}")
        pre, post = [], []
        for j, (ctype, enum, entries, cmp, sym, _) in enumerate(K.outs):
            if sym:
                pre.append(f"  CUDA_CHECK(cudaMemcpyToSymbol({sym}, out[{j}], sizeof({ctype}) * {entries}, 0, "
                           "cudaMemcpyDeviceToDevice));")
                post.append(f"  CUDA_CHECK(cudaMemcpyFromSymbol(out[{j}], {sym}, sizeof({ctype}) * {entries}, 0, "
                            "cudaMemcpyDeviceToDevice));")
            else:
                if ctype == "T":
                    ctype = TYPES[tk][0]
                args.append(f"static_cast<{ctype}*>(out[{j}])")
        args.append("n")
        out.append(f"static void launch_{lname}(const diff::Inputs& in, void* const* out, int n) {{")
        if not K.used_inputs:
            out.append("  (void)in;")
        out += pre
        out.append(f"  {spelled}<<<{c['grid']}, {c['block']}>>>({', '.join(args)});")
        out.append("  CUDA_CHECK(cudaGetLastError());")
        out += post
        out.append("}")
    out.append("")
    out.append("const diff::LaunchFn table[] = {")
    for _, lname, _, _, _ in instances(kernels):
        out.append(f"    launch_{lname},")
    out.append("};")
    return "\n".join(out) + "\n"


def render_meta(kernels, seed):
    out = [f"// Generated by gen_kernels.py (seed {seed}): per kernel, n, key range and",
           "// distribution, the outputs (type, entries, compared exactly or sorted).",
           f"constexpr int kKernels = {len(list(instances(kernels)))};",
           "const diff::KernelMeta kMeta[kKernels] = {"]
    for K, _, _, mname, tk in instances(kernels):
        c = K.cfg
        outs = ", ".join(f"{{diff::{TYPES[tk][1] if e == 'T' else e}, {n}, diff::{cmp}, diff::{init}}}"
                         for _, e, n, cmp, _, init in K.outs)
        out.append(f"    {{\"{mname}\", \"{c['shape']}\", {c['n']}, {c['M']}, {c['dist']}, "
                   f"{len(K.outs)}, {{{outs}}}}},")
    out.append("};")
    return "\n".join(out) + "\n"


def render_variant_tu(name, kernels_file):
    return (f"// Generated by gen_kernels.py: the translation unit of {kernels_file}.\n"
            "#include \"../diff.cuh\"\n"
            "#include <warpagg/warpagg.cuh>\n"
            f"#define DK_NS diff_{name}\n"
            f"#include \"{kernels_file}\"\n"
            f"namespace diff_{name} {{\n"
            "#include \"launch.inc\"\n"
            "}\n"
            f"extern const diff::LaunchFn* const diff_table_{name};\n"
            f"const diff::LaunchFn* const diff_table_{name} = diff_{name}::table;\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--warpagg", required=True)
    ap.add_argument("--out", default=os.path.join(HERE, "generated"))
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--count", type=int, default=COUNT)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    max_outs = 0
    kernels = []
    while len(kernels) < args.count:
        K = gen_kernel(len(kernels), rng)
        if not K.outs or len(K.outs) > 8:
            continue  # a body of only continue/return: draw again
        kernels.append(K)
        max_outs = max(max_outs, len(K.outs))
    # The batch shape, drawn apart so that the kernels above stay as they were.
    batch_rng = random.Random(args.seed + 1)
    for _ in range(BATCH_COUNT if args.count == COUNT else 0):
        kernels.append(gen_batch_kernel(len(kernels), batch_rng))
    os.makedirs(args.out, exist_ok=True)

    def write(name, text):
        with open(os.path.join(args.out, name), "w") as f:
            f.write(text)

    write("kernels.cu", render(kernels, args.seed))
    write("launch.inc", render_launch(kernels))
    write("meta.inc", render_meta(kernels, args.seed))
    write("variant_orig.cu", render_variant_tu("orig", "kernels.cu"))
    summary = [f"gen_kernels.py --seed {args.seed} --count {args.count}: "
               f"{sum(K.sites for K in kernels)} atomic sites in {len(kernels)} kernels"]
    src = os.path.join(args.out, "kernels.cu")
    for name, opts in VARIANTS:
        dst = os.path.join(args.out, f"kernels.{name}.cu")
        p = subprocess.run([os.path.abspath(args.warpagg), "--line-directives=off", *opts, src,
                            "-o", dst], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True)
        if p.returncode != 0:
            sys.stderr.write(p.stderr)
            sys.exit(f"gen_kernels.py: warpagg {' '.join(opts)} failed ({p.returncode})")
        remarks = re.findall(r"remark: (\w+)", p.stderr)
        counts = {}
        for r in remarks:
            counts[r] = counts.get(r, 0) + 1
        with open(dst) as f:
            text = f.read()
        # the variant's path in the header comment must not depend on --out
        changed = count_changed(render(kernels, args.seed), text)
        summary.append(f"{name} ({' '.join(opts) or 'default options'}): "
                       f"{changed} of {len(kernels)} kernels changed; remarks: "
                       + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
        write(f"variant_{name}.cu", render_variant_tu(name, f"kernels.{name}.cu"))
    write("SUMMARY.txt", "\n".join(summary) + "\n")
    print("\n".join(summary))


def count_changed(orig, new):
    def split(text):
        parts = re.split(r"^// (k\d{3}):", text, flags=re.M)
        return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}
    a, b = split(orig), split(new)
    return sum(1 for k in a if a[k] != b.get(k))


if __name__ == "__main__":
    main()
