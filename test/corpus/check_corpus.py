#!/usr/bin/env python3
"""Runs warpagg over every corpus file and checks each result.

For each test/corpus/<name>.cu, in parallel (one job per CPU):
  1. warpagg --cuda-path=<cuda> --verify <name>.cu -o <out>/<name>.cu
     --export-fixes=<out>/<name>.yaml -- -I include
     must exit with status 0 (the file parsed and was written);
  2. its diagnostics must match checks/<name>.check under the DIAG prefix,
     with no remark:, note:, warning: or error: line left unmatched, so every
     site is accounted for at its line and column;
  3. the rewritten file must match the same check file under the OUT prefix;
  4. only the rewrite's own edits may be made: the edits warpagg exports
     (--export-fixes) must turn the input into the output, and each must be
     one added '#include <warpagg/warpagg.cuh>' (or atomic_ref.cuh), an
     atomic* callee renamed to its warpagg::reduce_*/atomic_* twin (or its
     *_or_overload form, for a template call some of whose instantiations
     call a project overload), or a one-atomic wrapper's callee (named in
     a 'rewrote ... through' remark, its qualifier included) renamed to the
     runtime's function, or one of
     the three edits of an atomic_ref call (the runtime call's head inserted
     before the object, '.fetch_OP(' replaced by ', ', the order argument
     removed), or ', warpagg::once_per_thread' inserted before a call's ')'
     (no more of those than rewritten calls), with as many calls rewritten
     as 'remark: rewrote' lines; or a __device__ helper's rewritten copy
     inserted after its definition, and calls renamed to that copy;
  5. the rewritten file must compile with nvcc -arch=sm_90 -std=c++17 -c and
     with clang (CUDA, sm_90) -fsyntax-only, against the runtime headers.

Finally, warpagg --check over all rewritten files at once must exit 0 with
nothing left to rewrite (running the tool on its output changes nothing).

A check file may name source lines owned by a pending-*.test (a feature of
issue 5 the tool lacks, whose rewrite form is not known yet) with
'PENDING-LINES: <n> ...': diagnostics at those lines are dropped before step 2
and edits on those lines are exempt from step 4; they must still compile.

A .cu file without a check file is an error, and so is a check file without
its .cu file. Exit status 0 when every file passes, 1 otherwise; every failure
is printed with the command that failed and its output.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
import shutil

OPS = "add|sub|min|max|and|or|xor"
# The edits step 4 allows, each matched against (the bytes it replaces, the
# text it puts there).
# The runtime include: a new line (then a bare '#line N' restoring the next
# line's number), or in place of a blank line (no newline of its own).
# The 16-bit float headers a rewrite of __half or __nv_bfloat16 values needs
# (rewrite/Float16Headers.cpp) may come first, where the file lacks them.
INCLUDE_TEXT = re.compile(r"(?:#include <cuda_(?:fp16|bf16)\.h>(?:\r\n|\n|\r))*"
                          r"#include <warpagg/(?:warpagg|atomic_ref)\.cuh>"
                          r"(?:(\r\n|\n|\r)(?:#line (\d+)\1)?)?")
CALLEE = re.compile(r"(?:::)?atomic(Add|Sub|Min|Max|And|Or|Xor)(_block|_system)?")
RENAMED = re.compile(r"warpagg::(?:reduce|atomic)_(" + OPS +
                     r")(_block|_system)?(?:_or_overload)?(?:<warpagg::strategy::\w+>)?")
# A one-atomic wrapper's callee as written (issue 25): its qualified name.
WRAPPER_CALLEE = re.compile(r"(?:(?:\w*::)+)?(\w+)")
REF_HEAD = re.compile(r"warpagg::(?:reduce|atomic)_(" + OPS +
                      r")(?:<warpagg::strategy::\w+>)?\((\*?)")
# Spaces and comments (kept in the edited pieces, as written).
GAP = r"(?:\s|/\*.*?\*/|//[^\n]*\n)*"
REF_MEMBER = re.compile(GAP + r"(\.|->)" + GAP + r"fetch_(" + OPS + r")" + GAP +
                        r"\(" + GAP, re.S)
REF_ORDER = re.compile(GAP + r"," + GAP + r"[\w:]+" + GAP, re.S)
ONCE_TAG = ", warpagg::once_per_thread"  # before a rewritten call's ')'
# warpagg::distinct_if(<the row length's test>) before a likely_distinct
# call's ')' (a row's element at a remainder by a length the code does not fix).
DISTINCT_IF = re.compile(r", warpagg::distinct_if\(.+\)")
# An *_or_overload call's last argument, before its ')': a lambda making the
# original call (Site::overloadCallback).
OVERLOAD_CALLBACK = re.compile(
    r", \[\]\(auto &&wa_p, auto &&wa_v\) -> decltype\(auto\) \{ return "
    r"atomic(?:" + "|".join(o.capitalize() for o in OPS.strip("()").split("|")) +
    r")(?:_block|_system)?\(static_cast<decltype\(wa_p\)>\(wa_p\), "
    r"static_cast<decltype\(wa_v\)>\(wa_v\)\); \}")
# A fused group (plan/Grouping.h): its declaration before the first site's
# statement (or after a loop body's '{', opening `do {`), each site's callee
# renamed to the group's put (put_at in a slot loop, whose index goes before
# the call's ')'), its commit after the last site's statement (or before the
# loop body's '}', closing the do-while). A keyed group (plan/KeyedGroups.h)
# names its key's type first, each put passes the key instead of the address
# (a part of the address's text), and the commit passes the callable that
# computes the addresses from the key.
GROUP_SUFFIX = r"_\d+(?:_\d+)?"
GROUP_VAR = r"wa_group" + GROUP_SUFFIX
# A group whose loop runs in step (plan/UniformTrip.h) skips the body first
# in its do { } where the lane's own term is false, and its commit may name
# the lanes' mask read before the loop (IN_STEP_VOTE).
GROUP_DECL = re.compile(r"( ?)warpagg::(?:keyed_)?(?:uniform_|likely_uniform_)?group<(?:[\w ]+, )?"
                        r"warpagg::op::\w+, .+?> (" + GROUP_VAR + r"); "
                        r"(do \{(?: (?P<skip>if \(.+\) continue;))?)?")
GROUP_PUT = re.compile(r"(" + GROUP_VAR + r")\.(?:template )?put(?:_at)?<\d+>")
GROUP_COMMIT = re.compile(r"(?: |\} while \(0\); )(" + GROUP_VAR + r")\.commit\("
                          r"(?:(?P<mask>wa_mask" + GROUP_SUFFIX + r")(?:, (?=\[))?)?"
                          r"(?:\[&\]\([\w ]+(?:, int \w+)?\) "
                          r"\{ return warpagg::addresses\(.+\); \})?\);( ?)")
# A fused group's loop run in step: before its 'for', the vote of the lanes
# that enter (their mask read once first, where the group is uniform); the
# lane's own term in the loop's condition replaced by the vote's variable.
IN_STEP_VOTE = re.compile(r"(?:const unsigned (?P<mask>wa_mask(?P<msuffix>" +
                          GROUP_SUFFIX + r")) = __activemask\(\); )?"
                          r"const bool wa_enter(?P<suffix>" + GROUP_SUFFIX +
                          r") = __any_sync\((?(mask)(?P=mask)|__activemask\(\)), "
                          r"(?P<term>.+)\); ")
IN_STEP_ENTER = re.compile(r"wa_enter(" + GROUP_SUFFIX + r")")
SLOT_INDEX = re.compile(r", [A-Za-z_]\w*")
# A __device__ helper's rewritten copy (plan/HelperCopies.h), inserted after
# the original's last line: a comment naming the helper, the original's
# definition with its atomics renamed to the runtime's and the helper's name
# to <helper>_warpagg, and without a format style a '#line' giving the next
# line its number back; and the calls that gain renamed to the copy.
HELPER_COPY = re.compile(r"(\r\n|\n)\1([ \t]*)// (\w+) for the calls whose lanes "
                         r"can share an address, its atomics aggregated "
                         r"\(warpagg\)\.\1\2(.*?)(?:\1#line (\d+))?", re.S)
YAML_EDIT = re.compile(
    r"^  - FilePath:\s+(.+)\n\s+Offset:\s+(\d+)\n\s+Length:\s+(\d+)\n"
    r"\s+ReplacementText:\s+(.*)$", re.M)


def yaml_scalar(text):
    """A scalar as clang's YAML writer quotes it ('...' or "...")."""
    text = text.strip()
    if text.startswith("'"):
        return text[1:-1].replace("''", "'")
    if text.startswith('"'):
        return json.loads(text)
    return text


