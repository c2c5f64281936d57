// Fused groups under a profile (test/cli/profile-groups.test): keep every
// call on its line.
__global__ void deposit(const int *cell, const float *w, float *rho,
                        float *jx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i]; float v = w[i];
  atomicAdd(&rho[c], v);
  atomicAdd(&jx[c], 2.0f * v);
}

__global__ void deposit2(const int *cell, const float *w, float *rho,
                         float *jx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i]; float v = w[i];
  atomicAdd(&rho[c], v);
  atomicAdd(&jx[c], 3.0f * v);
}
