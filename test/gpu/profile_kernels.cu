// test/gpu/profile_kernels.cu -- kernels as a user writes them, for the
// profile test (profile_main.cu): warpagg --instrument turns this file into
// generated/profile_kernels.instrumented.cu (generate_profile.sh). Each
// kernel has its own site, so that each address distribution is counted
// apart: one address for the warp, sorted runs of 8, contiguous distinct,
// random keys, a divergent branch, wider elements, and a returned value.
// The launches (profile_main.cu) leave partial warps at the end of the
// grid and of blocks whose size is not a multiple of 32.

// Every lane on one address (a warp-uniform counter).
__global__ void pk_uniform(unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[0], 1u);
}

// The same call three times, each its own site: launched on sorted runs of
// 8, on keys[i] = i (contiguous, distinct) and on random keys.
__global__ void pk_runs(unsigned *out, const int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[keys[i]], 1u);
}

__global__ void pk_contiguous(unsigned *out, const int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[keys[i]], 1u);
}

__global__ void pk_random(unsigned *out, const int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[keys[i]], 1u);
}

// A divergent branch: each side's lanes are a warp execution of their own.
__global__ void pk_divergent(unsigned *even, unsigned *odd, const int *keys,
                             int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int k = keys[i];
    if (k & 1)
      atomicAdd(&odd[k >> 1], 1u);
    else
      atomicMax(&even[k >> 1], static_cast<unsigned>(i));
  }
}

// Wider elements: contiguous doubles (the rewrite leaves this site alone:
// every lane's address differs), and 64-bit integers two elements apart
// (distinct, not contiguous).
__global__ void pk_doubles(double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[i], 1.5);
}

__global__ void pk_strided(unsigned long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicOr(&out[2 * i], 1ull << (i % 64));
}

// The atomic's result used: each thread gets its own slot.
__global__ void pk_slots(unsigned *counter, int *order, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned slot = atomicAdd(counter, 1u);
    order[slot] = i;
  }
}