class Failure(Exception):
    pass


def run(cmd, what):
    start = time.monotonic()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    return p, time.monotonic() - start


def must_pass(cmd, what):
    p, secs = run(cmd, what)
    if p.returncode != 0:
        raise Failure(f"{what} failed (exit {p.returncode}):\n  $ "
                      f"{' '.join(shlex.quote(c) for c in cmd)}\n{p.stdout}")
    return p, secs


# Privatization (plan/Privatization.h): after a kernel's '{' the private
# copies, their zeroing and a barrier (and '[&]() {' where the body returns);
# before its '}' the lambda's end, a barrier and the flushes; a site's table
# operand ('hist', '&g') names the copy ('wa_priv_hist', '(wa_priv_h + 128)').
PRIV_PROLOGUE = re.compile(
    r"(?: __shared__ [\w ]+ (wa_priv_\w+)\[\d+\]; "
    r"warpagg::private_zero<warpagg::op::\w+>\(wa_priv_\w+\);)+"
    r" __syncthreads\(\);(?: \[&\]\(\) \{)?")
PRIV_EPILOGUE = re.compile(
    r"(?:\}\(\); )?__syncthreads\(\); (?:warpagg::private_flush<warpagg::op::\w+>"
    r"\(wa_priv_\w+, &?\w+(?:, -?\d+)?\); )+")
