// Helpers of a segmented-reduction library whose destination is shared
// memory at some call sites and global memory at others (issue 15: where
// the address space cannot be known, the note says so and why). The
// multi-block path stages per-block sums in a __shared__ tile, the
// small-input path adds straight into the output; an exported helper has no
// caller in this file (with -rdc, callers in other files).
#include "corpus/cuda_check.cuh"

constexpr int kSegments = 64;

// Adds one element to its segment's sum, wherever dst lives.
__device__ void add_to_segment(float *dst, int segment, float value) {
  atomicAdd(&dst[segment], value);
}

// Only ever given the __shared__ tile: shared memory, left alone.
__device__ void count_in_tile(unsigned *tile_counts, int segment) {
  atomicAdd(&tile_counts[segment], 1u);
}

// Part of the library's device API: callers live in other files (when the
// library is built with -rdc; without it, this never runs).
__device__ void add_weighted(double *dst, int segment, double w, double v) {
  atomicAdd(&dst[segment], w * v);
}

__global__ void segment_sums_staged(const float *x, const int *seg, int n,
                                    float *out, unsigned *counts) {
  __shared__ float tile[kSegments];
  __shared__ unsigned tile_counts[kSegments];
  for (int s = threadIdx.x; s < kSegments; s += blockDim.x) {
    tile[s] = 0.f;
    tile_counts[s] = 0u;
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    add_to_segment(tile, seg[i], x[i]);
    count_in_tile(tile_counts, seg[i]);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < kSegments; s += blockDim.x) {
    out[blockIdx.x * kSegments + s] = tile[s];
    counts[blockIdx.x * kSegments + s] = tile_counts[s];
  }
}

__global__ void segment_sums_direct(const float *x, const int *seg, int n,
                                    float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    add_to_segment(out, seg[i], x[i]);
}

void segment_sums(const float *x, const int *seg, int n, float *out,
                  unsigned *counts, cudaStream_t stream) {
  if (n <= 4096) {
    segment_sums_direct<<<(n + 255) / 256, 256, 0, stream>>>(x, seg, n, out);
  } else {
    segment_sums_staged<<<(n + 255) / 256, 256, 0, stream>>>(x, seg, n, out, counts);
  }
  CUDA_CHECK(cudaGetLastError());
}
