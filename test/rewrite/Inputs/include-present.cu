#include <cstdio>
#include "warpagg/warpagg.cuh"
__global__ void kernel(int *out) { atomicAdd(out, 1); }