PRIV_OPERAND = re.compile(r"&?(\w+)")
PRIV_COPY = re.compile(r"\(?wa_priv_(\w+)(?: \+ \d+\))?")


def check_only_rewrite_edits(src, out, fixes, all_remarks, remarks, pending,
                             wrappers=frozenset()):
    original = open(src, "rb").read()
    rewritten = open(out, "rb").read()
    # The -o copy carries '#line' directives naming the original (not edits:
    # they map the copy's lines back to it).
    line_directive = re.compile(
        rb'^#line [0-9]+ "' + re.escape(os.path.abspath(src).encode()) +
        rb'"(?:\r\n|\r|\n)', re.M)
    rewritten = line_directive.sub(b"", rewritten)
    edits = [(int(m.group(2)), int(m.group(3)),
              yaml_scalar(m.group(4)).encode())
             for m in YAML_EDIT.finditer(open(fixes).read())
             if os.path.realpath(yaml_scalar(m.group(1))) ==
             os.path.realpath(src)]
    edits.sort(key=lambda e: e[0])
    applied, at = [], 0
    for off, length, text in edits:
        applied += [original[at:off], text]
        at = off + length
    if b"".join(applied + [original[at:]]) != rewritten:
        raise Failure(f"{out}: the edits exported to {fixes} do not turn "
                      f"{src} into it")
    includes = sites = heads = members = orders = arrows = tags = 0
    slot_indexes = 0
    decls, commits = [], []
    keys = 0
    copies, copy_calls = set(), []
    votes, entered, skips, commit_masks = [], [], {}, []
    bad = []
    operands = [off for off, length, text in edits
                if PRIV_COPY.fullmatch(text.decode()) and
                PRIV_OPERAND.fullmatch(original[off:off + length].decode())]
    for off, length, text in edits:
        line = original.count(b"\n", 0, off) + 1
        if line in pending:
            continue
        old = original[off:off + length].decode()
        new = text.decode()
        operand, copy = PRIV_OPERAND.fullmatch(old), PRIV_COPY.fullmatch(new)
        if length == 0 and PRIV_PROLOGUE.fullmatch(new) and \
                original[off - 1:off] == b"{":
            continue
        if length == 0 and PRIV_EPILOGUE.fullmatch(new) and \
                original[off:off + 1] == b"}":
            continue
        if operand and copy and operand.group(1) == copy.group(1):
            sites += 1  # a privatized site: one operand each
            continue
        # A privatized site's callee renamed too (a float into one shared
        # word): its operand follows the '(' (the site is counted there).
        if CALLEE.fullmatch(old) and RENAMED.fullmatch(new) and any(
                off + length < o <= off + length + 4 for o in operands):
            continue
        head = REF_HEAD.fullmatch(new)
        member = REF_MEMBER.fullmatch(old)
        callee, renamed = CALLEE.fullmatch(old), RENAMED.fullmatch(new)
        # On a line of its own: at the start, after a byte order mark, or
        # after a line end (\n, \r\n or \r).
        include = INCLUDE_TEXT.fullmatch(new)
        at_line_start = off == 0 or original[off - 1:off] in (b"\n", b"\r") \
            or (off == 3 and original.startswith(b"\xef\xbb\xbf"))
        if include and at_line_start and include.group(1) and length == 0 and (
                include.group(2) is None or
                int(include.group(2)) == clang_line(original, off)):
            includes += 1
        elif include and at_line_start and not include.group(1) and \
                original[off:off + length].strip(b" \t") == b"" and \
                original[off + length:off + length + 1] in (b"\n", b"\r"):
            includes += 1
        elif callee and renamed and callee.group(1).lower() == \
                renamed.group(1) and callee.group(2) == renamed.group(2):
            sites += 1
        elif renamed and WRAPPER_CALLEE.fullmatch(old) and \
                WRAPPER_CALLEE.fullmatch(old).group(1) in wrappers:
            sites += 1
        elif length == 0 and HELPER_COPY.fullmatch(new):
            m = HELPER_COPY.fullmatch(new)
            helper, body = m.group(3), m.group(4)
            # Only calls are renamed back: a `//` comment the definition
            # holds may name the runtime's functions itself.
            def in_comment(r):
                line_start = body.rfind("\n", 0, r.start()) + 1
                return "//" in body[line_start:r.start()]
            rewritten_calls = [r for r in re.finditer(RENAMED.pattern, body)
                               if not in_comment(r)]
            plain = re.sub(RENAMED.pattern, lambda r: r.group(0) if
                           in_comment(r) else "atomic" +
                           r.group(1).capitalize() + (r.group(2) or ""), body)
            plain = re.sub(r"\b" + helper + r"_warpagg\b", helper, plain, 1)
            if plain.encode() not in original[:off] or (
                    m.group(5) and int(m.group(5)) !=
                    clang_line(original, off) + 1):
                bad.append(f"  line {line}: a copy of {helper} that is not "
                           f"its definition with the atomics renamed")
            copies.add(helper)
            sites += len(rewritten_calls)
        elif new.endswith("_warpagg") and old == new[:-len("_warpagg")]:
            copy_calls.append((line, old))
        elif length == 0 and head:
            sites += 1
            heads += 1
            arrows += head.group(2) == "*"
        elif member and new == ", ":
            members += 1
            arrows -= member.group(1) == "->"
        elif REF_ORDER.fullmatch(old) and new == "":
            orders += 1
        elif length == 0 and new == ONCE_TAG and original[off:off + 1] == b")":
            tags += 1
        elif length == 0 and OVERLOAD_CALLBACK.fullmatch(new) and \
                original[off:off + 1] == b")":
            pass  # counted with its renamed callee
        elif length == 0 and DISTINCT_IF.fullmatch(new) and \
                original[off:off + 1] == b")":
            pass  # counted with its renamed callee
        elif length == 0 and GROUP_DECL.fullmatch(new):
            decl = GROUP_DECL.fullmatch(new)
            decls.append(decl.group(2))
            if decl.group("skip"):
                skips[decl.group(2)[len("wa_group"):]] = (line, decl.group("skip"))
        elif length == 0 and GROUP_COMMIT.fullmatch(new) and \
                original[off - 1:off] in (b";", b"}") or \
                (length == 0 and GROUP_COMMIT.fullmatch(new) and
                 new.startswith("}") and original[off:off + 1] == b"}"):
            commit = GROUP_COMMIT.fullmatch(new)
            commits.append(commit.group(1))
            if commit.group("mask"):
                commit_masks.append((line, commit.group(1), commit.group("mask")))
        elif length == 0 and IN_STEP_VOTE.fullmatch(new) and \
                original[off:off + 3] == b"for" and (
                    IN_STEP_VOTE.fullmatch(new).group("msuffix") in
                    (None, IN_STEP_VOTE.fullmatch(new).group("suffix"))):
            vote = IN_STEP_VOTE.fullmatch(new)
            votes.append((line, vote.group("suffix"), vote.group("mask"),
                          vote.group("term")))
        elif length > 0 and IN_STEP_ENTER.fullmatch(new):
            entered.append((line, IN_STEP_ENTER.fullmatch(new).group(1), old))
        elif callee and GROUP_PUT.fullmatch(new):
            sites += 1
        elif length > 0 and new and new in old and "wa_group" not in new:
            keys += 1  # a keyed group's put: the key, part of the address
        elif length == 0 and SLOT_INDEX.fullmatch(new) and \
                original[off:off + 1] == b")":
            slot_indexes += 1
        else:
            bad.append(f"  line {line}: {old!r} -> {new!r}")
    for line, helper in copy_calls:
        if helper not in copies:
            bad.append(f"  line {line}: a call renamed to {helper}_warpagg, "
                       f"a copy the rewrite does not add")
    if not (heads == members == orders) or arrows:
        bad.append(f"  {heads} atomic_ref call heads, {members} members, "
                   f"{orders} order arguments ('->' and '*' not matched: "
                   f"{arrows})")
    bad += in_step_problems(votes, entered, skips, commit_masks)
    if sorted(decls) != sorted(commits):
        bad.append(f"  group declarations {decls} and commits {commits} "
                   f"do not pair up")
    if keys > sites:
        bad.append(f"  {keys} keys in place of addresses for {sites} rewritten calls")
    if slot_indexes > sites:
        bad.append(f"  {slot_indexes} slot indexes for {sites} rewritten calls")
    if tags > sites:
        bad.append(f"  {tags} once_per_thread tags for {sites} rewritten calls")
    if includes != (1 if all_remarks else 0):
        bad.append(f"  {includes} runtime includes added for {all_remarks} "
                   f"rewritten sites")
    if bad:
        raise Failure(f"{out}: edits other than the rewrite's own:\n"
                      + "\n".join(bad[:20]))
    if sites != remarks:
        raise Failure(f"{out}: {sites} calls rewritten outside pending "
                      f"lines, but {remarks} 'remark: rewrote' or "
                      f"'remark: privatized' lines")


