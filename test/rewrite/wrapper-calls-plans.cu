// A one-atomic wrapper's call (issue 25) takes part in the plans as the
// atomic itself would: fused with the sites of its key, privatized (the
// copy updated by CUDA's atomic itself), decided per call in a helper, and
// tagged with distinct_if; a value-first wrapper's arguments put in order.
// RUN: %warpagg %s -- -isystem %S/Inputs/wrappers 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <gpu_atomics.cuh>

__global__ void fused(float *a, float *b, const int *key, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int k = key[i];
  // DIAG: wrapper-calls-plans.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd through 'gpuAtomicAdd' (a one-atomic wrapper in gpu_atomics.cuh) as wa_group_{{[0-9]+}}.put<0> (float, result unused)
  // CHECK: warpagg::group<warpagg::op::add, float, float> [[G:wa_group_[0-9]+]]; [[G]].put<0>(&a[k], 1.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<1>(&b[k], 2.0f); [[G]].commit();
  gpuAtomicAdd(&a[k], 1.0f);
  gpu_atomic_add(2.0f, &b[k]);
}

__global__ void hist(float *bins, const unsigned char *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: wrapper-calls-plans.cu:[[@LINE+2]]:14: remark: privatized atomicAdd in kernel 'hist': 'bins' -> block-private wa_priv_bins
  // CHECK: if (i < n) atomicAdd(&wa_priv_bins[v[i]], 1.0f);
  if (i < n) gpu_atomic_add(1.0f, &bins[v[i]]);
}

// CHECK: __device__ void helper(float *p, float v) { gpu_atomic_add(v, p); }
// CHECK: __device__ void helper_warpagg(float *p, float v) { warpagg::reduce_add(p, v); }
__device__ void helper(float *p, float v) { gpu_atomic_add(v, p); }
__global__ void use_keyed(float *out, const int *key, const float *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: helper_warpagg(&out[key[i]], v[i]);
  helper(&out[key[i]], v[i]);
}
__global__ void use_distinct(float *out, const float *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^}}  helper(&out[i], v[i]);
  helper(&out[i], v[i]);
}

__global__ void rows(float *out, const float *v, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: warpagg::reduce_add<warpagg::strategy::likely_distinct>(&out[idx % C], v[idx], warpagg::distinct_if(C >= 32));
  gpu_atomic_add(v[idx], &out[idx % C]);
}
