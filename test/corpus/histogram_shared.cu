// Privatized histograms: per-block bins in shared memory, merged into the
// global histogram at the end of the block. The shared-memory atomics are
// left alone (cheap on chip); the merge into global memory is a candidate.
#include <cstdint>
#include "corpus/cuda_check.cuh"

template <int BINS>
__global__ void histogram_privatized(const uint8_t *data, int n,
                                     unsigned int *global_hist) {
  __shared__ unsigned int local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
  __syncthreads();

  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    atomicAdd(&local[data[i] % BINS], 1u);
  }
  __syncthreads();

  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    unsigned int c = local[b];
    if (c) atomicAdd(&global_hist[b], c);
  }
}

template __global__ void histogram_privatized<64>(const uint8_t *, int,
                                                  unsigned int *);
template __global__ void histogram_privatized<256>(const uint8_t *, int,
                                                   unsigned int *);

// Per-warp sub-histograms in dynamic shared memory, reduced with the
// _block-scoped atomic on a global per-block slice.
__global__ void histogram_per_warp(const int *keys, int n, int bins,
                                   int *block_hist) {
  extern __shared__ int warp_hist[];
  int *mine = warp_hist + (threadIdx.x / 32) * bins;
  for (int b = threadIdx.x % 32; b < bins; b += 32) mine[b] = 0;
  __syncwarp();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd_block(&mine[keys[i] % bins], 1);
  __syncthreads();
  int warps = blockDim.x / 32;
  for (int b = threadIdx.x; b < bins; b += blockDim.x) {
    int sum = 0;
    for (int w = 0; w < warps; ++w) sum += warp_hist[w * bins + b];
    atomicAdd_block(&block_hist[blockIdx.x * bins + b], sum);
  }
}

void launch_privatized(const uint8_t *d, int n, unsigned *h) {
  histogram_privatized<256><<<120, 256>>>(d, n, h);
  CUDA_CHECK_LAUNCH();
}
