__global__ void k(int *out) { atomicAdd(out, 1) }
