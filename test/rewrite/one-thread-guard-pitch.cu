// A guard `tib == 0` on a thread index at a constant pitch
// (`threadIdx.x + threadIdx.y * 32`, which the launch must fit) lets one
// thread of the block through, whatever the launch: the atomic under it is
// already aggregated by hand and left alone. A comparison with another
// constant is not known to select one lane per warp (two rows of a 48-wide
// block can share a value), so that site is still decided as usual.
// RUN: %warpagg --dry-run --privatize=off %s 2>&1 | %FileCheck %s
__device__ unsigned ctr;

// CHECK: one-thread-guard-pitch.cu:[[@LINE+4]]:26: note: left alone: already aggregated
__global__ void reserve(unsigned *base, int n) {
  __shared__ unsigned s_base;
  int tib = threadIdx.x + threadIdx.y * 32;
  if (tib == 0) s_base = atomicAdd(&ctr, (unsigned)n);
  __syncthreads();
  base[tib] = s_base;
}

// CHECK: one-thread-guard-pitch.cu:[[@LINE+3]]:17: remark: rewrote atomicAdd
__global__ void last_row(float *sum, const float *v) {
  int tib = threadIdx.x + threadIdx.y * 32;
  if (tib == 5) atomicAdd(sum, v[tib]);
}
