#include <cstdio>
#include "cuda_runtime.h"
#ifdef NEVER_DEFINED
#include <nothing_here.h>
#endif

__global__ void kernel(int *out) { atomicAdd(out, 1); }
#include <cstdlib>
