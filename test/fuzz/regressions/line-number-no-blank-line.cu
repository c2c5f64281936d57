// The same as line-number-in-place.cu with no blank line to take: a bare
// '#line' after the include gives the next line its original number.
#include <cuda_runtime.h>
__global__ void count(const int *key, unsigned *bins) {
  atomicAdd(&bins[key[threadIdx.x]], 1u);
  static_assert(__LINE__ == 6, "__LINE__ is the original's");
}
