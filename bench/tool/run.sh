#!/usr/bin/env bash
# bench/tool/run.sh [OUTFILE]: the tool's own cost, on this (CPU) machine.
# For 1, 50 and 200 generated TUs ($SIZES; "big:N" is one TU of N kernel
# groups) and -j 1 and -j 2 ($JOBS): wall time, CPU time (user + system) and
# peak memory of
#   clang     `clang++ -fsyntax-only --cuda-device-only` of each file with the
#             flags warpagg uses, one after another (J = 1) or two at a time
#             (J = 2, xargs -P): the reference;
#   before    $WARPAGG_BEFORE, an older warpagg build, when set;
#   neither   warpagg --skip-system-bodies=false --shared-preamble=false;
#   skip      warpagg --shared-preamble=false (system bodies skipped);
#   preamble  warpagg --skip-system-bodies=false (shared CUDA preamble);
#   both      warpagg (the defaults);
# each warpagg run being `warpagg --dry-run --quiet -p DIR -j J` over the
# generated compile_commands.json. ratio is wall time against clang's.
# Prints a markdown table (and writes it to OUTFILE when given), preceded by
# the machine, the load average and the commands.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
warpagg="${WARPAGG:-$root/build/bin/warpagg}"
before="${WARPAGG_BEFORE:-}"
clang="${CLANG:-clang++-22}"
cuda="${CUDA_PATH:-/usr/local/cuda}"
sizes="${SIZES:-1 50 200}"
jobs="${JOBS:-1 2}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[ -x "$warpagg" ] || { echo "build the tool first: scripts/build.sh warpagg" >&2; exit 1; }

clang_flags=(-x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path="$cuda"
             -isystem "$cuda/include/cccl" -Wno-unknown-cuda-version -w -O3 -fsyntax-only)
variants=(clang)
[ -n "$before" ] && variants+=(before)
variants+=(neither skip preamble both)

# measure <cmd...>: "wall-s cpu-s peak-KiB" (peak: the largest process)
measure() {
  /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" >/dev/null 2>&1 || true
  read -r e u s m < <(tail -1 "$work/time")
  echo "$e $(python3 -c "print(f'{$u + $s:.2f}')") $m"
}

run_variant() { # variant dir j
  local v=$1 dir=$2 j=$3
  case $v in
    clang) measure bash -c 'ls "$0"/*.cu | xargs -P "$1" -n 1 "$2" "${@:3}"' \
             "$dir" "$j" "$clang" "${clang_flags[@]}" ;;
    before) measure "$before" --dry-run --quiet -p "$dir" -j "$j" ;;
    neither) measure "$warpagg" --dry-run --quiet -p "$dir" -j "$j" \
               --skip-system-bodies=false --shared-preamble=false ;;
    skip) measure "$warpagg" --dry-run --quiet -p "$dir" -j "$j" --shared-preamble=false ;;
    preamble) measure "$warpagg" --dry-run --quiet -p "$dir" -j "$j" --skip-system-bodies=false ;;
    both) measure "$warpagg" --dry-run --quiet -p "$dir" -j "$j" ;;
  esac
}

header="- machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), $(uname -sr); $(date -u +%Y-%m-%d)
- load average before: $(cut -d' ' -f1-3 /proc/loadavg)
- warpagg: $warpagg${before:+; before: $before}; clang: $($clang --version | head -1)"
table="| workload | J | variant | wall s | CPU s | wall s per TU | ratio to clang | peak MiB |
| --- | --- | --- | --- | --- | --- | --- | --- |"
for spec in $sizes; do
  dir="$work/$spec"
  if [[ $spec == big:* ]]; then
    n=1
    python3 "$root/bench/tool/gen_tus.py" "$dir" "${spec#big:}" --big
    label="1 TU, ${spec#big:} kernel groups"
  else
    n=$spec
    python3 "$root/bench/tool/gen_tus.py" "$dir" "$spec"
    label="$spec TUs"
  fi
  for j in $jobs; do
    clang_s=""
    for v in "${variants[@]}"; do
      read -r s cpu kb < <(run_variant "$v" "$dir" "$j")
      [ "$v" = clang ] && clang_s=$s
      ratio=$(python3 -c "print(f'{$s / $clang_s:.2f}')")
      per_tu=$(python3 -c "print(f'{$s / $n:.3f}')")
      table+=$'\n'"| $label | $j | $v | $s | $cpu | $per_tu | $ratio | $((kb / 1024)) |"
      echo "$label j=$j $v: $s s" >&2
    done
  done
done
out="$header
- load average after: $(cut -d' ' -f1-3 /proc/loadavg)

$table"
echo "$out"
[ -n "${1:-}" ] && echo "$out" > "$1"
exit 0
