#include "weights.cuh"

__global__ void deposit_kernel(const int *cell, const float *x, float *rho,
                               int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&rho[cell[i] % CELLS], weight(x[i]));
}

void deposit(const int *cell, const float *x, float *rho, int n) {
  deposit_kernel<<<(n + 255) / 256, 256>>>(cell, x, rho, n);
}
