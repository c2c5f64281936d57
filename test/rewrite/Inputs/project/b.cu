#include "counters.cuh"
__global__ void b(int *bins, const int *key) { count_into(bins, key[threadIdx.x], 1); }
