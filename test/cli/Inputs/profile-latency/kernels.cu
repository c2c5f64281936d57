// Grid-stride scatters for profile-latency-bound (test/cli/profile-latency-bound.test).
__global__ void sorted_cells(float *table, const int *keys, const float *v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&table[keys[i]], v[i]);
}
__global__ void few_bins(float *hist, const int *keys, const float *v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&hist[keys[i]], v[i]);
}
__global__ void old_profile(float *table, const int *keys, const float *v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&table[keys[i] + 1], v[i]);
}
__global__ void full_launch(float *table, const int *keys, const float *v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&table[keys[i] + 2], v[i]);
}
__global__ void one_counter(float *total, const float *v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&total[v[i] > 0.0f], v[i]);
}
