// The lattice's "affine in the lane" class (analysis/LaneAffine.h) through
// calls of the project's own helpers: a call is B + S * T when every return
// of the helper is, with one stride, chosen by conditions the whole warp
// shares, its parameters holding what the call passes. Such an address
// differs in every lane: left alone, 'lane-distinct', as the same
// expression written inline is.
// RUN: %warpagg --privatize=off --fuse=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --fuse=off %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

// 1-D blocks: nothing reachable reads threadIdx.y/z or blockDim.y/z.
__device__ __forceinline__ int global_index() {
  return blockIdx.x * blockDim.x + threadIdx.x;
}
__device__ int lane() { return threadIdx.x % 32; }
__device__ int idx(int b) { return b + threadIdx.x; }
// The argument itself, returned: as affine as what the caller passes.
__device__ int same(int i) { return i; }
// Returns chosen by a uniform parameter, with one stride.
__device__ int pick(bool wide, int n) {
  if (wide)
    return 2 * global_index() + n;
  return 2 * global_index();
}

__global__ void flush(float *out, const float *in, int n) {
  int i = global_index();
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:14: note: left alone: the address differs in every lane
  // CHECK: {{^}}  if (i < n) atomicAdd(&out[i], in[i]);
  if (i < n) atomicAdd(&out[i], in[i]);
}

__global__ void flush2(float *out, const float *in, int base) {
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[base + lane()], in[threadIdx.x]);
  atomicAdd(&out[base + lane()], in[threadIdx.x]);
}

__global__ void parameters(float *out, const int *key, int base, bool wide) {
  // A uniform argument: a uniform base.
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[idx(base)], 1.0f);
  atomicAdd(&out[idx(base)], 1.0f);
  // A per-lane datum: lanes may meet.
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
  // CHECK: {{^}}  warpagg::reduce_add(&out[idx(key[threadIdx.x])], 2.0f);
  atomicAdd(&out[idx(key[threadIdx.x])], 2.0f);
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[same(3 * global_index() + base)], 3.0f);
  atomicAdd(&out[same(3 * global_index() + base)], 3.0f);
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[pick(wide, base)], 4.0f);
  atomicAdd(&out[pick(wide, base)], 4.0f);
}

// Strides that differ between the returns: not joined.
__device__ int strided(bool wide) {
  if (wide)
    return 2 * threadIdx.x;
  return threadIdx.x;
}
// A choice lanes make apart: lane 1's threadIdx.x + 1 is lane 2's value.
__device__ int parity() {
  if (threadIdx.x & 1)
    return threadIdx.x;
  return threadIdx.x + 1;
}
// Recursion is not followed.
__device__ int deep(int n) {
  if (n <= 0)
    return threadIdx.x;
  return deep(n - 1);
}
// Two lanes per value.
__device__ int half() { return threadIdx.x / 2; }

__global__ void not_distinct(float *out, bool wide, int n) {
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
  // CHECK: {{^}}  warpagg::reduce_add(&out[strided(wide)], 1.0f);
  atomicAdd(&out[strided(wide)], 1.0f);
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
  // CHECK: {{^}}  warpagg::reduce_add(&out[parity()], 2.0f);
  atomicAdd(&out[parity()], 2.0f);
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
  // CHECK: {{^}}  warpagg::reduce_add(&out[deep(n)], 3.0f);
  atomicAdd(&out[deep(n)], 3.0f);
  // DIAG: lane-affine-helpers.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
  // CHECK: {{^}}  warpagg::reduce_add(&out[half()], 4.0f);
  atomicAdd(&out[half()], 4.0f);
}
