// CUB-based reductions: a BlockReduce followed by one atomic per block (the
// classic grid reduction), a WarpReduce followed by one atomic per warp, and a
// keyed histogram next to a cub::BlockLoad.
#include <cub/cub.cuh>
#include <cuda/functional>
#include "corpus/cuda_check.cuh"

template <class T, int BLOCK>
__global__ void sum_kernel(const T *in, int n, T *total) {
  using BlockReduce = cub::BlockReduce<T, BLOCK>;
  __shared__ typename BlockReduce::TempStorage temp;
  T v = T(0);
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x)
    v += in[i];
  T block_sum = BlockReduce(temp).Sum(v);
  if (threadIdx.x == 0) atomicAdd(total, block_sum);
}

template __global__ void sum_kernel<float, 256>(const float *, int, float *);
template __global__ void sum_kernel<double, 256>(const double *, int,
                                                 double *);
template __global__ void sum_kernel<int, 128>(const int *, int, int *);

// Per-row sums with one warp per row segment.
__global__ void row_sums_warp(const float *a, int rows, int cols,
                              float *row_sum) {
  using WarpReduce = cub::WarpReduce<float>;
  __shared__ typename WarpReduce::TempStorage temp[8];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.y;
  float v = 0.f;
  for (int c = (blockIdx.x * 8 + warp) * 32 + lane; c < cols;
       c += gridDim.x * 8 * 32)
    v += a[row * cols + c];
  float s = WarpReduce(temp[warp]).Sum(v);
  if (lane == 0) atomicAdd(&row_sum[row], s);
}

// Keyed histogram over tiles loaded with cub::BlockLoad.
template <int BLOCK, int ITEMS>
__global__ void tile_histogram(const int *keys, int n, int *hist) {
  using Load = cub::BlockLoad<int, BLOCK, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  __shared__ typename Load::TempStorage temp;
  int items[ITEMS];
  int base = blockIdx.x * BLOCK * ITEMS;
  Load(temp).Load(keys + base, items, n - base, -1);
  for (int j = 0; j < ITEMS; ++j)
    if (items[j] >= 0) atomicAdd(&hist[items[j]], 1);
}

template __global__ void tile_histogram<128, 4>(const int *, int, int *);

// Block-wide max followed by a single atomicMax per block.
__global__ void block_max(const int *in, int n, int *result) {
  using BlockReduce = cub::BlockReduce<int, 256>;
  __shared__ typename BlockReduce::TempStorage temp;
  int i = blockIdx.x * 256 + threadIdx.x;
  int v = i < n ? in[i] : INT_MIN;
  int m = BlockReduce(temp).Reduce(v, cuda::maximum<int>{});
  if (threadIdx.x == 0) atomicMax(result, m);
}

float device_sum(const float *d_in, int n, float *d_total) {
  CUDA_CHECK(cudaMemset(d_total, 0, sizeof(float)));
  sum_kernel<float, 256><<<corpus::grid_for(n, 256), 256>>>(d_in, n, d_total);
  CUDA_CHECK_LAUNCH();
  float h = 0;
  CUDA_CHECK(cudaMemcpy(&h, d_total, sizeof h, cudaMemcpyDeviceToHost));
  return h;
}
