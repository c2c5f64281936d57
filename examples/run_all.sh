#!/usr/bin/env bash
# Rewrites the warpagg examples with the tool, builds original and rewritten
# versions with nvcc, runs both when a GPU is present, checks that both pass,
# and prints both times and the speedup. See examples/README.md.
#
#   examples/run_all.sh [options] [example...]      (default: all examples)
#
# Options:
#   --rewrite-only DIR  only rewrite the sources into DIR (needs the tool; no
#                       nvcc, no GPU); DIR can then be given to --from
#   --from DIR          take the rewritten sources from DIR instead of running
#                       the tool (for a machine where the tool cannot be built)
#   --build-dir DIR     where binaries, logs and results.md go
#                       (default: <repo>/build-examples)
#   --arch SM           nvcc target (default: sm_90)
#   --no-run            rewrite and build, but do not run even with a GPU
#   --strategy NAME     passed to warpagg (adaptive, runs, match, ballot_loop;
#                       default: the tool's, adaptive; uniform is refused)
#   --warpagg PATH      the tool (default: $WARPAGG, else <repo>/build/bin/warpagg,
#                       built with CMake + Ninja when absent)
#   -h, --help          this text
# Environment: WARPAGG (the tool), EXTRA_NVCC_FLAGS (appended to nvcc's flags),
# RUN_TIMEOUT (seconds one program may run, default 120).
set -euo pipefail

EXAMPLES_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$EXAMPLES_DIR/.." && pwd)

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; }
die() { echo "run_all.sh: error: $*" >&2; exit 2; }

rewrite_only="" from="" build_dir="$ROOT/build-examples" arch="sm_90" no_run=0
strategy=""
warpagg="${WARPAGG:-$ROOT/build/bin/warpagg}"
names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rewrite-only) rewrite_only="${2:?--rewrite-only needs a folder}"; shift 2 ;;
    --from) from="${2:?--from needs a folder}"; shift 2 ;;
    --build-dir) build_dir="${2:?--build-dir needs a folder}"; shift 2 ;;
    --arch) arch="${2:?--arch needs a target such as sm_90}"; shift 2 ;;
    --no-run) no_run=1; shift ;;
    --strategy) strategy="${2:?--strategy needs a name}"; shift 2 ;;
    --warpagg) warpagg="${2:?--warpagg needs a path}"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) names+=("$1"); shift ;;
  esac
done
[ -n "$rewrite_only" ] && [ -n "$from" ] && die "--rewrite-only and --from exclude each other"