def skips_of(term):
    """The skips a group's do { } may open with for the lane's term
    (UniformTrip's skipFor): `if (x) continue;` for `!x` (its operand
    parenthesized where it is not a plain name), else `if (!(T)) continue;`."""
    forms = {f"if (!({term})) continue;"}
    inner = term.strip()
    while inner.startswith("(") and inner.endswith(")"):
        inner = inner[1:-1].strip()
    if inner.startswith("!"):
        operand = inner[1:].strip()
        forms |= {f"if ({operand}) continue;", f"if (({operand})) continue;"}
    return forms


def in_step_problems(votes, entered, skips, commit_masks):
    """What does not pair up among a file's in-step loop edits: each vote
    with one replaced term (the vote's own), one group that skips where the
    term is false, and (a mask read) the commit that names that mask."""
    bad = []
    by_suffix = {}
    for line, suffix, mask, term in votes:
        if suffix in by_suffix:
            bad.append(f"  line {line}: wa_enter{suffix} voted twice")
        by_suffix[suffix] = (line, mask, term)
        replaced = [old for _, s, old in entered if s == suffix]
        if replaced != [term]:
            bad.append(f"  line {line}: wa_enter{suffix} votes on {term!r} but "
                       f"replaces {replaced} in the loop's condition")
        skip = skips.get(suffix)
        if not skip or skip[1] not in skips_of(term):
            bad.append(f"  line {line}: wa_group{suffix} does not skip where "
                       f"{term!r} is false (its do {{ }} opens with "
                       f"{skip[1] if skip else None!r})")
        if mask and (suffix, mask) not in {
                (g[len("wa_group"):], m) for _, g, m in commit_masks}:
            bad.append(f"  line {line}: {mask} read but wa_group{suffix}'s "
                       f"commit does not name it")
    for line, suffix, _ in entered:
        if suffix not in by_suffix:
            bad.append(f"  line {line}: wa_enter{suffix} replaces a term, "
                       f"but no vote declares it")
    for suffix, (line, _) in skips.items():
        if suffix not in by_suffix:
            bad.append(f"  line {line}: wa_group{suffix} skips, but its loop "
                       f"is not run in step")
    for line, group, mask in commit_masks:
        vote = by_suffix.get(group[len("wa_group"):])
        if not vote or vote[1] != mask:
            bad.append(f"  line {line}: {group} commits with {mask}, which "
                       f"no vote of its loop reads")
    return bad


