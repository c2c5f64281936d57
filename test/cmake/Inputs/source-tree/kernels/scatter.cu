// Found through the original directory: "scatter.h" is beside this file.
#include "scatter.h"
// Found on the target's SYSTEM include directory, not beside this file
// (kernels/params.h), in the original compile and the copy's.
#include <params.h>
static_assert(PARAMS_FROM_SYSINC == 1, "<params.h> must be sysinc/params.h");

__global__ void scatter(float* out, const int* key, const float* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&out[key[i] % kBins], v[i]);
#ifdef EXTRA_DEF
  atomicAdd(&out[kBins + key[i] % kBins], v[i]);
#endif
}
