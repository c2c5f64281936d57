__global__ void tally_kernel(const int *key, unsigned *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[key[i] & 255], 1u);
}

void tally(const int *key, unsigned *bins, int n) {
  tally_kernel<<<(n + 255) / 256, 256>>>(key, bins, n);
}
