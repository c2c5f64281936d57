// k-means centroid update: per-cluster coordinate sums (float) and member
// counts (int), then a division pass; plus the inertia (a single double).
#include "corpus/cuda_check.cuh"

template <int DIM>
__global__ void accumulate_centroids(const float *points, const int *assign,
                                     int n, float *sums, int *counts) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = assign[i];
#pragma unroll
  for (int d = 0; d < DIM; ++d)
    atomicAdd(&sums[c * DIM + d], points[i * DIM + d]);
  atomicAdd(&counts[c], 1);
}

template __global__ void accumulate_centroids<2>(const float *, const int *,
                                                 int, float *, int *);
template __global__ void accumulate_centroids<3>(const float *, const int *,
                                                 int, float *, int *);

__global__ void assign_and_inertia(const float2 *pts, int n,
                                   const float2 *centroids, int k, int *assign,
                                   double *inertia, unsigned *changed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float best = 3.4e38f;
  int arg = 0;
  for (int c = 0; c < k; ++c) {
    float dx = pts[i].x - centroids[c].x, dy = pts[i].y - centroids[c].y;
    float d = dx * dx + dy * dy;
    if (d < best) best = d, arg = c;
  }
  if (assign[i] != arg) {
    assign[i] = arg;
    atomicAdd(changed, 1u);
  }
  atomicAdd(inertia, (double)best);
}

// Mini-batch variant: per-cluster learning-rate counts in 64 bits.
__global__ void minibatch_counts(const int *assign, const int *batch, int m,
                                 unsigned long long *seen) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < m) atomicAdd(seen + assign[batch[j]], 1ull);
}

void update(const float *pts, const int *assign, int n, float *sums,
            int *counts, int k) {
  CUDA_CHECK(cudaMemset(sums, 0, k * 3 * sizeof(float)));
  CUDA_CHECK(cudaMemset(counts, 0, k * sizeof(int)));
  accumulate_centroids<3><<<corpus::grid_for(n, 256), 256>>>(pts, assign, n,
                                                              sums, counts);
  CUDA_CHECK_LAUNCH();
}
