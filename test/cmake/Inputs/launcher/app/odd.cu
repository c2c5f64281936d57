// nvcc warns about the __host__ call in a __host__ __device__ function and
// compiles it; clang rejects it, so warpagg cannot parse this file.
int host_only(int x) { return x + 1; }
__host__ __device__ int both(int x) { return host_only(x); }

__global__ void odd_kernel(const int *key, unsigned *bins) {
  atomicAdd(&bins[key[threadIdx.x]], 1u);
}

int odd(int *key, unsigned *bins) {
  odd_kernel<<<1, 32>>>(key, bins);
  return both(1);
}