def clang_line(text, off):
    """The 1-based line of byte off, with lines ending as clang ends them."""
    return len(re.findall(rb"\r\n|\n|\r", text[:off])) + 1


def check_file(name, a):
    src = os.path.join(a.corpus, name + ".cu")
    check = os.path.join(a.corpus, "checks", name + ".check")
    out = os.path.join(a.out, name + ".cu")
    diag = os.path.join(a.out, name + ".diag")
    inc = os.path.join(a.corpus, "include")
    times = {}

    fixes = os.path.join(a.out, name + ".yaml")
    # --verify: clang parses the output before it is written (exit 5 if not).
    cmd = [a.warpagg, f"--cuda-path={a.cuda_path}", "--verify"] + a.tool_arg + [src, "-o", out,
           f"--export-fixes={fixes}", "--", "-I", inc]
    p, times["warpagg"] = run(cmd, "warpagg")
    pending = set()
    for m in re.finditer(r"^PENDING-LINES:(.*)$", open(check).read(), re.M):
        pending.update(int(x) for x in m.group(1).split())
    at_pending = re.compile(
        re.escape(name) + r"\.cu:(\d+):\d+: (?:remark|note|warning|error):")
    kept = [l for l in p.stdout.splitlines(True)
            if not ((m := at_pending.search(l)) and int(m.group(1)) in pending)]
    with open(diag, "w") as f:
        f.write("".join(kept))
    if p.returncode != 0:
        raise Failure(f"warpagg exited with {p.returncode}, expected 0:\n  $ "
                      f"{' '.join(shlex.quote(c) for c in cmd)}\n{p.stdout}")
    if not os.path.exists(out):
        raise Failure(f"warpagg exited 0 but wrote no {out}")

    must_pass([a.filecheck, check, "--check-prefix=DIAG",
               "--implicit-check-not=remark:", "--implicit-check-not=note:",
               "--implicit-check-not=warning:", "--implicit-check-not=error:",
               f"--input-file={diag}"], "FileCheck of the diagnostics")
    must_pass([a.filecheck, check, "--check-prefix=OUT",
               f"--input-file={out}"], "FileCheck of the rewritten file")
    all_remarks = len(re.findall(r": remark: (?:rewrote|privatized) ", p.stdout))
    remarks = len(re.findall(r": remark: (?:rewrote|privatized) ", "".join(kept)))
    wrappers = set(re.findall(r": remark: rewrote \w+ through '(\w+)'",
                              p.stdout))
    check_only_rewrite_edits(src, out, fixes, all_remarks, remarks, pending,
                             wrappers)

    _, times["nvcc"] = must_pass(
        [a.nvcc, "-arch=sm_90", "-Xptxas", "-O0", "-std=c++17", "-I", a.runtime_include, "-I",
         inc, "-c", out, "-o", os.path.join(a.out, name + ".o")],
        "nvcc -c of the rewritten file")
    _, times["clang"] = must_pass(
        shlex.split(a.clang_cuda) + ["--cuda-gpu-arch=sm_90", "-std=c++17",
                                     "-fsyntax-only", "-I", inc, out],
        "clang -fsyntax-only of the rewritten file")
    return all_remarks, times


