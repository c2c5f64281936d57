// The "threadFenceReduction" sample pattern: every block writes a partial sum,
// and the last block to finish (found with a counter incremented by thread 0)
// does the final pass. Also a per-warp leader updating per-key counters after
// a shuffle reduction over a warp that shares one key.
#include "corpus/cuda_check.cuh"

__device__ unsigned int blocks_done = 0;

__global__ void sum_last_block(const float *in, int n, float *partial,
                               float *result) {
  __shared__ float sdata[256];
  __shared__ bool is_last;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[threadIdx.x] = i < n ? in[i] : 0.f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = sdata[0];
    __threadfence();
    unsigned ticket = atomicAdd(&blocks_done, 1u);
    is_last = (ticket == gridDim.x - 1);
  }
  __syncthreads();
  if (is_last && threadIdx.x == 0) {
    float total = 0.f;
    for (unsigned b = 0; b < gridDim.x; ++b) total += partial[b];
    *result = total;
    blocks_done = 0;
  }
}

// Rows are sorted by key and each warp handles 32 consecutive rows of one
// key segment; lane 0 adds the warp's sum.
__global__ void segmented_warp_sum(const float *v, const int *warp_key, int n,
                                   float *seg_sum, int *seg_rows) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  float x = i < n ? v[i] : 0.f;
  for (int off = 16; off > 0; off >>= 1)
    x += __shfl_down_sync(0xffffffffu, x, off);
  if (lane == 0 && i < n) {
    int k = warp_key[i / 32];
    atomicAdd(&seg_sum[k], x);
    atomicAdd(&seg_rows[k], min(32, n - i));
  }
}

float total(const float *in, int n, float *partial, float *d_result) {
  sum_last_block<<<(n + 255) / 256, 256>>>(in, n, partial, d_result);
  CUDA_CHECK_LAUNCH();
  float h = 0.f;
  CUDA_CHECK(cudaMemcpy(&h, d_result, sizeof h, cudaMemcpyDeviceToHost));
  return h;
}
