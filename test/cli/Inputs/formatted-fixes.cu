// Three shapes whose rewrites a format style lays out on lines of their own.
__global__ void histogram(const int *keys, int *bins, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    atomicAdd(&bins[keys[i] & 255], 1);
  }
}

__global__ void gradient(const int *__restrict__ ids, const float *__restrict__ g,
                         float *__restrict__ dp, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int k = ids[i];
  atomicAdd(&dp[k * 3 + 0], g[i * 3 + 0]);
  atomicAdd(&dp[k * 3 + 1], g[i * 3 + 1]);
  atomicAdd(&dp[k * 3 + 2], g[i * 3 + 2]);
}

__global__ void scatter(const int *idx, const float *v, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&out[idx[i]], v[i]);
}
