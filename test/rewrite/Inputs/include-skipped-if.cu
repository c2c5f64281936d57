#include <cuda_runtime.h>
#ifdef WARPAGG_NEVER_DEFINED
#include <warpagg/warpagg.cuh>
#endif
__global__ void kernel(float *out, const int *key) { atomicAdd(&out[key[threadIdx.x]], 1.0f); }
