// Comment.
#ifndef BINS
#define BINS 64
#endif
__global__ void kernel(int *out, const int *key) { atomicAdd(&out[key[threadIdx.x] % BINS], 1); }
