#include "add_helpers.cuh"

__global__ void scatter(float *out, const int *key, const float *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  add_to(&out[key[i]], v[i]);
}

// A wrapper defined in the input itself: its atomic is the site (rewritten
// in place), never its call.
__device__ inline void add_here(float *p, float v) {
  atomicAdd(p, v);
}

__global__ void scatter_here(float *out, const int *key, const float *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  add_here(&out[key[i]], v[i]);
}
