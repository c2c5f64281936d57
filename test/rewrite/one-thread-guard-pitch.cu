// A guard `tib == 0` on a thread index at a constant pitch
// (`threadIdx.x + threadIdx.y * 32`, which the launch must fit) lets one
// thread of the block through, whatever the launch: the atomic under it is
// already aggregated by hand and left alone. A comparison with another
// uniform value (`tib == K - 1`) lets at most two lanes of a warp through
// (one per block row a warp spans; a 48-wide block's warp spans two rows
// whose indices overlap), so there is nothing to aggregate either. At a
// pitch below 32 a narrow block puts several overlapping rows in one warp:
// decided as usual.
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

// CHECK: one-thread-guard-pitch.cu:[[@LINE+4]]:30: note: left alone: one instantiation of this template blocks it: already aggregated
template <int Warps>
__global__ void last_of_block(float *sum, const float *v) {
  int tib = threadIdx.x + threadIdx.y * 32;
  if (Warps * 32 - 1 == tib) atomicAdd(sum, v[tib]);
}
template __global__ void last_of_block<4>(float *, const float *);

// CHECK: one-thread-guard-pitch.cu:[[@LINE+4]]:40: note: left alone: already aggregated
__global__ void per_warp_row(float *sum, const float *v, int k) {
  unsigned tib = threadIdx.y * 64 + threadIdx.x;
  int row = blockIdx.x;
  if (tib == (unsigned)(row + k) * 2u) atomicAdd(sum, v[tib]);
}

// CHECK: one-thread-guard-pitch.cu:[[@LINE+3]]:17: remark: rewrote atomicAdd
__global__ void narrow_pitch(float *sum, const float *v) {
  int tib = threadIdx.x + threadIdx.y * 8;
  if (tib == 5) atomicAdd(sum, v[tib]);
}

// CHECK: one-thread-guard-pitch.cu:[[@LINE+3]]:25: remark: rewrote atomicAdd
__global__ void varying_value(float *sum, const float *v, const int *pick) {
  int tib = threadIdx.x + threadIdx.y * 32;
  if (tib == pick[tib]) atomicAdd(sum, v[tib]);
}

// A loop over tiles that starts at the thread index and steps by a uniform
// amount: in one iteration, `tile == LAST` holds in at most two lanes.
// CHECK: one-thread-guard-pitch.cu:[[@LINE+6]]:7: note: left alone: already aggregated
__global__ void last_tile(unsigned *segs, const unsigned *allocs) {
  int tib = threadIdx.x + threadIdx.y * 32;
  for (int tile = tib; tile < 256; tile += 128) {
    unsigned n = allocs[tile];
    if (tile == 256 - 1 && n != 0)
      atomicAdd(segs, n);
  }
}
