// cuda_fp16.h is a leading include: nothing more to include.
#include <cuda_fp16.h>

__global__ void scatter(const int *key, const __half *v, __half *out) {
  atomicAdd(&out[key[threadIdx.x]], v[threadIdx.x]);
}
