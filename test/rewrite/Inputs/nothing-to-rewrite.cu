#include <cstdio>
__global__ void kernel(int *out) {
  __shared__ int s;
  atomicAdd(&s, 1);
  out[threadIdx.x] = s;
}
