#include "not_generated_yet.h"
__global__ void k(int *out) { atomicAdd(out, 1); }
