// cuda_fp16.h comes after the first line of code, where the runtime's
// include goes: the rewrite includes it before the runtime's.
#include <cuda_runtime.h>

__global__ void count(const int *key, unsigned *bins) {
  atomicAdd(&bins[key[threadIdx.x]], 1u);
}

#include <cuda_fp16.h>

// The type clang resolves decides, not the spelling: a typedef here, a
// template parameter below.
using accum_t = __half;

template <class T>
__global__ void scatter(const int *key, const T *v, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[key[i]], v[i]);
}
template __global__ void scatter<float>(const int *, const float *, float *, int);
template __global__ void scatter<accum_t>(const int *, const accum_t *, accum_t *, int);
