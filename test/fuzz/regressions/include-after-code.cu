// Issue 16, defect 5: the include in a comment and after the code.
// #include <warpagg/warpagg.cuh>
__global__ void kernel(float *out, const int *key) { atomicAdd(&out[key[threadIdx.x]], 1.0f); }
#include <warpagg/warpagg.cuh>
