// A call of the project's own atomicAdd(float3 *, float3) from a header is
// left alone ('user-defined'); the report says that the helper's body holds
// aggregatable atomics and names the --header-filter that reaches them.
// RUN: %warpagg %s -- -I %S/Inputs 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --header-filter='vec_atomics\.cuh$' --dry-run %s -- -I %S/Inputs 2>&1 | %FileCheck %s --check-prefix=SELECTED
#include "vec_atomics.cuh"

__global__ void forces(float3 *force, const int *cell, const float3 *f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: vector-helper.cu:[[@LINE+3]]:3: note: left alone: calls a user-defined atomicAdd, not CUDA's atomic; its body holds 3 CUDA atomics the tool can aggregate: select its header with --header-filter='vec_atomics\.cuh$' (and -i) [atomicAdd]
  // SELECTED-DAG: vec_atomics.cuh:4:3: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused)
  // SELECTED-DAG: vec_atomics.cuh:6:3: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused)
  atomicAdd(&force[cell[i]], f[i]);
}
