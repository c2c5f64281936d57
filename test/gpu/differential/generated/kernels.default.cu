// test/gpu/differential/generated/kernels.cu -- 200 random kernels (gen_kernels.py, seed 24).
// Generated: do not edit; regenerate with test/gpu/differential/gen_kernels.py.
#include <warpagg/warpagg.cuh>
#ifndef DK_NS
#define DK_NS diff_orig
#endif

namespace DK_NS {

// k000: one_return, n 1491, blocks of 96, keys 100 (dist 1)
__global__ void k000(const int* key, const int* vi, int* o0, unsigned long long* o1, int n) { __shared__ int wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k % 3 == 0) return;
  atomicAnd(&wa_priv_o0[k & 255], vi[i]);
  atomicXor(&wa_priv_o1[k & 255], 1ull << (i & 63));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); }

// k001: const, n 26921, blocks of 96, keys 1000 (dist 2)
__global__ void k001(const int* key, const unsigned* vu, const float* vf, int* o0, int* o1, unsigned* o2, double* o3, unsigned* o4, int n) {
  __shared__ unsigned sh0[10];
  for (int s = threadIdx.x; s < 10; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    int s0 = atomicAdd(o0, 1);
    o1[s0] = i;
    atomicXor(&sh0[(unsigned)k % 10u], 1u << (i & 31));
    const int c3 = k;
    warpagg::reduce_add(&o3[c3], (double)vf[i]);
    warpagg::reduce_max(&o4[c3], vu[i] >> 20);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 10; s += blockDim.x) atomicXor(&o2[s], sh0[s]);
}

// k002: grid, n 529, blocks of 128, keys 4096 (dist 1)
__global__ void k002(const int* key, const int* vi, unsigned* o0, int* o1, int* o2, int* o3, int n) { __shared__ int wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __syncthreads(); [&]() {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (k % 3 == 0) {
      warpagg::reduce_or(&o0[k], 1u << (i & 31));
    }
    int s3 = atomicAdd(o1, 1);
    o2[s3] = i;
    if (k % 3 == 0) {
      atomicAdd(&wa_priv_o3[k & 255], vi[i]);
    }
    if (vi[i] < 0) return;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); }

// k003: repeat, n 2563, blocks of 32, keys 4096 (dist 3)
__global__ void k003(const int* key, const unsigned* vu, const long long* vll, long long* o0, int n) { __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x >> 5) == 1) {
      atomicMin(&wa_priv_o0[(unsigned char)k], vll[i] >> 40);
    }
    if ((threadIdx.x & 3) == 1) continue;
    if (k == 0) continue;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k004: done, n 291, blocks of 96, keys 16 (dist 6)
__global__ void k004(const int* key, const unsigned* vu, const long long* vll, unsigned long long* o0, unsigned long long* o1, long long* o2, int n) { __shared__ long long wa_priv_o2[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[(unsigned)k % 10u], 3ull);
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_min<warpagg::strategy::uniform>(&wa_priv_o2[0], vll[i]);
    }
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); }

// k005: repeat, n 18267, blocks of 512, keys 100000 (dist 5)
__global__ void k005(const int* key, const unsigned* vu, unsigned* o0, unsigned* o1, int n) { __shared__ unsigned wa_priv_o1[8]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_sub(&o0[k], vu[i]);
    atomicOr(&wa_priv_o1[blockIdx.x & 7], vu[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); }

// k006: repeat, n 1564, blocks of 512, keys 4 (dist 1)
__global__ void k006(const int* key, const unsigned* vu, const float* vf, unsigned* o0, unsigned* o1, unsigned long long* o2, double* o3, float* o4, float* o5, int n) { __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __shared__ double wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ float wa_priv_o4[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __shared__ float wa_priv_o5[256]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o5); __shared__ unsigned wa_priv_o0[64]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if (k == 0)
      atomicXor(&wa_priv_o0[k & 63], vu[i]);
    else
      warpagg::reduce_add(&o1[k], vu[i]);
    const int c4 = (unsigned char)k;
    atomicOr(&wa_priv_o2[c4], 1ull << (i & 63));
    atomicAdd(&wa_priv_o3[c4], 1.0);
    atomicAdd(&wa_priv_o4[c4], vf[i] * 0.5f);
    if ((i & 7) < 5) continue;
    atomicAdd_system(&wa_priv_o5[k & 255], 1.0f);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); }

// k007: done, n 27302, blocks of 64, keys 1000 (dist 1)
__global__ void k007(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, float* o0, unsigned long long* o1, int* o2, int n) { __shared__ unsigned long long wa_priv_o1[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __shared__ int wa_priv_o2[1]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o2); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add(&o0[k], vf[i] * 0.5f);
    atomicMax(&wa_priv_o1[k & 63], vull[i]);
    if ((vu[i] & 1u) != 0u) {
      atomicSub(wa_priv_o2, k);
    }
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::sub>(wa_priv_o2, o2); }

// k008: const, n 17920, blocks of 128, keys 1000 (dist 0)
__device__ int k008_g4[256];
__global__ void k008(const int* key, const unsigned long long* vull, const float* vf, unsigned* o0, unsigned* o1, float* o2, unsigned long long* o3, int n) { __shared__ float wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ unsigned long long wa_priv_o3[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o3); __shared__ int wa_priv_k008_g4[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_k008_g4); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k], 1u);
    atomicAdd(&wa_priv_o2[(unsigned char)k], -vf[i]);
    atomicXor(&wa_priv_o3[(unsigned char)k], vull[i]);
    atomicMin(&wa_priv_k008_g4[(unsigned char)k], -k);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::min>(wa_priv_k008_g4, k008_g4); }

// k009: one_return, n 1114, blocks of 512, keys 1000 (dist 4)
__global__ void k009(const int* key, const int* vi, const unsigned* vu, const long long* vll, const unsigned long long* vull, unsigned* o0, float* o1, long long* o2, int* o3, unsigned long long* o4, long long* o5, int n) { __shared__ long long wa_priv_o5[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_o5); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_or(&o0[k], vu[i]);
  warpagg::reduce_add(&o1[k], 1.0f);
  warpagg::reduce_max(&o2[k], vll[i]);
  if ((threadIdx.x >> 5) == 1)
    warpagg::reduce_min(&o3[k >> 4], vi[i]);
  else
    warpagg::reduce_min(&o4[(k * 7 + 3) % 1000], vull[i]);
  if (k % 3 == 0) {
    atomicMin(&wa_priv_o5[min(max(k, 0), 15)], vll[i]);
  }
  if ((threadIdx.x & 3) == 1) return;
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o5, o5); }

// k010: const, n 1263, blocks of 128, keys 4096 (dist 1)
__global__ void k010(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, int* o0, unsigned long long* o1, long long* o2, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k >> 4;
    warpagg::reduce_min(&o0[c0], vi[i] >> 12);
    warpagg::reduce_and(&o1[c0], vull[i]);
    warpagg::reduce_min_system(&o2[c0], vll[i] >> 40);
  }
}

// k011: const, n 2536, blocks of 32, keys 256 (dist 0)
__global__ void k011(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, float* o0, unsigned* o1, unsigned long long* o2, unsigned* o3, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o2); __shared__ unsigned wa_priv_o3[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 255], vf[i] * 0.5f);
    atomicXor(&wa_priv_o1[k & 255], vu[i]);
    atomicAnd(&wa_priv_o2[k & 255], vull[i] | 0xff00ff00ff00ff00ull);
    atomicMax(wa_priv_o3, vu[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); }

// k012: one_guard, n 22752, blocks of 32, keys 100 (dist 5)
__global__ void k012(double* o0, unsigned* o1, int n) { __shared__ double wa_priv_o0[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned wa_priv_o1[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o0[0], 1.0);
    atomicOr(&wa_priv_o1[0], 1u << (i & 31));
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); }

