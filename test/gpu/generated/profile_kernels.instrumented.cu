// test/gpu/profile_kernels.cu -- kernels as a user writes them, for the
// profile test (profile_main.cu): warpagg --instrument turns this file into
// generated/profile_kernels.instrumented.cu (generate_profile.sh). Each
// kernel has its own site, so that each address distribution is counted
// apart: one address for the warp, sorted runs of 8, contiguous distinct,
// random keys, a divergent branch, wider elements, and a returned value.
// The launches (profile_main.cu) leave partial warps at the end of the
// grid and of blocks whose size is not a multiple of 32.

// Every lane on one address (a warp-uniform counter).
#include <warpagg/profiling/profile.cuh>
static __device__ warpagg::profile::site_counts *wa_profile_counts;
#line 11
__global__ void pk_uniform(unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(warpagg::profile::seen(wa_profile_counts, 0u, &out[0]), 1u);
}

// The same call three times, each its own site: launched on sorted runs of
// 8, on keys[i] = i (contiguous, distinct) and on random keys.
__global__ void pk_runs(unsigned *out, const int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(warpagg::profile::seen(wa_profile_counts, 1u, &out[keys[i]], out), 1u);
}

__global__ void pk_contiguous(unsigned *out, const int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(warpagg::profile::seen(wa_profile_counts, 2u, &out[keys[i]], out), 1u);
}

__global__ void pk_random(unsigned *out, const int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(warpagg::profile::seen(wa_profile_counts, 3u, &out[keys[i]], out), 1u);
}

// A divergent branch: each side's lanes are a warp execution of their own.
__global__ void pk_divergent(unsigned *even, unsigned *odd, const int *keys,
                             int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int k = keys[i];
    if (k & 1)
      atomicAdd(warpagg::profile::seen(wa_profile_counts, 4u, &odd[k >> 1], odd), 1u);
    else
      atomicMax(warpagg::profile::seen(wa_profile_counts, 5u, &even[k >> 1], even), static_cast<unsigned>(i));
  }
}

// Wider elements: contiguous doubles (the rewrite leaves this site alone:
// every lane's address differs), and 64-bit integers two elements apart
// (distinct, not contiguous).
__global__ void pk_doubles(double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(warpagg::profile::seen(wa_profile_counts, 6u, &out[i], out), 1.5);
}

__global__ void pk_strided(unsigned long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicOr(warpagg::profile::seen(wa_profile_counts, 7u, &out[2 * i], out), 1ull << (i % 64));
}

// The atomic's result used: each thread gets its own slot.
__global__ void pk_slots(unsigned *counter, int *order, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned slot = atomicAdd(warpagg::profile::seen(wa_profile_counts, 8u, counter), 1u);
    order[slot] = i;
  }
}
static const warpagg::profile::site_info wa_profile_sites[] = {
    {"test/gpu/profile_kernels.cu", 14u, "765586caf7a843ea", "pk_uniform", "atomicAdd", 4u},
    {"test/gpu/profile_kernels.cu", 22u, "a2514465bdfe8802", "pk_runs", "atomicAdd", 4u},
    {"test/gpu/profile_kernels.cu", 28u, "a2514465bdfe8802", "pk_contiguous", "atomicAdd", 4u},
    {"test/gpu/profile_kernels.cu", 34u, "a2514465bdfe8802", "pk_random", "atomicAdd", 4u},
    {"test/gpu/profile_kernels.cu", 44u, "a2fc93c1caf0dcf0", "pk_divergent", "atomicAdd", 4u},
    {"test/gpu/profile_kernels.cu", 46u, "ed54014555fc4fb3", "pk_divergent", "atomicMax", 4u},
    {"test/gpu/profile_kernels.cu", 56u, "44d582e4225ae5d1", "pk_doubles", "atomicAdd", 8u},
    {"test/gpu/profile_kernels.cu", 62u, "dc5a8e695086648a", "pk_strided", "atomicOr", 8u},
    {"test/gpu/profile_kernels.cu", 69u, "46a579b820c47003", "pk_slots", "atomicAdd", 4u},
};
static const warpagg::profile::registration wa_profile_registration(wa_profile_sites, 9u, &wa_profile_counts);
