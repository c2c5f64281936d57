// Block statistics through shared memory that the atomics do not name: a
// histogram helper handed a __shared__ array by every caller, a __shared__
// accumulator struct, a binning context pointing at shared bins; a block's
// float sums into one __shared__ word (rewritten: uniform); a vector-type
// helper from a project header; a scatter template nobody instantiates.
#include "corpus/cuda_check.cuh"
#include "corpus/vec_atomics.cuh"

constexpr int kBins = 64;

__device__ void count_bin(unsigned *bins, int b) { atomicAdd(&bins[b], 1u); }

struct Moments {
  float sum[kBins];
  __device__ void add(int b, float v) { atomicAdd(&sum[b], v); }
};

struct BinContext {
  unsigned *bins;
  int nbins;
};

__global__ void block_stats(const float *x, const int *cls, int n,
                            unsigned *hist, float *mean, float *total,
                            float3 *centroid, const float3 *pos) {
  __shared__ unsigned bins[kBins];
  __shared__ Moments moments;
  __shared__ float block_sum;
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) {
    bins[b] = 0;
    moments.sum[b] = 0.f;
  }
  if (threadIdx.x == 0) block_sum = 0.f;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int c = cls[i] & (kBins - 1);
    count_bin(bins, c);
    moments.add(c, x[i]);
    BinContext ctx{bins, kBins};
    atomicAdd(&ctx.bins[(c * 7) % ctx.nbins], 1u);
    atomicAdd_block(&block_sum, x[i]);
    atomicAdd(&centroid[c], pos[i]);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) {
    hist[blockIdx.x * kBins + b] = bins[b];
    mean[blockIdx.x * kBins + b] = moments.sum[b];
  }
  if (threadIdx.x == 0) total[blockIdx.x] = block_sum;
}

template <typename T>
__global__ void scatter_rows(const T *v, const int *row, int n, T *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&out[row[i]], v[i]);
}
