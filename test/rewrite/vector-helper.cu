// A call of the project's own atomicAdd(float3 *, float3) from a header is
// left alone ('user-defined'); the report says that the helper's body holds
// aggregatable atomics and names the --header-filter that reaches them.
// Selected, the helper's three component atomics (&p->x, &p->y, &p->z) are
// one fused group keyed by the pointer.
// RUN: %warpagg %s -- -I %S/Inputs 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --header-filter='vec_atomics\.cuh$' --dry-run %s -- -I %S/Inputs 2>&1 | %FileCheck %s --check-prefix=SELECTED
// RUN: rm -rf %t && mkdir -p %t && cp %s %S/Inputs/vec_atomics.cuh %t/
// RUN: %warpagg -i --header-filter='vec_atomics\.cuh$' %t/vector-helper.cu 2>&1 | %FileCheck %s --check-prefix=INPLACE
// RUN: %FileCheck %s --check-prefix=HEADER --match-full-lines < %t/vec_atomics.cuh
// INPLACE: warpagg: 3 sites rewritten, 1 left alone, 1 of 2 files changed
// HEADER:      #pragma once
// HEADER-NEXT: #include <warpagg/warpagg.cuh>
// HEADER-NEXT: #line 3
// HEADER-NEXT: __device__ inline void atomicAdd(float3 *p, float3 v) {
// HEADER-NEXT:   warpagg::group<warpagg::op::add, float, float, float> [[G:wa_group_[0-9]+]]; [[G]].put<0>(&p->x, v.x);
// HEADER-NEXT:   [[G]].put<1>(&p->y, v.y);
// HEADER-NEXT:   [[G]].put<2>(&p->z, v.z); [[G]].commit();
// HEADER-NEXT: }
#include "vec_atomics.cuh"

__global__ void forces(float3 *force, const int *cell, const float3 *f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: vector-helper.cu:[[@LINE+3]]:3: note: left alone: calls a user-defined atomicAdd, not CUDA's atomic; its body holds 3 CUDA atomics the tool can aggregate: select its header with --header-filter='vec_atomics\.cuh$' (and -i) [atomicAdd]
  // SELECTED-DAG: vec_atomics.cuh:4:3: remark: fused 3 sites (lines 4, 5, 6) keyed by 'p' into wa_group_4
  // SELECTED-DAG: vec_atomics.cuh:6:3: remark: rewrote atomicAdd as wa_group_4.put<2> (float, result unused)
  atomicAdd(&force[cell[i]], f[i]);
}
