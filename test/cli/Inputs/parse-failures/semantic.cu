__global__ void k(int *out) { atomicAdd(out, undeclared_value); }
