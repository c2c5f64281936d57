#include <cuda_runtime.h>
namespace phys {
__device__ void deposit(float *grid, int cell, float w) {
  atomicAdd(&grid[cell], w);
}
__device__ void scatter(float *grid, const int *cells, int i) {
  deposit(grid, cells[i], 1.0f);
}
template <typename T> __device__ void tally(T *bins, int k) { atomicAdd(&bins[k], T(1)); }
} // namespace phys
__global__ void pic(float *grid, const int *cells) {
  phys::scatter(grid, cells, blockIdx.x * blockDim.x + threadIdx.x);
}
__global__ void mpcd(float *grid, const int *cells) {
  phys::deposit(grid, cells[threadIdx.x], 0.5f);
  phys::tally(grid, cells[threadIdx.x]);
}
__global__ void counts(int *bins, const int *key) {
  phys::tally(bins, key[threadIdx.x]);
  atomicAdd(&bins[key[threadIdx.x] + 1], 1);
}
__device__ void orphan(int *p, int k) { atomicAdd(&p[k], 1); }
