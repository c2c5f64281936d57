#define SLOT (threadIdx.x % 16)
#include "shared_hdr.cuh"
__global__ void kb(const float* x) { deposit(x[threadIdx.x]); tally(); }
