// nvcc warns about the __host__ call in a __host__ __device__ function and
// compiles it for the host side; clang rejects it.
int host_only(int x) { return x + 1; }
__host__ __device__ int both(int x) { return host_only(x); }
__global__ void k(int *out) { atomicAdd(out, both(1)); }
