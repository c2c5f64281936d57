// A one-pass sum in the manner of the threadFenceReduction sample: each block
// reduces its share in shared memory and stores it, and the block that takes
// the last ticket adds the partial sums. The ticket counter uses CUDA's
// __nv_atomic_* builtins (CUDA 12.8+: a fetch-add with acquire-release order
// at device scope, in place of __threadfence() and atomicInc). nvcc compiles
// them; clang 22 does not know them, so warpagg cannot parse this file: the
// launcher compiles it unchanged with a warning, and in strict mode
// (WARPAGG_LAUNCH_STRICT=1) its compile fails and says why.
#include "reduction.cuh"
#include <mt/common.cuh>

__device__ unsigned retired_blocks = 0;

unsigned blocks_for_last_block(size_t n) {
  unsigned b = mt::blocks_for(n);
  return b < 1024 ? b : 1024;
}

// The sum of every thread's \p v in the block (a tree in shared memory;
// blockDim.x a power of two); every thread gets it.
__device__ float block_sum(float *part, float v) {
  part[threadIdx.x] = v;
  __syncthreads();
  for (int half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half)
      part[threadIdx.x] += part[threadIdx.x + half];
    __syncthreads();
  }
  float total = part[0];
  __syncthreads(); // part may be written again after this
  return total;
}

__global__ void sum_last_block_kernel(const float *v, size_t n, float *partial,
                                      float *sum) {
  __shared__ float part[mt::kBlock];
  __shared__ bool last;
  float s = 0.0f;
  for (size_t i = mt::global_index(); i < n; i += mt::grid_stride())
    s += v[i];
  float block_total = block_sum(part, s);
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = block_total;
    unsigned ticket = __nv_atomic_fetch_add(&retired_blocks, 1u,
                                            __NV_ATOMIC_ACQ_REL,
                                            __NV_THREAD_SCOPE_DEVICE);
    last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (!last)
    return;
  float t = 0.0f;
  for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x)
    t += partial[b];
  float total = block_sum(part, t);
  if (threadIdx.x == 0) {
    *sum = total;
    retired_blocks = 0; // ready for the next launch
  }
}

void sum_last_block(const float *v, size_t n, float *partial, float *sum) {
  sum_last_block_kernel<<<blocks_for_last_block(n), mt::kBlock>>>(v, n, partial,
                                                                   sum);
  MT_CHECK(cudaGetLastError());
}
