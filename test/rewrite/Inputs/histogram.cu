/*
 * A histogram written the way users write it: formatting, comments, odd
 * spacing and a macro that the rewrite must keep byte for byte.
 */
#include <cuda_runtime.h>   // runtime API

#define BLOCK 256

// Count each key.
__global__ void
histogram(const int* __restrict__ keys,
          unsigned int* bins,
          int n)
{
    int i = blockIdx.x*BLOCK + threadIdx.x;   /* global index */
    if (i < n)
        atomicAdd( &bins[ keys[i] ] ,1u );	// tab before this comment
    float unused = 1.0f;    (void)unused;
}

__global__ void sums(double *cell, const int *key, const double *m, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(cell + key[i],
              m[i]);
}