def main():
    ap = argparse.ArgumentParser()
    for opt in ("corpus", "out", "warpagg", "cuda-path", "filecheck", "nvcc",
                "runtime-include", "clang-cuda"):
        ap.add_argument("--" + opt, required=True)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--tool-arg", action="append", default=[],
                    help="an extra warpagg flag (repeatable)")
    ap.add_argument("--only", nargs="*", default=None,
                    help="check just these corpus files (for debugging)")
    a = ap.parse_args()
    # A directory of this run's own under --out: two lit runs of one build
    # tree (they share %t) must not delete each other's outputs. Kept when a
    # file fails, removed when all pass.
    os.makedirs(a.out, exist_ok=True)
    a.out = tempfile.mkdtemp(prefix="run-", dir=a.out)

    sources = sorted(f[:-3] for f in os.listdir(a.corpus) if f.endswith(".cu"))
    checks = sorted(f[:-6] for f in os.listdir(os.path.join(a.corpus, "checks"))
                    if f.endswith(".check"))
    failed = []
    if a.only is not None:
        sources = [n for n in sources if n in a.only]
        checks = [n for n in checks if n in a.only]
    for name in sorted(set(sources) ^ set(checks)):
        what = "has no checks/%s.check" % name if name in sources else \
            "checks/%s.check has no %s.cu" % (name, name)
        print(f"FAIL {name}: {what}")
        failed.append(name)

    start = time.monotonic()
    total = 0
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        # Heavy files first (CUB, cooperative groups, libcu++, cuRAND pull in
        # large headers) so that the two or so workers finish together.
        def weight(n):
            text = open(os.path.join(a.corpus, n + ".cu")).read()
            return -len(re.findall(r"^#include <", text, re.M))
        jobs = {pool.submit(check_file, n, a): n
                for n in sorted(sources, key=weight)}
        for fut in concurrent.futures.as_completed(jobs):
            name = jobs[fut]
            try:
                remarks, t = fut.result()
                total += remarks
                print(f"ok   {name}: {remarks} rewritten; " + ", ".join(
                    f"{k} {v:.1f}s" for k, v in t.items()))
            except Failure as e:
                print(f"FAIL {name}: {e}")
                failed.append(name)
    # 6. The rewritten corpus has nothing left to rewrite: warpagg --check over
    # all outputs at once exits 0 and reports 0 sites to rewrite.
    if not failed:
        outs = [os.path.join(a.out, n + ".cu") for n in sources]
        cmd = [a.warpagg, f"--cuda-path={a.cuda_path}", "--check"] + a.tool_arg + outs + [
            "--", "-I", os.path.join(a.corpus, "include")]
        t0 = time.monotonic()
        p, _ = run(cmd, "warpagg --check")
        summary = [l for l in p.stdout.splitlines() if l.startswith("warpagg: ")]
        if p.returncode != 0 or not summary or \
                not summary[-1].startswith("warpagg: 0 sites to rewrite"):
            print(f"FAIL rewritten corpus: warpagg --check exited "
                  f"{p.returncode}, expected 0 with 0 sites to rewrite:\n  $ "
                  f"{' '.join(shlex.quote(c) for c in cmd)}\n{p.stdout}")
            failed.append("(--check of the outputs)")
        else:
            print(f"ok   rewritten corpus: {summary[-1]} "
                  f"({time.monotonic() - t0:.1f}s)")
    print(f"{len(sources)} corpus files, {total} sites rewritten, "
          f"{len(failed)} failed, {time.monotonic() - start:.0f}s")
    if a.only is None and len(sources) < 20:
        print(f"FAIL: the corpus must hold at least 20 files, has "
              f"{len(sources)}")
        return 1
    if failed:
        print(f"outputs kept in {a.out}")
        return 1
    shutil.rmtree(a.out, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
