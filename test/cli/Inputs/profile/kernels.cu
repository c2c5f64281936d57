// Kernels whose decisions test/cli/profile-decisions.test checks with and
// without a profile (Inputs/profile/*.profile.json name their lines: keep
// every call on its line).

// Keys from data, range unknown: rewritten (adaptive) statically.
__global__ void scatter(const int *key, float *out, const float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&out[key[i]], v[i]);
}

// The same shape, measured almost always one address per warp.
__global__ void segments(const int *seg, float *out, const float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&out[seg[i]], v[i]);
}

// Measured in sorted runs.
__global__ void sorted(const int *key, float *out, const float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&out[key[i]], v[i]);
}

// A counter behind a condition that reads data: not privatized by the
// "maybe rare" guess, nvcc aggregates its uniform address itself.
__global__ void positives(const float *x, unsigned *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i] > 0.0f) atomicAdd(count, 1u);
}

// Not in the profile.
__global__ void unseen(const int *key, float *out, const float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&out[key[i]], v[i]);
}

// Its profile entry measured another text of this line (stale).
__global__ void edited(const int *key, float *out, const float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&out[key[i]], 2.0f * v[i]);
}

// A shared-memory atomic (left alone for its memory, measured with peers)
// and a proven uniform address (measured with peers).
__global__ void block_sum(const int *key, const float *v, float *total, int n) {
  __shared__ int local[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&local[key[i] & 63], 1);
  for (int j = i; j < n; j += 1024) atomicAdd(total, v[j]);
}

// Peers in a third of the warps, but one or two lanes each: one atomic per
// address would save 2% of them (a neighbour-list force scatter).
__global__ void neighbours(const int *nbr, const double *f, double *force, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&force[nbr[i]], f[i]);
}
