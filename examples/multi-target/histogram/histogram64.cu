// 64 bins: each byte's top six bits, counted straight into the global table.
#include "histogram.cuh"
#include <mt/common.cuh>

__global__ void histogram64_kernel(const unsigned *data, size_t words,
                                   unsigned *hist) {
  for (size_t i = mt::global_index(); i < words; i += mt::grid_stride()) {
    unsigned w = data[i];
    atomicAdd(&hist[(w >> 2) & 0x3fu], 1u);
    atomicAdd(&hist[(w >> 10) & 0x3fu], 1u);
    atomicAdd(&hist[(w >> 18) & 0x3fu], 1u);
    atomicAdd(&hist[(w >> 26) & 0x3fu], 1u);
  }
}

void histogram64(const unsigned *data, size_t words, unsigned *hist) {
  histogram64_kernel<<<240, mt::kBlock>>>(data, words, hist);
  MT_CHECK(cudaGetLastError());
}
