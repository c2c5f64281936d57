#!/bin/sh
# Does ptxas aggregate a warp-uniform-address integer atomic itself?
# For each op x scope x width: a kernel doing op(p, v[i]) with p a kernel
# parameter (uniform in registers), compiled for sm_90 (nvcc -cubin), its
# SASS counted: REDUX instructions, and atomics (RED/ATOM/ATOMG/REDG).
# Usage: bench/experiments/redux_sass/gen.sh [outdir]; prints a markdown table.
set -eu
out=${1:-$(mktemp -d)}
mkdir -p "$out"
NVCC=${NVCC:-nvcc}
printf '| op | scope | type | result | aggregated by ptxas | atomics | SASS (reduction and atomic instructions) |\n| --- | --- | --- | --- | --- | ---: | --- |\n'
for op in Add Sub Min Max And Or Xor; do
  for scope in "" _block _system; do
    for ty in int unsigned "long long" "unsigned long long"; do
      # CUDA has no signed 64-bit atomicAnd/Or/Xor nor 64-bit atomicSub.
      case "$op:$ty" in
        And:"long long"|Or:"long long"|Xor:"long long") continue ;;
        Sub:"long long"|Sub:"unsigned long long") continue ;;
        Add:"long long") continue ;;
      esac
      for use in unused used; do
      name=$(echo "$op$scope-$ty-$use" | tr ' ' '_')
      if [ $use = used ]; then
        body="o[i] = atomic$op$scope(p, v[i]);"
      else
        body="atomic$op$scope(p, v[i]);"
      fi
      cat > "$out/$name.cu" <<CU
__global__ void k($ty *p, const $ty *v, $ty *o) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  $body
}
CU
      "$NVCC" -arch=sm_90 -cubin -o "$out/$name.cubin" "$out/$name.cu"
      ${CUOBJDUMP:-cuobjdump} -sass "$out/$name.cubin" > "$out/$name.sass"
      redux=$(grep -cE '\bREDUX\b' "$out/$name.sass" || true)
      atom=$(grep -cE '\b(RED|REDG|ATOM|ATOMG)\.' "$out/$name.sass" || true)
      ops=$(grep -oE '\b(REDUX|RED|REDG|ATOM|ATOMG)(\.[A-Z0-9_]+)*' "$out/$name.sass" | sort | uniq | tr '\n' ' ' | sed 's/ $//')
      # REDUX: one warp reduction, then the leader's atomic. SHFL.UP: a scan
      # for a returning add, taken only when the whole warp is active (a
      # VOTE tests it; partial warps issue one atomic per lane).
      if [ "$redux" -gt 0 ]; then agg="yes (REDUX)"
      elif grep -q 'SHFL.UP' "$out/$name.sass"; then agg="full warps only (scan)"
      else agg="no"; fi
      printf '| %s | %s | %s | %s | %s | %s | `%s` |\n' "$op" "${scope:-device}" "$ty" "$use" "$agg" "$atom" "$ops"
      done
    done
  done
done
