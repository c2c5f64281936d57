#include <cuda_runtime.h>
__global__ void kernel(int *out, const int *key) { atomicAdd(&out[key[threadIdx.x]], 1); }
