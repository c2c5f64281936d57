#include <warpagg/atomic_ref.cuh>
__global__ void kernel(float *out, const int *key) { atomicAdd(&out[key[threadIdx.x]], 1.0f); }
