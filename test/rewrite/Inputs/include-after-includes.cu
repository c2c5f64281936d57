#include <cstdio>
#include "cuda_runtime.h"
#ifdef NEVER_DEFINED
#include <nothing_here.h>
#endif

__global__ void kernel(float *out) { atomicAdd(out, 1.0f); }
#include <cstdlib>
