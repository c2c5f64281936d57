#include <cuda_runtime.h>
__global__ void kernel(float *out, const int *key) { atomicAdd(&out[key[threadIdx.x]], 1.0f); }
