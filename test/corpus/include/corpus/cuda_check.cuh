// Host-side error checking and launch helpers shared by the corpus files.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                      \
  do {                                                                        \
    cudaError_t err_ = (call);                                                \
    if (err_ != cudaSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,      \
                   cudaGetErrorString(err_));                                 \
      std::exit(EXIT_FAILURE);                                                \
    }                                                                         \
  } while (0)

#define CUDA_CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())

// Grid-stride loop, Caffe/PyTorch style.
#define CORPUS_KERNEL_LOOP(i, n)                                              \
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;       \
       i < (n); i += (long long)blockDim.x * gridDim.x)

namespace corpus {

inline unsigned grid_for(long long n, unsigned block) {
  long long g = (n + block - 1) / block;
  if (g > 65535 * 8) g = 65535 * 8;
  return g < 1 ? 1u : static_cast<unsigned>(g);
}

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x & 31u; }
__device__ __forceinline__ unsigned warp_id() { return threadIdx.x >> 5; }

}  // namespace corpus
