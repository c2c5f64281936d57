#!/usr/bin/env bash
# bench/tool/run.sh [OUTFILE]: the tool's own cost, on this (CPU) machine.
# For 1, 50 and 200 generated TUs and one large TU: wall time and peak memory
# of `warpagg --dry-run -p DIR -j J` (J = 1, 2) against
# `clang++ -fsyntax-only --cuda-device-only` of the same files, run one after
# another (J = 1) or two at a time (J = 2) with the same flags warpagg uses.
# Prints a markdown table (and writes it to OUTFILE when given).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
warpagg="${WARPAGG:-$root/build/bin/warpagg}"
clang="${CLANG:-clang++-22}"
cuda="${CUDA_PATH:-/usr/local/cuda}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[ -x "$warpagg" ] || { echo "build the tool first: scripts/build.sh warpagg" >&2; exit 1; }

clang_flags=(-x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path="$cuda"
             -isystem "$cuda/include/cccl" -Wno-unknown-cuda-version -w -O3 -fsyntax-only)

# measure <cmd...>: wall seconds and peak RSS in KiB (largest process)
measure() {
  /usr/bin/time -f '%e %M' -o "$work/time" "$@" >/dev/null 2>&1 || true
  tail -1 "$work/time"
}

table="| workload | J | warpagg s | clang s | ratio | warpagg peak MiB | clang peak MiB |
| --- | --- | --- | --- | --- | --- | --- |"
for spec in "1" "50" "200" "big:100"; do
  dir="$work/$spec"
  if [[ $spec == big:* ]]; then
    python3 "$root/bench/tool/gen_tus.py" "$dir" "${spec#big:}" --big
    label="1 TU, ${spec#big:} kernel groups"
  else
    python3 "$root/bench/tool/gen_tus.py" "$dir" "$spec"
    label="$spec TUs"
  fi
  for j in 1 2; do
    read -r wa_s wa_kb < <(measure "$warpagg" --dry-run --quiet -p "$dir" -j "$j")
    read -r cl_s cl_kb < <(measure bash -c 'ls "$0"/*.cu | xargs -P "$1" -n 1 "$2" "${@:3}"' \
      "$dir" "$j" "$clang" "${clang_flags[@]}")
    ratio=$(python3 -c "print(f'{$wa_s / $cl_s:.2f}')")
    table+=$'\n'"| $label | $j | $wa_s | $cl_s | $ratio | $((wa_kb / 1024)) | $((cl_kb / 1024)) |"
  done
done
echo "$table"
[ -n "${1:-}" ] && echo "$table" > "$1"
exit 0
