// 256 bins: a sub-histogram per block in shared memory, merged into the
// global table once per block.
#include "histogram.cuh"
#include <mt/common.cuh>

__global__ void histogram256_kernel(const unsigned *data, size_t words,
                                    unsigned *hist) {
  __shared__ unsigned sub[kBins256];
  for (int b = threadIdx.x; b < kBins256; b += blockDim.x)
    sub[b] = 0;
  __syncthreads();
  for (size_t i = mt::global_index(); i < words; i += mt::grid_stride()) {
    unsigned w = data[i];
    for (int s = 0; s < 32; s += 8)
      atomicAdd(&sub[(w >> s) & 0xffu], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < kBins256; b += blockDim.x)
    if (sub[b] != 0)
      atomicAdd(&hist[b], sub[b]);
}

void histogram256(const unsigned *data, size_t words, unsigned *hist) {
  histogram256_kernel<<<240, mt::kBlock>>>(data, words, hist);
  MT_CHECK(cudaGetLastError());
}
