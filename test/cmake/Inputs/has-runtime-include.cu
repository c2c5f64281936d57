// Includes the runtime itself, so that parsing it reads warpagg.cuh from the
// include directory the tool passes to clang.
#include <warpagg/warpagg.cuh>

__global__ void count(unsigned* bins, const int* key) {
  atomicAdd(&bins[key[threadIdx.x]], 1u);
}
