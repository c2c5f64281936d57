// A byte histogram (256 x unsigned: 1024 bytes of shared memory per block).
__global__ void hist(const unsigned char *in, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&h[in[i]], 1u);
}
__global__ void stated(const int *k, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // warpagg: keys=many
  if (i < n) atomicAdd(&h[k[i]], 1u);
}