// k013: one_guard, n 634, blocks of 256, keys 1 (dist 0)
__global__ void k013(const int* key, const long long* vll, unsigned* o0, long long* o1, int n) { __shared__ long long wa_priv_o1[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_sub(&o0[k >> 4], 1u);
    atomicMax(&wa_priv_o1[(i >> 5) & 15], vll[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); }

// k014: done, n 16930, blocks of 256, keys 16 (dist 4)
__global__ void k014(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, int* o1, int* o2, int n) { __shared__ int wa_priv_o1[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __shared__ int wa_priv_o2[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads(); [&]() {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_and(&o0[k >> 4], vull[i] | 0xff00ff00ff00ff00ull);
    atomicOr(wa_priv_o1, 1 << (i & 31));
    atomicOr(&wa_priv_o2[k & 63], 1 << (i & 31));
    if ((i & 7) < 5) return;
    done = (vu[i] & 3u) == 0u;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k015: const, n 7241, blocks of 256, keys 4 (dist 0)
__global__ void k015(const int* key, const int* vi, const unsigned* vu, int* o0, unsigned* o1, int* o2, unsigned long long* o3, unsigned long long* o4, unsigned* o5, int n) {
  __shared__ unsigned sh0[4];
  for (int s = threadIdx.x; s < 4; s += blockDim.x) sh0[s] = (unsigned)~0ull;
  __shared__ int sh1[4];
  for (int s = threadIdx.x; s < 4; s += blockDim.x) sh1[s] = 0;
  __shared__ unsigned sh2[10];
  for (int s = threadIdx.x; s < 10; s += blockDim.x) sh2[s] = 0;
  __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_min(&o0[k], vi[i]);
    atomicAnd(&sh0[k], ~(1u << (i & 31)));
    atomicAdd(&sh1[k], (vi[i] & 15) - 8);
    if ((threadIdx.x >> 5) == 1) continue;
    o4[i] = warpagg::atomic_add(&o3[min(max(k, 0), 15)], 3ull);
    atomicAdd(&sh2[(unsigned)k % 10u], vu[i]);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 4; s += blockDim.x) atomicAnd(&o1[s], sh0[s]);
  for (int s = threadIdx.x; s < 4; s += blockDim.x) atomicAdd(&o2[s], sh1[s]);
  for (int s = threadIdx.x; s < 10; s += blockDim.x) atomicAdd(&o5[s], sh2[s]);
}

// k016: done, n 4916, blocks of 32, keys 100 (dist 1)
__global__ void k016(const int* key, const unsigned* vu, const long long* vll, long long* o0, int n) {
  __shared__ long long sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0x7fffffffffffffffll;
  __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicMin(&sh0[k & 255], vll[i] >> 40);
    done = (vu[i] & 3u) == 0u;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMin(&o0[s], sh0[s]);
}

// k017: repeat, n 82, blocks of 32, keys 256 (dist 2)
__device__ unsigned k017_g0[16];
__global__ void k017(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const float* vf, unsigned long long* o1, unsigned* o2, float* o3, float* o4, int* o5, unsigned long long* o6, unsigned long long* o7, int n) { __shared__ unsigned wa_priv_k017_g0[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_k017_g0); __shared__ unsigned long long wa_priv_o1[16]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __shared__ unsigned wa_priv_o2[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __shared__ float wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ float wa_priv_o4[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __shared__ int wa_priv_o5[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o5); __shared__ unsigned long long wa_priv_o6[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o6); __shared__ unsigned long long wa_priv_o7[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o7); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    const int c0 = (i >> 5) & 15;
    atomicMin(&wa_priv_k017_g0[c0], vu[i] >> 20);
    atomicXor(&wa_priv_o1[c0], vull[i]);
    const int c3 = k & 255;
    atomicMin(&wa_priv_o2[c3], vu[i] >> 20);
    atomicAdd(&wa_priv_o3[c3], vf[i] * 0.5f);
    atomicAdd(&wa_priv_o4[c3], vf[i] * 0.5f);
    atomicOr(&wa_priv_o5[k & 63], vi[i]);
    atomicOr(&wa_priv_o6[k & 63], 1ull << (i & 63));
    atomicMax(&wa_priv_o7[k & 63], vull[i] >> 50);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_k017_g0, k017_g0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o6, o6); warpagg::private_flush<warpagg::op::max>(wa_priv_o7, o7); }

// k018: one_return, n 640, blocks of 256, keys 4096 (dist 0)
__global__ void k018(const int* key, const int* vi, double* o0, long long* o1, int* o2, int n) { __shared__ double wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __shared__ int wa_priv_o2[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[(unsigned)k % 10u], 1.0);
  atomicMax(&wa_priv_o1[(unsigned char)k], (long long)vi[i]);
  atomicOr(&wa_priv_o2[(unsigned)k % 10u], 1 << (i & 31));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k019: const, n 1981, blocks of 256, keys 256 (dist 6)
__global__ void k019(const int* key, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, unsigned long long* o2, unsigned long long* o3, int* o4, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k & 255], 3ull);
    warpagg::reduce_min(&o2[k], vull[i]);
    warpagg::group<warpagg::op::bit_or, unsigned long long, int> wa_group_317; wa_group_317.put<0>(&o3[k], 1ull << (i & 63));
    wa_group_317.put<1>(&o4[k], 1 << (i & 31)); wa_group_317.commit();
  }
}

// k020: const, n 1600, blocks of 256, keys 4096 (dist 2)
__device__ float k020_g1[16];
__global__ void k020(const int* vi, const unsigned* vu, const unsigned long long* vull, const float* vf, unsigned* o0, unsigned long long* o2, unsigned long long* o3, unsigned long long* o4, int* o5, int n) { __shared__ unsigned wa_priv_o0[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ float wa_priv_k020_g1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_k020_g1); __shared__ unsigned long long wa_priv_o2[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ unsigned long long wa_priv_o3[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o3); __shared__ unsigned long long wa_priv_o4[1]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o4); __shared__ int wa_priv_o5[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o5); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    if ((vu[i] & 1u) != 0u) continue;
    atomicMin(&wa_priv_o0[(i >> 5) & 15], vu[i] >> 20);
    atomicAdd(&wa_priv_k020_g1[(i >> 5) & 15], vf[i] * 0.5f);
    atomicAdd(&wa_priv_o2[(i >> 5) & 15], vull[i]);
    warpagg::reduce_min<warpagg::strategy::uniform>(wa_priv_o3, vull[i]);
    warpagg::reduce_and<warpagg::strategy::uniform>(wa_priv_o4, vull[i]);
    atomicMin(wa_priv_o5, vi[i] >> 12);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_k020_g1, k020_g1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::min>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::min>(wa_priv_o5, o5); }

// k021: done, n 1048, blocks of 32, keys 4 (dist 6)
__global__ void k021(const int* key, const int* vi, const unsigned* vu, const long long* vll, const unsigned long long* vull, const double* vd, unsigned* o0, double* o1, long long* o2, double* o3, unsigned long long* o4, int* o5, int n) {
  __shared__ long long sh0[4];
  for (int s = threadIdx.x; s < 4; s += blockDim.x) sh0[s] = 0x7fffffffffffffffll;
  __shared__ unsigned long long sh1[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh1[s] = (unsigned long long)~0ull;
  __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::group<warpagg::op::add, unsigned int, double> wa_group_352; wa_group_352.put<0>(&o0[(k * 7 + 3) % 4], 1u);
    wa_group_352.put<1>(&o1[(k * 7 + 3) % 4], 1.0); wa_group_352.commit();
    atomicMin_system(&sh0[(k * 7 + 3) % 4], vll[i]);
    if (vi[i] < 0)
      warpagg::reduce_add(&o3[k], vd[i] * 0.25);
    else
      atomicMin(&sh1[k & 255], vull[i] >> 50);
    warpagg::reduce_min(&o5[k], -k);
    done = (vu[i] & 3u) == 0u;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 4; s += blockDim.x) atomicMin(&o2[s], sh0[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMin(&o4[s], sh1[s]);
}

// k022: one_guard, n 10436, blocks of 128, keys 256 (dist 2)
__device__ unsigned k022_g0[16];
__global__ void k022(const int* key, const int* vi, const unsigned* vu, unsigned long long* o1, unsigned long long* o2, int* o3, int n) { __shared__ int wa_priv_o3[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o3); __shared__ unsigned wa_priv_k022_g0[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_k022_g0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      atomicMax(&wa_priv_k022_g0[(i >> 5) & 15], vu[i] >> 20);
    }
    if (k == 0) return;
    o2[i] = warpagg::atomic_add(&o1[k], 3ull);
    atomicMin(&wa_priv_o3[k & 255], vi[i] >> 12);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::max>(wa_priv_k022_g0, k022_g0); }

// k023: one_guard, n 259, blocks of 32, keys 1 (dist 0)
__global__ void k023(const int* key, const int* vi, const long long* vll, long long* o0, int* o1, int n) { __shared__ long long wa_priv_o0[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1) return;
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_min<warpagg::strategy::uniform>(&wa_priv_o0[0], vll[i]);
    }
    if (k == 0) {
      warpagg::reduce_max(&o1[k], vi[i]);
    }
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k024: const, n 992, blocks of 160, keys 4096 (dist 1)
__global__ void k024(const int* key, const float* vf, unsigned* o0, float* o1, int n) {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if (k % 3 == 0)
      warpagg::reduce_xor(&o0[k], 1u << (i & 31));
    else
      warpagg::reduce_add(&o1[k], -vf[i]);
  }
}

// k025: one_guard, n 23532, blocks of 256, keys 100000 (dist 0)
__global__ void k025(const int* key, const int* vi, const unsigned* vu, const long long* vll, long long* o0, long long* o1, int* o2, unsigned* o3, long long* o4, int n) { __shared__ long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ long long wa_priv_o1[64]; warpagg::private_zero<warpagg::op::max_system>(wa_priv_o1); __shared__ int wa_priv_o2[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ unsigned wa_priv_o3[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __shared__ long long wa_priv_o4[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o4); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicMax(&wa_priv_o0[k & 63], vll[i] >> 40);
    atomicMax_system(&wa_priv_o1[k & 63], (long long)vi[i]);
    const int c2 = k & 63;
    atomicAdd(&wa_priv_o2[c2], (vi[i] & 15) - 8);
    atomicMax(&wa_priv_o3[c2], vu[i]);
    atomicMin(&wa_priv_o4[c2], vll[i] >> 40);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max_system>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::min>(wa_priv_o4, o4); }

// k026: one_return, n 1990, blocks of 512, keys 100000 (dist 5)
__global__ void k026(const int* key, const int* vi, const unsigned long long* vull, const float* vf, const double* vd, double* o0, unsigned long long* o1, long long* o2, double* o3, double* o4, int n) { __shared__ double wa_priv_o0[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __shared__ double wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ double wa_priv_o4[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[k & 63], vd[i] * 0.25);
  atomicAdd(&wa_priv_o1[k & 63], vull[i]);
  atomicMin(&wa_priv_o2[k & 255], (long long)vi[i]);
  atomicAdd(&wa_priv_o3[k & 255], (double)vf[i]);
  atomicAdd(&wa_priv_o4[k & 255], vd[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); }

// k027: done, n 19688, blocks of 64, keys 4096 (dist 3)
__device__ unsigned k027_g1[4096];
__global__ void k027(const int* key, const int* vi, const unsigned* vu, unsigned* o0, int n) { __shared__ unsigned wa_priv_k027_g1[4096]; warpagg::private_zero<warpagg::op::max>(wa_priv_k027_g1); __syncthreads(); [&]() {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 4096;
    warpagg::reduce_max(&o0[c0], vu[i]);
    atomicMax(&wa_priv_k027_g1[c0], vu[i] >> 20);
    if ((threadIdx.x & 3) == 1) return;
    if (vi[i] < 0) continue;
    done = (vu[i] & 3u) == 0u;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_k027_g1, k027_g1); }

// k028: grid, n 492, blocks of 128, keys 1000 (dist 3)
__device__ long long k028_g1[64];
__global__ void k028(const int* key, const long long* vll, const unsigned long long* vull, const double* vd, double* o0, unsigned long long* o2, int* o3, int* o4, int n) { __shared__ unsigned long long wa_priv_o2[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ long long wa_priv_k028_g1[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_k028_g1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (k % 3 == 0) {
      atomicAdd(&wa_priv_o0[(unsigned char)k], vd[i]);
    }
    if (k % 3 == 0) {
      atomicMax(&wa_priv_k028_g1[k & 63], vll[i]);
    }
    atomicMin(&wa_priv_o2[min(max(k, 0), 15)], vull[i]);
    o4[i] = warpagg::atomic_add(&o3[(unsigned)k % 10u], 2);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_k028_g1, k028_g1); }

// k029: done, n 866, blocks of 160, keys 1000 (dist 6)
__global__ void k029(const unsigned* vu, const double* vd, double* o0, unsigned* o1, int* o2, int n) { __shared__ double wa_priv_o0[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    if ((i & 7) < 5) continue;
    warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_o0, vd[i]);
    const unsigned s2 = atomicAdd(&o1[0], 1u);
    o2[s2] = i;
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k030: one_return, n 1088, blocks of 64, keys 1 (dist 0)
__global__ void k030(const int* key, const long long* vll, long long* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k == 0) {
    warpagg::reduce_min(&o0[k >> 4], vll[i] >> 40);
  }
}

// k031: const, n 20297, blocks of 64, keys 100 (dist 3)
__global__ void k031(const float* vf, float* o0, int n) { __shared__ float wa_priv_o0[8]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o0[blockIdx.x & 7], vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k032: one_guard, n 14045, blocks of 96, keys 4 (dist 2)
__global__ void k032(const int* key, const long long* vll, long long* o0, int n) { __shared__ long long wa_priv_o0[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (k == 0) return;
    atomicMax(&wa_priv_o0[(unsigned)k % 10u], vll[i] >> 40);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); }

// k033: const, n 20843, blocks of 160, keys 4 (dist 4)
__global__ void k033(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, const float* vf, double* o0, unsigned long long* o1, long long* o2, unsigned* o3, unsigned* o4, int* o5, int* o6, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 255], (double)vf[i]);
    if (vi[i] < 0)
      atomicMin(&wa_priv_o1[k & 255], vull[i]);
    else
      atomicMin(&wa_priv_o2[k & 255], vll[i]);
    o4[i] = warpagg::atomic_add(&o3[k & 63], 1u);
    o6[i] = warpagg::atomic_add(&o5[(unsigned char)k], 2);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); }

// k034: const, n 29992, blocks of 64, keys 16 (dist 3)
__global__ void k034(const int* key, const float* vf, double* o0, float* o1, int n) {
  __shared__ float sh0[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_add(&o0[k >> 4], 1.0);
    }
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_add<warpagg::strategy::uniform>(&sh0[0], vf[i]);
    }
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicAdd(&o1[s], sh0[s]);
}

// k035: repeat, n 940, blocks of 256, keys 4096 (dist 1)
__global__ void k035(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if (k == 0) continue;
    const int c1 = k & 255;
    atomicMin(&wa_priv_o0[c1], vull[i] >> 50);
    atomicMax(&wa_priv_o1[c1], vull[i] >> 50);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); }

// k036: grid, n 512, blocks of 256, keys 4096 (dist 0)
__global__ void k036(const int* key, const int* vi, int* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_max(&o0[k], vi[i] >> 12);
  }
}

// k037: done, n 4799, blocks of 128, keys 1 (dist 5)
__global__ void k037(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, int n) { __shared__ unsigned long long wa_priv_o0[10]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if (k % 3 == 0) continue;
    atomicAnd(&wa_priv_o0[(unsigned)k % 10u], vull[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); }

// k038: const, n 400, blocks of 32, keys 4096 (dist 0)
__global__ void k038(const int* key, const unsigned* vu, const float* vf, int* o0, float* o1, double* o2, int* o3, int n) { __shared__ float wa_priv_o1[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ double wa_priv_o2[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ int wa_priv_o3[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_add(&o0[k], 1);
    }
    if ((vu[i] & 1u) != 0u) continue;
    const int c4 = k & 63;
    atomicAdd(&wa_priv_o1[c4], -vf[i]);
    atomicAdd(&wa_priv_o2[c4], (double)vf[i]);
    atomicAdd(&wa_priv_o3[(unsigned)k % 10u], k);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); }

// k039: repeat, n 5568, blocks of 256, keys 256 (dist 6)
__device__ double k039_g2[10];
__global__ void k039(const int* key, const int* vi, const unsigned* vu, const double* vd, int* o0, unsigned* o1, int n) { __shared__ unsigned wa_priv_o1[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __shared__ double wa_priv_k039_g2[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_k039_g2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if (k == 0) return;
    if (k == 0) {
      warpagg::reduce_min(&o0[k], vi[i] >> 12);
    }
    atomicOr(&wa_priv_o1[k & 63], vu[i]);
    if ((threadIdx.x & 3) == 1) {
      atomicAdd(&wa_priv_k039_g2[(unsigned)k % 10u], vd[i] * 0.25);
    }
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_k039_g2, k039_g2); }

// k040: grid, n 19957, blocks of 32, keys 100000 (dist 2)
__global__ void k040(const int* key, const unsigned* vu, const float* vf, int* o0, unsigned* o1, unsigned* o2, float* o3, int n) { __shared__ int wa_priv_o0[1]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __shared__ float wa_priv_o3[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ unsigned wa_priv_o1[10]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __shared__ unsigned wa_priv_o2[1]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o2); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAnd(wa_priv_o0, 1 << (k & 31));
    if (k % 3 == 0)
      atomicXor(&wa_priv_o1[(unsigned)k % 10u], vu[i]);
    else
      atomicAnd(&wa_priv_o2[0], ~(1u << (i & 31)));
    atomicAdd(&wa_priv_o3[k & 63], -vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o2, o2); }

// k041: one_guard, n 22329, blocks of 160, keys 16 (dist 0)
__global__ void k041(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, const double* vd, float* o0, double* o1, double* o2, unsigned long long* o3, unsigned* o4, unsigned* o5, int n) { __shared__ double wa_priv_o1[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ double wa_priv_o2[64]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o2); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], 1.0f);
    if ((vu[i] & 1u) != 0u)
      warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o1[0], vd[i] * 0.25);
    else
      atomicAdd_system(&wa_priv_o2[k & 63], (double)vf[i]);
    warpagg::reduce_and(&o3[k], vull[i]);
    o5[i] = warpagg::atomic_add(&o4[min(max(k, 0), 15)], 1u);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o2, o2); }

// k042: one_return, n 2700, blocks of 256, keys 4 (dist 2)
__device__ double k042_g2[4];
__global__ void k042(const int* key, const unsigned* vu, const double* vd, unsigned* o0, unsigned* o1, int n) { __shared__ double wa_priv_k042_g2[4]; warpagg::private_zero<warpagg::op::add>(wa_priv_k042_g2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  o1[i] = atomicAdd(&o0[0], 1u);
  if ((vu[i] & 1u) != 0u) return;
  atomicAdd(&wa_priv_k042_g2[k], vd[i] * 0.25);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k042_g2, k042_g2); }

// k043: done, n 16800, blocks of 256, keys 100000 (dist 4)
__global__ void k043(const int* key, const int* vi, const unsigned* vu, const long long* vll, long long* o0, long long* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_min(&o0[(k * 7 + 3) % 100000], vll[i] >> 40);
    if (k == 0) return;
    if (k == 0) {
      warpagg::reduce_max(&o1[k], (long long)vi[i]);
    }
    if (vi[i] < 0) continue;
    done = (vu[i] & 3u) == 0u;
  }
}

// k044: done, n 28032, blocks of 160, keys 1 (dist 1)
__global__ void k044(const int* key, const int* vi, const unsigned* vu, unsigned* o0, long long* o1, unsigned* o2, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __shared__ long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ unsigned wa_priv_o2[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicAnd(&wa_priv_o0[k & 255], ~(1u << (i & 31)));
    atomicMin(&wa_priv_o1[k & 255], (long long)vi[i]);
    atomicMin(&wa_priv_o2[k & 255], vu[i] >> 20);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); }

// k045: done, n 1292, blocks of 32, keys 4096 (dist 3)
__device__ unsigned k045_g3[10];
__global__ void k045(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, unsigned* o1, long long* o2, int n) { __shared__ unsigned long long wa_priv_o0[1]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __shared__ unsigned wa_priv_o1[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ long long wa_priv_o2[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __shared__ unsigned wa_priv_k045_g3[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_k045_g3); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = 0;
    warpagg::reduce_xor<warpagg::strategy::uniform>(&wa_priv_o0[c0], vull[i]);
    atomicAdd(&wa_priv_o1[c0], vu[i] & 255u);
    warpagg::reduce_min<warpagg::strategy::uniform>(&wa_priv_o2[c0], (long long)vi[i]);
    atomicAdd(&wa_priv_k045_g3[(unsigned)k % 10u], vu[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_k045_g3, k045_g3); }

// k046: const, n 10943, blocks of 64, keys 1 (dist 3)
__global__ void k046(const int* key, const int* vi, const unsigned* vu, const long long* vll, const float* vf, long long* o0, float* o1, int* o2, int n) { __shared__ float wa_priv_o1[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ int wa_priv_o2[8]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __shared__ long long wa_priv_o0[10]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) {
      atomicMin(&wa_priv_o0[(unsigned)k % 10u], vll[i]);
    }
    atomicAdd(&wa_priv_o1[k & 63], -vf[i]);
    atomicOr(&wa_priv_o2[blockIdx.x & 7], vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k047: one_guard, n 24489, blocks of 256, keys 4096 (dist 6)
__global__ void k047(const int* key, const int* vi, const float* vf, long long* o0, float* o1, int n) { __shared__ long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ float wa_priv_o1[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((i & 7) < 5)
      atomicMin(&wa_priv_o0[(i >> 5) & 15], (long long)vi[i]);
    else
      atomicAdd(&wa_priv_o1[k & 63], vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k048: one_guard, n 9150, blocks of 256, keys 1000 (dist 0)
__device__ double k048_g1[256];
__global__ void k048(const int* key, const int* vi, const unsigned long long* vull, const float* vf, const double* vd, unsigned long long* o0, int* o2, float* o3, double* o4, unsigned long long* o5, int* o6, float* o7, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ double wa_priv_k048_g1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k048_g1); __shared__ int wa_priv_o2[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __shared__ float wa_priv_o3[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicMin(&wa_priv_o0[k & 255], vull[i]);
    atomicAdd(&wa_priv_k048_g1[k & 255], 1.0);
    atomicMax(&wa_priv_o2[k & 255], -k);
    if (k % 3 == 0)
      atomicAdd(&wa_priv_o3[(unsigned)k % 10u], 1.0f);
    else
      warpagg::reduce_add(&o4[(k * 7 + 3) % 1000], vd[i]);
    warpagg::reduce_or(&o5[k], vull[i]);
    warpagg::reduce_max(&o6[k], vi[i] >> 12);
    warpagg::reduce_add(&o7[k], vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_k048_g1, k048_g1); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); }

// k049: grid, n 1879, blocks of 64, keys 100000 (dist 0)
__global__ void k049(const int* key, unsigned long long* o0, unsigned long long* o1, unsigned* o2, unsigned* o3, unsigned long long* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k & 63], 3ull);
    o3[i] = warpagg::atomic_add(&o2[k & 255], 1u);
    if (k % 3 == 0) return;
    if ((i & 7) < 5) {
      warpagg::reduce_xor(&o4[k], 1ull << (i & 63));
    }
  }
}

// k050: grid, n 1152, blocks of 96, keys 1000 (dist 0)
__global__ void k050(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const float* vf, unsigned long long* o0, unsigned* o1, unsigned long long* o2, float* o3, int* o4, int n) { __shared__ int wa_priv_o4[8]; warpagg::private_zero<warpagg::op::max>(wa_priv_o4); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_and(&o0[k], vull[i] | 0xff00ff00ff00ff00ull);
    }
    warpagg::group<warpagg::op::min, unsigned int, unsigned long long> wa_group_783; wa_group_783.put<0>(&o1[k], vu[i]);
    wa_group_783.put<1>(&o2[k], vull[i] >> 50); wa_group_783.commit();
    warpagg::reduce_add(&o3[k], vf[i] * 0.5f);
    atomicMax(&wa_priv_o4[blockIdx.x & 7], vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o4, o4); }

// k051: one_guard, n 12903, blocks of 512, keys 100 (dist 5)
__global__ void k051(const int* key, const unsigned* vu, unsigned* o0, unsigned long long* o1, unsigned long long* o2, unsigned* o3, int* o4, int n) { __shared__ unsigned wa_priv_o0[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((i & 7) < 5) {
      atomicMin(&wa_priv_o0[min(max(k, 0), 15)], vu[i]);
    }
    o2[i] = warpagg::atomic_add(&o1[k], 3ull);
    unsigned s4 = atomicAdd(o3, 1u);
    o4[s4] = i;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k052: done, n 1505, blocks of 96, keys 256 (dist 1)
__global__ void k052(const int* key, const int* vi, const unsigned* vu, long long* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_min(&o0[k], (long long)vi[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k053: one_return, n 4776, blocks of 128, keys 100 (dist 4)
__device__ double k053_g4[256];
__global__ void k053(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned* o1, unsigned long long* o2, unsigned long long* o3, int* o5, int n) { __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ unsigned long long wa_priv_o3[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __shared__ double wa_priv_k053_g4[256]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_k053_g4); __shared__ int wa_priv_o5[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o5); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  o1[i] = warpagg::atomic_add(&o0[k], 1u);
  const int c1 = k & 255;
  atomicAdd(&wa_priv_o2[c1], (unsigned long long)vu[i]);
  atomicMax(&wa_priv_o3[c1], vull[i] >> 50);
  atomicAdd_system(&wa_priv_k053_g4[c1], 1.0);
  atomicAnd(&wa_priv_o5[(unsigned char)k], vi[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add_system>(wa_priv_k053_g4, k053_g4); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o5, o5); }

// k054: const, n 1004, blocks of 512, keys 256 (dist 1)
__device__ float k054_g2[17];
__global__ void k054(const int* key, const long long* vll, const float* vf, const double* vd, int* o0, int* o1, double* o3, long long* o4, int* o5, int* o6, int n) { __shared__ float wa_priv_k054_g2[17]; warpagg::private_zero<warpagg::op::add>(wa_priv_k054_g2); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    const int s0 = atomicAdd(&o0[0], 1);
    o1[s0] = i;
    atomicAdd(&wa_priv_k054_g2[k >> 4], vf[i] * 0.5f);
    warpagg::reduce_add(&o3[k >> 4], vd[i]);
    warpagg::reduce_min(&o4[k >> 4], vll[i] >> 40);
    o6[i] = warpagg::atomic_add(&o5[(k * 7 + 3) % 256], 2);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k054_g2, k054_g2); }

// k055: one_guard, n 7520, blocks of 512, keys 1000 (dist 1)
__global__ void k055(const int* key, const int* vi, const unsigned* vu, unsigned long long* o0, unsigned long long* o1, int* o2, float* o3, double* o4, int* o5, int n) { __shared__ unsigned long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ int wa_priv_o5[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o5); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[(i >> 5) & 15], 1ull);
    const unsigned long long s1 = warpagg::atomic_add<warpagg::strategy::uniform>(&o1[0], 1ull);
    o2[s1] = i;
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_add(&o3[k], 1.0f);
    }
    if ((threadIdx.x & 3) == 1)
      warpagg::reduce_add(&o4[(k * 7 + 3) % 1000], 1.0);
    else
      atomicAdd(&wa_priv_o5[k & 63], (vi[i] & 15) - 8);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o5, o5); }

// k056: one_guard, n 18385, blocks of 32, keys 1000 (dist 1)
__global__ void k056(const int* key, const int* vi, const float* vf, float* o0, int* o1, int* o2, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (vi[i] < 0) {
      atomicAdd(&wa_priv_o0[(unsigned char)k], vf[i] * 0.5f);
    }
    o2[i] = warpagg::atomic_add(&o1[k & 255], 2);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k057: grid, n 8891, blocks of 256, keys 100000 (dist 5)
__global__ void k057(const int* key, const int* vi, long long* o0, int n) { __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicMax(&wa_priv_o0[k & 255], (long long)vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); }

// k058: grid, n 5248, blocks of 64, keys 100000 (dist 5)
__global__ void k058(const int* key, double* o0, int n) { __shared__ double wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[(unsigned)k % 10u], 1.0);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k059: const, n 1942, blocks of 256, keys 16 (dist 6)
__global__ void k059(const int* key, const unsigned* vu, unsigned* o0, int* o1, int* o2, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __syncthreads(); [&]() {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    atomicOr(&wa_priv_o0[k & 255], 1u << (i & 31));
    int s1 = atomicAdd(o1, 1);
    o2[s1] = i;
    if ((vu[i] & 1u) != 0u) return;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); }

// k060: one_return, n 14069, blocks of 32, keys 1 (dist 6)
__global__ void k060(const int* key, const long long* vll, const float* vf, float* o0, long long* o1, double* o2, int n) { __shared__ long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ double wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((threadIdx.x & 3) == 1) {
    warpagg::reduce_add(&o0[(k * 7 + 3) % 1], vf[i] * 0.5f);
  }
  atomicMin(&wa_priv_o1[k & 255], vll[i] >> 40);
  atomicAdd(&wa_priv_o2[k & 255], (double)vf[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k061: one_guard, n 4402, blocks of 64, keys 100000 (dist 2)
__device__ int k061_g0[10];
__global__ void k061(const int* key, const int* vi, int n) { __shared__ int wa_priv_k061_g0[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k061_g0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (vi[i] < 0) {
      atomicOr(&wa_priv_k061_g0[(unsigned)k % 10u], vi[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k061_g0, k061_g0); }

// k062: one_guard, n 1618, blocks of 512, keys 1 (dist 3)
__device__ float k062_g1[1];
__global__ void k062(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, const float* vf, int* o0, unsigned long long* o2, float* o3, long long* o4, unsigned long long* o5, int n) { __shared__ float wa_priv_k062_g1[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_k062_g1); __syncthreads();
  __shared__ int sh0[64];
  for (int s = threadIdx.x; s < 64; s += blockDim.x) sh0[s] = 0;
  __shared__ long long sh1[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh1[s] = 0x7fffffffffffffffll;
  __shared__ unsigned long long sh2[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh2[s] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicXor(&sh0[k & 63], vi[i]);
    atomicAdd(&wa_priv_k062_g1[k], 1.0f);
    warpagg::reduce_min(&o2[k], vull[i]);
    const int c3 = k;
    warpagg::reduce_add(&o3[c3], -vf[i]);
    atomicMin(&sh1[c3], vll[i]);
    atomicAdd(&sh2[k & 255], 1ull);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 64; s += blockDim.x) atomicXor(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicMin(&o4[s], sh1[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicAdd(&o5[s], sh2[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k062_g1, k062_g1); }

// k063: const, n 1761, blocks of 64, keys 16 (dist 5)
__global__ void k063(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, double* o1, unsigned long long* o2, long long* o3, int n) { __shared__ unsigned long long wa_priv_o2[10]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o2); __shared__ long long wa_priv_o3[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o3); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_min(&o0[k], vull[i] >> 50);
    if ((threadIdx.x >> 5) == 1)
      warpagg::reduce_add(&o1[k], 1.0);
    else
      atomicAnd(&wa_priv_o2[(unsigned)k % 10u], vull[i]);
    if ((vu[i] & 1u) != 0u) {
      atomicMin(&wa_priv_o3[k & 255], (long long)vi[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::min>(wa_priv_o3, o3); }

// k064: one_guard, n 14402, blocks of 32, keys 4 (dist 5)
__global__ void k064(const int* key, unsigned long long* o0, unsigned long long* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k], 3ull);
  }
}

// k065: done, n 947, blocks of 64, keys 1 (dist 4)
__global__ void k065(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, const float* vf, unsigned long long* o0, float* o1, long long* o2, int n) { __shared__ unsigned long long wa_priv_o0[10]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ float wa_priv_o1[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ long long wa_priv_o2[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads(); [&]() {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicMin(&wa_priv_o0[(unsigned)k % 10u], vull[i]);
    atomicAdd(&wa_priv_o1[(unsigned)k % 10u], vf[i]);
    if (k == 0) return;
    atomicMax(&wa_priv_o2[k & 63], vll[i]);
    done = (vu[i] & 3u) == 0u;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k066: const, n 13605, blocks of 512, keys 256 (dist 6)
__global__ void k066(const int* key, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, unsigned long long* o2, int n) { __shared__ unsigned long long wa_priv_o2[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k], 3ull);
    atomicOr(&wa_priv_o2[min(max(k, 0), 15)], vull[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k067: grid, n 1804, blocks of 256, keys 1 (dist 2)
__global__ void k067(const int* key, const int* vi, int* o0, int* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_or(&o0[k], vi[i]);
    if (vi[i] < 0) return;
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_and(&o1[k], vi[i]);
    }
  }
}

// k068: one_return, n 29096, blocks of 256, keys 256 (dist 3)
__global__ void k068(const int* key, unsigned long long* o0, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[k & 255], 1ull);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k069: grid, n 364, blocks of 256, keys 256 (dist 3)
__global__ void k069(const int* key, const unsigned long long* vull, unsigned long long* o0, int n) { __shared__ unsigned long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 63], vull[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k070: one_guard, n 1360, blocks of 128, keys 4 (dist 6)
__global__ void k070(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, const float* vf, long long* o0, int* o1, int* o2, unsigned long long* o3, float* o4, int n) { __shared__ long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __syncthreads();
  __shared__ unsigned long long sh0[4];
  for (int s = threadIdx.x; s < 4; s += blockDim.x) sh0[s] = (unsigned long long)~0ull;
  __shared__ float sh1[4];
  for (int s = threadIdx.x; s < 4; s += blockDim.x) sh1[s] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (vi[i] < 0) {
      atomicMax(&wa_priv_o0[k & 63], vll[i]);
    }
    o2[i] = warpagg::atomic_add(&o1[(i >> 5) & 15], 2);
    atomicMin(&sh0[k], vull[i] >> 50);
    atomicAdd(&sh1[k], vf[i]);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 4; s += blockDim.x) atomicMin(&o3[s], sh0[s]);
  for (int s = threadIdx.x; s < 4; s += blockDim.x) atomicAdd(&o4[s], sh1[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); }

// k071: one_return, n 29817, blocks of 512, keys 4096 (dist 2)
__global__ void k071(const int* key, const float* vf, float* o0, unsigned* o1, unsigned long long* o2, unsigned* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[(k * 7 + 3) % 4096], vf[i] * 0.5f);
  warpagg::reduce_and(&o1[k], ~(1u << (i & 31)));
  warpagg::reduce_or(&o2[k], 1ull << (i & 63));
  if (k % 3 == 0) {
    warpagg::reduce_xor(&o3[(k * 7 + 3) % 4096], 1u << (i & 31));
  }
}

// k072: repeat, n 96, blocks of 512, keys 16 (dist 0)
__device__ double k072_g1[16];
__device__ unsigned k072_g2[16];
__global__ void k072(const int* key, const unsigned* vu, const unsigned long long* vull, const double* vd, unsigned long long* o0, int n) { __shared__ unsigned wa_priv_k072_g2[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_k072_g2); __shared__ unsigned long long wa_priv_o0[8]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ double wa_priv_k072_g1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_k072_g1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x & 3) == 1)
      warpagg::reduce_min<warpagg::strategy::uniform>(&wa_priv_o0[blockIdx.x & 7], vull[i]);
    else
      atomicAdd(&wa_priv_k072_g1[k], vd[i] * 0.25);
    atomicMin(&wa_priv_k072_g2[k], vu[i]);
    if (k % 3 == 0) return;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_k072_g2, k072_g2); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_k072_g1, k072_g1); }

// k073: one_guard, n 1558, blocks of 256, keys 100000 (dist 4)
__global__ void k073(unsigned* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const unsigned s0 = atomicAdd(&o0[0], 1u);
    o1[s0] = i;
  }
}

// k074: const, n 10240, blocks of 96, keys 16 (dist 5)
__global__ void k074(const int* key, const unsigned* vu, unsigned* o0, unsigned long long* o1, int n) {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_min(&o0[k], vu[i]);
    if (k == 0) return;
    if (k == 0) {
      warpagg::reduce_or(&o1[k], 1ull << (i & 63));
    }
  }
}

// k075: done, n 8715, blocks of 256, keys 1000 (dist 3)
__global__ void k075(const unsigned* vu, unsigned* o0, int* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    unsigned s0 = atomicAdd(o0, 1u);
    o1[s0] = i;
    done = (vu[i] & 3u) == 0u;
  }
}

// k076: done, n 1092, blocks of 96, keys 100 (dist 3)
__global__ void k076(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned long long* o1, int n) { __shared__ unsigned long long wa_priv_o1[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __syncthreads(); [&]() {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if (vi[i] < 0) return;
    if (k == 0) {
      warpagg::reduce_and(&o0[k], ~(1u << (i & 31)));
    }
    warpagg::reduce_or<warpagg::strategy::uniform>(&wa_priv_o1[0], vull[i]);
    if ((i & 7) < 5) return;
    done = (vu[i] & 3u) == 0u;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); }

// k077: grid, n 21792, blocks of 32, keys 100000 (dist 3)
__global__ void k077(const int* key, const unsigned* vu, const long long* vll, long long* o0, unsigned long long* o1, unsigned* o2, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_max(&o0[(k * 7 + 3) % 100000], vll[i]);
    warpagg::group<warpagg::op::bit_or, unsigned long long, unsigned int> wa_group_1155; wa_group_1155.put<0>(&o1[k], 1ull << (i & 63));
    wa_group_1155.put<1>(&o2[k], vu[i]); wa_group_1155.commit();
  }
}

// k078: grid, n 1792, blocks of 160, keys 256 (dist 6)
__device__ long long k078_g4[64];
__global__ void k078(const int* key, const int* vi, const long long* vll, long long* o0, int* o1, int* o2, unsigned long long* o3, int n) { __shared__ long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ unsigned long long wa_priv_o3[8]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o3); __shared__ long long wa_priv_k078_g4[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_k078_g4); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicMax(&wa_priv_o0[k & 63], (long long)vi[i]);
    o2[i] = warpagg::atomic_add(&o1[k & 255], 2);
    if (k == 0)
      warpagg::reduce_xor<warpagg::strategy::uniform>(&wa_priv_o3[blockIdx.x & 7], 1ull << (i & 63));
    else
      atomicMax(&wa_priv_k078_g4[k & 63], vll[i] >> 40);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::max>(wa_priv_k078_g4, k078_g4); }

// k079: grid, n 1003, blocks of 256, keys 4 (dist 5)
__global__ void k079(const int* key, const unsigned long long* vull, const float* vf, float* o0, float* o1, unsigned long long* o2, float* o3, float* o4, int n) { __shared__ unsigned long long wa_priv_o2[64]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o2); __shared__ float wa_priv_o3[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ float wa_priv_o4[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __shared__ float wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ float wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1)
      atomicAdd(&wa_priv_o0[(i >> 5) & 15], vf[i]);
    else
      atomicAdd(&wa_priv_o1[k & 255], vf[i]);
    atomicXor(&wa_priv_o2[k & 63], vull[i]);
    atomicAdd(&wa_priv_o3[k & 63], -vf[i]);
    atomicAdd(&wa_priv_o4[k & 63], vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k080: one_return, n 416, blocks of 128, keys 16 (dist 2)
__global__ void k080(const int* key, const float* vf, float* o0, double* o1, double* o2, double* o3, float* o4, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ double wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ double wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int c0 = (unsigned char)k;
  atomicAdd(&wa_priv_o0[c0], vf[i] * 0.5f);
  atomicAdd(&wa_priv_o1[c0], 1.0);
  atomicAdd(&wa_priv_o2[c0], 1.0);
  if ((i & 7) < 5) {
    warpagg::reduce_add(&o3[k], (double)vf[i]);
  }
  warpagg::reduce_add(&o4[(k * 7 + 3) % 16], 1.0f);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k081: one_guard, n 27921, blocks of 256, keys 4096 (dist 4)
__global__ void k081(const int* key, const int* vi, const long long* vll, const float* vf, float* o0, unsigned* o1, long long* o2, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  __shared__ unsigned sh0[10];
  for (int s = threadIdx.x; s < 10; s += blockDim.x) sh0[s] = 0;
  __shared__ long long sh1[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh1[s] = 0x7fffffffffffffffll;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 255], vf[i]);
    atomicOr(&sh0[(unsigned)k % 10u], 1u << (i & 31));
    if (vi[i] < 0) {
      atomicMin(&sh1[(i >> 5) & 15], vll[i] >> 40);
    }
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 10; s += blockDim.x) atomicOr(&o1[s], sh0[s]);
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicMin(&o2[s], sh1[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k082: const, n 23232, blocks of 96, keys 4096 (dist 3)
__global__ void k082(const int* key, unsigned long long* o0, int* o1, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::uniform>(o0, 1ull);
    o1[s0] = i;
    if (k == 0) continue;
  }
}

// k083: const, n 129, blocks of 256, keys 1000 (dist 3)
__global__ void k083(const int* key, const unsigned* vu, int* o0, int* o1, unsigned* o2, unsigned* o3, unsigned* o4, unsigned* o5, unsigned* o6, int n) { __shared__ unsigned wa_priv_o2[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    const int s0 = atomicAdd(&o0[0], 1);
    o1[s0] = i;
    atomicMax(&wa_priv_o2[k & 63], vu[i]);
    o4[i] = warpagg::atomic_add(&o3[k & 255], 1u);
    o6[i] = warpagg::atomic_add(&o5[k & 255], 1u);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k084: grid, n 1607, blocks of 256, keys 100 (dist 0)
__global__ void k084(const int* key, const int* vi, const float* vf, float* o0, unsigned* o1, unsigned* o2, int* o3, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (vi[i] < 0) {
      atomicAdd(&wa_priv_o0[(unsigned char)k], -vf[i]);
    }
    if (vi[i] < 0) continue;
    o2[i] = warpagg::atomic_add(&o1[k], 1u);
    warpagg::reduce_min(&o3[k], vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k085: grid, n 12567, blocks of 96, keys 4096 (dist 4)
__global__ void k085(const int* key, const int* vi, const unsigned* vu, int* o0, int* o1, unsigned* o2, long long* o3, int n) { __shared__ unsigned wa_priv_o2[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __shared__ long long wa_priv_o3[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    int s0 = atomicAdd(o0, 1);
    o1[s0] = i;
    atomicOr(&wa_priv_o2[k & 63], vu[i]);
    atomicMax(&wa_priv_o3[k & 255], (long long)vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); }

// k086: one_return, n 73, blocks of 32, keys 1 (dist 1)
__global__ void k086(const int* key, const long long* vll, const unsigned long long* vull, double* o0, unsigned long long* o1, long long* o2, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int c0 = k & 255;
  atomicAdd(&wa_priv_o0[c0], 1.0);
  atomicAdd(&wa_priv_o1[c0], vull[i]);
  atomicMax(&wa_priv_o2[c0], vll[i] >> 40);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k087: one_return, n 9542, blocks of 256, keys 100 (dist 4)
__global__ void k087(const int* key, const int* vi, const double* vd, long long* o0, double* o1, int n) { __shared__ long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ double wa_priv_o1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k == 0)
    atomicMax(&wa_priv_o0[k & 63], (long long)vi[i]);
  else
    atomicAdd(&wa_priv_o1[min(max(k, 0), 15)], vd[i] * 0.25);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k088: grid, n 21560, blocks of 256, keys 4 (dist 2)
__global__ void k088(const int* key, const int* vi, const unsigned long long* vull, unsigned long long* o0, int n) { __shared__ unsigned long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __syncthreads(); [&]() {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAnd(&wa_priv_o0[(i >> 5) & 15], vull[i] | 0xff00ff00ff00ff00ull);
    if (vi[i] < 0) return;
    if (k % 3 == 0) continue;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); }

// k089: const, n 8001, blocks of 96, keys 256 (dist 2)
__global__ void k089(const int* key, const unsigned long long* vull, const float* vf, float* o0, unsigned long long* o1, int n) { __shared__ unsigned long long wa_priv_o1[8]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    if ((i & 7) < 5)
      warpagg::reduce_add(&o0[k], -vf[i]);
    else
      warpagg::reduce_or<warpagg::strategy::uniform>(&wa_priv_o1[blockIdx.x & 7], vull[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); }

// k090: done, n 9566, blocks of 96, keys 256 (dist 6)
__global__ void k090(const int* key, const unsigned* vu, unsigned* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_min(&o0[k], vu[i]);
    }
    done = (vu[i] & 3u) == 0u;
  }
}

// k091: one_guard, n 2531, blocks of 160, keys 16 (dist 4)
__global__ void k091(const int* key, const unsigned* vu, const float* vf, float* o0, double* o1, int n) { __shared__ double wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) {
      atomicAdd(&wa_priv_o0[(unsigned char)k], -vf[i]);
    }
    atomicAdd(&wa_priv_o1[k & 255], (double)vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k092: repeat, n 128, blocks of 256, keys 1 (dist 1)
__global__ void k092(const int* key, const unsigned* vu, unsigned* o0, int n) { __shared__ unsigned wa_priv_o0[16]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x >> 5) == 1) {
      atomicAnd(&wa_priv_o0[min(max(k, 0), 15)], ~(1u << (i & 31)));
    }
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); }

// k093: done, n 313, blocks of 256, keys 4096 (dist 0)
__global__ void k093(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, const double* vd, double* o0, unsigned long long* o1, long long* o2, unsigned long long* o3, unsigned long long* o4, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add(&o0[(k * 7 + 3) % 4096], vd[i]);
    warpagg::group<warpagg::op::max, unsigned long long, long long> wa_group_1371; wa_group_1371.put<0>(&o1[(k * 7 + 3) % 4096], vull[i] >> 50);
    wa_group_1371.put<1>(&o2[(k * 7 + 3) % 4096], vll[i] >> 40); wa_group_1371.commit();
    o4[i] = warpagg::atomic_add(&o3[min(max(k, 0), 15)], 3ull);
    done = (vu[i] & 3u) == 0u;
  }
}

// k094: one_guard, n 10961, blocks of 256, keys 1000 (dist 0)
__global__ void k094(const int* key, const unsigned long long* vull, const float* vf, unsigned* o0, unsigned long long* o1, double* o2, float* o3, unsigned long long* o4, unsigned* o5, float* o6, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ unsigned wa_priv_o5[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o5); __shared__ float wa_priv_o6[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o6); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicOr(&wa_priv_o0[k & 255], 1u << (i & 31));
    const int c1 = k;
    warpagg::reduce_xor(&o1[c1], 1ull << (i & 63));
    warpagg::group<warpagg::op::add, double, float> wa_group_1386; wa_group_1386.put<0>(&o2[c1], (double)vf[i]);
    wa_group_1386.put<1>(&o3[c1], vf[i] * 0.5f); wa_group_1386.commit();
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_min(&o4[k], vull[i]);
    }
    if (k == 0)
      atomicOr(&wa_priv_o5[0], 1u << (i & 31));
    else
      atomicAdd(&wa_priv_o6[k & 255], -vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::add>(wa_priv_o6, o6); }

// k095: repeat, n 3552, blocks of 128, keys 1000 (dist 4)
__device__ double k095_g1[1000];
__global__ void k095(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, unsigned long long* o0, unsigned* o2, long long* o3, int n) { __shared__ double wa_priv_k095_g1[1000]; warpagg::private_zero<warpagg::op::add>(wa_priv_k095_g1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if (k == 0)
      warpagg::reduce_min(&o0[k], vull[i] >> 50);
    else
      atomicAdd(&wa_priv_k095_g1[(k * 7 + 3) % 1000], 1.0);
    if ((i & 7) < 5) {
      warpagg::reduce_max(&o2[k], vu[i] >> 20);
    }
    warpagg::reduce_min(&o3[k], vll[i] >> 40);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k095_g1, k095_g1); }

// k096: one_return, n 1872, blocks of 512, keys 100 (dist 5)
__global__ void k096(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, unsigned long long* o0, float* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((vu[i] & 1u) != 0u) {
    warpagg::reduce_xor(&o0[k], vull[i]);
  }
  if (k == 0) {
    warpagg::reduce_add_system(&o1[k >> 4], -vf[i]);
  }
}

// k097: repeat, n 696, blocks of 32, keys 100 (dist 6)
__global__ void k097(const int* key, const unsigned* vu, const double* vd, double* o0, unsigned* o1, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned wa_priv_o1[64]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    atomicAdd(&wa_priv_o0[k & 255], vd[i] * 0.25);
    if (k == 0) {
      atomicXor(&wa_priv_o1[k & 63], vu[i]);
    }
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); }

// k098: done, n 1454, blocks of 32, keys 4096 (dist 6)
__global__ void k098(const int* key, const unsigned* vu, float* o0, int* o1, int* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_add(&o0[k], 1.0f);
    }
    const int s3 = atomicAdd(&o1[0], 1);
    o2[s3] = i;
    done = (vu[i] & 3u) == 0u;
  }
}

// k099: grid, n 1952, blocks of 512, keys 1 (dist 5)
__global__ void k099(const int* key, const unsigned* vu, const float* vf, unsigned long long* o0, double* o1, unsigned* o2, float* o3, int n) { __shared__ float wa_priv_o3[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ unsigned long long wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ double wa_priv_o1[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ unsigned wa_priv_o2[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (k == 0) {
      atomicAdd(&wa_priv_o0[(unsigned)k % 10u], 1ull);
    }
    if ((vu[i] & 1u) != 0u)
      warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o1[0], 1.0);
    else
      atomicMin(&wa_priv_o2[0], vu[i]);
    atomicAdd(&wa_priv_o3[(unsigned)k % 10u], vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); }

// k100: done, n 914, blocks of 256, keys 1 (dist 5)
__global__ void k100(const int* key, const unsigned* vu, const long long* vll, unsigned* o0, long long* o1, long long* o2, int n) {
  __shared__ unsigned sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0;
  __shared__ long long sh1[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh1[s] = (long long)0x8000000000000000ull;
  __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicXor(&sh0[k & 255], vu[i]);
    atomicMax(&sh1[k], vll[i]);
    warpagg::reduce_min_system(&o2[k], vll[i] >> 40);
    done = (vu[i] & 3u) == 0u;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicXor(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicMax(&o1[s], sh1[s]);
}

// k101: one_guard, n 2335, blocks of 256, keys 100 (dist 4)
__global__ void k101(const int* key, const float* vf, float* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], vf[i] * 0.5f);
  }
}

// k102: grid, n 62, blocks of 128, keys 100000 (dist 1)
__device__ long long k102_g2[256];
__global__ void k102(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, const float* vf, unsigned* o0, int* o1, unsigned long long* o3, float* o4, double* o5, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __shared__ int wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __shared__ long long wa_priv_k102_g2[256]; warpagg::private_zero<warpagg::op::min_system>(wa_priv_k102_g2); __shared__ unsigned long long wa_priv_o3[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o3); __shared__ float wa_priv_o4[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __shared__ double wa_priv_o5[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o5); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = k & 255;
    atomicXor(&wa_priv_o0[c0], vu[i]);
    atomicOr(&wa_priv_o1[c0], 1 << (i & 31));
    atomicMin_system(&wa_priv_k102_g2[c0], vll[i] >> 40);
    atomicMin(&wa_priv_o3[k & 63], vull[i]);
    atomicAdd(&wa_priv_o4[k & 63], -vf[i]);
    atomicAdd(&wa_priv_o5[k & 63], 1.0);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min_system>(wa_priv_k102_g2, k102_g2); warpagg::private_flush<warpagg::op::min>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::add>(wa_priv_o5, o5); }

// k103: done, n 10844, blocks of 64, keys 4 (dist 1)
__global__ void k103(const int* key, const unsigned* vu, const float* vf, int* o0, int* o1, float* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = atomicAdd(&o0[blockIdx.x & 7], 2);
    warpagg::reduce_add(&o2[(k * 7 + 3) % 4], vf[i] * 0.5f);
    done = (vu[i] & 3u) == 0u;
  }
}

// k104: one_return, n 18907, blocks of 512, keys 4096 (dist 1)
__global__ void k104(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const double* vd, double* o0, unsigned long long* o1, unsigned long long* o2, long long* o3, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ unsigned long long wa_priv_o2[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __shared__ long long wa_priv_o3[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[k & 255], vd[i] * 0.25);
  if (k == 0) {
    atomicAdd(&wa_priv_o1[(unsigned)k % 10u], (unsigned long long)vu[i]);
  }
  if ((threadIdx.x >> 5) == 1)
    atomicOr(&wa_priv_o2[k & 63], vull[i]);
  else
    atomicMax(&wa_priv_o3[(unsigned)k % 10u], (long long)vi[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); }

// k105: const, n 10203, blocks of 128, keys 16 (dist 0)
__global__ void k105(const int* key, const int* vi, int* o0, long long* o1, int n) { __shared__ int wa_priv_o0[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o0); __syncthreads(); [&]() {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0) return;
    atomicSub(&wa_priv_o0[k & 255], (vi[i] & 15) - 8);
    if ((i & 7) < 5) {
      warpagg::reduce_min(&o1[k >> 4], (long long)vi[i]);
    }
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::sub>(wa_priv_o0, o0); }

// k106: done, n 21350, blocks of 32, keys 100000 (dist 3)
__global__ void k106(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, unsigned* o1, int n) { __shared__ unsigned long long wa_priv_o0[10]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __shared__ unsigned wa_priv_o1[10]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o1); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = (unsigned)k % 10u;
    atomicAnd(&wa_priv_o0[c0], vull[i] | 0xff00ff00ff00ff00ull);
    atomicSub(&wa_priv_o1[c0], vu[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::sub>(wa_priv_o1, o1); }

// k107: grid, n 1920, blocks of 512, keys 256 (dist 0)
__global__ void k107(const int* key, const float* vf, float* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add(&o0[(k * 7 + 3) % 256], vf[i]);
  }
}

// k108: one_guard, n 1214, blocks of 512, keys 256 (dist 3)
__device__ float k108_g5[8];
__global__ void k108(const int* key, const unsigned* vu, const float* vf, float* o0, unsigned long long* o1, int* o2, float* o3, unsigned* o4, int n) { __shared__ float wa_priv_o0[8]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o0); __shared__ float wa_priv_o3[10]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o3); __shared__ unsigned wa_priv_o4[8]; warpagg::private_zero<warpagg::op::min>(wa_priv_o4); __shared__ float wa_priv_k108_g5[8]; warpagg::private_zero<warpagg::op::add>(wa_priv_k108_g5); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add_system<warpagg::strategy::uniform>(&wa_priv_o0[blockIdx.x & 7], vf[i]);
    unsigned long long s1 = warpagg::atomic_add<warpagg::strategy::uniform>(o1, 1ull);
    o2[s1] = i;
    atomicAdd_system(&wa_priv_o3[(unsigned)k % 10u], vf[i]);
    atomicMin(&wa_priv_o4[blockIdx.x & 7], vu[i]);
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_k108_g5[blockIdx.x & 7], vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::min>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::add>(wa_priv_k108_g5, k108_g5); }

// k109: done, n 137, blocks of 256, keys 1000 (dist 2)
__global__ void k109(const int* key, const unsigned* vu, const float* vf, unsigned* o0, float* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((i & 7) < 5) {
      warpagg::reduce_max(&o0[k], vu[i]);
    }
    warpagg::reduce_add(&o1[k], -vf[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k110: done, n 23774, blocks of 32, keys 16 (dist 2)
__global__ void k110(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if (vi[i] < 0) {
      warpagg::reduce_max(&o0[k], vull[i]);
    }
    done = (vu[i] & 3u) == 0u;
  }
}

// k111: one_return, n 1733, blocks of 96, keys 1 (dist 1)
__global__ void k111(const int* key, const int* vi, const float* vf, float* o0, float* o1, int* o2, int n) { __shared__ float wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[(unsigned)k % 10u], vf[i] * 0.5f);
  const int c1 = (k * 7 + 3) % 1;
  warpagg::reduce_add(&o1[c1], vf[i]);
  warpagg::reduce_xor(&o2[c1], vi[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k112: const, n 22688, blocks of 256, keys 100 (dist 6)
__global__ void k112(const int* key, const int* vi, const unsigned long long* vull, unsigned long long* o0, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    if (vi[i] < 0) {
      warpagg::reduce_min(&o0[k], vull[i]);
    }
  }
}

// k113: one_return, n 1308, blocks of 64, keys 4 (dist 5)
__global__ void k113(double* o0, int n) { __shared__ double wa_priv_o0[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o0[0], 1.0);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k114: grid, n 1588, blocks of 64, keys 100 (dist 2)
__global__ void k114(const int* key, const float* vf, float* o0, int* o1, int n) { __shared__ float wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[min(max(k, 0), 15)], vf[i] * 0.5f);
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_add(&o1[(k * 7 + 3) % 100], 1);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k115: repeat, n 15601, blocks of 160, keys 100000 (dist 2)
__global__ void k115(const int* key, const unsigned* vu, const unsigned long long* vull, float* o0, unsigned long long* o1, unsigned long long* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_add(&o0[k], 1.0f);
    warpagg::reduce_and(&o1[k], vull[i] | 0xff00ff00ff00ff00ull);
    warpagg::reduce_and(&o2[k], vull[i]);
  }
}

// k116: one_guard, n 1552, blocks of 256, keys 4096 (dist 1)
__global__ void k116(const int* key, const unsigned* vu, unsigned* o0, unsigned* o1, int* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_and(&o0[k], vu[i] | 0x0f0f0f0fu);
    const unsigned s1 = atomicAdd(&o1[0], 1u);
    o2[s1] = i;
  }
}

// k117: one_return, n 1312, blocks of 256, keys 4 (dist 6)
__global__ void k117(const int* key, const unsigned* vu, unsigned* o0, unsigned* o1, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o0); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((threadIdx.x & 3) == 1)
    atomicAdd_system(&wa_priv_o0[k & 255], vu[i]);
  else
    atomicSub(&wa_priv_o1[(unsigned char)k], vu[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::sub>(wa_priv_o1, o1); }

// k118: grid, n 24550, blocks of 96, keys 1000 (dist 0)
__global__ void k118(const int* key, const double* vd, double* o0, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 255], vd[i] * 0.25);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k119: one_return, n 19080, blocks of 64, keys 4 (dist 1)
__global__ void k119(const int* key, const int* vi, const unsigned* vu, long long* o0, unsigned* o1, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::group<warpagg::op::min, long long, unsigned int> wa_group_1726; wa_group_1726.put<0>(&o0[k], (long long)vi[i]);
  wa_group_1726.put<1>(&o1[k], vu[i] >> 20); wa_group_1726.commit();
  warpagg::reduce_max(&o2[k], vu[i] >> 20);
}

// k120: const, n 2452, blocks of 512, keys 16 (dist 1)
__global__ void k120(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, long long* o0, unsigned long long* o1, unsigned* o2, int n) {
  __shared__ unsigned long long sh0[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh0[s] = 0;
  __shared__ unsigned sh1[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh1[s] = 0;
  __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    if (k == 0)
      warpagg::reduce_min(&o0[k], vll[i]);
    else
      atomicMax(&sh0[(i >> 5) & 15], vull[i]);
    atomicXor_system(&sh1[0], vu[i]);
    if (k % 3 == 0) continue;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicMax(&o1[s], sh0[s]);
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicXor(&o2[s], sh1[s]);
}

// k121: repeat, n 24522, blocks of 32, keys 100000 (dist 3)
__global__ void k121(const int* key, const unsigned* vu, unsigned* o0, unsigned long long* o1, int n) { __shared__ unsigned wa_priv_o0[10]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    atomicAnd(&wa_priv_o0[(unsigned)k % 10u], vu[i] | 0x0f0f0f0fu);
    atomicAdd(&wa_priv_o1[k & 63], 1ull);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k122: grid, n 1473, blocks of 256, keys 4096 (dist 5)
__global__ void k122(const int* key, const unsigned* vu, const long long* vll, const double* vd, long long* o0, double* o1, double* o2, int n) { __shared__ double wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_max(&o0[k], vll[i]);
    warpagg::reduce_add(&o1[k], 1.0);
    if ((vu[i] & 1u) != 0u) {
      atomicAdd(&wa_priv_o2[k & 255], vd[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k123: one_guard, n 8556, blocks of 160, keys 4096 (dist 0)
__global__ void k123(const int* key, const unsigned* vu, const double* vd, unsigned* o0, double* o1, int* o2, int n) { __shared__ double wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ int wa_priv_o2[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_max(&o0[k], vu[i] >> 20);
    if ((i & 7) < 5)
      atomicAdd(&wa_priv_o1[k & 255], vd[i] * 0.25);
    else
      atomicMax(&wa_priv_o2[(unsigned char)k], -k);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k124: const, n 480, blocks of 160, keys 16 (dist 6)
__global__ void k124(const int* key, const int* vi, unsigned long long* o0, int* o1, int* o2, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::uniform>(o0, 1ull);
    o1[s0] = i;
    warpagg::reduce_and(&o2[k], vi[i]);
  }
}

// k125: grid, n 28610, blocks of 512, keys 256 (dist 3)
__global__ void k125(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, float* o0, unsigned long long* o1, unsigned* o2, int n) { __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o1); __syncthreads();
  __shared__ float sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0;
  __shared__ unsigned sh1[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh1[s] = (unsigned)~0ull;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&sh0[(unsigned char)k], -vf[i]);
    atomicAnd(&wa_priv_o1[(unsigned char)k], vull[i]);
    atomicMin(&sh1[(unsigned char)k], vu[i] >> 20);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicAdd(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMin(&o2[s], sh1[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o1, o1); }

// k126: one_return, n 14202, blocks of 32, keys 4096 (dist 4)
__global__ void k126(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const float* vf, long long* o0, unsigned long long* o1, float* o2, double* o3, double* o4, unsigned* o5, int n) { __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o1); __shared__ double wa_priv_o4[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicMax(&wa_priv_o0[k & 255], (long long)vi[i]);
  if ((i & 7) < 5)
    atomicAnd(&wa_priv_o1[k & 255], vull[i]);
  else
    warpagg::reduce_add_system(&o2[k], 1.0f);
  if ((i & 7) < 5)
    warpagg::reduce_add(&o3[k >> 4], (double)vf[i]);
  else
    atomicAdd(&wa_priv_o4[k & 255], 1.0);
  warpagg::reduce_sub(&o5[k >> 4], vu[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); }

// k127: one_return, n 9618, blocks of 512, keys 4096 (dist 0)
__global__ void k127(const int* key, const int* vi, const unsigned* vu, const long long* vll, const unsigned long long* vull, const double* vd, double* o0, unsigned long long* o1, long long* o2, unsigned* o3, unsigned long long* o4, unsigned* o5, unsigned* o6, long long* o7, int n) { __shared__ unsigned wa_priv_o3[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __shared__ unsigned long long wa_priv_o4[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o4); __shared__ unsigned wa_priv_o5[64]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o5); __shared__ unsigned wa_priv_o6[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o6); __shared__ long long wa_priv_o7[8]; warpagg::private_zero<warpagg::op::max>(wa_priv_o7); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[k], vd[i] * 0.25);
  warpagg::reduce_and(&o1[k], vull[i]);
  warpagg::reduce_min(&o2[k], (long long)vi[i]);
  const int c3 = (unsigned char)k;
  atomicMax(&wa_priv_o3[c3], vu[i]);
  atomicMin(&wa_priv_o4[c3], vull[i]);
  atomicSub(&wa_priv_o5[k & 63], vu[i] & 255u);
  if ((i & 7) < 5)
    atomicMax(&wa_priv_o6[k & 63], vu[i] >> 20);
  else
    warpagg::reduce_max<warpagg::strategy::uniform>(&wa_priv_o7[blockIdx.x & 7], vll[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::min>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::sub>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::max>(wa_priv_o6, o6); warpagg::private_flush<warpagg::op::max>(wa_priv_o7, o7); }

// k128: const, n 160, blocks of 256, keys 16 (dist 5)
__global__ void k128(const float* vf, float* o0, int n) { __shared__ float wa_priv_o0[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    if ((i & 7) < 5) {
      warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o0[0], vf[i] * 0.5f);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k129: one_guard, n 18400, blocks of 256, keys 100000 (dist 5)
__global__ void k129(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, const double* vd, double* o0, double* o1, unsigned long long* o2, float* o3, unsigned long long* o4, int n) { __shared__ unsigned long long wa_priv_o4[10]; warpagg::private_zero<warpagg::op::bit_or_system>(wa_priv_o4); __shared__ double wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ double wa_priv_o1[8]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1) {
      atomicAdd(&wa_priv_o0[(unsigned)k % 10u], vd[i] * 0.25);
    }
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o1[blockIdx.x & 7], vd[i]);
    }
    warpagg::reduce_and(&o2[k], vull[i]);
    warpagg::reduce_add(&o3[k], -vf[i]);
    atomicOr_system(&wa_priv_o4[(unsigned)k % 10u], 1ull << (i & 63));
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or_system>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k130: grid, n 13090, blocks of 160, keys 1 (dist 0)
__global__ void k130(const int* key, const int* vi, const unsigned* vu, const double* vd, int* o0, double* o1, unsigned* o2, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) { warpagg::group<warpagg::op::add, double, unsigned int> wa_group_1893; do {
    const int k = key[i];
    if (vi[i] < 0) continue;
    warpagg::reduce_and(&o0[k], 1 << (k & 31));
    wa_group_1893.put<0>(&o1[k], vd[i] * 0.25);
    wa_group_1893.put<1>(&o2[k], vu[i]);
  } while (0); wa_group_1893.commit(); }
}

// k131: one_return, n 884, blocks of 256, keys 256 (dist 4)
__global__ void k131(const int* key, int* o0, int n) { __shared__ int wa_priv_o0[10]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicSub(&wa_priv_o0[(unsigned)k % 10u], k);
  if ((threadIdx.x >> 5) == 1) return;
}(); __syncthreads(); warpagg::private_flush<warpagg::op::sub>(wa_priv_o0, o0); }

// k132: one_return, n 1875, blocks of 64, keys 100000 (dist 4)
__global__ void k132(const int* key, unsigned* o0, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_or_system>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicOr_system(&wa_priv_o0[k & 255], 1u << (i & 31));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or_system>(wa_priv_o0, o0); }

// k133: grid, n 29130, blocks of 256, keys 1 (dist 1)
__global__ void k133(float* o0, int n) { __shared__ float wa_priv_o0[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_o0, 1.0f);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k134: one_return, n 1952, blocks of 160, keys 100 (dist 2)
__global__ void k134(const int* key, const int* vi, const float* vf, int* o0, int* o1, int* o2, float* o3, int* o4, unsigned long long* o5, unsigned long long* o6, int n) { __shared__ int wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicXor(&wa_priv_o0[k & 255], 1 << (k & 31));
  o2[i] = atomicAdd(&o1[0], 2);
  warpagg::reduce_add(&o3[(k * 7 + 3) % 100], vf[i]);
  const int c3 = k >> 4;
  warpagg::reduce_or(&o4[c3], vi[i]);
  warpagg::reduce_xor(&o5[c3], 1ull << (i & 63));
  warpagg::reduce_add(&o6[c3], 1ull);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); }

// k135: one_guard, n 1052, blocks of 128, keys 4 (dist 2)
__global__ void k135(const int* key, const long long* vll, const float* vf, float* o0, long long* o1, int n) { __shared__ float wa_priv_o0[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  __shared__ long long sh0[4];
  for (int s = threadIdx.x; s < 4; s += blockDim.x) sh0[s] = (long long)0x8000000000000000ull;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 63], vf[i] * 0.5f);
    if ((threadIdx.x >> 5) == 1) {
      atomicMax(&sh0[k], vll[i]);
    }
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 4; s += blockDim.x) atomicMax(&o1[s], sh0[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k136: const, n 1477, blocks of 32, keys 256 (dist 0)
__global__ void k136(const int* key, const int* vi, const double* vd, double* o0, long long* o1, int* o2, unsigned* o3, unsigned* o4, int n) { __shared__ int wa_priv_o2[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads();
  __shared__ double sh0[64];
  for (int s = threadIdx.x; s < 64; s += blockDim.x) sh0[s] = 0;
  __shared__ long long sh1[64];
  for (int s = threadIdx.x; s < 64; s += blockDim.x) sh1[s] = 0x7fffffffffffffffll;
  __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    atomicAdd(&sh0[k & 63], vd[i] * 0.25);
    atomicMin(&sh1[k & 63], (long long)vi[i]);
    atomicAdd(&wa_priv_o2[k & 63], k);
    o4[i] = warpagg::atomic_add(&o3[k & 63], 1u);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 64; s += blockDim.x) atomicAdd(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 64; s += blockDim.x) atomicMin(&o1[s], sh1[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k137: repeat, n 1376, blocks of 32, keys 4 (dist 6)
__global__ void k137(const int* key, const unsigned* vu, const double* vd, unsigned* o0, double* o1, double* o2, int n) { __shared__ double wa_priv_o1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ double wa_priv_o2[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((vu[i] & 1u) != 0u) return;
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_or(&o0[k], vu[i]);
    }
    atomicAdd(&wa_priv_o1[min(max(k, 0), 15)], vd[i] * 0.25);
    atomicAdd(&wa_priv_o2[(i >> 5) & 15], vd[i] * 0.25);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k138: const, n 18997, blocks of 128, keys 16 (dist 0)
__global__ void k138(const int* key, unsigned* o0, unsigned* o1, unsigned* o2, float* o3, int n) { __shared__ float wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k & 255], 1u);
    warpagg::reduce_and(&o2[k], ~(1u << (i & 31)));
    if (k % 3 == 0) {
      atomicAdd(&wa_priv_o3[k & 255], 1.0f);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); }

// k139: done, n 25893, blocks of 64, keys 16 (dist 1)
__global__ void k139(const int* key, const unsigned* vu, const float* vf, int* o0, int* o1, int* o2, int* o3, float* o4, int n) { __shared__ float wa_priv_o4[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k], 2);
    const int s1 = atomicAdd(&o2[0], 1);
    o3[s1] = i;
    if ((i & 7) < 5) {
      atomicAdd(&wa_priv_o4[(unsigned)k % 10u], -vf[i]);
    }
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); }

// k140: grid, n 1603, blocks of 64, keys 100000 (dist 5)
__global__ void k140(const int* key, const int* vi, unsigned long long* o0, int* o1, unsigned long long* o2, unsigned long long* o3, int* o4, int* o5, int* o6, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::uniform>(o0, 1ull);
    o1[s0] = i;
    o3[i] = warpagg::atomic_add(&o2[k & 63], 3ull);
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_max(&o4[k], vi[i]);
    }
    o6[i] = warpagg::atomic_add(&o5[k & 255], 2);
  }
}

// k141: repeat, n 960, blocks of 96, keys 100 (dist 2)
__global__ void k141(const unsigned* vu, unsigned* o0, int* o1, int* o2, int* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    unsigned s0 = atomicAdd(o0, 1u);
    o1[s0] = i;
    const int s2 = atomicAdd(&o2[0], 1);
    o3[s2] = i;
  }
}

// k142: const, n 1696, blocks of 512, keys 100000 (dist 0)
__global__ void k142(const int* key, const int* vi, const float* vf, int* o0, float* o1, int n) { __shared__ float wa_priv_o1[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    if (k == 0)
      warpagg::reduce_min(&o0[k], vi[i]);
    else
      warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_o1, vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k143: one_return, n 545, blocks of 32, keys 1000 (dist 3)
__global__ void k143(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, int* o0, int* o1, unsigned long long* o2, long long* o3, unsigned long long* o4, int* o5, int n) { __shared__ int wa_priv_o0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ int wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int c0 = k & 255;
  atomicMin(&wa_priv_o0[c0], vi[i]);
  atomicXor(&wa_priv_o1[c0], 1 << (k & 31));
  atomicXor(&wa_priv_o2[c0], 1ull << (i & 63));
  warpagg::reduce_min(&o3[k], vll[i] >> 40);
  warpagg::reduce_add(&o4[k], vull[i]);
  warpagg::reduce_min(&o5[k], vi[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o2, o2); }

// k144: one_return, n 1408, blocks of 160, keys 1000 (dist 4)
__global__ void k144(const int* key, const float* vf, const double* vd, double* o0, double* o1, int n) { __shared__ double wa_priv_o1[10]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k % 3 == 0) {
    warpagg::reduce_add(&o0[k], vd[i]);
  }
  atomicAdd_system(&wa_priv_o1[(unsigned)k % 10u], (double)vf[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o1, o1); }

// k145: repeat, n 11588, blocks of 160, keys 256 (dist 0)
__global__ void k145(const int* key, const unsigned* vu, double* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if (k == 0) return;
    warpagg::reduce_add(&o0[k], 1.0);
  }
}

// k146: done, n 1427, blocks of 512, keys 4096 (dist 6)
__global__ void k146(const int* key, const unsigned* vu, unsigned long long* o0, unsigned long long* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k & 63], 3ull);
    done = (vu[i] & 3u) == 0u;
  }
}

// k147: one_return, n 24320, blocks of 96, keys 256 (dist 4)
__global__ void k147(const int* key, const int* vi, const float* vf, const double* vd, long long* o0, double* o1, float* o2, unsigned long long* o3, int n) { __shared__ unsigned long long wa_priv_o3[8]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o3); __shared__ double wa_priv_o1[8]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_max(&o0[k], (long long)vi[i]);
  if ((i & 7) < 5)
    warpagg::reduce_add_system<warpagg::strategy::uniform>(&wa_priv_o1[blockIdx.x & 7], vd[i]);
  else
    warpagg::reduce_add(&o2[k], vf[i] * 0.5f);
  warpagg::reduce_xor<warpagg::strategy::uniform>(&wa_priv_o3[blockIdx.x & 7], 1ull << (i & 63));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o1, o1); }

// k148: grid, n 43, blocks of 64, keys 16 (dist 1)
__device__ float k148_g3[16];
__global__ void k148(const int* key, const unsigned* vu, const long long* vll, const float* vf, const double* vd, float* o0, long long* o1, unsigned* o2, float* o4, double* o5, float* o6, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::min_system>(wa_priv_o1); __shared__ unsigned wa_priv_o2[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o2); __shared__ float wa_priv_k148_g3[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_k148_g3); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 255], -vf[i]);
    atomicMin_system(&wa_priv_o1[k & 255], vll[i] >> 40);
    atomicSub(&wa_priv_o2[k & 255], vu[i]);
    if (k % 3 == 0) {
      atomicAdd(&wa_priv_k148_g3[(i >> 5) & 15], vf[i]);
    }
    const int c6 = k >> 4;
    warpagg::group<warpagg::op::add, float, double, float> wa_group_2140; wa_group_2140.put<0>(&o4[c6], -vf[i]);
    wa_group_2140.put<1>(&o5[c6], vd[i] * 0.25);
    wa_group_2140.put<2>(&o6[c6], 1.0f); wa_group_2140.commit();
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min_system>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::sub>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_k148_g3, k148_g3); }

// k149: one_guard, n 1022, blocks of 160, keys 4096 (dist 2)
__device__ long long k149_g0[4096];
__global__ void k149(const int* key, const unsigned* vu, const long long* vll, unsigned* o1, float* o2, unsigned* o3, float* o4, long long* o5, int n) { __shared__ long long wa_priv_o5[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o5); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_max(&k149_g0[k], vll[i] >> 40);
    warpagg::reduce_min(&o1[k], vu[i]);
    warpagg::reduce_add(&o2[k], 1.0f);
    warpagg::reduce_xor(&o3[(k * 7 + 3) % 4096], vu[i]);
    if ((i & 7) < 5) {
      warpagg::reduce_add(&o4[k], 1.0f);
    }
    warpagg::reduce_max<warpagg::strategy::uniform>(wa_priv_o5, vll[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o5, o5); }

// k150: one_guard, n 342, blocks of 32, keys 1 (dist 4)
__global__ void k150(const int* key, const long long* vll, long long* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_max_system(&o0[k], vll[i]);
  }
}

// k151: grid, n 3459, blocks of 160, keys 1 (dist 4)
__device__ int k151_g4[16];
__global__ void k151(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, const float* vf, const double* vd, unsigned* o0, unsigned* o1, unsigned long long* o2, double* o3, long long* o5, float* o6, int n) { __shared__ double wa_priv_o3[16]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o3); __shared__ int wa_priv_k151_g4[16]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k151_g4); __shared__ long long wa_priv_o5[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o5); __shared__ float wa_priv_o6[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o6); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k & 255], 1u);
    warpagg::reduce_max(&o2[k], vull[i]);
    const int c2 = min(max(k, 0), 15);
    atomicAdd_system(&wa_priv_o3[c2], vd[i] * 0.25);
    atomicXor(&wa_priv_k151_g4[c2], vi[i]);
    atomicMax(&wa_priv_o5[c2], vll[i] >> 40);
    if (vi[i] < 0) {
      atomicAdd(&wa_priv_o6[(unsigned)k % 10u], -vf[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k151_g4, k151_g4); warpagg::private_flush<warpagg::op::max>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::add>(wa_priv_o6, o6); }

// k152: grid, n 1632, blocks of 512, keys 4 (dist 1)
__global__ void k152(const int* key, const unsigned* vu, unsigned* o0, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 255], vu[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k153: const, n 28128, blocks of 64, keys 1 (dist 4)
__global__ void k153(const int* key, const unsigned long long* vull, const double* vd, int* o0, int* o1, int* o2, double* o3, unsigned long long* o4, unsigned* o5, int n) { __shared__ double wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ unsigned long long wa_priv_o4[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o4); __syncthreads();
  __shared__ int sh0[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    atomicXor_system(&sh0[k], 1 << (k & 31));
    o2[i] = warpagg::atomic_add(&o1[k], 2);
    atomicAdd(&wa_priv_o3[k & 255], vd[i] * 0.25);
    atomicAnd(&wa_priv_o4[k & 255], vull[i]);
    warpagg::reduce_or(&o5[k], 1u << (i & 31));
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicXor(&o0[s], sh0[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o4, o4); }

// k154: const, n 5308, blocks of 64, keys 100000 (dist 3)
__global__ void k154(const int* key, const unsigned long long* vull, const float* vf, const double* vd, unsigned long long* o0, unsigned long long* o1, float* o2, double* o3, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) { warpagg::group<warpagg::op::add, float, double> wa_group_2227; do {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_max_system(&o0[(k * 7 + 3) % 100000], vull[i]);
    warpagg::reduce_and_system(&o1[k >> 4], vull[i] | 0xff00ff00ff00ff00ull);
    const int c2 = (k * 7 + 3) % 100000;
    wa_group_2227.put<0>(&o2[c2], vf[i]);
    wa_group_2227.put<1>(&o3[c2], vd[i] * 0.25);
  } while (0); wa_group_2227.commit(); }
}

// k155: one_return, n 26560, blocks of 32, keys 100 (dist 2)
__global__ void k155(const int* key, const unsigned* vu, const float* vf, unsigned long long* o0, float* o1, unsigned* o2, unsigned* o3, unsigned long long* o4, unsigned long long* o5, int n) { __shared__ float wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ unsigned wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ unsigned wa_priv_o3[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __shared__ unsigned long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((vu[i] & 1u) != 0u) {
    atomicAdd(&wa_priv_o0[(i >> 5) & 15], (unsigned long long)vu[i]);
  }
  const int c3 = k & 255;
  atomicAdd(&wa_priv_o1[c3], -vf[i]);
  atomicAdd(&wa_priv_o2[c3], 1u);
  atomicMax(&wa_priv_o3[c3], vu[i] >> 20);
  o5[i] = warpagg::atomic_add(&o4[k], 3ull);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k156: const, n 1155, blocks of 160, keys 100 (dist 5)
__global__ void k156(const int* key, const long long* vll, const double* vd, double* o0, int* o1, long long* o2, int* o3, int* o4, long long* o5, int n) { __shared__ double wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ int wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ long long wa_priv_o5[10]; warpagg::private_zero<warpagg::op::min>(wa_priv_o5); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0)
      atomicAdd(&wa_priv_o0[(i >> 5) & 15], vd[i] * 0.25);
    else
      atomicAdd(&wa_priv_o1[(unsigned char)k], k);
    if (k % 3 == 0) {
      warpagg::reduce_min(&o2[k], vll[i] >> 40);
    }
    o4[i] = warpagg::atomic_add(&o3[k], 2);
    if (k == 0) {
      atomicMin(&wa_priv_o5[(unsigned)k % 10u], vll[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o5, o5); }

// k157: one_return, n 13916, blocks of 96, keys 100 (dist 0)
__global__ void k157(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const float* vf, double* o0, int* o1, long long* o2, unsigned long long* o3, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ int wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __shared__ long long wa_priv_o2[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __shared__ unsigned long long wa_priv_o3[10]; warpagg::private_zero<warpagg::op::min>(wa_priv_o3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[k & 255], (double)vf[i]);
  atomicXor(&wa_priv_o1[k & 255], vi[i]);
  if (k == 0) {
    atomicMax(&wa_priv_o2[k & 63], (long long)vi[i]);
  }
  if ((vu[i] & 1u) != 0u) {
    atomicMin(&wa_priv_o3[(unsigned)k % 10u], vull[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::min>(wa_priv_o3, o3); }

// k158: one_return, n 381, blocks of 512, keys 100000 (dist 4)
__global__ void k158(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, unsigned* o1, int* o2, int n) { __shared__ unsigned long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __shared__ unsigned wa_priv_o1[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __shared__ int wa_priv_o2[64]; warpagg::private_zero<warpagg::op::max_system>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k % 3 == 0) return;
  const int c1 = k & 63;
  atomicAnd(&wa_priv_o0[c1], vull[i]);
  atomicMax(&wa_priv_o1[c1], vu[i] >> 20);
  atomicMax_system(&wa_priv_o2[c1], vi[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::max_system>(wa_priv_o2, o2); }

// k159: done, n 16951, blocks of 256, keys 1 (dist 5)
__global__ void k159(const int* key, const unsigned* vu, const long long* vll, const float* vf, const double* vd, int* o0, double* o1, unsigned* o2, long long* o3, int* o4, int* o5, float* o6, int n) { __shared__ int wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ double wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ unsigned wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o2); __shared__ long long wa_priv_o3[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicOr(&wa_priv_o0[k & 255], 1 << (i & 31));
    atomicAdd(&wa_priv_o1[k & 255], vd[i]);
    atomicXor(&wa_priv_o2[k & 255], 1u << (i & 31));
    atomicMax(&wa_priv_o3[k & 255], vll[i] >> 40);
    warpagg::reduce_add(&o4[k >> 4], k);
    warpagg::reduce_xor(&o5[k >> 4], 1 << (k & 31));
    warpagg::reduce_add(&o6[k >> 4], -vf[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); }

// k160: done, n 8266, blocks of 128, keys 16 (dist 5)
__global__ void k160(const int* key, const int* vi, const unsigned* vu, const long long* vll, const unsigned long long* vull, const float* vf, unsigned long long* o0, long long* o1, float* o2, float* o3, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ float wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ float wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k & 255;
    atomicOr(&wa_priv_o0[c0], vull[i]);
    atomicMin(&wa_priv_o1[c0], vll[i] >> 40);
    if ((i & 7) < 5) {
      atomicAdd(&wa_priv_o2[k & 255], vf[i]);
    }
    if (vi[i] < 0) {
      atomicAdd(&wa_priv_o3[k & 255], 1.0f);
    }
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); }

// k161: const, n 821, blocks of 64, keys 1000 (dist 4)
__device__ float k161_g2[10];
__global__ void k161(const int* key, const int* vi, const float* vf, const double* vd, float* o0, double* o1, int* o3, int n) { __shared__ double wa_priv_o1[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ float wa_priv_k161_g2[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_k161_g2); __shared__ int wa_priv_o3[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o3); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_add(&o0[k], vf[i]);
    }
    if (k % 3 == 0) continue;
    const int c4 = (unsigned)k % 10u;
    atomicAdd(&wa_priv_o1[c4], vd[i]);
    atomicAdd(&wa_priv_k161_g2[c4], vf[i]);
    atomicOr(&wa_priv_o3[c4], vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_k161_g2, k161_g2); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o3, o3); }

// k162: one_return, n 16974, blocks of 256, keys 100000 (dist 0)
__global__ void k162(const int* key, const unsigned* vu, unsigned* o0, unsigned* o1, unsigned* o2, unsigned* o3, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((vu[i] & 1u) != 0u)
    atomicAnd(&wa_priv_o0[(unsigned char)k], vu[i] | 0x0f0f0f0fu);
  else
    atomicMax(o1, vu[i] >> 20);
  warpagg::group<warpagg::op::bit_xor, unsigned int, unsigned int> wa_group_2363; wa_group_2363.put<0>(&o2[k], vu[i]);
  wa_group_2363.put<1>(&o3[k], 1u << (i & 31)); wa_group_2363.commit();
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); }

// k163: done, n 771, blocks of 256, keys 16 (dist 2)
__global__ void k163(const int* key, const int* vi, const unsigned* vu, const long long* vll, const float* vf, long long* o0, float* o1, int* o2, int* o3, unsigned long long* o4, long long* o5, int n) { __shared__ unsigned long long wa_priv_o4[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __shared__ long long wa_priv_o5[256]; warpagg::private_zero<warpagg::op::max_system>(wa_priv_o5); __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ float wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1)
      atomicMax(&wa_priv_o0[(unsigned char)k], vll[i] >> 40);
    else
      atomicAdd(&wa_priv_o1[k & 255], vf[i] * 0.5f);
    o3[i] = warpagg::atomic_add(&o2[k], 2);
    atomicAdd(&wa_priv_o4[k & 255], 1ull);
    atomicMax_system(&wa_priv_o5[k & 255], (long long)vi[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::max_system>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k164: one_return, n 452, blocks of 64, keys 4 (dist 3)
__global__ void k164(const int* key, unsigned long long* o0, int n) { __shared__ unsigned long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicOr(&wa_priv_o0[min(max(k, 0), 15)], 1ull << (i & 63));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); }

// k165: const, n 1432, blocks of 32, keys 16 (dist 5)
__global__ void k165(const int* key, const float* vf, double* o0, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads(); [&]() {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    if (k == 0) return;
    atomicAdd(&wa_priv_o0[k & 255], (double)vf[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k166: one_return, n 1830, blocks of 512, keys 100 (dist 5)
__global__ void k166(const int* key, const float* vf, int* o0, int* o1, float* o2, int n) { __shared__ float wa_priv_o2[8]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  o1[i] = warpagg::atomic_add(&o0[k & 63], 2);
  if (k == 0) return;
  warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o2[blockIdx.x & 7], vf[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k167: one_return, n 28363, blocks of 160, keys 100000 (dist 1)
__global__ void k167(const int* key, const int* vi, double* o0, int* o1, int* o2, double* o3, unsigned* o4, unsigned long long* o5, int* o6, int n) { __shared__ double wa_priv_o0[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ int wa_priv_o1[64]; warpagg::private_zero<warpagg::op::bit_xor_system>(wa_priv_o1); __shared__ double wa_priv_o3[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ unsigned wa_priv_o4[10]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o4); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[k & 63], 1.0);
  atomicXor_system(&wa_priv_o1[k & 63], 1 << (k & 31));
  if (vi[i] < 0) {
    warpagg::reduce_min(&o2[k], vi[i]);
  }
  atomicAdd(&wa_priv_o3[(unsigned)k % 10u], 1.0);
  atomicXor(&wa_priv_o4[(unsigned)k % 10u], 1u << (i & 31));
  unsigned long long s7 = warpagg::atomic_add<warpagg::strategy::uniform>(o5, 1ull);
  o6[s7] = i;
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor_system>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o4, o4); }

// k168: repeat, n 642, blocks of 128, keys 1000 (dist 5)
__global__ void k168(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, float* o0, float* o1, unsigned long long* o2, unsigned* o3, int* o4, unsigned* o5, int n) { __shared__ unsigned long long wa_priv_o2[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __shared__ unsigned wa_priv_o5[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o5); __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ float wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((vu[i] & 1u) != 0u)
      atomicAdd(&wa_priv_o0[k & 255], vf[i]);
    else
      atomicAdd(&wa_priv_o1[k & 255], 1.0f);
    warpagg::reduce_or<warpagg::strategy::uniform>(&wa_priv_o2[0], vull[i]);
    const unsigned s5 = atomicAdd(&o3[0], 1u);
    o4[s5] = i;
    atomicXor(&wa_priv_o5[k & 255], vu[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k169: const, n 1696, blocks of 256, keys 100 (dist 1)
__global__ void k169(const int* key, const unsigned* vu, unsigned* o0, unsigned long long* o1, unsigned long long* o2, int* o3, int* o4, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_and(&o0[k >> 4], vu[i] | 0x0f0f0f0fu);
    }
    o2[i] = warpagg::atomic_add(&o1[k], 3ull);
    if (k % 3 == 0) return;
    o4[i] = warpagg::atomic_add(&o3[(unsigned char)k], 2);
  }
}

// k170: one_return, n 21077, blocks of 256, keys 1000 (dist 1)
__global__ void k170(const int* key, const unsigned long long* vull, const float* vf, int* o0, unsigned long long* o1, double* o2, unsigned long long* o3, unsigned long long* o4, int n) { __shared__ int wa_priv_o0[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __shared__ double wa_priv_o2[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ unsigned long long wa_priv_o3[1]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o3); __shared__ unsigned long long wa_priv_o4[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_o4); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicMax(&wa_priv_o0[k & 63], -k);
  warpagg::reduce_max<warpagg::strategy::uniform>(&wa_priv_o1[0], vull[i] >> 50);
  warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o2[0], (double)vf[i]);
  warpagg::reduce_xor<warpagg::strategy::uniform>(&wa_priv_o3[0], 1ull << (i & 63));
  if ((i & 7) < 5) {
    atomicMax(&wa_priv_o4[(unsigned)k % 10u], vull[i] >> 50);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::max>(wa_priv_o4, o4); }

// k171: const, n 1402, blocks of 256, keys 4096 (dist 5)
__global__ void k171(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned long long* o1, int* o2, int n) { __shared__ unsigned wa_priv_o0[10]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ int wa_priv_o2[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads();
  __shared__ unsigned long long sh0[10];
  for (int s = threadIdx.x; s < 10; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    atomicMin(&wa_priv_o0[(unsigned)k % 10u], vu[i] >> 20);
    if (vi[i] < 0)
      atomicMax(&sh0[(unsigned)k % 10u], vull[i]);
    else
      atomicOr(&wa_priv_o2[k & 63], vi[i]);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 10; s += blockDim.x) atomicMax(&o1[s], sh0[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k172: one_guard, n 760, blocks of 512, keys 4 (dist 0)
__global__ void k172(const int* key, const long long* vll, const float* vf, int* o0, long long* o1, float* o2, float* o3, int n) { __shared__ float wa_priv_o2[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add_system(&o0[k], 1);
    warpagg::reduce_max(&o1[k], vll[i] >> 40);
    if ((i & 7) < 5)
      atomicAdd(&wa_priv_o2[(unsigned)k % 10u], 1.0f);
    else
      warpagg::reduce_add(&o3[k >> 4], vf[i] * 0.5f);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k173: grid, n 3247, blocks of 96, keys 4096 (dist 0)
__global__ void k173(const int* key, const int* vi, const long long* vll, long long* o0, long long* o1, int n) { __shared__ long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicMax(&wa_priv_o0[min(max(k, 0), 15)], (long long)vi[i]);
    warpagg::reduce_min(&o1[k >> 4], vll[i] >> 40);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); }

// k174: grid, n 1078, blocks of 256, keys 1000 (dist 5)
__device__ float k174_g3[256];
__global__ void k174(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, const float* vf, unsigned long long* o0, unsigned long long* o1, long long* o2, int* o4, int n) { __shared__ float wa_priv_k174_g3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k174_g3); __shared__ int wa_priv_o4[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o4); __shared__ unsigned long long wa_priv_o0[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      atomicOr(&wa_priv_o0[(unsigned)k % 10u], vull[i]);
    }
    const int c3 = k;
    warpagg::group<warpagg::op::max_system, unsigned long long, long long> wa_group_2532; wa_group_2532.put<0>(&o1[c3], vull[i]);
    wa_group_2532.put<1>(&o2[c3], vll[i]); wa_group_2532.commit();
    const int c6 = k & 255;
    atomicAdd(&wa_priv_k174_g3[c6], -vf[i]);
    atomicMax(&wa_priv_o4[c6], vi[i] >> 12);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k174_g3, k174_g3); warpagg::private_flush<warpagg::op::max>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); }

// k175: done, n 480, blocks of 128, keys 1000 (dist 1)
__device__ unsigned long long k175_g3[8];
__global__ void k175(const int* key, const unsigned* vu, unsigned* o0, unsigned long long* o1, int* o2, double* o4, unsigned* o5, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ int wa_priv_o2[16]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o2); __shared__ unsigned long long wa_priv_k175_g3[8]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k175_g3); __shared__ double wa_priv_o4[8]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __shared__ unsigned wa_priv_o5[8]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o5); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 255], 1u);
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_or(&o1[k], 1ull << (i & 63));
    }
    atomicXor(&wa_priv_o2[min(max(k, 0), 15)], 1 << (k & 31));
    warpagg::reduce_or<warpagg::strategy::uniform>(&wa_priv_k175_g3[blockIdx.x & 7], 1ull << (i & 63));
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o4[blockIdx.x & 7], 1.0);
    atomicAnd(&wa_priv_o5[blockIdx.x & 7], ~(1u << (i & 31)));
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k175_g3, k175_g3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o5, o5); }

// k176: one_guard, n 11104, blocks of 256, keys 1000 (dist 3)
__global__ void k176(const int* key, const unsigned long long* vull, unsigned long long* o0, double* o1, int n) { __shared__ unsigned long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __shared__ double wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicAnd(&wa_priv_o0[k & 63], vull[i]);
    atomicAdd(&wa_priv_o1[k & 255], 1.0);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k177: repeat, n 33, blocks of 512, keys 100000 (dist 5)
__device__ int k177_g0[1];
__global__ void k177(const unsigned* vu, int n) { __shared__ int wa_priv_k177_g0[1]; warpagg::private_zero<warpagg::op::sub>(wa_priv_k177_g0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((i & 7) < 5) {
      atomicSub(&wa_priv_k177_g0[0], 1);
    }
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::sub>(wa_priv_k177_g0, k177_g0); }

// k178: const, n 1831, blocks of 128, keys 4 (dist 0)
__global__ void k178(const int* key, const int* vi, const float* vf, unsigned long long* o0, float* o1, int* o2, int n) { __shared__ int wa_priv_o2[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_xor_system(&o0[k], 1ull << (i & 63));
    if ((threadIdx.x >> 5) == 1)
      warpagg::reduce_add(&o1[k], vf[i]);
    else
      atomicMin(&wa_priv_o2[0], vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); }

// k179: done, n 9404, blocks of 512, keys 4 (dist 1)
__device__ double k179_g2[1];
__global__ void k179(const int* key, const unsigned* vu, const double* vd, unsigned long long* o0, unsigned long long* o1, int n) { __shared__ double wa_priv_k179_g2[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_k179_g2); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[(unsigned)k % 10u], 3ull);
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_k179_g2[0], vd[i] * 0.25);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k179_g2, k179_g2); }

// k180: done, n 1824, blocks of 256, keys 100000 (dist 3)
__global__ void k180(const unsigned* vu, unsigned* o0, unsigned* o1, int n) { __shared__ unsigned wa_priv_o0[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ unsigned wa_priv_o1[8]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __syncthreads(); [&]() {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    if ((i & 7) < 5) return;
    atomicOr(wa_priv_o0, vu[i]);
    atomicMax(&wa_priv_o1[blockIdx.x & 7], vu[i]);
    done = (vu[i] & 3u) == 0u;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); }

// k181: one_return, n 1630, blocks of 256, keys 256 (dist 3)
__global__ void k181(const int* key, const float* vf, float* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k % 3 == 0) {
    warpagg::reduce_add(&o0[k], vf[i] * 0.5f);
  }
}

// k182: grid, n 29577, blocks of 256, keys 16 (dist 0)
__global__ void k182(const int* key, const double* vd, double* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], vd[i] * 0.25);
  }
}

// k183: done, n 5986, blocks of 512, keys 100 (dist 0)
__global__ void k183(const int* key, const unsigned* vu, unsigned* o0, unsigned* o1, int n) { __shared__ unsigned wa_priv_o1[64]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o1); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((vu[i] & 1u) != 0u)
      warpagg::reduce_sub(&o0[k], vu[i]);
    else
      atomicAnd(&wa_priv_o1[k & 63], vu[i] | 0x0f0f0f0fu);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o1, o1); }

// k184: done, n 9600, blocks of 64, keys 4 (dist 1)
__global__ void k184(const int* key, const unsigned* vu, const float* vf, unsigned* o0, unsigned* o1, double* o2, unsigned* o3, int n) { __shared__ double wa_priv_o2[8]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k & 63], 1u);
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o2[blockIdx.x & 7], (double)vf[i]);
    warpagg::reduce_max(&o3[k], vu[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k185: grid, n 29676, blocks of 512, keys 256 (dist 3)
__device__ unsigned long long k185_g0[1];
__global__ void k185(const int* key, const int* vi, const float* vf, double* o1, int n) { __shared__ unsigned long long wa_priv_k185_g0[1]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k185_g0); __shared__ double wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_xor<warpagg::strategy::uniform>(&wa_priv_k185_g0[0], 1ull << (i & 63));
    if (vi[i] < 0) continue;
    atomicAdd(&wa_priv_o1[k & 255], (double)vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k185_g0, k185_g0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k186: one_guard, n 2451, blocks of 160, keys 16 (dist 1)
__global__ void k186(const int* key, const int* vi, const unsigned long long* vull, int* o0, unsigned long long* o1, int n) { __shared__ int wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicAnd(&wa_priv_o0[k & 255], vi[i]);
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_and(&o1[k >> 4], vull[i] | 0xff00ff00ff00ff00ull);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); }

// k187: one_guard, n 1175, blocks of 64, keys 4096 (dist 4)
__device__ long long k187_g0[256];
__global__ void k187(const int* key, const long long* vll, int n) { __shared__ long long wa_priv_k187_g0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_k187_g0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      atomicMin(&wa_priv_k187_g0[k & 255], vll[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_k187_g0, k187_g0); }

// k188: one_guard, n 28068, blocks of 96, keys 4096 (dist 5)
__global__ void k188(const int* key, const long long* vll, const double* vd, int* o0, int* o1, long long* o2, double* o3, int n) { __shared__ long long wa_priv_o2[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int s0 = atomicAdd(&o0[0], 1);
    o1[s0] = i;
    atomicMax(&wa_priv_o2[min(max(k, 0), 15)], vll[i]);
    if ((i & 7) < 5) {
      warpagg::reduce_add(&o3[k], vd[i] * 0.25);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k189: done, n 12741, blocks of 128, keys 100 (dist 3)
__device__ double k189_g0[1];
__global__ void k189(const int* key, const unsigned* vu, const double* vd, int n) { __shared__ double wa_priv_k189_g0[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_k189_g0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_k189_g0[0], vd[i] * 0.25);
    if (k == 0) continue;
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k189_g0, k189_g0); }

// k190: done, n 8622, blocks of 160, keys 16 (dist 3)
__global__ void k190(const int* key, const int* vi, const unsigned* vu, const float* vf, float* o0, float* o1, unsigned* o2, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned wa_priv_o2[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ float wa_priv_o1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if (vi[i] < 0) continue;
    atomicAdd(&wa_priv_o0[k & 255], 1.0f);
    if (vi[i] < 0) {
      atomicAdd(&wa_priv_o1[(i >> 5) & 15], vf[i]);
    }
    atomicAdd(wa_priv_o2, vu[i] & 255u);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k191: one_return, n 1440, blocks of 256, keys 4 (dist 5)
__global__ void k191(const int* key, const float* vf, const double* vd, double* o0, int* o1, float* o2, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ int wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __shared__ float wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[k & 255], vd[i] * 0.25);
  atomicOr(&wa_priv_o1[k & 255], 1 << (i & 31));
  atomicAdd(&wa_priv_o2[k & 255], vf[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k192: grid, n 18784, blocks of 64, keys 1000 (dist 3)
__device__ float k192_g1[256];
__global__ void k192(const int* key, const int* vi, int* o0, int* o2, int* o3, int n) { __shared__ int wa_priv_o0[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ float wa_priv_k192_g1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k192_g1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1)
      atomicOr(&wa_priv_o0[(unsigned)k % 10u], vi[i]);
    else
      atomicAdd(&wa_priv_k192_g1[(unsigned char)k], 1.0f);
    const int s4 = atomicAdd(&o2[0], 1);
    o3[s4] = i;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_k192_g1, k192_g1); }

// k193: one_guard, n 177, blocks of 512, keys 16 (dist 0)
__device__ double k193_g1[10];
__global__ void k193(const int* key, const int* vi, const unsigned long long* vull, int* o0, unsigned long long* o2, int n) { __shared__ int wa_priv_o0[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ double wa_priv_k193_g1[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_k193_g1); __shared__ unsigned long long wa_priv_o2[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int c0 = (unsigned)k % 10u;
    atomicOr(&wa_priv_o0[c0], vi[i]);
    atomicAdd(&wa_priv_k193_g1[c0], 1.0);
    if (k == 0) return;
    warpagg::reduce_max<warpagg::strategy::uniform>(wa_priv_o2, vull[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_k193_g1, k193_g1); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k194: one_guard, n 15604, blocks of 64, keys 100000 (dist 6)
__global__ void k194(const int* key, const long long* vll, long long* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_min(&o0[k], vll[i] >> 40);
  }
}

// k195: one_guard, n 19665, blocks of 256, keys 100000 (dist 2)
__global__ void k195(const int* key, const long long* vll, const unsigned long long* vull, unsigned* o0, unsigned* o1, unsigned long long* o2, long long* o3, unsigned long long* o4, unsigned long long* o5, float* o6, int n) {
  __shared__ unsigned long long sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0;
  __shared__ float sh1[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh1[s] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[min(max(k, 0), 15)], 1u);
    warpagg::group<warpagg::op::max, unsigned long long, long long> wa_group_2817; wa_group_2817.put<0>(&o2[k], vull[i] >> 50);
    wa_group_2817.put<1>(&o3[k], vll[i]); wa_group_2817.commit();
    warpagg::reduce_max(&o4[k], vull[i]);
    atomicMax(&sh0[k & 255], vull[i] >> 50);
    atomicAdd(&sh1[k & 255], 1.0f);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMax(&o5[s], sh0[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicAdd(&o6[s], sh1[s]);
}

// k196: done, n 13408, blocks of 160, keys 1 (dist 6)
__global__ void k196(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned long long* o1, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[64]; warpagg::private_zero<warpagg::op::bit_xor_system>(wa_priv_o1); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicXor(&wa_priv_o0[(unsigned char)k], 1u << (i & 31));
    atomicXor_system(&wa_priv_o1[k & 63], vull[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor_system>(wa_priv_o1, o1); }

// k197: const, n 12183, blocks of 256, keys 16 (dist 1)
__device__ double k197_g5[16];
__global__ void k197(const int* key, const int* vi, const double* vd, int* o0, int* o1, int* o2, unsigned* o3, int* o4, int n) { __shared__ double wa_priv_k197_g5[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_k197_g5); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    int s0 = atomicAdd(o0, 1);
    o1[s0] = i;
    warpagg::reduce_xor(&o2[k], vi[i]);
    const int c3 = k;
    warpagg::group<warpagg::op::bit_or, unsigned int, int> wa_group_2854; wa_group_2854.put<0>(&o3[c3], 1u << (i & 31));
    wa_group_2854.put<1>(&o4[c3], 1 << (i & 31)); wa_group_2854.commit();
    atomicAdd(&wa_priv_k197_g5[c3], vd[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k197_g5, k197_g5); }

// k198: const, n 403, blocks of 256, keys 256 (dist 3)
__device__ unsigned long long k198_g2[10];
__device__ unsigned long long k198_g3[10];
__global__ void k198(const int* key, const long long* vll, const unsigned long long* vull, const float* vf, long long* o0, float* o1, long long* o4, int n) { __shared__ long long wa_priv_o0[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ float wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o1); __shared__ unsigned long long wa_priv_k198_g2[10]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_k198_g2); __shared__ unsigned long long wa_priv_k198_g3[10]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k198_g3); __shared__ long long wa_priv_o4[10]; warpagg::private_zero<warpagg::op::min>(wa_priv_o4); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    atomicMax(&wa_priv_o0[(unsigned)k % 10u], vll[i] >> 40);
    atomicAdd_system(&wa_priv_o1[(unsigned char)k], -vf[i]);
    const int c2 = (unsigned)k % 10u;
    atomicAnd(&wa_priv_k198_g2[c2], vull[i] | 0xff00ff00ff00ff00ull);
    atomicXor(&wa_priv_k198_g3[c2], 1ull << (i & 63));
    atomicMin(&wa_priv_o4[c2], vll[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_k198_g2, k198_g2); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k198_g3, k198_g3); warpagg::private_flush<warpagg::op::min>(wa_priv_o4, o4); }

// k199: one_guard, n 1440, blocks of 32, keys 100000 (dist 0)
__global__ void k199(const int* key, unsigned* o0, unsigned* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k], 1u);
  }
}

}  // namespace DK_NS
