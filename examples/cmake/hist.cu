// The kernel warpagg rewrites: one global atomicAdd per element, many lanes of
// a warp hitting the same bin.
#include "hist.h"

#include <cuda_runtime.h>

__global__ void histogram_kernel(const unsigned char* data, int n,
                                 unsigned* bins) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[data[i] % HIST_BINS], 1u);
}

const char* gpu_histogram(const unsigned char* data, int n, unsigned* bins) {
  unsigned char* d_data = nullptr;
  unsigned* d_bins = nullptr;
  cudaError_t err = cudaMalloc(&d_data, n);
  if (err == cudaSuccess) err = cudaMalloc(&d_bins, HIST_BINS * sizeof(unsigned));
  if (err == cudaSuccess) err = cudaMemcpy(d_data, data, n, cudaMemcpyHostToDevice);
  if (err == cudaSuccess) err = cudaMemset(d_bins, 0, HIST_BINS * sizeof(unsigned));
  if (err == cudaSuccess) {
    histogram_kernel<<<(n + 255) / 256, 256>>>(d_data, n, d_bins);
    err = cudaGetLastError();
  }
  if (err == cudaSuccess)
    err = cudaMemcpy(bins, d_bins, HIST_BINS * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaFree(d_data);
  cudaFree(d_bins);
  return err == cudaSuccess ? nullptr : cudaGetErrorString(err);
}
