// Issue 17: privatization's edits (the kernels' prologues and epilogues, the
// tables' operands, a float counter's callee) are the rewrite's own.
__device__ unsigned long long g_done;
__global__ void tally(const unsigned char *in, unsigned *hist, const double *w, double *sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&hist[in[i]], 1u);
  atomicAdd(sum, w[i]);
  atomicAdd(&g_done, 1ull);
}
__global__ void signed_keys(const signed char *s, int *h, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicSub(&h[s[i]], 1);
}
