// Found through the original directory: "scatter.h" is beside this file.
#include "scatter.h"

__global__ void scatter(float* out, const int* key, const float* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&out[key[i] % kBins], v[i]);
#ifdef EXTRA_DEF
  atomicAdd(&out[kBins + key[i] % kBins], v[i]);
#endif
}
