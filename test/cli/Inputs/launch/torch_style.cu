// A kernel as a PyTorch extension's .cu holds it (without torch's headers:
// launch-torch-flags.test needs none): a histogram by key, launched from a
// host function the binding would call.
#include <cuda_runtime.h>

__global__ void hist_kernel(const long *keys, int *counts, int n, int bins) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    atomicAdd(&counts[keys[i] % bins], 1);
}

void hist_cuda(const long *keys, int *counts, int n, int bins) {
  hist_kernel<<<(n + 255) / 256, 256>>>(keys, counts, n, bins);
}
