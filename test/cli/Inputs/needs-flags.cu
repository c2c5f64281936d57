// Compiles only with -DBINS=... and -I <Inputs>/include: proves the compile
// command's flags reached the parse.
#include "bins.h"
__global__ void kernel(unsigned *out, const int *key) {
  atomicAdd(&out[key[threadIdx.x] % BINS], 1u);
}
