#include <cstdio>
__global__ void kernel(int *out) { atomicAdd(out, 1); }