# An example is a folder examples/<name>/ holding <name>.cu.
if [ ${#names[@]} -eq 0 ]; then
  for d in "$EXAMPLES_DIR"/*/; do
    n=$(basename "$d")
    [ -f "$d/$n.cu" ] && names+=("$n")
  done
fi
for n in "${names[@]}"; do
  [ -f "$EXAMPLES_DIR/$n/$n.cu" ] || die "no example '$n' (no examples/$n/$n.cu)"
done

abspath() { mkdir -p "$1" && (cd "$1" && pwd); }
build_dir=$(abspath "$build_dir")
sha() { sha256sum "$1" | cut -d' ' -f1; }

# ---------------------------------------------------------------- rewrite
# Layout of a rewritten folder: <dir>/<name>/<name>.cu (the tool's output),
# <name>.diag (its remarks and notes) and <name>.source-sha256 (of the
# original it came from, so --from can tell a stale rewrite); <dir>/strategy
# names the --strategy used, <dir>/provenance the commit of the tree, and
# <dir>/runtime-include is a copy of runtime/include taken at the same time:
# the builds use it, so a rewritten folder carried to another machine is built
# against the runtime it was rewritten for, whatever that tree holds by then.
rewrite_all() {
  local out_dir=$1
  if [ ! -x "$warpagg" ]; then
    echo "== warpagg not found at $warpagg: building it (cmake + ninja)"
    (cmake -S "$ROOT" -B "$ROOT/build" -G Ninja -DWARPAGG_GPU_TESTS=OFF >/dev/null &&
       ninja -C "$ROOT/build" warpagg) ||
      die "cannot build warpagg here (it needs LLVM/Clang development files).
Rewrite on a machine that has them with
  examples/run_all.sh --rewrite-only DIR
and run here with
  examples/run_all.sh --from DIR"
    warpagg="$ROOT/build/bin/warpagg"
  fi
  local tool_flags=()
  if [ -n "$strategy" ]; then tool_flags+=("--strategy=$strategy"); fi
  if command -v nvcc >/dev/null; then
    tool_flags+=("--cuda-path=$(dirname "$(dirname "$(command -v nvcc)")")")
  fi
  echo "== rewriting with $warpagg into $out_dir"
  mkdir -p "$out_dir"
  echo "${strategy:-default}" >"$out_dir/strategy"
  git -C "$ROOT" describe --always --dirty >"$out_dir/provenance" 2>/dev/null ||
    echo unknown >"$out_dir/provenance"
  rm -rf "$out_dir/runtime-include"
  cp -R "$ROOT/runtime/include" "$out_dir/runtime-include"
  local n rc=0
  for n in "${names[@]}"; do
    mkdir -p "$out_dir/$n"
    if "$warpagg" "${tool_flags[@]}" "--cuda-gpu-arch=$arch" \
         "$EXAMPLES_DIR/$n/$n.cu" -o "$out_dir/$n/$n.cu" \
         -- -I "$EXAMPLES_DIR/common" 2>"$out_dir/$n/$n.diag"; then
      sha "$EXAMPLES_DIR/$n/$n.cu" >"$out_dir/$n/$n.source-sha256"
      printf '   %-16s %s rewritten, %s left alone\n' "$n" \
        "$(grep -c 'remark: rewrote' "$out_dir/$n/$n.diag" || true)" \
        "$(grep -c 'note: left alone' "$out_dir/$n/$n.diag" || true)"
    else
      echo "   $n: warpagg failed:"; sed 's/^/     /' "$out_dir/$n/$n.diag"
      rm -f "$out_dir/$n/$n.cu"; rc=1
    fi
  done
  return $rc
}

if [ -n "$rewrite_only" ]; then
  rewrite_all "$(abspath "$rewrite_only")"
  exit $?
fi

rewritten="$build_dir/rewritten"
status=0
if [ -n "$from" ]; then
  from=$(cd "$from" 2>/dev/null && pwd) || die "--from: no folder $from"
  rewritten=$from
  echo "== using rewritten sources from $rewritten"
  for n in "${names[@]}"; do
    [ -f "$rewritten/$n/$n.cu" ] || die "$rewritten/$n/$n.cu missing"
    if [ "$(cat "$rewritten/$n/$n.source-sha256" 2>/dev/null)" != \
         "$(sha "$EXAMPLES_DIR/$n/$n.cu")" ]; then
      echo "   warning: $n.cu changed since it was rewritten; rewrite again"
    fi
  done
else
  rewrite_all "$rewritten" || status=1
fi

# ---------------------------------------------------------------- build
command -v nvcc >/dev/null || die "nvcc not found on PATH"
runtime_include="$ROOT/runtime/include"
if [ -d "$rewritten/runtime-include" ]; then
  runtime_include="$rewritten/runtime-include"
  echo "== runtime: the copy taken with the rewrite (tree at $(cat "$rewritten/provenance" 2>/dev/null))"
fi
# shellcheck disable=SC2206  # EXTRA_NVCC_FLAGS is a list of words
nvcc_flags=(-arch="$arch" -O3 -std=c++17 -I "$EXAMPLES_DIR/common"
            -I "$runtime_include" ${EXTRA_NVCC_FLAGS:-})
echo "== building with nvcc ${nvcc_flags[*]} into $build_dir"
declare -A build_pid
for n in "${names[@]}"; do
  mkdir -p "$build_dir/$n"
  nvcc "${nvcc_flags[@]}" "$EXAMPLES_DIR/$n/$n.cu" -o "$build_dir/$n/original" \
    >"$build_dir/$n/original.build.log" 2>&1 &
  build_pid[$n.original]=$!
  if [ -f "$rewritten/$n/$n.cu" ]; then
    nvcc "${nvcc_flags[@]}" "$rewritten/$n/$n.cu" -o "$build_dir/$n/warpagg" \
      >"$build_dir/$n/warpagg.build.log" 2>&1 &
    build_pid[$n.warpagg]=$!
  fi
done
declare -A built
for key in "${!build_pid[@]}"; do
  if wait "${build_pid[$key]}"; then built[$key]=1; else built[$key]=0; fi
done
for n in "${names[@]}"; do
  for v in original warpagg; do
    if [ "${built[$n.$v]:-0}" != 1 ]; then
      status=1
      echo "   $n ($v): BUILD FAILED"
      [ -f "$build_dir/$n/$v.build.log" ] && sed 's/^/     /' "$build_dir/$n/$v.build.log" | head -30
    fi
  done
done

# ---------------------------------------------------------------- run
gpu=""
if [ $no_run = 0 ] && command -v nvidia-smi >/dev/null; then
  gpu=$(nvidia-smi -L 2>/dev/null | head -1 || true)
fi
if [ -z "$gpu" ]; then
  echo
  echo "== NOT RUN: $([ $no_run = 1 ] && echo '--no-run given' || echo 'no GPU found (nvidia-smi -L)')."
  echo "   Rewrote and built both versions of: ${names[*]}"
  echo "   Binaries: $build_dir/<example>/{original,warpagg}"
  exit $status
fi

# Runs one binary; prints "<time_ms> <PASS|FAIL|ERROR>".
run_one() {
  local bin=$1 log=$2; shift 2
  local t c
  if [ ! -x "$bin" ]; then echo "- NOBUILD"; return; fi
  timeout "${RUN_TIMEOUT:-120}" "$bin" "$@" >"$log" 2>&1 || true
  t=$(sed -n 's/^time_ms=//p' "$log" | tail -1)
  c=$(sed -n 's/^check=//p' "$log" | tail -1)
  echo "${t:--} ${c:-ERROR}"
}

echo "== running on $gpu"
results="$build_dir/results.md"
{
  echo "Device: $gpu"
  echo "Date: $(date -u +%Y-%m-%d)"
  echo "Command: examples/run_all.sh $([ -n "$from" ] && echo "--from <dir> ")${names[*]}"
  echo "Strategy: $(cat "$rewritten/strategy" 2>/dev/null || echo unknown)"
  echo "Tree (tool and runtime): $(cat "$rewritten/provenance" 2>/dev/null || echo unknown)"
  echo
  echo "| example | arguments | sites rewritten / left alone | original ms | warpagg ms | speedup | original | warpagg |"
  echo "| --- | --- | --- | ---: | ---: | ---: | --- | --- |"
} >"$results"
for n in "${names[@]}"; do
  diag="$rewritten/$n/$n.diag"
  sites="$(grep -c 'remark: rewrote' "$diag" 2>/dev/null || true) / $(grep -c 'note: left alone' "$diag" 2>/dev/null || true)"
  runs=("")
  [ -f "$EXAMPLES_DIR/$n/runs" ] && mapfile -t runs <"$EXAMPLES_DIR/$n/runs"
  for args in "${runs[@]}"; do
    slug=$(echo "${args:-default}" | tr -c 'A-Za-z0-9._\n-' '_')
    # shellcheck disable=SC2086  # the arguments are words on one line
    read -r t_o c_o < <(run_one "$build_dir/$n/original" "$build_dir/$n/$slug.original.log" $args)
    # shellcheck disable=SC2086
    read -r t_w c_w < <(run_one "$build_dir/$n/warpagg" "$build_dir/$n/$slug.warpagg.log" $args)
    speedup=$(awk -v a="$t_o" -v b="$t_w" \
      'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2fx", a / b; else print "-" }')
    [ "$c_o" = PASS ] && [ "$c_w" = PASS ] || status=1
    echo "| $n | ${args:-} | $sites | $t_o | $t_w | $speedup | $c_o | $c_w |" >>"$results"
    printf '   %-16s %-16s original %9s ms %-5s  warpagg %9s ms %-5s  speedup %s\n' \
      "$n" "${args:-}" "$t_o" "$c_o" "$t_w" "$c_w" "$speedup"
  done
done
echo
cat "$results"
echo
echo "(logs and results.md in $build_dir)"
[ $status = 0 ] && echo "== ALL PASS" || echo "== SOME FAILED"
exit $status
