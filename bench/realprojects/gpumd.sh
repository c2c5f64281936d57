#!/usr/bin/env bash
# bench/realprojects/gpumd.sh: a real project's speed with warpagg's output against its own (issue 25).
# GPUMD (brucefan1983/GPUMD, molecular dynamics with machine-learned NEP potentials): 304 of the
# real-projects survey's rewritten sites are GPUMD's, most of them forces on a neighbour read from a
# neighbour list. Nothing of GPUMD is kept in this repository: `prepare` extracts it from a mirror.
#
#   bench/realprojects/gpumd.sh prepare MIRROR DIR   # CPU box: DIR/orig (the project), DIR/tool (warpagg -i
#                                                    # on the survey manifest's GPUMD files, for sm_90)
#   bench/realprojects/gpumd.sh run DIR OUT          # GPU box: build gpumd and nep from both trees with
#                                                    # nvcc as its makefile does (C++17, -O3, sm_90), then
#   1. gpumd on examples/gpumd_static (the NEP forces of a 250-atom PbTe cell, dumped in double precision):
#      the tool's forces against the original's (tolerance 1e-5 of the largest force: NEP sums in float,
#      and the order of its floating-point atomics differs from run to run in the original too);
#   2. nep in prediction mode on examples/nep_train (energies, forces, virials of 25 structures): compared
#      the same way;
#   3. timing, alternating original and tool, 3 runs each: gpumd_dynamic (250 atoms, NVT, 10000 steps,
#      the small-box NEP kernels), and nep training for 500 generations (GPUMD's own timers).
set -euo pipefail
mode=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
case $mode in
prepare)
  mirror=$2 dir=$3
  rm -rf "$dir"; mkdir -p "$dir/orig"
  # (git archive names blobs a partial mirror lacks elsewhere in the tree; the files below are checked)
  { git --git-dir="$mirror" archive HEAD src examples/gpumd_static examples/gpumd_dynamic \
      examples/nep_train/nep.txt examples/nep_train/nep.in examples/nep_train/train.xyz 2>/dev/null || true; } |
    tar -x -C "$dir/orig"
  for f in src/makefile examples/gpumd_static/run.in examples/gpumd_dynamic/model.xyz examples/nep_train/train.xyz; do
    test -s "$dir/orig/$f" || { echo "$0: $f missing from the mirror" >&2; exit 1; }
  done
  git --git-dir="$mirror" rev-parse HEAD > "$dir/orig/COMMIT"
  cp -r "$dir/orig" "$dir/tool"
  files=$(grep '^GPUMD ' "$here/bench/tool/survey-manifest.txt" | cut -d'|' -f3 | tr -d ' ')
  (cd "$dir/tool" && "$here/build/bin/warpagg" -i --quiet --header-filter="$PWD/src" \
     --cuda-gpu-arch=sm_90 $files -- -Isrc -std=c++17)
  diff -rq "$dir/orig/src" "$dir/tool/src" | wc -l | xargs echo "files rewritten:"
  ;;
run)
  dir=$2 out=$3
  mkdir -p "$out"
  for v in orig tool; do
    (cd "$dir/$v/src" && make -j"$(nproc)" gpumd nep CFLAGS="-std=c++17 -O3 -arch=sm_90" \
       INC="-I./ -I$here/runtime/include" > "$out/build-$v.log" 2>&1) || { tail -30 "$out/build-$v.log"; exit 1; }
  done
  for v in orig tool; do test -x "$dir/$v/src/gpumd" && test -x "$dir/$v/src/nep"; done
  # 1. static forces
  for v in orig tool; do
    (cd "$dir/$v/examples/gpumd_static" && rm -f dump.xyz && ../../src/gpumd > "$out/static-$v.log" 2>&1)
  done
  # 2. nep prediction
  for v in orig tool; do
    d="$dir/$v/examples/nep_predict"; rm -rf "$d"; mkdir -p "$d"
    cp "$dir/$v/examples/nep_train/"{nep.txt,train.xyz} "$d/"
    printf 'type 2 Te Pb\nprediction 1\n' > "$d/nep.in"
    (cd "$d" && ../../src/nep > "$out/predict-$v.log" 2>&1)
  done
  # The original against itself: how far its own atomics' order moves the sums.
  cp -r "$dir/orig/examples/nep_predict" "$dir/orig/examples/nep_predict_again"
  (cd "$dir/orig/examples/nep_predict_again" && ../../src/nep > /dev/null 2>&1)
  python3 - "$dir" <<'PY'
import sys, pathlib
d = pathlib.Path(sys.argv[1])
def numbers(p):
    out = []
    for line in p.read_text().split("\n"):
        for w in line.split():
            try: out.append(float(w))
            except ValueError: pass
    return out
ok = True
for rel in ["examples/gpumd_static/dump.xyz", "examples/nep_predict/force_train.out",
            "examples/nep_predict/energy_train.out", "examples/nep_predict/virial_train.out"]:
    a, b = numbers(d / "orig" / rel), numbers(d / "tool" / rel)
    scale = max(1e-30, max(abs(x) for x in a))
    worst = max(abs(x - y) for x, y in zip(a, b)) / scale if a else 1
    good = len(a) == len(b) and len(a) > 0 and worst <= 1e-5
    ok &= good
    print(f"{rel}: {len(a)} numbers, worst difference {worst:.2e} of the largest: {'PASS' if good else 'FAIL'}")
a = numbers(d / "orig/examples/nep_predict/force_train.out")
b = numbers(d / "orig/examples/nep_predict_again/force_train.out")
print(f"original against itself (forces): worst difference {max(abs(x - y) for x, y in zip(a, b)) / max(abs(x) for x in a):.2e} of the largest")
sys.exit(0 if ok else 1)
PY
  # 3. timing
  for v in orig tool; do
    cp -r "$dir/$v/examples/nep_train" "$dir/$v/examples/nep_time"
    printf 'type 2 Te Pb\ngeneration 500\n' > "$dir/$v/examples/nep_time/nep.in"
  done
  for r in 1 2 3; do
    for v in orig tool; do
      (cd "$dir/$v/examples/gpumd_dynamic" && ../../src/gpumd > "$out/dynamic-$v-$r.log" 2>&1)
      (cd "$dir/$v/examples/nep_time" && ../../src/nep > "$out/train-$v-$r.log" 2>&1)
    done
  done
  python3 - "$out" <<'PY'
import sys, re, pathlib, statistics
out = pathlib.Path(sys.argv[1])
def times(pat, key):
    r = {}
    for v in ("orig", "tool"):
        t = []
        for f in sorted(out.glob(pat.format(v=v))):
            m = re.search(key, f.read_text())
            if m: t.append(float(m.group(1)))
        r[v] = t
    return r
for name, pat, key in [("gpumd_dynamic (250 atoms, 10000 steps)", "dynamic-{v}-*.log", r"Time used for this run = ([0-9.e+-]+)"),
                       ("nep training (500 generations)", "train-{v}-*.log", r"Time used for training = ([0-9.e+-]+)")]:
    t = times(pat, key)
    if not t["orig"] or not t["tool"]:
        print(f"{name}: no times found"); continue
    mo, mt = statistics.median(t["orig"]), statistics.median(t["tool"])
    print(f"{name}: original median {mo:.3f} s {t['orig']}, tool median {mt:.3f} s {t['tool']}, tool/original {mt/mo:.3f}")
PY
  ;;
*) echo "usage: $0 prepare MIRROR DIR | run DIR OUT" >&2; exit 2 ;;
esac
