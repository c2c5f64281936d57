// test/gpu/differential/generated/kernels.cu -- 224 random kernels (gen_kernels.py, seed 24).
// Generated: do not edit; regenerate with test/gpu/differential/gen_kernels.py.
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <warpagg/atomic_ref.cuh>
#ifndef DK_NS
#define DK_NS diff_orig
#endif

namespace DK_NS {

// k000: one_return, n 1491, blocks of 96, keys 100 (dist 1)
__global__ void k000(const int* key, const float* vf, double* o0, float* o1, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ float wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k % 3 == 0) return;
  atomicAdd(&wa_priv_o0[k & 255], 1.0);
  atomicAdd(&wa_priv_o1[k & 255], vf[i] * 0.5f);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k001: const, n 26921, blocks of 96, keys 1000 (dist 2)
__global__ void k001(const int* __restrict__ key, const unsigned* __restrict__ vu, int* o0, int* o1, unsigned* o2, unsigned* o3, int n) { __shared__ unsigned wa_priv_o2[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __shared__ unsigned wa_priv_o3[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o3); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    int s0 = atomicAdd(o0, 1);
    o1[s0] = i;
    atomicMax(&wa_priv_o2[(unsigned)k % 10u], vu[i] >> 20);
    atomicMin(&wa_priv_o3[k & 63], vu[i] >> 20);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::min>(wa_priv_o3, o3); }

// k002: one_guard, n 564, blocks of 128, keys 4 (dist 5)
__global__ void k002(const int* key, const int* vi, int* o0, unsigned* o1, int* o2, unsigned* o3, int n) { __shared__ int wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (k == 0) {
      atomicXor(&wa_priv_o0[k & 255], 1 << (k & 31));
    }
    const int c3 = (k * 7 + 3) % 4;
    warpagg::keyed_group<int, warpagg::op::bit_and, unsigned int, int, unsigned int> wa_group_45; wa_group_45.put<0>(c3, ~(1u << (i & 31)));
    wa_group_45.put<1>(c3, vi[i]);
    wa_group_45.put<2>(c3, ~(1u << (i & 31))); wa_group_45.commit([&](int c3) { return warpagg::addresses(&o1[c3], &o2[c3], &o3[c3]); });
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); }

// k003: one_guard, n 1898, blocks of 256, keys 4096 (dist 5)
__global__ void k003(const int* key, const unsigned long long* vull, const double* vd, unsigned long long* o0, double* o1, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_and(&o0[(k * 7 + 3) % 4096], vull[i]);
    warpagg::reduce_add(&o1[k], vd[i] * 0.25);
    warpagg::reduce_and_system(&o2[k], ~(1u << (i & 31)));
  }
}

// k004: one_guard, n 256, blocks of 64, keys 100000 (dist 4)
__global__ void k004(const int* __restrict__ key, const int* __restrict__ vi, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, double* o0, long long* o1, float* o2, unsigned long long* o3, int n) { __shared__ long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ float wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned long long wa_priv_o3[10]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o3); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((i & 7) < 5) {
      atomicAdd(&wa_priv_o0[k & 255], (double)vf[i]);
    }
    atomicMin(&wa_priv_o1[k & 255], (long long)vi[i]);
    atomicAdd(&wa_priv_o2[(unsigned char)k], vf[i] * 0.5f);
    if (vi[i] < 0) {
      atomicAnd(&wa_priv_o3[(unsigned)k % 10u], vull[i] | 0xff00ff00ff00ff00ull);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o3, o3); }

// k005: done, n 448, blocks of 160, keys 256 (dist 3)
__global__ void k005(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, float* o0, unsigned* o1, unsigned long long* o2, int n) { __shared__ float wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_and_system>(wa_priv_o2); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicAdd(&wa_priv_o0[(i >> 5) & 15], 1.0f);
    warpagg::reduce_xor(&o1[k], 1u << (i & 31));
    if ((i & 7) < 5) {
      atomicAnd_system(&wa_priv_o2[k & 255], vull[i] | 0xff00ff00ff00ff00ull);
    }
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_and_system>(wa_priv_o2, o2); }

// k006: done, n 27515, blocks of 64, keys 1000 (dist 1)
__global__ void k006(const int* key, const unsigned* vu, unsigned long long* o0, unsigned long long* o1, unsigned long long* o2, int* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[min(max(k, 0), 15)], 3ull);
    unsigned long long s1 = warpagg::atomic_add<warpagg::strategy::uniform>(o2, 1ull);
    o3[s1] = i;
    done = (vu[i] & 3u) == 0u;
  }
}

// k007: one_guard, n 7140, blocks of 512, keys 256 (dist 6)
__global__ void k007(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, int* o0, unsigned* o1, unsigned long long* o2, unsigned* o3, unsigned long long* o4, double* o5, double* o6, int n) { __shared__ double wa_priv_o6[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o6); __shared__ double wa_priv_o5[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o5); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int c0 = k;
    warpagg::keyed_group<int, warpagg::op::bit_and, int, unsigned int, unsigned long long> wa_group_116; wa_group_116.put<0>(c0, vi[i]);
    wa_group_116.put<1>(c0, vu[i] | 0x0f0f0f0fu);
    wa_group_116.put<2>(c0, vull[i] | 0xff00ff00ff00ff00ull); wa_group_116.commit([&](int c0) { return warpagg::addresses(&o0[c0], &o1[c0], &o2[c0]); });
    const int c4 = k;
    warpagg::keyed_group<int, warpagg::op::bit_xor, unsigned int, unsigned long long> wa_group_120; wa_group_120.put<0>(c4, 1u << (i & 31));
    wa_group_120.put<1>(c4, vull[i]); wa_group_120.commit([&](int c4) { return warpagg::addresses(&o3[c4], &o4[c4]); });
    if ((threadIdx.x & 3) == 1) {
      atomicAdd(&wa_priv_o5[k & 63], 1.0);
    }
    atomicAdd(&wa_priv_o6[k & 255], 1.0);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o6, o6); warpagg::private_flush<warpagg::op::add>(wa_priv_o5, o5); }

// k008: const, n 1920, blocks of 256, keys 100000 (dist 4)
__global__ void k008(const float* vf, float* o0, int n) { __shared__ float wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    atomicAdd(&wa_priv_o0[(i >> 5) & 15], -vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k009: one_return, n 1563, blocks of 64, keys 256 (dist 0)
__global__ void k009(const int* key, const long long* vll, const unsigned long long* vull, double* o0, unsigned long long* o1, unsigned* o2, long long* o3, int n) { __shared__ unsigned wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o2); __shared__ long long wa_priv_o3[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[k], 1.0);
  warpagg::reduce_min(&o1[k], vull[i] >> 50);
  atomicAnd(&wa_priv_o2[k & 255], ~(1u << (i & 31)));
  warpagg::reduce_max<warpagg::strategy::uniform>(wa_priv_o3, vll[i] >> 40);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); }

// k010: one_return, n 21817, blocks of 96, keys 16 (dist 2)
__device__ double k010_g0[2];
__global__ void k010(const int* key, const unsigned* vu, const double* vd, unsigned long long* o1, int n) { __shared__ double wa_priv_k010_g0[2]; warpagg::private_zero<warpagg::op::add>(wa_priv_k010_g0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_k010_g0[k >> 4], vd[i]);
  atomicAdd(&wa_priv_o1[k & 255], (unsigned long long)vu[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k010_g0, k010_g0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k011: grid, n 18852, blocks of 256, keys 1000 (dist 1)
__global__ void k011(const int* key, const unsigned* vu, unsigned* o0, unsigned* o1, unsigned* o2, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __shared__ unsigned wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o2); __syncthreads(); [&]() {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicXor(&wa_priv_o0[k & 255], vu[i]);
    atomicXor(&wa_priv_o1[k & 255], vu[i]);
    atomicXor(&wa_priv_o2[k & 255], vu[i]);
    if (k == 0) return;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o2, o2); }

// k012: one_guard, n 1605, blocks of 96, keys 1000 (dist 5)
__device__ unsigned long long k012_g1[256];
__global__ void k012(const int* key, const unsigned long long* vull, unsigned* o0, unsigned* o2, unsigned* o3, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __shared__ unsigned long long wa_priv_k012_g1[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_k012_g1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int c0 = k & 255;
    atomicAnd(&wa_priv_o0[c0], ~(1u << (i & 31)));
    atomicAnd(&wa_priv_k012_g1[c0], vull[i]);
    o3[i] = warpagg::atomic_add(&o2[k], 1u);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_k012_g1, k012_g1); }

// k013: repeat, n 852, blocks of 64, keys 256 (dist 2)
__device__ unsigned k013_g1[256];
__global__ void k013(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, float* o0, unsigned long long* o2, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned wa_priv_k013_g1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k013_g1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    atomicAdd(&wa_priv_o0[k & 255], 1.0f);
    const int c1 = k;
    atomicAdd(&wa_priv_k013_g1[c1], vu[i] & 255u);
    warpagg::reduce_add(&o2[c1], vull[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_k013_g1, k013_g1); }

// k014: repeat, n 6144, blocks of 128, keys 4 (dist 3)
__global__ void k014(const int* key, const unsigned* vu, double* o0, unsigned* o1, unsigned long long* o2, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned wa_priv_o1[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x >> 5) == 1) continue;
    atomicAdd(&wa_priv_o0[k & 255], 1.0);
    atomicAdd(&wa_priv_o1[k & 63], 1u);
    atomicOr(&wa_priv_o2[(unsigned char)k], 1ull << (i & 63));
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k015: const, n 25024, blocks of 512, keys 16 (dist 5)
__global__ void k015(const int* __restrict__ key, unsigned long long* o0, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    atomicOr(&wa_priv_o0[(unsigned char)k], 1ull << (i & 63));
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); }

// k016: repeat, n 263, blocks of 32, keys 4096 (dist 2)
__global__ void k016(const int* __restrict__ key, const unsigned* __restrict__ vu, int* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((vu[i] & 1u) != 0u) continue;
    {
      cuda::atomic_ref<int, cuda::thread_scope_device> ref1(o0[k]);
      warpagg::reduce_min(ref1, -k);
    }
  }
}

// k017: one_guard, n 7840, blocks of 128, keys 100 (dist 2)
__global__ void k017(const int* key, const int* vi, const float* vf, float* o0, long long* o1, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ long long wa_priv_o1[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((i & 7) < 5) {
      atomicAdd(&wa_priv_o0[k & 255], -vf[i]);
    }
    if ((threadIdx.x >> 5) == 1) {
      atomicMax(&wa_priv_o1[(unsigned)k % 10u], (long long)vi[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); }

// k018: one_return, n 11680, blocks of 512, keys 1000 (dist 5)
__global__ void k018(const int* __restrict__ key, const int* __restrict__ vi, const long long* __restrict__ vll, unsigned long long* o0, long long* o1, long long* o2, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicOr(&wa_priv_o0[k & 255], 1ull << (i & 63));
  if (vi[i] < 0) {
    warpagg::reduce_xor(cuda::atomic_ref<long long, cuda::thread_scope_device>(o1[k & 255]), (long long)vi[i]);
  }
  if ((i & 7) < 5) return;
  if ((threadIdx.x >> 5) == 1) {
    warpagg::reduce_min(&o2[k], vll[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); }

// k019: one_guard, n 24380, blocks of 512, keys 16 (dist 0)
template <class T>
__global__ void k019(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, T* o0, int* o1, unsigned long long* o2, double* o3, long long* o4, int n) { __shared__ T wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ double wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ long long wa_priv_o4[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o4); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[min(max(k, 0), 15)], T(1));
    warpagg::keyed_group<int, warpagg::op::bit_and, int, unsigned long long> wa_group_275; wa_group_275.put<0>(k, 1 << (k & 31));
    wa_group_275.put<1>(k, vull[i]); wa_group_275.commit([&](int k) { return warpagg::addresses(&o1[k], &o2[k]); });
    atomicAdd(&wa_priv_o3[(unsigned char)k], 1.0);
    atomicMin(&wa_priv_o4[k & 255], vll[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::min>(wa_priv_o4, o4); }
template __global__ void k019<unsigned>(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, unsigned* o0, int* o1, unsigned long long* o2, double* o3, long long* o4, int n);
template __global__ void k019<unsigned long long>(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, unsigned long long* o0, int* o1, unsigned long long* o2, double* o3, long long* o4, int n);

// k020: const, n 1600, blocks of 256, keys 4096 (dist 2)
__global__ void k020(const int* key, const int* vi, const unsigned* vu, const long long* vll, long long* o0, long long* o1, int* o2, unsigned long long* o3, int n) { __shared__ long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ long long wa_priv_o1[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __shared__ int wa_priv_o2[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) continue;
    const int c1 = (i >> 5) & 15;
    atomicMax(&wa_priv_o0[c1], (long long)vi[i]);
    atomicMax(&wa_priv_o1[c1], vll[i] >> 40);
    atomicMax(&wa_priv_o2[c1], vi[i] >> 12);
    warpagg::reduce_add(&o3[k], (unsigned long long)vu[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k021: const, n 937, blocks of 256, keys 1 (dist 0)
__device__ unsigned k021_g4[256];
__global__ void k021(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, unsigned* o1, int* o2, int* o3, unsigned* o5, unsigned* o6, int n) { __shared__ unsigned wa_priv_k021_g4[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_k021_g4); __shared__ unsigned wa_priv_o5[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o5); __shared__ unsigned wa_priv_o6[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o6); __syncthreads(); [&]() {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_and(&o0[k], vull[i] | 0xff00ff00ff00ff00ull);
    warpagg::keyed_group<int, warpagg::op::bit_and, unsigned int, int, int> wa_group_309; wa_group_309.put<0>((k * 7 + 3) % 1, ~(1u << (i & 31)));
    wa_group_309.put<1>((k * 7 + 3) % 1, vi[i]);
    wa_group_309.put<2>((k * 7 + 3) % 1, 1 << (k & 31)); wa_group_309.commit([&](int wa_key) { return warpagg::addresses(&o1[wa_key], &o2[wa_key], &o3[wa_key]); });
    const int c4 = (unsigned char)k;
    atomicAnd(&wa_priv_k021_g4[c4], vu[i] | 0x0f0f0f0fu);
    atomicAnd(&wa_priv_o5[c4], ~(1u << (i & 31)));
    atomicAnd(&wa_priv_o6[c4], ~(1u << (i & 31)));
    if (vi[i] < 0) return;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_k021_g4, k021_g4); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o6, o6); }

// k022: grid, n 27808, blocks of 256, keys 4096 (dist 0)
__global__ void k022(const int* __restrict__ key, const float* __restrict__ vf, int* o0, unsigned* o1, unsigned* o2, int* o3, int* o4, float* o5, int n) { __shared__ int wa_priv_o0[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ unsigned wa_priv_o1[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __shared__ unsigned wa_priv_o2[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = min(max(k, 0), 15);
    atomicOr(&wa_priv_o0[c0], 1 << (i & 31));
    atomicOr(&wa_priv_o1[c0], 1u << (i & 31));
    atomicOr(&wa_priv_o2[c0], 1u << (i & 31));
    o4[i] = warpagg::atomic_add(&o3[k], 2);
    warpagg::reduce_add(&o5[k], vf[i] * 0.5f);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k023: one_return, n 11234, blocks of 64, keys 1 (dist 2)
template <class T>
__global__ void k023(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, T* o0, long long* o1, int* o2, int n) { __shared__ long long wa_priv_o1[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[k >> 4], T(1));
  warpagg::reduce_min<warpagg::strategy::uniform>(wa_priv_o1, (long long)vi[i]);
  if ((threadIdx.x & 3) == 1) return;
  warpagg::reduce_max(&o2[k], vi[i] >> 12);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); }
template __global__ void k023<float>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, float* o0, long long* o1, int* o2, int n);
template __global__ void k023<unsigned long long>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, unsigned long long* o0, long long* o1, int* o2, int n);

// k024: const, n 1454, blocks of 64, keys 100 (dist 1)
__global__ void k024(const int* __restrict__ key, unsigned long long* o0, unsigned long long* o1, unsigned* o2, int n) {
  __shared__ unsigned sh0[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k >> 4], 3ull);
    atomicOr(&sh0[0], 1u << (i & 31));
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicOr(&o2[s], sh0[s]);
}

// k025: repeat, n 10752, blocks of 512, keys 100000 (dist 2)
__global__ void k025(const int* key, const int* vi, const unsigned* vu, long long* o0, int n) { __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    atomicMin(&wa_priv_o0[(unsigned char)k], (long long)vi[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k026: repeat, n 15495, blocks of 64, keys 4 (dist 6)
__global__ void k026(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, long long* o0, int n) { __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if (vi[i] < 0) {
      atomicMin(&wa_priv_o0[k & 255], vll[i] >> 40);
    }
    if ((threadIdx.x & 3) == 1) continue;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k027: grid, n 17792, blocks of 128, keys 256 (dist 0)
__global__ void k027(const int* key, const unsigned long long* vull, const float* vf, const double* vd, double* o0, double* o1, int* o2, unsigned long long* o3, unsigned* o4, int* o5, int n) { __shared__ double wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[(unsigned)k % 10u], vd[i]);
    if (k % 3 == 0) {
      warpagg::reduce_add(&o1[k], (double)vf[i]);
    }
    warpagg::keyed_group<int, warpagg::op::bit_and, int, unsigned long long> wa_group_397; wa_group_397.put<0>(k, 1 << (k & 31));
    wa_group_397.put<1>(k, vull[i]); wa_group_397.commit([&](int k) { return warpagg::addresses(&o2[k], &o3[k]); });
    const unsigned s6 = atomicAdd(&o4[0], 1u);
    o5[s6] = i;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k028: grid, n 420, blocks of 64, keys 1 (dist 6)
__global__ void k028(const int* key, const unsigned* vu, unsigned* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_and(&o0[k >> 4], vu[i] | 0x0f0f0f0fu);
  }
}

// k029: one_return, n 697, blocks of 256, keys 4096 (dist 0)
__global__ void k029(const int* __restrict__ key, unsigned long long* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_or(&o0[k], 1ull << (i & 63));
}

// k030: repeat, n 569, blocks of 32, keys 100 (dist 3)
__global__ void k030(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const float* vf, double* o0, unsigned* o1, float* o2, int* o3, float* o4, unsigned long long* o5, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned wa_priv_o1[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ float wa_priv_o2[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ int wa_priv_o3[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ unsigned long long wa_priv_o5[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o5); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    atomicAdd(&wa_priv_o0[k & 255], (double)vf[i]);
    const int c1 = k & 63;
    atomicAdd(&wa_priv_o1[c1], vu[i]);
    atomicAdd(&wa_priv_o2[c1], 1.0f);
    atomicAdd(&wa_priv_o3[c1], vi[i]);
    {
      cuda::std::atomic_ref<float> ref5(o4[blockIdx.x & 7]);
      warpagg::reduce_sub<warpagg::strategy::uniform>(ref5, vf[i] * 0.5f);
    }
    if ((threadIdx.x >> 5) == 1) {
      atomicAdd(&wa_priv_o5[(unsigned)k % 10u], vull[i]);
    }
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o5, o5); }

// k031: grid, n 1824, blocks of 256, keys 4 (dist 2)
__global__ void k031(const int* key, const unsigned long long* vull, unsigned long long* o0, int* o1, unsigned* o2, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = k;
    warpagg::keyed_group<int, warpagg::op::bit_xor, unsigned long long, int, unsigned int> wa_group_447; wa_group_447.put<0>(c0, vull[i]);
    wa_group_447.put<1>(c0, 1 << (k & 31));
    wa_group_447.put<2>(c0, 1u << (i & 31)); wa_group_447.commit([&](int c0) { return warpagg::addresses(&o0[c0], &o1[c0], &o2[c0]); });
  }
}

// k032: grid, n 605, blocks of 128, keys 16 (dist 6)
__global__ void k032(const int* key, const float* vf, const double* vd, double* o0, float* o1, unsigned* o2, unsigned* o3, double* o4, int n) { __shared__ double wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ float wa_priv_o1[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ double wa_priv_o4[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __syncthreads(); [&]() {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) return;
    const int c1 = (unsigned)k % 10u;
    atomicAdd(&wa_priv_o0[c1], vd[i]);
    atomicAdd(&wa_priv_o1[c1], 1.0f);
    o3[i] = warpagg::atomic_add(&o2[k & 63], 1u);
    atomicAdd(&wa_priv_o4[(unsigned)k % 10u], (double)vf[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); }

// k033: one_guard, n 288, blocks of 160, keys 4096 (dist 0)
__global__ void k033(const int* __restrict__ key, const int* __restrict__ vi, const float* __restrict__ vf, int* o0, int* o1, unsigned* o2, double* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int c0 = k;
    warpagg::keyed_group<int, warpagg::op::bit_xor, int, int, unsigned int> wa_group_472; wa_group_472.put<0>(c0, vi[i]);
    wa_group_472.put<1>(c0, 1 << (k & 31));
    wa_group_472.put<2>(c0, 1u << (i & 31)); wa_group_472.commit([&](int c0) { return warpagg::addresses(&o0[c0], &o1[c0], &o2[c0]); });
    warpagg::reduce_add(&o3[k], (double)vf[i]);
  }
}

// k034: done, n 29208, blocks of 64, keys 1 (dist 3)
__global__ void k034(const int* key, const unsigned* vu, unsigned long long* o0, unsigned long long* o1, unsigned* o2, int* o3, unsigned long long* o4, int* o5, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[(i >> 5) & 15], 3ull);
    if (k == 0) continue;
    unsigned s2 = atomicAdd(o2, 1u);
    o3[s2] = i;
    const unsigned long long s4 = warpagg::atomic_add<warpagg::strategy::uniform>(&o4[0], 1ull);
    o5[s4] = i;
    done = (vu[i] & 3u) == 0u;
  }
}

// k035: one_guard, n 26528, blocks of 32, keys 4 (dist 3)
__global__ void k035(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, int* o0, int* o1, unsigned long long* o2, int* o3, unsigned long long* o4, unsigned* o5, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (k % 3 == 0) return;
    const int c1 = k;
    warpagg::keyed_group<int, warpagg::op::bit_or, int, int, unsigned long long> wa_group_504; wa_group_504.put<0>(c1, vi[i]);
    wa_group_504.put<1>(c1, 1 << (i & 31));
    wa_group_504.put<2>(c1, vull[i]); wa_group_504.commit([&](int c1) { return warpagg::addresses(&o0[c1], &o1[c1], &o2[c1]); });
    const int c5 = k >> 4;
    warpagg::keyed_group<int, warpagg::op::max, int, unsigned long long> wa_group_508; wa_group_508.put<0>(c5, -k);
    wa_group_508.put<1>(c5, vull[i]); wa_group_508.commit([&](int c5) { return warpagg::addresses(&o3[c5], &o4[c5]); });
    warpagg::reduce_min(&o5[k], vu[i] >> 20);
  }
}

// k036: grid, n 416, blocks of 64, keys 16 (dist 5)
__global__ void k036(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned* o0, unsigned long long* o1, int* o2, unsigned long long* o3, unsigned long long* o4, unsigned* o5, int* o6, int* o7, int n) {
  __shared__ int sh0[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_and(&o0[k], vu[i] | 0x0f0f0f0fu);
    warpagg::keyed_group<int, warpagg::op::max, unsigned long long, int> wa_group_522; wa_group_522.put<0>((k * 7 + 3) % 16, vull[i]);
    wa_group_522.put<1>((k * 7 + 3) % 16, vi[i] >> 12); wa_group_522.commit([&](int wa_key) { return warpagg::addresses(&o1[wa_key], &o2[wa_key]); });
    o4[i] = warpagg::atomic_add(&o3[k], 3ull);
    warpagg::reduce_or(&o5[k], 1u << (i & 31));
    atomicOr(&sh0[k], vi[i]);
    warpagg::reduce_or(&o7[k], 1 << (i & 31));
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicOr(&o6[s], sh0[s]);
}

// k037: one_guard, n 1106, blocks of 512, keys 4 (dist 3)
__global__ void k037(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned long long* o0, long long* o1, unsigned* o2, unsigned long long* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_xor(&o0[k], vull[i]);
    }
    if (k % 3 == 0) {
      warpagg::reduce_max(&o1[k], (long long)vi[i]);
    }
    warpagg::keyed_group<int, warpagg::op::add, unsigned int, unsigned long long> wa_group_544; wa_group_544.put<0>(k, vu[i] & 255u);
    wa_group_544.put<1>(k, (unsigned long long)vu[i]); wa_group_544.commit([&](int k) { return warpagg::addresses(&o2[k], &o3[k]); });
  }
}

// k038: done, n 2048, blocks of 256, keys 1000 (dist 6)
__device__ unsigned k038_g0[1000];
__global__ void k038(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, int* o1, unsigned* o2, long long* o3, unsigned* o4, long long* o5, long long* o6, int* o7, int n) { __shared__ unsigned wa_priv_k038_g0[1000]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k038_g0); __shared__ long long wa_priv_o3[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __shared__ unsigned wa_priv_o4[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o4); __shared__ long long wa_priv_o5[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o5); __shared__ int wa_priv_o7[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o7); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k;
    atomicXor(&wa_priv_k038_g0[c0], 1u << (i & 31));
    warpagg::keyed_group<int, warpagg::op::bit_xor, int, unsigned int> wa_group_560; wa_group_560.put<0>(c0, vi[i]);
    wa_group_560.put<1>(c0, vu[i]); wa_group_560.commit([&](int c0) { return warpagg::addresses(&o1[c0], &o2[c0]); });
    const int c4 = k & 255;
    atomicMax(&wa_priv_o3[c4], vll[i]);
    atomicMax(&wa_priv_o4[c4], vu[i] >> 20);
    if ((i & 7) < 5)
      atomicMin(&wa_priv_o5[k & 63], (long long)vi[i]);
    else
      warpagg::reduce_max(&o6[k], vll[i]);
    if (k % 3 == 0) {
      atomicAdd(&wa_priv_o7[(i >> 5) & 15], 1);
    }
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k038_g0, k038_g0); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::max>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::min>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::add>(wa_priv_o7, o7); }

// k039: grid, n 354, blocks of 512, keys 100000 (dist 4)
__global__ void k039(const int* __restrict__ key, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, unsigned* o0, unsigned long long* o1, float* o2, int n) { __shared__ unsigned wa_priv_o0[16]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ float wa_priv_o2[8]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1)
      atomicAnd(&wa_priv_o0[min(max(k, 0), 15)], ~(1u << (i & 31)));
    else
      atomicMin(&wa_priv_o1[k & 255], vull[i] >> 50);
    if (k == 0) {
      warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o2[blockIdx.x & 7], vf[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k040: const, n 27012, blocks of 32, keys 4 (dist 4)
__global__ void k040(const int* __restrict__ key, const unsigned long long* __restrict__ vull, int* o0, unsigned long long* o1, unsigned long long* o2, int n) { __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 4;
    warpagg::keyed_group<int, warpagg::op::bit_xor, int, unsigned long long> wa_group_598; wa_group_598.put<0>(c0, 1 << (k & 31));
    wa_group_598.put<1>(c0, vull[i]); wa_group_598.commit([&](int c0) { return warpagg::addresses(&o0[c0], &o1[c0]); });
    atomicMin(&wa_priv_o2[k & 255], vull[i] >> 50);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); }

// k041: done, n 9435, blocks of 512, keys 100 (dist 2)
__device__ double k041_g0[100];
__global__ void k041(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, unsigned long long* o1, int n) { __shared__ double wa_priv_k041_g0[100]; warpagg::private_zero<warpagg::op::add>(wa_priv_k041_g0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicAdd(&wa_priv_k041_g0[k], (double)vf[i]);
    warpagg::reduce_add(&o1[k], (unsigned long long)vu[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k041_g0, k041_g0); }

// k042: one_guard, n 1632, blocks of 64, keys 4 (dist 0)
__global__ void k042(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, unsigned* o2, int* o3, unsigned* o4, unsigned long long* o5, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int c0 = k;
    warpagg::reduce_max(&o0[c0], vull[i] >> 50);
    warpagg::reduce_max(&o1[c0], vull[i] >> 50);
    unsigned s3 = atomicAdd(o2, 1u);
    o3[s3] = i;
    if ((threadIdx.x >> 5) == 1)
      cuda::atomic_ref<unsigned, cuda::thread_scope_device>(o4[0]).fetch_max(vu[i] >> 20, cuda::memory_order_relaxed);
    else
      warpagg::reduce_xor(&o5[k >> 4], vull[i]);
  }
}

// k043: repeat, n 512, blocks of 256, keys 1 (dist 6)
__global__ void k043(const int* key, const int* vi, const unsigned* vu, unsigned long long* o0, unsigned* o1, unsigned* o2, int* o3, unsigned* o4, unsigned long long* o5, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __shared__ unsigned wa_priv_o2[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    const int c0 = (unsigned char)k;
    atomicOr(&wa_priv_o0[c0], 1ull << (i & 63));
    atomicOr(&wa_priv_o1[c0], 1u << (i & 31));
    atomicMax(&wa_priv_o2[(i >> 5) & 15], vu[i] >> 20);
    {
      cuda::atomic_ref<int, cuda::thread_scope_device> ref4(o3[(unsigned)k % 10u]);
      warpagg::reduce_and(ref4, vi[i]);
    }
    warpagg::reduce_add(&o4[k], 1u);
    warpagg::reduce_add(&o5[k], (unsigned long long)vu[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k044: const, n 14612, blocks of 160, keys 4 (dist 3)
__global__ void k044(const int* __restrict__ key, int* o0, int* o1, int* o2, int n) { __shared__ int wa_priv_o2[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    int s0 = atomicAdd(o0, 1);
    o1[s0] = i;
    atomicMax(&wa_priv_o2[(unsigned char)k], -k);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k045: one_return, n 3448, blocks of 256, keys 1000 (dist 3)
__global__ void k045(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, unsigned long long* o0, int* o1, int* o2, unsigned long long* o3, int* o4, float* o5, int n) { __shared__ unsigned long long wa_priv_o3[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::uniform>(o0, 1ull);
  o1[s0] = i;
  if (vi[i] < 0)
    warpagg::reduce_sub(cuda::std::atomic_ref<int>(o2[(i >> 5) & 15]), (vi[i] & 15) - 8);
  else
    atomicAdd(&wa_priv_o3[min(max(k, 0), 15)], (unsigned long long)vu[i]);
  if ((i & 7) < 5) return;
  if ((threadIdx.x & 3) == 1)
    warpagg::reduce_or(cuda::atomic_ref<int, cuda::thread_scope_device>(o4[k]), vi[i]);
  else
    warpagg::reduce_add(&o5[k], 1.0f);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); }

// k046: one_return, n 18965, blocks of 64, keys 4 (dist 5)
__device__ unsigned k046_g0[1];
__global__ void k046(const int* key, int n) { __shared__ unsigned wa_priv_k046_g0[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k046_g0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((threadIdx.x >> 5) == 1) {
    atomicOr(&wa_priv_k046_g0[k >> 4], 1u << (i & 31));
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k046_g0, k046_g0); }

// k047: one_guard, n 17077, blocks of 256, keys 16 (dist 2)
__global__ void k047(const int* key, unsigned long long* o0, unsigned long long* o1, unsigned* o2, int* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k], 3ull);
    unsigned s1 = atomicAdd(o2, 1u);
    o3[s1] = i;
  }
}

// k048: done, n 1821, blocks of 96, keys 256 (dist 1)
__global__ void k048(const int* __restrict__ key, const unsigned* __restrict__ vu, const double* __restrict__ vd, double* o0, int n) { __shared__ double wa_priv_o0[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads(); [&]() {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0) return;
    if ((threadIdx.x >> 5) == 1) continue;
    atomicAdd(&wa_priv_o0[k & 63], vd[i] * 0.25);
    done = (vu[i] & 3u) == 0u;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k049: const, n 1994, blocks of 256, keys 1 (dist 5)
__device__ unsigned long long k049_g4[1];
__global__ void k049(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const double* vd, double* o0, unsigned* o1, int* o2, unsigned long long* o3, int* o5, int n) { __shared__ double wa_priv_o0[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned wa_priv_o1[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ unsigned long long wa_priv_k049_g4[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_k049_g4); __shared__ int wa_priv_o2[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o0[0], vd[i] * 0.25);
    atomicMin(&wa_priv_o1[k & 63], vu[i]);
    if ((i & 7) < 5) {
      atomicOr(&wa_priv_o2[min(max(k, 0), 15)], vi[i]);
    }
    const int c5 = k;
    warpagg::reduce_min(&o3[c5], vull[i] >> 50);
    atomicMin(&wa_priv_k049_g4[c5], vull[i]);
    warpagg::reduce_min(&o5[c5], vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_k049_g4, k049_g4); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k050: one_guard, n 612, blocks of 256, keys 4096 (dist 5)
__global__ void k050(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, long long* o0, unsigned long long* o1, double* o2, unsigned* o3, int n) { __shared__ long long wa_priv_o0[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_max<warpagg::strategy::uniform>(&wa_priv_o0[0], (long long)vi[i]);
    warpagg::keyed_group<int, warpagg::op::add, unsigned long long, double, unsigned int> wa_group_750; wa_group_750.put<0>((k * 7 + 3) % 4096, vull[i]);
    wa_group_750.put<1>((k * 7 + 3) % 4096, 1.0);
    wa_group_750.put<2>((k * 7 + 3) % 4096, vu[i]); wa_group_750.commit([&](int wa_key) { return warpagg::addresses(&o1[wa_key], &o2[wa_key], &o3[wa_key]); });
    if ((threadIdx.x & 3) == 1) return;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); }

// k051: repeat, n 23569, blocks of 64, keys 100000 (dist 3)
__global__ void k051(const int* key, const unsigned* vu, const float* vf, float* o0, unsigned* o1, unsigned* o2, int n) { __shared__ unsigned wa_priv_o1[16]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o1); __shared__ unsigned wa_priv_o2[16]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_add(&o0[k], vf[i]);
    atomicAnd(&wa_priv_o1[(i >> 5) & 15], vu[i] | 0x0f0f0f0fu);
    atomicSub(&wa_priv_o2[(i >> 5) & 15], 1u);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::sub>(wa_priv_o2, o2); }

// k052: one_guard, n 12211, blocks of 160, keys 4 (dist 0)
__global__ void k052(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, const double* vd, long long* o0, unsigned long long* o1, unsigned long long* o2, int* o3, double* o4, int n) { __shared__ long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicMax(&wa_priv_o0[(i >> 5) & 15], vll[i]);
    if ((threadIdx.x >> 5) == 1) {
      {
        cuda::std::atomic_ref<unsigned long long> ref2(o1[k >> 4]);
        warpagg::reduce_or(ref2, vull[i]);
      }
    }
    warpagg::keyed_group<int, warpagg::op::add, unsigned long long, int, double> wa_group_782; wa_group_782.put<0>(k, 1ull);
    wa_group_782.put<1>(k, vi[i]);
    wa_group_782.put<2>(k, vd[i]); wa_group_782.commit([&](int k) { return warpagg::addresses(&o2[k], &o3[k], &o4[k]); });
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); }

// k053: one_guard, n 6112, blocks of 96, keys 100 (dist 3)
__global__ void k053(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, float* o0, unsigned long long* o1, unsigned long long* o2, unsigned long long* o3, unsigned* o4, unsigned long long* o5, int n) { __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __shared__ unsigned long long wa_priv_o3[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o3); __shared__ unsigned long long wa_priv_o5[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o5); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_add(&o0[k], -vf[i]);
    }
    const int c3 = k & 255;
    atomicOr(&wa_priv_o1[c3], 1ull << (i & 63));
    atomicOr(&wa_priv_o2[c3], vull[i]);
    atomicOr(&wa_priv_o3[c3], 1ull << (i & 63));
    if ((threadIdx.x >> 5) == 1) return;
    if (k == 0)
      warpagg::reduce_max(&o4[(k * 7 + 3) % 100], vu[i] >> 20);
    else
      warpagg::reduce_max<warpagg::strategy::uniform>(&wa_priv_o5[0], vull[i] >> 50);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::max>(wa_priv_o5, o5); }

// k054: repeat, n 22573, blocks of 32, keys 100 (dist 6)
__global__ void k054(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, double* o1, double* o2, long long* o3, int n) { __shared__ double wa_priv_o1[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_max(cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(o0[k & 255]), vull[i] >> 50);
    atomicAdd(&wa_priv_o1[(unsigned)k % 10u], 1.0);
    {
      cuda::std::atomic_ref<double> ref3(o2[k]);
      warpagg::reduce_sub(ref3, 1.0);
    }
    warpagg::reduce_max(&o3[k >> 4], (long long)vi[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k055: one_guard, n 1292, blocks of 160, keys 100 (dist 5)
__global__ void k055(const int* key, const unsigned long long* vull, unsigned* o0, int* o1, unsigned long long* o2, int n) {
  __shared__ unsigned long long sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    unsigned s0 = atomicAdd(o0, 1u);
    o1[s0] = i;
    if ((threadIdx.x & 3) == 1) {
      atomicMax(&sh0[k & 255], vull[i] >> 50);
    }
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMax(&o2[s], sh0[s]);
}

// k056: const, n 551, blocks of 64, keys 1 (dist 5)
__device__ int k056_g1[1];
__global__ void k056(const int* key, const int* vi, const unsigned long long* vull, const float* vf, const double* vd, double* o0, unsigned long long* o2, double* o3, int n) { __shared__ int wa_priv_k056_g1[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_k056_g1); __shared__ double wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ double wa_priv_o0[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    if ((i & 7) < 5) {
      atomicAdd(&wa_priv_o0[k & 63], vd[i] * 0.25);
    }
    if (k % 3 == 0) continue;
    atomicMax(&wa_priv_k056_g1[k], vi[i]);
    warpagg::reduce_max(&o2[k], vull[i]);
    atomicAdd(&wa_priv_o3[k & 255], (double)vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_k056_g1, k056_g1); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k057: done, n 1387, blocks of 128, keys 1 (dist 0)
__global__ void k057(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, double* o1, int* o2, int* o3, int n) { __shared__ double wa_priv_o1[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if (k % 3 == 0)
      warpagg::reduce_add(&o0[k >> 4], vu[i]);
    else
      warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_o1, 1.0);
    const int s4 = atomicAdd(&o2[0], 1);
    o3[s4] = i;
    if ((threadIdx.x >> 5) == 1) return;
    done = (vu[i] & 3u) == 0u;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k058: const, n 1551, blocks of 64, keys 1000 (dist 6)
__global__ void k058(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const double* __restrict__ vd, double* o0, int* o1, long long* o2, unsigned* o3, unsigned* o4, int* o5, int n) { __shared__ int wa_priv_o1[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o1); __shared__ unsigned wa_priv_o4[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o4); __shared__ int wa_priv_o5[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o5); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    if (k % 3 == 0) {
      {
        cuda::atomic_ref<double, cuda::thread_scope_device> ref1(o0[0]);
        warpagg::reduce_sub<warpagg::strategy::uniform>(ref1, vd[i]);
      }
    }
    atomicSub(&wa_priv_o1[(unsigned char)k], k);
    if (k == 0)
      warpagg::reduce_max(&o2[k], vll[i] >> 40);
    else
      warpagg::reduce_max_system(&o3[(k * 7 + 3) % 1000], vu[i] >> 20);
    if ((threadIdx.x & 3) == 1)
      atomicMin(&wa_priv_o4[k & 63], vu[i] >> 20);
    else
      atomicMax(wa_priv_o5, vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::sub>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::max>(wa_priv_o5, o5); }

// k059: done, n 1444, blocks of 512, keys 4 (dist 5)
__global__ void k059(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, long long* o0, unsigned long long* o1, float* o2, unsigned long long* o3, int n) { __shared__ unsigned long long wa_priv_o3[8]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o3); __shared__ long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[64]; warpagg::private_zero<warpagg::op::min_system>(wa_priv_o1); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if (vi[i] < 0)
      atomicMin(&wa_priv_o0[k & 63], (long long)vi[i]);
    else
      atomicMin_system(&wa_priv_o1[k & 63], vull[i] >> 50);
    warpagg::reduce_add(&o2[k], 1.0f);
    warpagg::reduce_xor<warpagg::strategy::uniform>(&wa_priv_o3[blockIdx.x & 7], 1ull << (i & 63));
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min_system>(wa_priv_o1, o1); }

// k060: one_return, n 887, blocks of 64, keys 1000 (dist 0)
__device__ unsigned k060_g2[64];
template <class T>
__global__ void k060(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, T* o0, unsigned* o1, unsigned long long* o3, int n) { __shared__ unsigned wa_priv_o1[64]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __shared__ unsigned wa_priv_k060_g2[64]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k060_g2); __shared__ unsigned long long wa_priv_o3[64]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[k], T(1));
  atomicXor(&wa_priv_o1[k & 63], 1u << (i & 31));
  atomicXor(&wa_priv_k060_g2[k & 63], vu[i]);
  atomicXor(&wa_priv_o3[k & 63], vull[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k060_g2, k060_g2); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o3, o3); }
template __global__ void k060<float>(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, float* o0, unsigned* o1, unsigned long long* o3, int n);
template __global__ void k060<unsigned long long>(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned long long* o0, unsigned* o1, unsigned long long* o3, int n);

// k061: one_return, n 5217, blocks of 96, keys 1000 (dist 3)
__global__ void k061(const int* __restrict__ key, const int* __restrict__ vi, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, unsigned long long* o0, int* o1, unsigned long long* o2, long long* o3, unsigned* o4, int n) { __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __shared__ long long wa_priv_o3[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __shared__ unsigned wa_priv_o4[64]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o4); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[(k * 7 + 3) % 1000], 1ull);
  warpagg::reduce_or(&o1[k], vi[i]);
  const int c2 = k & 255;
  atomicMax(&wa_priv_o2[c2], vull[i] >> 50);
  atomicMax(&wa_priv_o3[c2], vll[i]);
  if ((threadIdx.x >> 5) == 1) {
    atomicXor(&wa_priv_o4[k & 63], 1u << (i & 31));
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o4, o4); }

// k062: grid, n 416, blocks of 256, keys 256 (dist 6)
__global__ void k062(const int* key, const long long* vll, long long* o0, float* o1, int n) { __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (k == 0) {
      atomicMin(&wa_priv_o0[k & 255], vll[i] >> 40);
    }
    if ((i & 7) < 5) {
      warpagg::reduce_add(&o1[k], 1.0f);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k063: one_guard, n 453, blocks of 256, keys 256 (dist 6)
__global__ void k063(unsigned* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const unsigned s0 = atomicAdd(&o0[0], 1u);
    o1[s0] = i;
  }
}

// k064: one_return, n 1980, blocks of 160, keys 100000 (dist 0)
__global__ void k064(const int* key, const float* vf, float* o0, int n) { __shared__ float wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k == 0) {
    atomicAdd(&wa_priv_o0[k & 255], vf[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k065: one_return, n 10976, blocks of 256, keys 100000 (dist 1)
__global__ void k065(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, unsigned long long* o1, int* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k == 0) {
    {
      cuda::atomic_ref<unsigned, cuda::thread_scope_device> ref1(o0[k & 63]);
      warpagg::reduce_sub(ref1, vu[i]);
    }
  }
  unsigned long long s3 = warpagg::atomic_add<warpagg::strategy::uniform>(o1, 1ull);
  o2[s3] = i;
}

// k066: grid, n 1792, blocks of 160, keys 256 (dist 6)
__device__ float k066_g3[256];
__global__ void k066(const int* key, const unsigned long long* vull, int* o0, int* o1, unsigned long long* o2, unsigned long long* o4, float* o5, int n) { __shared__ float wa_priv_k066_g3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k066_g3); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 256;
    warpagg::keyed_group<int, warpagg::op::bit_xor, int, int, unsigned long long> wa_group_1006; wa_group_1006.put<0>(c0, 1 << (k & 31));
    wa_group_1006.put<1>(c0, 1 << (k & 31));
    wa_group_1006.put<2>(c0, 1ull << (i & 63)); wa_group_1006.commit([&](int c0) { return warpagg::addresses(&o0[c0], &o1[c0], &o2[c0]); });
    const int c4 = (k * 7 + 3) % 256;
    atomicAdd(&wa_priv_k066_g3[c4], 1.0f);
    warpagg::keyed_group<int, warpagg::op::add, unsigned long long, float> wa_group_1011; wa_group_1011.put<0>(c4, vull[i]);
    wa_group_1011.put<1>(c4, 1.0f); wa_group_1011.commit([&](int c4) { return warpagg::addresses(&o4[c4], &o5[c4]); });
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k066_g3, k066_g3); }

// k067: one_return, n 1984, blocks of 256, keys 4096 (dist 5)
__global__ void k067(const int* key, const float* vf, float* o0, float* o1, int* o2, int n) { __shared__ int wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o2); __shared__ float wa_priv_o1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[k], -vf[i]);
  if (k % 3 == 0) {
    atomicAdd(&wa_priv_o1[(i >> 5) & 15], -vf[i]);
  }
  atomicXor(&wa_priv_o2[(unsigned char)k], 1 << (k & 31));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k068: grid, n 1709, blocks of 160, keys 256 (dist 5)
__device__ unsigned k068_g1[256];
template <class T>
__global__ void k068(const int* key, const unsigned* vu, T* o0, int n) { __shared__ unsigned wa_priv_k068_g1[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_k068_g1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], static_cast<T>(vu[i] & 15u));
    atomicSub(&wa_priv_k068_g1[k], vu[i]);
    if (k == 0) continue;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::sub>(wa_priv_k068_g1, k068_g1); }
template __global__ void k068<unsigned long long>(const int* key, const unsigned* vu, unsigned long long* o0, int n);
template __global__ void k068<int>(const int* key, const unsigned* vu, int* o0, int n);

// k069: grid, n 19387, blocks of 256, keys 1 (dist 3)
__global__ void k069(const int* key, const unsigned* vu, const double* vd, double* o0, double* o1, unsigned long long* o2, unsigned long long* o3, unsigned* o4, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned long long wa_priv_o3[10]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o3); __shared__ unsigned wa_priv_o4[10]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o4); __shared__ unsigned long long wa_priv_o2[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 255], vd[i]);
    if (k == 0)
      warpagg::reduce_sub(cuda::atomic_ref<double, cuda::thread_scope_device>(o1[(k * 7 + 3) % 1]), vd[i] * 0.25);
    else
      atomicOr(&wa_priv_o2[(unsigned)k % 10u], 1ull << (i & 63));
    atomicXor(&wa_priv_o3[(unsigned)k % 10u], 1ull << (i & 63));
    atomicXor(&wa_priv_o4[(unsigned)k % 10u], vu[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k070: done, n 26476, blocks of 512, keys 1 (dist 5)
__device__ unsigned long long k070_g2[10];
__global__ void k070(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, int* o0, unsigned long long* o1, unsigned* o3, unsigned long long* o4, int* o5, int n) { __shared__ unsigned long long wa_priv_k070_g2[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k070_g2); __shared__ unsigned long long wa_priv_o1[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((i & 7) < 5)
      warpagg::reduce_min(&o0[k], -k);
    else
      atomicMax(&wa_priv_o1[(unsigned)k % 10u], vull[i] >> 50);
    atomicOr(&wa_priv_k070_g2[(unsigned)k % 10u], 1ull << (i & 63));
    warpagg::keyed_group<int, warpagg::op::add, unsigned int, unsigned long long, int> wa_group_1070; wa_group_1070.put<0>(k, vu[i] & 255u);
    wa_group_1070.put<1>(k, (unsigned long long)vu[i]);
    wa_group_1070.put<2>(k, 1); wa_group_1070.commit([&](int k) { return warpagg::addresses(&o3[k], &o4[k], &o5[k]); });
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k070_g2, k070_g2); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); }

// k071: grid, n 1814, blocks of 32, keys 100000 (dist 4)
__global__ void k071(const int* __restrict__ key, const long long* __restrict__ vll, const double* __restrict__ vd, long long* o0, double* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (k % 3 == 0) {
      warpagg::reduce_min(&o0[k >> 4], vll[i] >> 40);
    }
    warpagg::reduce_add(&o1[(k * 7 + 3) % 100000], vd[i]);
  }
}

// k072: one_guard, n 1197, blocks of 512, keys 1 (dist 5)
__global__ void k072(const int* __restrict__ key, const long long* __restrict__ vll, long long* o0, long long* o1, int n) { __shared__ long long wa_priv_o1[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_min(&o0[k >> 4], vll[i] >> 40);
    atomicMax(&wa_priv_o1[k & 63], vll[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); }

// k073: one_guard, n 1095, blocks of 32, keys 16 (dist 4)
__device__ float k073_g1[16];
__global__ void k073(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, long long* o0, int* o2, int* o3, unsigned* o4, int* o5, int n) { __shared__ float wa_priv_k073_g1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_k073_g1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1)
      warpagg::reduce_max(&o0[k], (long long)vi[i]);
    else
      atomicAdd(&wa_priv_k073_g1[k], 1.0f);
    const int s4 = atomicAdd(&o2[0], 1);
    o3[s4] = i;
    warpagg::keyed_group<int, warpagg::op::min, unsigned int, int> wa_group_1110; wa_group_1110.put<0>((k * 7 + 3) % 16, vu[i] >> 20);
    wa_group_1110.put<1>((k * 7 + 3) % 16, vi[i]); wa_group_1110.commit([&](int wa_key) { return warpagg::addresses(&o4[wa_key], &o5[wa_key]); });
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k073_g1, k073_g1); }

// k074: grid, n 955, blocks of 128, keys 100 (dist 2)
__global__ void k074(const int* key, const float* vf, float* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], -vf[i]);
  }
}

// k075: done, n 17597, blocks of 256, keys 4096 (dist 4)
__device__ int k075_g2[4096];
__global__ void k075(const int* key, const int* vi, const unsigned* vu, unsigned* o0, unsigned* o1, unsigned long long* o3, unsigned long long* o4, int n) { __shared__ int wa_priv_k075_g2[4096]; warpagg::private_zero<warpagg::op::max>(wa_priv_k075_g2); __syncthreads(); [&]() {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if (k % 3 == 0) return;
    warpagg::reduce_max(&o0[k], vu[i] >> 20);
    warpagg::reduce_max(&o1[k], vu[i] >> 20);
    atomicMax(&wa_priv_k075_g2[k], vi[i] >> 12);
    o4[i] = warpagg::atomic_add(&o3[k], 3ull);
    if ((i & 7) < 5) return;
    done = (vu[i] & 3u) == 0u;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_k075_g2, k075_g2); }

// k076: grid, n 16986, blocks of 32, keys 16 (dist 6)
__global__ void k076(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) return;
    if (k % 3 == 0) return;
    warpagg::reduce_min(&o0[k], vu[i]);
  }
}

// k077: grid, n 6080, blocks of 128, keys 4096 (dist 2)
__global__ void k077(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, unsigned* o1, unsigned* o2, unsigned* o3, int n) { __shared__ unsigned wa_priv_o0[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ unsigned wa_priv_o1[16]; warpagg::private_zero<warpagg::op::bit_or_system>(wa_priv_o1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) {
      atomicOr(&wa_priv_o0[(i >> 5) & 15], 1u << (i & 31));
    }
    if (k % 3 == 0) {
      atomicOr_system(&wa_priv_o1[min(max(k, 0), 15)], 1u << (i & 31));
    }
    o3[i] = warpagg::atomic_add(&o2[(unsigned char)k], 1u);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or_system>(wa_priv_o1, o1); }

// k078: grid, n 1088, blocks of 256, keys 4096 (dist 5)
__device__ unsigned k078_g0[64];
__global__ void k078(const int* key, const unsigned long long* vull, unsigned* o1, unsigned long long* o2, int n) { __shared__ unsigned wa_priv_k078_g0[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k078_g0); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1) continue;
    atomicOr(&wa_priv_k078_g0[k & 63], 1u << (i & 31));
    if ((i & 7) < 5)
      atomicOr(&wa_priv_o1[k & 255], 1u << (i & 31));
    else
      warpagg::reduce_xor(&o2[k], vull[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k078_g0, k078_g0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); }

// k079: one_return, n 5440, blocks of 512, keys 4 (dist 4)
__global__ void k079(const int* key, const int* vi, const float* vf, long long* o0, double* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_max(&o0[(k * 7 + 3) % 4], (long long)vi[i]);
  warpagg::reduce_add(&o1[k >> 4], (double)vf[i]);
}

// k080: one_guard, n 10917, blocks of 96, keys 16 (dist 3)
__device__ unsigned long long k080_g4[2];
__global__ void k080(const int* __restrict__ key, const unsigned long long* __restrict__ vull, const double* __restrict__ vd, int* o0, int* o1, int* o2, int* o3, int* o5, double* o6, int n) { __shared__ unsigned long long wa_priv_k080_g4[2]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_k080_g4); __shared__ double wa_priv_o6[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o6); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int s0 = atomicAdd(&o0[0], 1);
    o1[s0] = i;
    o3[i] = atomicAdd(&o2[0], 2);
    const int c3 = k >> 4;
    atomicAnd(&wa_priv_k080_g4[c3], vull[i]);
    warpagg::reduce_and(&o5[c3], 1 << (k & 31));
    atomicAdd(&wa_priv_o6[(unsigned)k % 10u], vd[i] * 0.25);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_k080_g4, k080_g4); warpagg::private_flush<warpagg::op::add>(wa_priv_o6, o6); }

// k081: grid, n 20922, blocks of 512, keys 16 (dist 2)
__global__ void k081(const int* __restrict__ key, const int* __restrict__ vi, unsigned* o0, int* o1, double* o2, int n) { __shared__ double wa_priv_o2[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::keyed_group<int, warpagg::op::bit_or, unsigned int, int> wa_group_1209; wa_group_1209.put<0>((k * 7 + 3) % 16, 1u << (i & 31));
    wa_group_1209.put<1>((k * 7 + 3) % 16, 1 << (i & 31)); wa_group_1209.commit([&](int wa_key) { return warpagg::addresses(&o0[wa_key], &o1[wa_key]); });
    if (vi[i] < 0) {
      atomicAdd(&wa_priv_o2[(unsigned)k % 10u], 1.0);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k082: grid, n 1399, blocks of 64, keys 256 (dist 4)
__global__ void k082(const int* vi, long long* o0, int n) { __shared__ long long wa_priv_o0[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    warpagg::reduce_max<warpagg::strategy::uniform>(wa_priv_o0, (long long)vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); }

// k083: repeat, n 1751, blocks of 32, keys 100 (dist 6)
__device__ unsigned long long k083_g1[100];
__global__ void k083(const int* key, const unsigned* vu, const unsigned long long* vull, const double* vd, double* o0, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned long long wa_priv_k083_g1[100]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k083_g1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    atomicAdd(&wa_priv_o0[k & 255], vd[i] * 0.25);
    atomicXor(&wa_priv_k083_g1[(k * 7 + 3) % 100], vull[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k083_g1, k083_g1); }

// k084: grid, n 26752, blocks of 256, keys 4 (dist 1)
__global__ void k084(const int* key, const unsigned* vu, unsigned long long* o0, unsigned long long* o1, int* o2, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[k & 255], (unsigned long long)vu[i]);
    const unsigned long long s1 = warpagg::atomic_add<warpagg::strategy::uniform>(&o1[0], 1ull);
    o2[s1] = i;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k085: const, n 8801, blocks of 128, keys 1000 (dist 4)
__global__ void k085(const int* key, const int* vi, const unsigned* vu, const float* vf, int* o0, unsigned long long* o1, unsigned long long* o2, float* o3, int* o4, unsigned long long* o5, unsigned long long* o6, int n) { __shared__ float wa_priv_o3[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k;
    warpagg::keyed_group<int, warpagg::op::add, int, unsigned long long, unsigned long long> wa_group_1255; wa_group_1255.put<0>(c0, vi[i]);
    wa_group_1255.put<1>(c0, 1ull);
    wa_group_1255.put<2>(c0, (unsigned long long)vu[i]); wa_group_1255.commit([&](int c0) { return warpagg::addresses(&o0[c0], &o1[c0], &o2[c0]); });
    atomicAdd(&wa_priv_o3[(unsigned)k % 10u], vf[i] * 0.5f);
    warpagg::reduce_sub(&o4[k >> 4], 1);
    o6[i] = warpagg::atomic_add(&o5[k], 3ull);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); }

// k086: repeat, n 1718, blocks of 160, keys 1000 (dist 1)
__global__ void k086(const int* key, const int* vi, const unsigned* vu, const float* vf, const double* vd, int* o0, double* o1, double* o2, double* o3, double* o4, int n) { __shared__ double wa_priv_o2[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ int wa_priv_o0[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ double wa_priv_o3[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ double wa_priv_o4[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x >> 5) == 1)
      atomicMin(&wa_priv_o0[0], vi[i]);
    else
      warpagg::reduce_add(&o1[k], 1.0);
    atomicAdd(&wa_priv_o2[k & 63], (double)vf[i]);
    if ((threadIdx.x & 3) == 1)
      atomicAdd(&wa_priv_o3[(unsigned)k % 10u], vd[i]);
    else
      atomicAdd(&wa_priv_o4[(unsigned)k % 10u], vd[i] * 0.25);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); }

// k087: const, n 20243, blocks of 512, keys 256 (dist 1)
__global__ void k087(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_xor(&o0[k], vu[i]);
    }
    if ((i & 7) < 5) return;
  }
}

// k088: one_guard, n 10955, blocks of 128, keys 4096 (dist 4)
__device__ unsigned k088_g3[64];
__global__ void k088(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, long long* o0, unsigned* o1, unsigned long long* o2, unsigned* o4, int* o5, int n) { __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ unsigned wa_priv_o1[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __shared__ unsigned wa_priv_k088_g3[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k088_g3); __shared__ unsigned wa_priv_o4[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o4); __shared__ int wa_priv_o5[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o5); __shared__ unsigned long long wa_priv_o2[64]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicMax(&wa_priv_o0[(unsigned char)k], vll[i] >> 40);
    atomicMax(wa_priv_o1, vu[i]);
    if ((threadIdx.x >> 5) == 1) {
      atomicOr(&wa_priv_o2[k & 63], vull[i]);
    }
    const int c5 = k & 63;
    atomicOr(&wa_priv_k088_g3[c5], vu[i]);
    atomicOr(&wa_priv_o4[c5], vu[i]);
    atomicOr(&wa_priv_o5[c5], 1 << (i & 31));
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k088_g3, k088_g3); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k089: one_return, n 1255, blocks of 256, keys 1 (dist 4)
__global__ void k089(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, long long* o0, float* o1, long long* o2, unsigned long long* o3, int* o4, int n) { __shared__ long long wa_priv_o2[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((i & 7) < 5) {
    warpagg::reduce_max(&o0[k >> 4], (long long)vi[i]);
  }
  if ((vu[i] & 1u) != 0u)
    {
      cuda::atomic_ref<float, cuda::thread_scope_device> ref2(o1[k & 63]);
      warpagg::reduce_add(ref2, vf[i]);
    }
  else
    atomicMax(&wa_priv_o2[(unsigned)k % 10u], (long long)vi[i]);
  warpagg::keyed_group<int, warpagg::op::add, unsigned long long, int> wa_group_1330; wa_group_1330.put<0>(k, 1ull);
  wa_group_1330.put<1>(k, k); wa_group_1330.commit([&](int k) { return warpagg::addresses(&o3[k], &o4[k]); });
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); }

// k090: one_return, n 25385, blocks of 64, keys 1000 (dist 4)
__device__ unsigned long long k090_g2[1000];
__device__ int k090_g6[1000];
__global__ void k090(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, long long* o0, unsigned* o1, unsigned* o3, unsigned* o4, int* o5, int n) { __shared__ unsigned wa_priv_o1[64]; warpagg::private_zero<warpagg::op::min_system>(wa_priv_o1); __shared__ int wa_priv_k090_g6[1000]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k090_g6); __shared__ unsigned long long wa_priv_k090_g2[1000]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k090_g2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  {
    cuda::atomic_ref<long long, cuda::thread_scope_device> ref1(o0[k & 255]);
    warpagg::reduce_and(ref1, vll[i] >> 40);
  }
  atomicMin_system(&wa_priv_o1[k & 63], vu[i] >> 20);
  if ((threadIdx.x & 3) == 1)
    atomicOr(&wa_priv_k090_g2[k], vull[i]);
  else
    warpagg::reduce_or(&o3[(k * 7 + 3) % 1000], 1u << (i & 31));
  warpagg::keyed_group<int, warpagg::op::bit_xor, unsigned int, int> wa_group_1350; wa_group_1350.put<0>(k, vu[i]);
  wa_group_1350.put<1>(k, 1 << (k & 31)); wa_group_1350.commit([&](int k) { return warpagg::addresses(&o4[k], &o5[k]); });
  atomicXor(&wa_priv_k090_g6[k], 1 << (k & 31));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min_system>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k090_g6, k090_g6); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k090_g2, k090_g2); }

// k091: grid, n 1345, blocks of 128, keys 100 (dist 4)
__device__ int k091_g2[256];
__global__ void k091(const int* key, const int* vi, const unsigned* vu, const long long* vll, const float* vf, const double* vd, double* o0, float* o1, unsigned* o3, long long* o4, int n) { __shared__ int wa_priv_k091_g2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k091_g2); __syncthreads();
  __shared__ double sh0[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh0[s] = 0;
  __shared__ float sh1[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh1[s] = 0;
  __shared__ unsigned sh2[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh2[s] = 0;
  __shared__ long long sh3[100];
  for (int s = threadIdx.x; s < 100; s += blockDim.x) sh3[s] = (long long)0x8000000000000000ull;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (vi[i] < 0) {
      warpagg::reduce_add<warpagg::strategy::uniform>(&sh0[0], vd[i]);
    }
    const int c3 = k & 255;
    atomicAdd(&sh1[c3], vf[i] * 0.5f);
    atomicAdd(&wa_priv_k091_g2[c3], 1);
    if (vi[i] < 0) {
      atomicSub(&sh2[0], vu[i] & 255u);
    }
    atomicMax(&sh3[k], vll[i] >> 40);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicAdd(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicAdd(&o1[s], sh1[s]);
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicAdd(&o3[s], sh2[s]);
  for (int s = threadIdx.x; s < 100; s += blockDim.x) atomicMax(&o4[s], sh3[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k091_g2, k091_g2); }

// k092: grid, n 168, blocks of 160, keys 1 (dist 0)
__device__ unsigned k092_g2[256];
template <class T>
__global__ void k092(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const float* __restrict__ vf, T* o0, double* o1, int* o3, int* o4, long long* o5, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&o0[0], T(1));
    warpagg::reduce_add(&o1[k & 255], (double)vf[i]);
    warpagg::group<warpagg::op::min, unsigned int, int> wa_group_1395; wa_group_1395.put<0>(&k092_g2[k & 255], vu[i] >> 20);
    wa_group_1395.put<1>(&o3[k & 255], vi[i]); wa_group_1395.commit();
    warpagg::reduce_xor(cuda::std::atomic_ref<int>(o4[k]), vi[i]);
    warpagg::reduce_max(&o5[min(max(k, 0), 15)], vll[i] >> 40);
  }
}
template __global__ void k092<unsigned>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const float* __restrict__ vf, unsigned* o0, double* o1, int* o3, int* o4, long long* o5, int n);
template __global__ void k092<float>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const float* __restrict__ vf, float* o0, double* o1, int* o3, int* o4, long long* o5, int n);

// k093: grid, n 588, blocks of 32, keys 4 (dist 1)
template <class T>
__global__ void k093(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, T* o0, int* o1, unsigned* o2, unsigned* o3, unsigned* o4, int* o5, unsigned long long* o6, int* o7, int n) { __shared__ T wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ int wa_priv_o1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  __shared__ unsigned sh0[8];
  for (int s = threadIdx.x; s < 8; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[(unsigned char)k], T(1));
    if ((i & 7) < 5) {
      atomicAdd(&wa_priv_o1[(i >> 5) & 15], (vi[i] & 15) - 8);
    }
    o3[i] = warpagg::atomic_add(&o2[k], 1u);
    if ((i & 7) < 5)
      atomicMax(&sh0[blockIdx.x & 7], vu[i] >> 20);
    else
      warpagg::reduce_sub(&o5[k], (vi[i] & 15) - 8);
    const unsigned long long s9 = warpagg::atomic_add<warpagg::strategy::uniform>(&o6[0], 1ull);
    o7[s9] = i;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 8; s += blockDim.x) atomicMax(&o4[s], sh0[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }
template __global__ void k093<float>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, float* o0, int* o1, unsigned* o2, unsigned* o3, unsigned* o4, int* o5, unsigned long long* o6, int* o7, int n);
template __global__ void k093<double>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, double* o0, int* o1, unsigned* o2, unsigned* o3, unsigned* o4, int* o5, unsigned long long* o6, int* o7, int n);

// k094: const, n 1248, blocks of 32, keys 1 (dist 1)
__global__ void k094(unsigned long long* o0, int* o1, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::uniform>(&o0[0], 1ull);
    o1[s0] = i;
  }
}

// k095: one_return, n 1504, blocks of 256, keys 4 (dist 6)
template <class T>
__global__ void k095(const int* key, const unsigned* vu, const double* vd, T* o0, double* o1, int* o2, double* o3, int n) { __shared__ T wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ double wa_priv_o1[64]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[(i >> 5) & 15], static_cast<T>(vu[i] & 15u));
  atomicAdd_system(&wa_priv_o1[k & 63], 1.0);
  warpagg::keyed_group<int, warpagg::op::add, int, double> wa_group_1449; wa_group_1449.put<0>(k, k);
  wa_group_1449.put<1>(k, vd[i] * 0.25); wa_group_1449.commit([&](int k) { return warpagg::addresses(&o2[k], &o3[k]); });
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o1, o1); }
template __global__ void k095<unsigned>(const int* key, const unsigned* vu, const double* vd, unsigned* o0, double* o1, int* o2, double* o3, int n);
template __global__ void k095<unsigned long long>(const int* key, const unsigned* vu, const double* vd, unsigned long long* o0, double* o1, int* o2, double* o3, int n);

// k096: repeat, n 21738, blocks of 256, keys 100000 (dist 2)
template <class T>
__global__ void k096(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, T* o0, unsigned long long* o1, unsigned long long* o2, unsigned* o3, int* o4, unsigned* o5, int* o6, int n) { __shared__ unsigned wa_priv_o5[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o5); __shared__ int wa_priv_o6[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o6); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_add(&o0[k], static_cast<T>(vu[i] & 15u));
    const int c1 = k;
    warpagg::keyed_group<int, warpagg::op::add, unsigned long long, unsigned long long, unsigned int> wa_group_1465; wa_group_1465.put<0>(c1, vull[i]);
    wa_group_1465.put<1>(c1, vull[i]);
    wa_group_1465.put<2>(c1, 1u); wa_group_1465.commit([&](int c1) { return warpagg::addresses(&o1[c1], &o2[c1], &o3[c1]); });
    warpagg::reduce_or(&o4[k], vi[i]);
    atomicOr(&wa_priv_o5[min(max(k, 0), 15)], 1u << (i & 31));
    atomicOr(&wa_priv_o6[k & 255], vi[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o6, o6); }
template __global__ void k096<unsigned>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned* o0, unsigned long long* o1, unsigned long long* o2, unsigned* o3, int* o4, unsigned* o5, int* o6, int n);
template __global__ void k096<double>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, double* o0, unsigned long long* o1, unsigned long long* o2, unsigned* o3, int* o4, unsigned* o5, int* o6, int n);

// k097: repeat, n 1441, blocks of 128, keys 1000 (dist 6)
__global__ void k097(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned long long* o0, int* o1, unsigned long long* o2, int* o3, int* o4, int* o5, unsigned long long* o6, long long* o7, int n) { __shared__ unsigned long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ int wa_priv_o1[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __shared__ unsigned long long wa_priv_o2[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    const int c0 = min(max(k, 0), 15);
    atomicOr(&wa_priv_o0[c0], vull[i]);
    atomicOr(&wa_priv_o1[c0], 1 << (i & 31));
    atomicOr(&wa_priv_o2[c0], 1ull << (i & 63));
    {
      cuda::atomic_ref<int, cuda::thread_scope_device> ref4(o3[(unsigned)k % 10u]);
      warpagg::reduce_min(ref4, vi[i]);
    }
    warpagg::keyed_group<int, warpagg::op::max, int, int, unsigned long long> wa_group_1491; wa_group_1491.put<0>(k, vi[i]);
    wa_group_1491.put<1>(k, -k);
    wa_group_1491.put<2>(k, vull[i] >> 50); wa_group_1491.commit([&](int k) { return warpagg::addresses(&o4[k], &o5[k], &o6[k]); });
    warpagg::reduce_min(&o7[k], (long long)vi[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); }

// k098: one_guard, n 4416, blocks of 160, keys 256 (dist 3)
__global__ void k098(const int* key, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, unsigned long long* o2, unsigned long long* o3, int* o4, int* o5, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicAnd(&wa_priv_o0[k & 255], vull[i]);
    const int c1 = (k * 7 + 3) % 256;
    warpagg::reduce_max(&o1[c1], vull[i]);
    warpagg::reduce_max(&o2[c1], vull[i] >> 50);
    warpagg::reduce_max(&o3[c1], vull[i] >> 50);
    o5[i] = warpagg::atomic_add(&o4[(i >> 5) & 15], 2);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); }

// k099: one_return, n 1892, blocks of 512, keys 4 (dist 5)
__device__ unsigned long long k099_g0[16];
__global__ void k099(const int* key, const unsigned long long* vull, const double* vd, double* o1, float* o2, int n) { __shared__ unsigned long long wa_priv_k099_g0[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_k099_g0); __shared__ double wa_priv_o1[8]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ float wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicMin(&wa_priv_k099_g0[min(max(k, 0), 15)], vull[i] >> 50);
  if ((threadIdx.x & 3) == 1) return;
  warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o1[blockIdx.x & 7], vd[i] * 0.25);
  if ((threadIdx.x & 3) == 1) {
    atomicAdd(&wa_priv_o2[(unsigned char)k], 1.0f);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_k099_g0, k099_g0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k100: repeat, n 1351, blocks of 32, keys 4096 (dist 6)
__global__ void k100(const int* key, const unsigned* vu, const long long* vll, const double* vd, long long* o0, unsigned* o1, int* o2, int* o3, unsigned* o4, double* o5, double* o6, int n) { __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    const int c0 = k & 255;
    atomicMax(&wa_priv_o0[c0], vll[i] >> 40);
    atomicMax(&wa_priv_o1[c0], vu[i] >> 20);
    int s3 = atomicAdd(o2, 1);
    o3[s3] = i;
    warpagg::keyed_group<int, warpagg::op::add, unsigned int, double, double> wa_group_1538; wa_group_1538.put<0>(k, vu[i]);
    wa_group_1538.put<1>(k, vd[i]);
    wa_group_1538.put<2>(k, 1.0); wa_group_1538.commit([&](int k) { return warpagg::addresses(&o4[k], &o5[k], &o6[k]); });
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); }

// k101: one_return, n 962, blocks of 256, keys 1000 (dist 6)
template <class T>
__global__ void k101(const int* key, const int* vi, const unsigned* vu, const float* vf, T* o0, unsigned* o1, int* o2, long long* o3, float* o4, float* o5, double* o6, int n) { __shared__ T wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ float wa_priv_o5[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o5); __shared__ double wa_priv_o6[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o6); __shared__ int wa_priv_o2[1]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o2); __shared__ long long wa_priv_o3[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[k & 255], static_cast<T>(vu[i] & 15u));
  if ((threadIdx.x & 3) == 1)
    warpagg::reduce_xor(cuda::atomic_ref<unsigned, cuda::thread_scope_device>(o1[k]), 1u << (i & 31));
  else
    atomicXor(wa_priv_o2, 1 << (k & 31));
  if ((threadIdx.x & 3) == 1) {
    atomicMax(&wa_priv_o3[min(max(k, 0), 15)], (long long)vi[i]);
  }
  warpagg::reduce_add_system(&o4[(k * 7 + 3) % 1000], -vf[i]);
  const int c9 = k & 255;
  atomicAdd(&wa_priv_o5[c9], -vf[i]);
  atomicAdd(&wa_priv_o6[c9], 1.0);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::add>(wa_priv_o6, o6); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); }
template __global__ void k101<unsigned>(const int* key, const int* vi, const unsigned* vu, const float* vf, unsigned* o0, unsigned* o1, int* o2, long long* o3, float* o4, float* o5, double* o6, int n);
template __global__ void k101<int>(const int* key, const int* vi, const unsigned* vu, const float* vf, int* o0, unsigned* o1, int* o2, long long* o3, float* o4, float* o5, double* o6, int n);

// k102: repeat, n 15616, blocks of 256, keys 4096 (dist 0)
__global__ void k102(const int* key, const int* vi, const unsigned* vu, const long long* vll, const double* vd, int* o0, long long* o1, double* o2, double* o3, int n) { __shared__ double wa_priv_o3[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ double wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_max(&o0[k], -k);
    if (vi[i] < 0)
      {
        cuda::std::atomic_ref<long long> ref2(o1[k & 255]);
        warpagg::reduce_or(ref2, vll[i] >> 40);
      }
    else
      atomicAdd(&wa_priv_o2[k & 255], vd[i] * 0.25);
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o3[0], vd[i] * 0.25);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k103: one_return, n 7296, blocks of 96, keys 100 (dist 6)
__device__ int k103_g2[100];
__global__ void k103(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int* o1, int n) { __shared__ int wa_priv_k103_g2[100]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_k103_g2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::keyed_group<int, warpagg::op::bit_and, unsigned int, int> wa_group_1591; wa_group_1591.put<0>(k, vu[i] | 0x0f0f0f0fu);
  wa_group_1591.put<1>(k, 1 << (k & 31)); wa_group_1591.commit([&](int k) { return warpagg::addresses(&o0[k], &o1[k]); });
  atomicAnd(&wa_priv_k103_g2[k], 1 << (k & 31));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_k103_g2, k103_g2); }

// k104: grid, n 29130, blocks of 256, keys 1 (dist 1)
__global__ void k104(const float* vf, float* o0, int n) { __shared__ float wa_priv_o0[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_o0, vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k105: one_return, n 1952, blocks of 160, keys 100 (dist 2)
__global__ void k105(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, int* o0, unsigned* o1, int* o2, unsigned* o3, unsigned* o4, int* o5, unsigned long long* o6, int n) { __shared__ int wa_priv_o0[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ unsigned long long wa_priv_o6[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o6); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicMax(&wa_priv_o0[k & 255], vi[i] >> 12);
  unsigned s1 = atomicAdd(o1, 1u);
  o2[s1] = i;
  const int c3 = k;
  warpagg::keyed_group<int, warpagg::op::max, unsigned int, unsigned int, int> wa_group_1612; wa_group_1612.put<0>(c3, vu[i]);
  wa_group_1612.put<1>(c3, vu[i] >> 20);
  wa_group_1612.put<2>(c3, -k); wa_group_1612.commit([&](int c3) { return warpagg::addresses(&o3[c3], &o4[c3], &o5[c3]); });
  warpagg::reduce_min<warpagg::strategy::uniform>(wa_priv_o6, vull[i] >> 50);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min>(wa_priv_o6, o6); }

// k106: repeat, n 416, blocks of 96, keys 100 (dist 0)
__device__ float k106_g3[8];
__global__ void k106(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, unsigned long long* o0, unsigned long long* o1, unsigned* o2, unsigned long long* o4, int* o5, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o1); __shared__ unsigned wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o2); __shared__ float wa_priv_k106_g3[8]; warpagg::private_zero<warpagg::op::add>(wa_priv_k106_g3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    atomicOr(&wa_priv_o0[(unsigned char)k], vull[i]);
    atomicOr(&wa_priv_o1[(unsigned char)k], vull[i]);
    atomicOr(&wa_priv_o2[(unsigned char)k], vu[i]);
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_k106_g3[blockIdx.x & 7], vf[i] * 0.5f);
    }
    const int c6 = (k * 7 + 3) % 100;
    warpagg::keyed_group<int, warpagg::op::max, unsigned long long, int> wa_group_1633; wa_group_1633.put<0>(c6, vull[i] >> 50);
    wa_group_1633.put<1>(c6, -k); wa_group_1633.commit([&](int c6) { return warpagg::addresses(&o4[c6], &o5[c6]); });
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_k106_g3, k106_g3); }

// k107: one_return, n 4339, blocks of 256, keys 1000 (dist 4)
__device__ double k107_g0[1000];
__global__ void k107(const int* __restrict__ key, const double* __restrict__ vd, int n) { __shared__ double wa_priv_k107_g0[1000]; warpagg::private_zero<warpagg::op::add>(wa_priv_k107_g0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_k107_g0[k], vd[i] * 0.25);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k107_g0, k107_g0); }

// k108: grid, n 355, blocks of 256, keys 16 (dist 2)
__global__ void k108(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, unsigned long long* o0, unsigned* o1, long long* o2, long long* o3, unsigned long long* o4, unsigned long long* o5, unsigned long long* o6, int n) { __shared__ long long wa_priv_o3[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o1); __syncthreads();
  __shared__ unsigned long long sh0[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh0[s] = 0;
  __shared__ long long sh1[10];
  for (int s = threadIdx.x; s < 10; s += blockDim.x) sh1[s] = (long long)0x8000000000000000ull;
  __shared__ unsigned long long sh2[10];
  for (int s = threadIdx.x; s < 10; s += blockDim.x) sh2[s] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (k % 3 == 0) {
      atomicMax(&sh0[k], vull[i] >> 50);
    }
    if (k == 0) {
      atomicSub(&wa_priv_o1[k & 255], vu[i] & 255u);
    }
    atomicMax(&sh1[(unsigned)k % 10u], vll[i] >> 40);
    atomicMax(&wa_priv_o3[(unsigned)k % 10u], vll[i]);
    atomicMax(&sh2[(unsigned)k % 10u], vull[i] >> 50);
    o6[i] = warpagg::atomic_add(&o5[k & 255], 3ull);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicMax(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 10; s += blockDim.x) atomicMax(&o2[s], sh1[s]);
  for (int s = threadIdx.x; s < 10; s += blockDim.x) atomicMax(&o4[s], sh2[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::sub>(wa_priv_o1, o1); }

// k109: one_return, n 1230, blocks of 32, keys 256 (dist 1)
__global__ void k109(const int* key, const int* vi, const float* vf, int* o0, float* o1, int n) { __shared__ int wa_priv_o0[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicMin(wa_priv_o0, vi[i]);
  warpagg::reduce_add(&o1[k], -vf[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k110: grid, n 29190, blocks of 64, keys 100000 (dist 5)
__global__ void k110(const int* __restrict__ key, const long long* __restrict__ vll, long long* o0, long long* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::keyed_group<int, warpagg::op::min, long long, long long> wa_group_1688; wa_group_1688.put<0>((k * 7 + 3) % 100000, vll[i]);
    wa_group_1688.put<1>((k * 7 + 3) % 100000, vll[i]); wa_group_1688.commit([&](int wa_key) { return warpagg::addresses(&o0[wa_key], &o1[wa_key]); });
  }
}

// k111: const, n 16652, blocks of 32, keys 4 (dist 4)
__global__ void k111(const int* key, const int* vi, const unsigned* vu, const double* vd, unsigned* o0, double* o1, int* o2, int n) { __shared__ double wa_priv_o1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ unsigned wa_priv_o0[16]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    if ((i & 7) < 5) {
      atomicXor(&wa_priv_o0[(i >> 5) & 15], vu[i]);
    }
    atomicAdd(&wa_priv_o1[min(max(k, 0), 15)], vd[i]);
    warpagg::reduce_min(&o2[k], vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); }

// k112: const, n 476, blocks of 256, keys 16 (dist 1)
__global__ void k112(unsigned* o0, int* o1, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    if ((threadIdx.x >> 5) == 1) continue;
    unsigned s1 = atomicAdd(o0, 1u);
    o1[s1] = i;
  }
}

// k113: done, n 1682, blocks of 256, keys 4 (dist 1)
__global__ void k113(const int* key, const int* vi, const unsigned* vu, const long long* vll, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, int* o2, long long* o3, int* o4, unsigned* o5, unsigned long long* o6, int n) { __shared__ int wa_priv_o4[16]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o4); __shared__ unsigned wa_priv_o5[16]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o5); __shared__ unsigned long long wa_priv_o6[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o6); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_and(&o0[k], vull[i] | 0xff00ff00ff00ff00ull);
    warpagg::keyed_group<int, warpagg::op::bit_and, unsigned long long, int> wa_group_1729; wa_group_1729.put<0>(k, vull[i]);
    wa_group_1729.put<1>(k, vi[i]); wa_group_1729.commit([&](int k) { return warpagg::addresses(&o1[k], &o2[k]); });
    warpagg::reduce_min(&o3[k], vll[i] >> 40);
    const int c4 = (i >> 5) & 15;
    atomicXor(&wa_priv_o4[c4], vi[i]);
    atomicXor(&wa_priv_o5[c4], vu[i]);
    atomicOr(&wa_priv_o6[(unsigned)k % 10u], 1ull << (i & 63));
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o6, o6); }

// k114: one_return, n 21952, blocks of 160, keys 100 (dist 2)
__global__ void k114(const int* __restrict__ key, unsigned* o0, unsigned* o1, unsigned* o2, unsigned long long* o3, unsigned long long* o4, int n) { __shared__ unsigned wa_priv_o2[16]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  o1[i] = warpagg::atomic_add(&o0[k], 1u);
  atomicAnd(&wa_priv_o2[min(max(k, 0), 15)], ~(1u << (i & 31)));
  o4[i] = warpagg::atomic_add(&o3[k & 255], 3ull);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o2, o2); }

// k115: const, n 11037, blocks of 256, keys 1000 (dist 5)
__device__ unsigned long long k115_g2[1000];
__global__ void k115(const int* key, const int* vi, const unsigned long long* vull, long long* o0, unsigned long long* o1, int n) { __shared__ unsigned long long wa_priv_k115_g2[1000]; warpagg::private_zero<warpagg::op::min>(wa_priv_k115_g2); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 1000;
    warpagg::keyed_group<int, warpagg::op::min, long long, unsigned long long> wa_group_1759; wa_group_1759.put<0>(c0, (long long)vi[i]);
    wa_group_1759.put<1>(c0, vull[i] >> 50); wa_group_1759.commit([&](int c0) { return warpagg::addresses(&o0[c0], &o1[c0]); });
    atomicMin(&wa_priv_k115_g2[c0], vull[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_k115_g2, k115_g2); }

// k116: const, n 244, blocks of 160, keys 4096 (dist 6)
__global__ void k116(const int* key, unsigned* o0, unsigned* o1, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    if (k == 0) continue;
    if ((i & 7) < 5) continue;
    if (k == 0) return;
    o1[i] = warpagg::atomic_add(&o0[k & 63], 1u);
  }
}

// k117: one_return, n 8216, blocks of 96, keys 16 (dist 2)
__global__ void k117(const int* key, int* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  o1[i] = warpagg::atomic_add(&o0[k & 63], 2);
}

// k118: grid, n 19914, blocks of 64, keys 4096 (dist 3)
__device__ long long k118_g1[257];
template <class T>
__global__ void k118(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, T* o0, unsigned long long* o2, unsigned* o3, int n) { __shared__ long long wa_priv_k118_g1[257]; warpagg::private_zero<warpagg::op::max>(wa_priv_k118_g1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], T(1));
    atomicMax(&wa_priv_k118_g1[k >> 4], vll[i]);
    warpagg::group<warpagg::op::bit_and, unsigned long long, unsigned int> wa_group_1795; wa_group_1795.put<0>(&o2[k >> 4], vull[i]);
    wa_group_1795.put<1>(&o3[k >> 4], ~(1u << (i & 31))); wa_group_1795.commit();
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_k118_g1, k118_g1); }
template __global__ void k118<int>(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, int* o0, unsigned long long* o2, unsigned* o3, int n);
template __global__ void k118<unsigned>(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, unsigned* o0, unsigned long long* o2, unsigned* o3, int n);

// k119: const, n 1076, blocks of 96, keys 1000 (dist 2)
__device__ int k119_g2[1000];
__global__ void k119(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, float* o0, unsigned* o1, int* o3, float* o4, int n) { __shared__ int wa_priv_k119_g2[1000]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k119_g2); __syncthreads(); [&]() {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add(&o0[k >> 4], vf[i] * 0.5f);
    if ((i & 7) < 5) return;
    warpagg::reduce_or(&o1[k], vu[i]);
    atomicOr(&wa_priv_k119_g2[k], vi[i]);
    warpagg::reduce_or(&o3[k], 1 << (i & 31));
    warpagg::reduce_add(&o4[k], vf[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k119_g2, k119_g2); }

// k120: repeat, n 2555, blocks of 128, keys 256 (dist 0)
__global__ void k120(const int* key, const int* vi, const unsigned* vu, const long long* vll, int* o0, long long* o1, int* o2, unsigned long long* o3, unsigned* o4, int* o5, int n) { __shared__ int wa_priv_o0[1]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o0); __shared__ int wa_priv_o5[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o5); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    atomicSub(wa_priv_o0, k);
    warpagg::reduce_max(&o1[k], vll[i]);
    const int c2 = k;
    warpagg::keyed_group<int, warpagg::op::bit_xor, int, unsigned long long, unsigned int> wa_group_1829; wa_group_1829.put<0>(c2, vi[i]);
    wa_group_1829.put<1>(c2, 1ull << (i & 63));
    wa_group_1829.put<2>(c2, vu[i]); wa_group_1829.commit([&](int c2) { return warpagg::addresses(&o2[c2], &o3[c2], &o4[c2]); });
    atomicAnd(&wa_priv_o5[k & 255], vi[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::sub>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o5, o5); }

// k121: done, n 28384, blocks of 512, keys 100000 (dist 0)
__global__ void k121(const int* key, const int* vi, const unsigned* vu, const long long* vll, const unsigned long long* vull, long long* o0, unsigned long long* o1, unsigned* o2, int* o3, unsigned* o4, unsigned* o5, unsigned long long* o6, int n) { __shared__ long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicMin(&wa_priv_o0[k & 255], vll[i] >> 40);
    warpagg::keyed_group<int, warpagg::op::max, unsigned long long, unsigned int, int> wa_group_1845; wa_group_1845.put<0>(k, vull[i] >> 50);
    wa_group_1845.put<1>(k, vu[i]);
    wa_group_1845.put<2>(k, vi[i]); wa_group_1845.commit([&](int k) { return warpagg::addresses(&o1[k], &o2[k], &o3[k]); });
    const int c4 = (k * 7 + 3) % 100000;
    warpagg::keyed_group<int, warpagg::op::add, unsigned int, unsigned int> wa_group_1849; wa_group_1849.put<0>(c4, vu[i]);
    wa_group_1849.put<1>(c4, 1u); wa_group_1849.commit([&](int c4) { return warpagg::addresses(&o4[c4], &o5[c4]); });
    warpagg::reduce_and(cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(o6[k]), vull[i] | 0xff00ff00ff00ff00ull);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k122: const, n 1604, blocks of 64, keys 1 (dist 4)
__global__ void k122(const int* key, const long long* vll, const float* vf, int* o0, int* o1, int* o2, float* o3, float* o4, long long* o5, int n) { __shared__ float wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __syncthreads();
  __shared__ int sh0[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh0[s] = 0;
  __shared__ float sh1[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh1[s] = 0;
  __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    atomicXor_system(&sh0[k], 1 << (k & 31));
    o2[i] = warpagg::atomic_add(&o1[k], 2);
    atomicAdd(&wa_priv_o3[k & 255], vf[i] * 0.5f);
    atomicAdd(&sh1[k & 255], -vf[i]);
    if ((threadIdx.x & 3) == 1) {
      {
        cuda::atomic_ref<long long, cuda::thread_scope_device> ref5(o5[(unsigned char)k]);
        warpagg::reduce_and(ref5, vll[i]);
      }
    }
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicXor(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicAdd(&o4[s], sh1[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); }

// k123: grid, n 1860, blocks of 256, keys 4 (dist 4)
__device__ long long k123_g0[1];
__device__ unsigned long long k123_g4[256];
__global__ void k123(const int* key, const unsigned* vu, const long long* vll, const float* vf, const double* vd, unsigned* o1, float* o2, double* o3, float* o5, float* o6, int n) { __shared__ long long wa_priv_k123_g0[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_k123_g0); __shared__ double wa_priv_o3[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ unsigned long long wa_priv_k123_g4[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k123_g4); __shared__ float wa_priv_o5[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o5); __shared__ float wa_priv_o6[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o6); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o1); __shared__ float wa_priv_o2[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicMax(&wa_priv_k123_g0[k >> 4], vll[i] >> 40);
    if ((vu[i] & 1u) != 0u)
      atomicSub(&wa_priv_o1[k & 255], vu[i]);
    else
      warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o2[0], -vf[i]);
    atomicAdd(&wa_priv_o3[k & 255], vd[i] * 0.25);
    const int c6 = (unsigned char)k;
    atomicAdd(&wa_priv_k123_g4[c6], 1ull);
    atomicAdd(&wa_priv_o5[c6], vf[i]);
    atomicAdd(&wa_priv_o6[c6], vf[i] * 0.5f);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_k123_g0, k123_g0); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_k123_g4, k123_g4); warpagg::private_flush<warpagg::op::add>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::add>(wa_priv_o6, o6); warpagg::private_flush<warpagg::op::sub>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k124: one_return, n 5195, blocks of 512, keys 100000 (dist 6)
__global__ void k124(const unsigned long long* vull, unsigned long long* o0, int n) { __shared__ unsigned long long wa_priv_o0[1]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::reduce_xor<warpagg::strategy::uniform>(wa_priv_o0, vull[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); }

// k125: grid, n 1689, blocks of 128, keys 1000 (dist 2)
__global__ void k125(const int* __restrict__ vi, const double* __restrict__ vd, double* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    if (vi[i] < 0) {
      warpagg::reduce_add<warpagg::strategy::uniform>(cuda::std::atomic_ref<double>(o0[blockIdx.x & 7]), vd[i] * 0.25);
    }
  }
}

// k126: repeat, n 11136, blocks of 32, keys 4 (dist 4)
__global__ void k126(const int* key, const int* vi, const unsigned* vu, int* o0, unsigned* o1, double* o2, int n) { __shared__ int wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __shared__ double wa_priv_o2[256]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    const int c0 = k & 255;
    atomicXor(&wa_priv_o0[c0], vi[i]);
    atomicXor(&wa_priv_o1[c0], vu[i]);
    if (k % 3 == 0) {
      atomicAdd_system(&wa_priv_o2[k & 255], 1.0);
    }
    if (k == 0) continue;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o2, o2); }

// k127: repeat, n 1456, blocks of 512, keys 1000 (dist 2)
__device__ double k127_g3[16];
__global__ void k127(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, const double* vd, unsigned* o0, unsigned* o1, float* o2, unsigned long long* o4, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ unsigned wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o1); __shared__ double wa_priv_k127_g3[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_k127_g3); __shared__ unsigned long long wa_priv_o4[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o4); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    atomicMax(&wa_priv_o0[k & 255], vu[i]);
    if ((i & 7) < 5)
      atomicXor(&wa_priv_o1[k & 255], 1u << (i & 31));
    else
      {
        cuda::atomic_ref<float, cuda::thread_scope_device> ref3(o2[(unsigned)k % 10u]);
        warpagg::reduce_sub(ref3, -vf[i]);
      }
    if ((i & 7) < 5)
      atomicAdd(&wa_priv_k127_g3[min(max(k, 0), 15)], vd[i]);
    else
      atomicAnd(&wa_priv_o4[k & 255], vull[i]);
    if ((i & 7) < 5) return;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_k127_g3, k127_g3); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o4, o4); }

// k128: one_guard, n 60, blocks of 96, keys 256 (dist 2)
__global__ void k128(const int* __restrict__ key, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, const double* __restrict__ vd, double* o0, long long* o1, unsigned long long* o2, int n) { __shared__ long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], vd[i]);
    atomicMin(&wa_priv_o1[k & 255], vll[i]);
    atomicMin(&wa_priv_o2[k & 255], vull[i] >> 50);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); }

// k129: one_return, n 27258, blocks of 256, keys 4 (dist 0)
__global__ void k129(const int* key, const int* vi, const unsigned long long* vull, const float* vf, float* o0, float* o1, int* o2, float* o3, unsigned long long* o4, int n) { __shared__ float wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ float wa_priv_o1[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[(unsigned)k % 10u], -vf[i]);
  atomicAdd(&wa_priv_o1[(i >> 5) & 15], vf[i] * 0.5f);
  const int c2 = k;
  warpagg::keyed_group<int, warpagg::op::add, int, float, unsigned long long> wa_group_1979; wa_group_1979.put<0>(c2, (vi[i] & 15) - 8);
  wa_group_1979.put<1>(c2, -vf[i]);
  wa_group_1979.put<2>(c2, vull[i]); wa_group_1979.commit([&](int c2) { return warpagg::addresses(&o2[c2], &o3[c2], &o4[c2]); });
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k130: const, n 15239, blocks of 256, keys 4096 (dist 4)
__global__ void k130(const int* key, const int* vi, long long* o0, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_min(&o0[(k * 7 + 3) % 4096], (long long)vi[i]);
  }
}

// k131: grid, n 640, blocks of 96, keys 4 (dist 1)
__global__ void k131(const int* key, const int* vi, const double* vd, double* o0, int* o1, int n) { __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ int wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = k & 255;
    atomicAdd(&wa_priv_o0[c0], vd[i]);
    atomicAdd(&wa_priv_o1[c0], vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k132: grid, n 3346, blocks of 160, keys 4096 (dist 3)
__global__ void k132(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned* o0, int* o1, unsigned long long* o2, int* o3, long long* o4, int n) { __shared__ long long wa_priv_o4[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o4); __syncthreads();
  __shared__ unsigned sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((vu[i] & 1u) != 0u)
      atomicSub(&sh0[(unsigned char)k], vu[i]);
    else
      warpagg::reduce_min(&o1[k >> 4], vi[i]);
    warpagg::keyed_group<int, warpagg::op::bit_and, unsigned long long, int> wa_group_2016; wa_group_2016.put<0>((k * 7 + 3) % 4096, vull[i] | 0xff00ff00ff00ff00ull);
    wa_group_2016.put<1>((k * 7 + 3) % 4096, 1 << (k & 31)); wa_group_2016.commit([&](int wa_key) { return warpagg::addresses(&o2[wa_key], &o3[wa_key]); });
    if ((threadIdx.x & 3) == 1) {
      atomicMin(&wa_priv_o4[k & 255], (long long)vi[i]);
    }
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicAdd(&o0[s], sh0[s]);
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o4, o4); }

// k133: const, n 16298, blocks of 256, keys 100 (dist 2)
__device__ unsigned long long k133_g0[100];
__global__ void k133(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const double* __restrict__ vd, int* o1, int* o2, int* o3, unsigned* o4, double* o5, int n) { __shared__ unsigned long long wa_priv_k133_g0[100]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k133_g0); __shared__ int wa_priv_o3[16]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o3); __shared__ double wa_priv_o5[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o5); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 100;
    atomicOr(&wa_priv_k133_g0[c0], vull[i]);
    warpagg::keyed_group<int, warpagg::op::bit_or, int, int> wa_group_2036; wa_group_2036.put<0>(c0, 1 << (i & 31));
    wa_group_2036.put<1>(c0, 1 << (i & 31)); wa_group_2036.commit([&](int c0) { return warpagg::addresses(&o1[c0], &o2[c0]); });
    if ((threadIdx.x & 3) == 1) {
      atomicOr(&wa_priv_o3[min(max(k, 0), 15)], vi[i]);
    }
    if (vi[i] < 0)
      warpagg::reduce_sub(&o4[k], vu[i] & 255u);
    else
      atomicAdd(&wa_priv_o5[(unsigned)k % 10u], vd[i]);
    if (k == 0) continue;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k133_g0, k133_g0); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o5, o5); }

// k134: grid, n 874, blocks of 256, keys 1000 (dist 2)
__device__ unsigned long long k134_g1[1000];
__global__ void k134(const int* __restrict__ key, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, unsigned long long* o0, int* o2, long long* o3, float* o4, long long* o5, int n) { __shared__ unsigned long long wa_priv_k134_g1[1000]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_k134_g1); __shared__ long long wa_priv_o3[8]; warpagg::private_zero<warpagg::op::min>(wa_priv_o3); __syncthreads(); [&]() {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_and(&o0[k], vull[i] | 0xff00ff00ff00ff00ull);
    atomicAnd(&wa_priv_k134_g1[k], vull[i] | 0xff00ff00ff00ff00ull);
    warpagg::reduce_and(&o2[k], 1 << (k & 31));
    if ((threadIdx.x >> 5) == 1) return;
    if ((threadIdx.x & 3) == 1)
      warpagg::reduce_min<warpagg::strategy::uniform>(&wa_priv_o3[blockIdx.x & 7], vll[i]);
    else
      warpagg::reduce_add(&o4[k], vf[i]);
    warpagg::reduce_and(cuda::atomic_ref<long long, cuda::thread_scope_device>(o5[k & 255]), vll[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_k134_g1, k134_g1); warpagg::private_flush<warpagg::op::min>(wa_priv_o3, o3); }

// k135: one_return, n 1310, blocks of 256, keys 100 (dist 5)
__global__ void k135(const int* __restrict__ key, const unsigned long long* __restrict__ vull, unsigned long long* o0, int* o1, unsigned long long* o2, int n) { __shared__ unsigned long long wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::uniform>(&o0[0], 1ull);
  o1[s0] = i;
  atomicXor(&wa_priv_o2[k & 255], vull[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o2, o2); }

// k136: done, n 14096, blocks of 256, keys 1 (dist 2)
__global__ void k136(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned long long* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    {
      cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> ref1(o0[k & 255]);
      warpagg::reduce_and(ref1, vull[i] | 0xff00ff00ff00ff00ull);
    }
    done = (vu[i] & 3u) == 0u;
  }
}

// k137: done, n 27619, blocks of 32, keys 4 (dist 4)
__global__ void k137(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int n) { __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicAnd(&wa_priv_o0[k & 255], ~(1u << (i & 31)));
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o0, o0); }

// k138: grid, n 704, blocks of 32, keys 1000 (dist 2)
__global__ void k138(const int* key, const int* vi, const unsigned* vu, const long long* vll, const unsigned long long* vull, unsigned long long* o0, long long* o1, unsigned* o2, unsigned long long* o3, int n) { __shared__ unsigned long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ long long wa_priv_o1[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __shared__ unsigned wa_priv_o2[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_o2); __shared__ unsigned long long wa_priv_o3[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = k & 63;
    atomicMax(&wa_priv_o0[c0], vull[i] >> 50);
    atomicMax(&wa_priv_o1[c0], vll[i]);
    atomicMax(&wa_priv_o2[c0], vu[i] >> 20);
    if (vi[i] < 0) {
      atomicMax(&wa_priv_o3[(i >> 5) & 15], vull[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::max>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); }

// k139: done, n 12692, blocks of 128, keys 100000 (dist 3)
__global__ void k139(const unsigned* __restrict__ vu, unsigned* o0, int* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const unsigned s0 = atomicAdd(&o0[0], 1u);
    o1[s0] = i;
    done = (vu[i] & 3u) == 0u;
  }
}

// k140: done, n 1509, blocks of 96, keys 100000 (dist 3)
__global__ void k140(const int* key, const unsigned* vu, const float* vf, double* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_add(cuda::atomic_ref<double, cuda::thread_scope_device>(o0[k & 255]), (double)vf[i]);
    }
    done = (vu[i] & 3u) == 0u;
  }
}

// k141: done, n 10856, blocks of 160, keys 1000 (dist 4)
__device__ double k141_g0[256];
__global__ void k141(const int* key, const int* vi, const unsigned* vu, unsigned* o1, int n) { __shared__ double wa_priv_k141_g0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k141_g0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if (vi[i] < 0) {
      atomicAdd(&wa_priv_k141_g0[k & 255], 1.0);
    }
    if ((i & 7) < 5) continue;
    warpagg::reduce_and(&o1[k], ~(1u << (i & 31)));
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k141_g0, k141_g0); }

// k142: done, n 288, blocks of 128, keys 4096 (dist 5)
__global__ void k142(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned long long* o0, unsigned long long* o1, unsigned long long* o2, int* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k], 3ull);
    const int c1 = k;
    warpagg::keyed_group<int, warpagg::op::bit_and, unsigned long long, int> wa_group_2175; wa_group_2175.put<0>(c1, vull[i] | 0xff00ff00ff00ff00ull);
    wa_group_2175.put<1>(c1, vi[i]); wa_group_2175.commit([&](int c1) { return warpagg::addresses(&o2[c1], &o3[c1]); });
    done = (vu[i] & 3u) == 0u;
  }
}

// k143: done, n 1945, blocks of 32, keys 16 (dist 1)
__global__ void k143(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned long long* o0, unsigned long long* o1, double* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k & 255], 3ull);
    if ((vu[i] & 1u) != 0u) continue;
    warpagg::reduce_add(&o2[k], 1.0);
    done = (vu[i] & 3u) == 0u;
  }
}

// k144: grid, n 733, blocks of 256, keys 4096 (dist 1)
__device__ unsigned long long k144_g0[4096];
__device__ int k144_g2[4096];
__global__ void k144(const int* __restrict__ key, const int* __restrict__ vi, const unsigned long long* __restrict__ vull, int* o1, unsigned long long* o3, int n) { __shared__ int wa_priv_k144_g2[4096]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k144_g2); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::keyed_group<int, warpagg::op::bit_xor, unsigned long long, int> wa_group_2202; wa_group_2202.put<0>(k, vull[i]);
    wa_group_2202.put<1>(k, 1 << (k & 31)); wa_group_2202.commit([&](int k) { return warpagg::addresses(&k144_g0[k], &o1[k]); });
    atomicXor(&wa_priv_k144_g2[k], vi[i]);
    if (k % 3 == 0) {
      warpagg::reduce_min(&o3[k >> 4], vull[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k144_g2, k144_g2); }

// k145: repeat, n 6001, blocks of 96, keys 256 (dist 1)
__device__ unsigned k145_g2[1];
__global__ void k145(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, int* o1, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __shared__ int wa_priv_o1[256]; warpagg::private_zero<warpagg::op::min_system>(wa_priv_o1); __shared__ unsigned wa_priv_k145_g2[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_k145_g2); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x & 3) == 1)
      atomicMin(&wa_priv_o0[k & 255], vull[i] >> 50);
    else
      atomicMin_system(&wa_priv_o1[k & 255], vi[i]);
    if ((i & 7) < 5) {
      atomicAdd(&wa_priv_k145_g2[0], vu[i] & 255u);
    }
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min_system>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::add>(wa_priv_k145_g2, k145_g2); }

// k146: grid, n 309, blocks of 64, keys 1000 (dist 6)
__global__ void k146(const int* key, const double* vd, double* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add(&o0[(k * 7 + 3) % 1000], vd[i] * 0.25);
  }
}

// k147: one_guard, n 640, blocks of 160, keys 1000 (dist 0)
__global__ void k147(const int* __restrict__ key, const unsigned long long* __restrict__ vull, const double* __restrict__ vd, double* o0, unsigned long long* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], vd[i] * 0.25);
    {
      cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> ref2(o1[(unsigned)k % 10u]);
      warpagg::reduce_min(ref2, vull[i]);
    }
  }
}

// k148: grid, n 598, blocks of 96, keys 4096 (dist 3)
__global__ void k148(const unsigned* __restrict__ vu, int* o0, unsigned* o1, int n) { __shared__ int wa_priv_o0[1]; warpagg::private_zero<warpagg::op::bit_or_system>(wa_priv_o0); __shared__ unsigned wa_priv_o1[1]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o1); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    if ((i & 7) < 5)
      atomicOr_system(&wa_priv_o0[0], 1 << (i & 31));
    else
      atomicAnd(&wa_priv_o1[0], vu[i] | 0x0f0f0f0fu);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or_system>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o1, o1); }

// k149: grid, n 508, blocks of 32, keys 4096 (dist 5)
__device__ int k149_g1[10];
__global__ void k149(const int* key, const int* vi, const float* vf, const double* vd, double* o0, unsigned* o2, float* o3, double* o4, int n) { __shared__ double wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ int wa_priv_k149_g1[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_k149_g1); __shared__ unsigned wa_priv_o2[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __shared__ float wa_priv_o3[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ double wa_priv_o4[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[(unsigned)k % 10u], vd[i]);
    atomicAdd(&wa_priv_k149_g1[(unsigned)k % 10u], (vi[i] & 15) - 8);
    atomicAdd(&wa_priv_o2[(unsigned)k % 10u], 1u);
    if (k % 3 == 0)
      atomicAdd(&wa_priv_o3[(unsigned)k % 10u], vf[i]);
    else
      atomicAdd(&wa_priv_o4[k & 255], (double)vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_k149_g1, k149_g1); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); }

// k150: const, n 1762, blocks of 256, keys 100 (dist 1)
__global__ void k150(const int* __restrict__ key, const unsigned long long* __restrict__ vull, unsigned* o0, unsigned long long* o1, int n) { __shared__ unsigned wa_priv_o0[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads(); [&]() {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if ((i & 7) < 5) return;
    atomicAdd(wa_priv_o0, 1u);
    warpagg::reduce_or(&o1[k], vull[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k151: one_return, n 11375, blocks of 64, keys 1 (dist 3)
__global__ void k151(const int* key, const int* vi, long long* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  {
    cuda::std::atomic_ref<long long> ref1(o0[k]);
    warpagg::reduce_and(ref1, (long long)vi[i]);
  }
}

// k152: const, n 238, blocks of 32, keys 1 (dist 6)
__global__ void k152(const int* __restrict__ key, const unsigned long long* __restrict__ vull, unsigned long long* o0, unsigned* o1, unsigned* o2, int n) { __shared__ unsigned long long wa_priv_o0[64]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    atomicXor(&wa_priv_o0[k & 63], vull[i]);
    o2[i] = warpagg::atomic_add(&o1[k], 1u);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); }

// k153: grid, n 19104, blocks of 64, keys 256 (dist 4)
__global__ void k153(const int* key, const int* vi, const unsigned* vu, const long long* vll, const float* vf, unsigned* o0, int* o1, double* o2, long long* o3, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_xor(&o0[k], vu[i]);
    if ((threadIdx.x & 3) == 1)
      warpagg::reduce_or(&o1[k], vi[i]);
    else
      warpagg::reduce_add(cuda::atomic_ref<double, cuda::thread_scope_device>(o2[(unsigned)k % 10u]), (double)vf[i]);
    warpagg::reduce_max(&o3[k], vll[i] >> 40);
  }
}

// k154: grid, n 13372, blocks of 512, keys 16 (dist 0)
template <class T>
__global__ void k154(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, T* o0, unsigned* o1, int* o2, int* o3, long long* o4, int n) { __shared__ long long wa_priv_o4[1]; warpagg::private_zero<warpagg::op::min>(wa_priv_o4); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], static_cast<T>(vu[i] & 15u));
    const unsigned s1 = atomicAdd(&o1[0], 1u);
    o2[s1] = i;
    warpagg::reduce_or(cuda::std::atomic_ref<int>(o3[(unsigned char)k]), 1 << (i & 31));
    if ((vu[i] & 1u) != 0u) continue;
    warpagg::reduce_min<warpagg::strategy::uniform>(&wa_priv_o4[0], vll[i] >> 40);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o4, o4); }
template __global__ void k154<unsigned>(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, unsigned* o0, unsigned* o1, int* o2, int* o3, long long* o4, int n);
template __global__ void k154<int>(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, int* o0, unsigned* o1, int* o2, int* o3, long long* o4, int n);

// k155: one_guard, n 858, blocks of 256, keys 1 (dist 4)
__device__ unsigned long long k155_g0[256];
__device__ long long k155_g2[256];
__global__ void k155(const int* __restrict__ key, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, unsigned long long* o1, int n) { __shared__ unsigned long long wa_priv_k155_g0[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_k155_g0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o1); __shared__ long long wa_priv_k155_g2[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_k155_g2); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicMin(&wa_priv_k155_g0[k & 255], vull[i]);
    atomicMax(&wa_priv_o1[(unsigned char)k], vull[i] >> 50);
    atomicMax(&wa_priv_k155_g2[(unsigned char)k], vll[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_k155_g0, k155_g0); warpagg::private_flush<warpagg::op::max>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::max>(wa_priv_k155_g2, k155_g2); }

// k156: one_guard, n 5323, blocks of 96, keys 4096 (dist 5)
__global__ void k156(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, int* o0, int* o1, long long* o2, unsigned* o3, int n) { __shared__ long long wa_priv_o2[16]; warpagg::private_zero<warpagg::op::min_system>(wa_priv_o2); __shared__ unsigned wa_priv_o3[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o3); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int s0 = atomicAdd(&o0[0], 1);
    o1[s0] = i;
    atomicMin_system(&wa_priv_o2[min(max(k, 0), 15)], (long long)vi[i]);
    atomicOr(&wa_priv_o3[0], vu[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min_system>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o3, o3); }

// k157: one_guard, n 1029, blocks of 256, keys 100 (dist 3)
__device__ int k157_g3[100];
__global__ void k157(const int* __restrict__ key, const int* __restrict__ vi, const unsigned long long* __restrict__ vull, unsigned long long* o0, unsigned long long* o1, int* o2, unsigned long long* o4, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __shared__ int wa_priv_k157_g3[100]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_k157_g3); __shared__ unsigned long long wa_priv_o4[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicXor(&wa_priv_o0[k & 255], vull[i]);
    const int c1 = k;
    warpagg::keyed_group<int, warpagg::op::bit_and, unsigned long long, int> wa_group_2373; wa_group_2373.put<0>(c1, vull[i] | 0xff00ff00ff00ff00ull);
    wa_group_2373.put<1>(c1, 1 << (k & 31)); wa_group_2373.commit([&](int c1) { return warpagg::addresses(&o1[c1], &o2[c1]); });
    atomicAnd(&wa_priv_k157_g3[c1], vi[i]);
    warpagg::reduce_add<warpagg::strategy::uniform>(&wa_priv_o4[0], vull[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_k157_g3, k157_g3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); }

// k158: one_return, n 1952, blocks of 64, keys 256 (dist 3)
__global__ void k158(const int* key, const int* vi, const unsigned* vu, const long long* vll, int* o0, unsigned* o1, long long* o2, unsigned* o3, int n) { __shared__ int wa_priv_o0[16]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __shared__ unsigned wa_priv_o3[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((i & 7) < 5) {
    atomicXor(&wa_priv_o0[(i >> 5) & 15], vi[i]);
  }
  warpagg::keyed_group<int, warpagg::op::max, unsigned int, long long> wa_group_2388; wa_group_2388.put<0>(k, vu[i]);
  wa_group_2388.put<1>(k, vll[i] >> 40); wa_group_2388.commit([&](int k) { return warpagg::addresses(&o1[k], &o2[k]); });
  if ((threadIdx.x & 3) == 1) {
    atomicAdd(&wa_priv_o3[k & 63], vu[i] & 255u);
  }
  if ((i & 7) < 5) return;
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); }

// k159: one_guard, n 27232, blocks of 32, keys 16 (dist 0)
__device__ float k159_g1[2];
template <class T>
__global__ void k159(const int* __restrict__ key, const unsigned* __restrict__ vu, T* o0, unsigned long long* o2, int* o3, int n) { __shared__ float wa_priv_k159_g1[2]; warpagg::private_zero<warpagg::op::add>(wa_priv_k159_g1); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], static_cast<T>(vu[i] & 15u));
    if (k == 0) {
      atomicAdd(&wa_priv_k159_g1[k >> 4], 1.0f);
    }
    unsigned long long s4 = warpagg::atomic_add<warpagg::strategy::uniform>(o2, 1ull);
    o3[s4] = i;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k159_g1, k159_g1); }
template __global__ void k159<unsigned>(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, unsigned long long* o2, int* o3, int n);
template __global__ void k159<float>(const int* __restrict__ key, const unsigned* __restrict__ vu, float* o0, unsigned long long* o2, int* o3, int n);

// k160: one_return, n 24500, blocks of 160, keys 16 (dist 0)
__global__ void k160(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const float* __restrict__ vf, const double* __restrict__ vd, unsigned* o0, double* o1, long long* o2, float* o3, int* o4, int n) { __shared__ float wa_priv_o3[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o3); __shared__ int wa_priv_o4[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[k], vu[i]);
  if (vi[i] < 0) {
    warpagg::reduce_add(&o1[k], vd[i]);
  }
  warpagg::reduce_min(&o2[k], vll[i]);
  const int c5 = (unsigned)k % 10u;
  atomicAdd(&wa_priv_o3[c5], vf[i]);
  atomicAdd(&wa_priv_o4[c5], (vi[i] & 15) - 8);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); }

// k161: const, n 12129, blocks of 160, keys 4 (dist 1)
__global__ void k161(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned long long* o0, unsigned long long* o1, int* o2, unsigned* o3, int n) { __shared__ unsigned long long wa_priv_o0[256]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_o0); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1) {
      atomicXor(&wa_priv_o0[(unsigned char)k], vull[i]);
    }
    unsigned long long s3 = warpagg::atomic_add<warpagg::strategy::uniform>(o1, 1ull);
    o2[s3] = i;
    warpagg::reduce_and(&o3[k], vu[i] | 0x0f0f0f0fu);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_o0, o0); }

// k162: done, n 13408, blocks of 160, keys 1 (dist 6)
__global__ void k162(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, float* o0, int n) { __shared__ float wa_priv_o0[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if (k % 3 == 0) continue;
    atomicAdd(&wa_priv_o0[k & 63], vf[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }

// k163: one_guard, n 7840, blocks of 256, keys 100000 (dist 2)
__global__ void k163(const int* key, const unsigned* vu, const unsigned long long* vull, int* o0, int* o1, unsigned long long* o2, unsigned* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    int s0 = atomicAdd(o0, 1);
    o1[s0] = i;
    const int c2 = (k * 7 + 3) % 100000;
    warpagg::keyed_group<int, warpagg::op::max, unsigned long long, unsigned int> wa_group_2467; wa_group_2467.put<0>(c2, vull[i] >> 50);
    wa_group_2467.put<1>(c2, vu[i] >> 20); wa_group_2467.commit([&](int c2) { return warpagg::addresses(&o2[c2], &o3[c2]); });
  }
}

// k164: one_return, n 209, blocks of 128, keys 1000 (dist 0)
__global__ void k164(unsigned long long* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::uniform>(&o0[0], 1ull);
  o1[s0] = i;
}

// k165: const, n 23854, blocks of 256, keys 4 (dist 1)
__device__ int k165_g1[4];
__global__ void k165(const int* key, const int* vi, const double* vd, double* o0, unsigned* o2, int* o3, int n) { __shared__ int wa_priv_k165_g1[4]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k165_g1); __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_add_system(&o0[k], vd[i] * 0.25);
    const int c1 = (k * 7 + 3) % 4;
    atomicXor(&wa_priv_k165_g1[c1], vi[i]);
    warpagg::reduce_xor(&o2[c1], 1u << (i & 31));
    warpagg::reduce_min(&o3[k], -k);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k165_g1, k165_g1); }

// k166: one_guard, n 27564, blocks of 32, keys 100000 (dist 0)
template <class T>
__global__ void k166(const int* key, const unsigned* vu, const float* vf, T* o0, float* o1, int n) { __shared__ T wa_priv_o0[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[(unsigned)k % 10u], T(1));
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_add(&o1[k], -vf[i]);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }
template __global__ void k166<unsigned>(const int* key, const unsigned* vu, const float* vf, unsigned* o0, float* o1, int n);
template __global__ void k166<int>(const int* key, const unsigned* vu, const float* vf, int* o0, float* o1, int n);

// k167: const, n 544, blocks of 256, keys 100000 (dist 2)
__device__ unsigned long long k167_g0[256];
__global__ void k167(const int* key, const float* vf, float* o1, int n) { __shared__ unsigned long long wa_priv_k167_g0[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k167_g0); __shared__ float wa_priv_o1[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    const int c0 = k & 255;
    atomicAdd(&wa_priv_k167_g0[c0], 1ull);
    atomicAdd(&wa_priv_o1[c0], vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k167_g0, k167_g0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k168: grid, n 16184, blocks of 256, keys 4096 (dist 6)
__global__ void k168(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned long long* o0, unsigned* o1, int n) { __shared__ unsigned wa_priv_o1[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __syncthreads(); [&]() {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    {
      cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> ref1(o0[(k * 7 + 3) % 4096]);
      warpagg::reduce_xor(ref1, 1ull << (i & 63));
    }
    atomicAdd(&wa_priv_o1[(unsigned)k % 10u], vu[i]);
    if ((i & 7) < 5) return;
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); }

// k169: one_guard, n 29485, blocks of 128, keys 16 (dist 4)
__global__ void k169(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, int* o0, unsigned long long* o1, long long* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 16;
    warpagg::keyed_group<int, warpagg::op::min, int, unsigned long long, long long> wa_group_2544; wa_group_2544.put<0>(c0, vi[i]);
    wa_group_2544.put<1>(c0, vull[i]);
    wa_group_2544.put<2>(c0, vll[i] >> 40); wa_group_2544.commit([&](int c0) { return warpagg::addresses(&o0[c0], &o1[c0], &o2[c0]); });
  }
}

// k170: one_return, n 9824, blocks of 64, keys 256 (dist 4)
__global__ void k170(const int* __restrict__ key, const int* __restrict__ vi, const unsigned long long* __restrict__ vull, int* o0, unsigned long long* o1, int* o2, long long* o3, int* o4, int* o5, int* o6, int n) { __shared__ int wa_priv_o0[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o1); __shared__ int wa_priv_o2[16]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o2); __shared__ long long wa_priv_o3[256]; warpagg::private_zero<warpagg::op::max>(wa_priv_o3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicMax(&wa_priv_o0[0], -k);
  if (k % 3 == 0)
    atomicAnd(&wa_priv_o1[k & 255], vull[i]);
  else
    atomicAnd(&wa_priv_o2[(i >> 5) & 15], vi[i]);
  if ((threadIdx.x >> 5) == 1)
    atomicMax(&wa_priv_o3[k & 255], (long long)vi[i]);
  else
    warpagg::reduce_sub(&o4[k], vi[i]);
  o6[i] = warpagg::atomic_add(&o5[k & 255], 2);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::max>(wa_priv_o3, o3); }

// k171: one_return, n 3182, blocks of 256, keys 16 (dist 6)
__global__ void k171(const int* __restrict__ key, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, const double* __restrict__ vd, long long* o0, int* o1, unsigned long long* o2, double* o3, int n) { __shared__ long long wa_priv_o0[10]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k % 3 == 0) {
    atomicMin(&wa_priv_o0[(unsigned)k % 10u], vll[i] >> 40);
  }
  const int c3 = (k * 7 + 3) % 16;
  warpagg::keyed_group<int, warpagg::op::bit_and, int, unsigned long long> wa_group_2576; wa_group_2576.put<0>(c3, 1 << (k & 31));
  wa_group_2576.put<1>(c3, vull[i] | 0xff00ff00ff00ff00ull); wa_group_2576.commit([&](int c3) { return warpagg::addresses(&o1[c3], &o2[c3]); });
  warpagg::reduce_add(&o3[(k * 7 + 3) % 16], vd[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k172: const, n 23247, blocks of 256, keys 256 (dist 0)
__device__ unsigned k172_g0[256];
__global__ void k172(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, const double* __restrict__ vd, int* o1, int* o2, unsigned long long* o3, int* o4, double* o5, long long* o6, float* o7, int n) { __shared__ unsigned wa_priv_k172_g0[256]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k172_g0); __shared__ long long wa_priv_o6[256]; warpagg::private_zero<warpagg::op::min>(wa_priv_o6); __shared__ float wa_priv_o7[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o7); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    atomicOr(&wa_priv_k172_g0[(k * 7 + 3) % 256], vu[i]);
    warpagg::keyed_group<int, warpagg::op::bit_or, int, int> wa_group_2590; wa_group_2590.put<0>((k * 7 + 3) % 256, vi[i]);
    wa_group_2590.put<1>((k * 7 + 3) % 256, 1 << (i & 31)); wa_group_2590.commit([&](int wa_key) { return warpagg::addresses(&o1[wa_key], &o2[wa_key]); });
    unsigned long long s3 = warpagg::atomic_add<warpagg::strategy::uniform>(o3, 1ull);
    o4[s3] = i;
    warpagg::reduce_add(&o5[k >> 4], vd[i]);
    if ((i & 7) < 5)
      atomicMin(&wa_priv_o6[k & 255], (long long)vi[i]);
    else
      atomicAdd(&wa_priv_o7[(unsigned char)k], vf[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k172_g0, k172_g0); warpagg::private_flush<warpagg::op::min>(wa_priv_o6, o6); warpagg::private_flush<warpagg::op::add>(wa_priv_o7, o7); }

// k173: one_guard, n 15676, blocks of 64, keys 4 (dist 1)
__global__ void k173(const int* key, const int* vi, const long long* vll, const float* vf, float* o0, long long* o1, int* o2, int* o3, int* o4, int n) {
  __shared__ int sh0[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh0[s] = 0x7fffffff;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (vi[i] < 0) {
      warpagg::reduce_add(&o0[k], -vf[i]);
    }
    warpagg::reduce_max(&o1[(k * 7 + 3) % 4], vll[i]);
    o3[i] = warpagg::atomic_add(&o2[k], 2);
    atomicMin(&sh0[0], -k);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicMin(&o4[s], sh0[s]);
}

// k174: done, n 1597, blocks of 160, keys 16 (dist 3)
__global__ void k174(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_min(cuda::atomic_ref<unsigned, cuda::thread_scope_device>(o0[k]), vu[i]);
    }
    done = (vu[i] & 3u) == 0u;
  }
}

// k175: const, n 22625, blocks of 32, keys 100 (dist 2)
__global__ void k175(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, int* o0, int* o1, double* o2, int* o3, unsigned* o4, unsigned long long* o5, int* o6, int* o7, int n) { __shared__ double wa_priv_o2[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_o2); __syncthreads();
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k], 2);
    atomicAdd(&wa_priv_o2[(unsigned)k % 10u], (double)vf[i]);
    const int c2 = k;
    warpagg::keyed_group<int, warpagg::op::max, int, unsigned int, unsigned long long> wa_group_2646; wa_group_2646.put<0>(c2, -k);
    wa_group_2646.put<1>(c2, vu[i] >> 20);
    wa_group_2646.put<2>(c2, vull[i] >> 50); wa_group_2646.commit([&](int c2) { return warpagg::addresses(&o3[c2], &o4[c2], &o5[c2]); });
    int s6 = atomicAdd(o6, 1);
    o7[s6] = i;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o2, o2); }

// k176: one_return, n 192, blocks of 64, keys 4096 (dist 5)
__global__ void k176(const int* key, const int* vi, const unsigned* vu, const float* vf, unsigned* o0, int* o1, unsigned* o2, float* o3, int n) { __shared__ int wa_priv_o1[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ unsigned wa_priv_o0[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((i & 7) < 5) {
    atomicSub(&wa_priv_o0[(unsigned char)k], vu[i]);
  }
  atomicMin(&wa_priv_o1[min(max(k, 0), 15)], vi[i]);
  warpagg::reduce_min(&o2[k], vu[i] >> 20);
  if ((threadIdx.x & 3) == 1) {
    warpagg::reduce_add(cuda::atomic_ref<float, cuda::thread_scope_device>(o3[k & 255]), vf[i]);
  }
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::sub>(wa_priv_o0, o0); }

// k177: repeat, n 1758, blocks of 256, keys 16 (dist 1)
__global__ void k177(const int* key, const unsigned* vu, double* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_add(cuda::atomic_ref<double, cuda::thread_scope_device>(o0[(unsigned char)k]), 1.0);
    if ((i & 7) < 5) return;
  }
}

// k178: repeat, n 1345, blocks of 64, keys 4096 (dist 6)
__global__ void k178(const int* key, const int* vi, const unsigned* vu, float* o0, unsigned long long* o1, int* o2, int* o3, int* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x & 3) == 1)
      warpagg::reduce_sub(cuda::std::atomic_ref<float>(o0[k >> 4]), 1.0f);
    else
      warpagg::reduce_xor(&o1[k], 1ull << (i & 63));
    if (k % 3 == 0) continue;
    if (k == 0) {
      warpagg::reduce_xor_system(&o2[k], vi[i]);
    }
    int s8 = atomicAdd(o3, 1);
    o4[s8] = i;
  }
}

// k179: repeat, n 6752, blocks of 160, keys 100 (dist 4)
__global__ void k179(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const double* vd, float* o0, unsigned long long* o1, int* o2, double* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    {
      cuda::atomic_ref<float, cuda::thread_scope_device> ref1(o0[k]);
      warpagg::reduce_add(ref1, 1.0f);
    }
    warpagg::keyed_group<int, warpagg::op::add, unsigned long long, int, double> wa_group_2712; wa_group_2712.put<0>(k, vull[i]);
    wa_group_2712.put<1>(k, 1);
    wa_group_2712.put<2>(k, vd[i]); wa_group_2712.commit([&](int k) { return warpagg::addresses(&o1[k], &o2[k], &o3[k]); });
    if (vi[i] < 0) continue;
  }
}

// k180: one_guard, n 76, blocks of 32, keys 1 (dist 1)
__device__ int k180_g6[1];
__global__ void k180(const int* key, const int* vi, const long long* vll, int* o0, long long* o1, long long* o2, int* o3, int* o4, int* o5, int n) { __shared__ int wa_priv_k180_g6[1]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_k180_g6); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::keyed_group<int, warpagg::op::max, int, long long> wa_group_2725; wa_group_2725.put<0>(k, -k);
    wa_group_2725.put<1>(k, vll[i] >> 40); wa_group_2725.commit([&](int k) { return warpagg::addresses(&o0[k], &o1[k]); });
    warpagg::reduce_max(&o2[k], vll[i] >> 40);
    int s3 = atomicAdd(o3, 1);
    o4[s3] = i;
    const int c5 = k;
    warpagg::reduce_xor(&o5[c5], vi[i]);
    atomicXor(&wa_priv_k180_g6[c5], 1 << (k & 31));
  }
__syncthreads(); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_k180_g6, k180_g6); }

// k181: grid, n 27393, blocks of 256, keys 4 (dist 1)
__global__ void k181(const int* __restrict__ key, const long long* __restrict__ vll, long long* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_max(&o0[k], vll[i]);
  }
}

// k182: done, n 4733, blocks of 128, keys 4 (dist 0)
__device__ unsigned k182_g0[4];
__global__ void k182(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, float* o1, float* o2, int n) { __shared__ unsigned wa_priv_k182_g0[4]; warpagg::private_zero<warpagg::op::add>(wa_priv_k182_g0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 4;
    atomicAdd(&wa_priv_k182_g0[c0], vu[i] & 255u);
    warpagg::keyed_group<int, warpagg::op::add, float, float> wa_group_2755; wa_group_2755.put<0>(c0, vf[i]);
    wa_group_2755.put<1>(c0, 1.0f); wa_group_2755.commit([&](int c0) { return warpagg::addresses(&o1[c0], &o2[c0]); });
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_k182_g0, k182_g0); }

// k183: done, n 26754, blocks of 32, keys 256 (dist 0)
__global__ void k183(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, unsigned* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add(&o0[k], 1u);
    done = (vu[i] & 3u) == 0u;
  }
}

// k184: done, n 1046, blocks of 128, keys 4096 (dist 0)
__global__ void k184(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, float* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if (vi[i] < 0) {
      warpagg::reduce_add(&o0[k >> 4], vf[i] * 0.5f);
    }
    done = (vu[i] & 3u) == 0u;
  }
}

// k185: repeat, n 164, blocks of 64, keys 1000 (dist 1)
__global__ void k185(const int* key, const unsigned* vu, const float* vf, float* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    {
      cuda::std::atomic_ref<float> ref1(o0[min(max(k, 0), 15)]);
      warpagg::reduce_add(ref1, vf[i]);
    }
  }
}

// k186: one_return, n 27647, blocks of 128, keys 4 (dist 1)
template <class T>
__global__ void k186(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, T* o0, unsigned long long* o1, int* o2, long long* o3, int n) { __shared__ T wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  atomicAdd(&wa_priv_o0[min(max(k, 0), 15)], static_cast<T>(vu[i] & 15u));
  unsigned long long s1 = warpagg::atomic_add<warpagg::strategy::uniform>(o1, 1ull);
  o2[s1] = i;
  warpagg::reduce_min(&o3[k], vll[i] >> 40);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); }
template __global__ void k186<int>(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, int* o0, unsigned long long* o1, int* o2, long long* o3, int n);
template __global__ void k186<unsigned long long>(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, unsigned long long* o0, unsigned long long* o1, int* o2, long long* o3, int n);

// k187: one_guard, n 10393, blocks of 128, keys 1 (dist 6)
__global__ void k187(const int* vi, int* o0, int n) { __shared__ int wa_priv_o0[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMin(&wa_priv_o0[(i >> 5) & 15], vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k188: one_guard, n 27273, blocks of 160, keys 4096 (dist 4)
__global__ void k188(const int* key, const int* vi, long long* o0, int n) { __shared__ long long wa_priv_o0[16]; warpagg::private_zero<warpagg::op::min>(wa_priv_o0); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicMin(&wa_priv_o0[min(max(k, 0), 15)], (long long)vi[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_o0, o0); }

// k189: one_guard, n 8384, blocks of 256, keys 4096 (dist 5)
__device__ unsigned k189_g5[256];
template <class T>
__global__ void k189(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, T* o0, long long* o1, int* o2, int* o3, unsigned* o4, float* o6, double* o7, int n) { __shared__ unsigned wa_priv_o4[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o4); __shared__ unsigned wa_priv_k189_g5[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_k189_g5); __shared__ float wa_priv_o6[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_o6); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add(&o0[k], static_cast<T>(vu[i] & 15u));
    warpagg::reduce_min(&o1[k], (long long)vi[i]);
    o3[i] = warpagg::atomic_add(&o2[(unsigned)k % 10u], 2);
    const int c3 = k & 255;
    atomicAdd(&wa_priv_o4[c3], 1u);
    atomicAdd(&wa_priv_k189_g5[c3], vu[i]);
    atomicAdd(&wa_priv_o6[c3], vf[i] * 0.5f);
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_add(&o7[k], 1.0);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o4, o4); warpagg::private_flush<warpagg::op::add>(wa_priv_k189_g5, k189_g5); warpagg::private_flush<warpagg::op::add>(wa_priv_o6, o6); }
template __global__ void k189<double>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, double* o0, long long* o1, int* o2, int* o3, unsigned* o4, float* o6, double* o7, int n);
template __global__ void k189<int>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, int* o0, long long* o1, int* o2, int* o3, unsigned* o4, float* o6, double* o7, int n);

// k190: one_return, n 10193, blocks of 96, keys 4096 (dist 3)
__device__ int k190_g3[4096];
template <class T>
__global__ void k190(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, T* o0, unsigned long long* o1, unsigned long long* o2, unsigned* o4, int n) { __shared__ int wa_priv_k190_g3[4096]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_k190_g3); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[k], static_cast<T>(vu[i] & 15u));
  o2[i] = warpagg::atomic_add(&o1[k], 3ull);
  if (k % 3 == 0) return;
  const int c3 = k;
  atomicAnd(&wa_priv_k190_g3[c3], vi[i]);
  warpagg::reduce_and(&o4[c3], ~(1u << (i & 31)));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_k190_g3, k190_g3); }
template __global__ void k190<int>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, int* o0, unsigned long long* o1, unsigned long long* o2, unsigned* o4, int n);
template __global__ void k190<float>(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, float* o0, unsigned long long* o1, unsigned long long* o2, unsigned* o4, int n);

// k191: grid, n 1440, blocks of 256, keys 1 (dist 0)
__global__ void k191(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int n) {
  __shared__ unsigned sh0[64];
  for (int s = threadIdx.x; s < 64; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicOr(&sh0[k & 63], vu[i]);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 64; s += blockDim.x) atomicOr(&o0[s], sh0[s]);
}

// k192: done, n 794, blocks of 256, keys 16 (dist 3)
__global__ void k192(const int* key, const unsigned* vu, const long long* vll, long long* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_max(cuda::atomic_ref<long long, cuda::thread_scope_device>(o0[k]), vll[i] >> 40);
    done = (vu[i] & 3u) == 0u;
  }
}

// k193: grid, n 1888, blocks of 160, keys 4 (dist 2)
template <class T>
__global__ void k193(const int* key, const unsigned* vu, const unsigned long long* vull, T* o0, unsigned long long* o1, unsigned long long* o2, unsigned long long* o3, unsigned* o4, int n) { __shared__ T wa_priv_o0[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_o0); __shared__ unsigned long long wa_priv_o1[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o1); __shared__ unsigned long long wa_priv_o2[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o2); __shared__ unsigned long long wa_priv_o3[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o3); __shared__ unsigned wa_priv_o4[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_o4); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    atomicAdd(&wa_priv_o0[min(max(k, 0), 15)], static_cast<T>(vu[i] & 15u));
    atomicMin(&wa_priv_o1[k & 63], vull[i]);
    atomicMin(&wa_priv_o2[k & 63], vull[i] >> 50);
    atomicMin(&wa_priv_o3[k & 63], vull[i] >> 50);
    if (k % 3 == 0) {
      atomicMin(&wa_priv_o4[k & 63], vu[i] >> 20);
    }
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::min>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::min>(wa_priv_o2, o2); warpagg::private_flush<warpagg::op::min>(wa_priv_o3, o3); warpagg::private_flush<warpagg::op::min>(wa_priv_o4, o4); }
template __global__ void k193<unsigned>(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned long long* o1, unsigned long long* o2, unsigned long long* o3, unsigned* o4, int n);
template __global__ void k193<float>(const int* key, const unsigned* vu, const unsigned long long* vull, float* o0, unsigned long long* o1, unsigned long long* o2, unsigned long long* o3, unsigned* o4, int n);

// k194: done, n 1848, blocks of 160, keys 1 (dist 6)
__global__ void k194(const int* __restrict__ vi, const unsigned* __restrict__ vu, long long* o0, int n) { __shared__ long long wa_priv_o0[1]; warpagg::private_zero<warpagg::op::max>(wa_priv_o0); __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    warpagg::reduce_max<warpagg::strategy::uniform>(&wa_priv_o0[0], (long long)vi[i]);
    done = (vu[i] & 3u) == 0u;
  }
__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_o0, o0); }

// k195: one_guard, n 26939, blocks of 96, keys 4 (dist 3)
__global__ void k195(const int* __restrict__ key, const int* __restrict__ vi, const float* __restrict__ vf, float* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (vi[i] < 0) return;
    warpagg::reduce_add(&o0[k >> 4], vf[i]);
  }
}

// k196: one_return, n 21754, blocks of 160, keys 256 (dist 4)
__global__ void k196(const int* key, const float* vf, float* o0, int* o1, int n) { __shared__ int wa_priv_o1[1]; warpagg::private_zero<warpagg::op::sub>(wa_priv_o1); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add(&o0[k], vf[i] * 0.5f);
  atomicSub(&wa_priv_o1[0], k);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::sub>(wa_priv_o1, o1); }

// k197: one_guard, n 27089, blocks of 64, keys 16 (dist 6)
__global__ void k197(const int* key, const int* vi, const unsigned* vu, const float* vf, const double* vd, double* o0, unsigned* o1, unsigned* o2, float* o3, unsigned long long* o4, int* o5, int n) { __shared__ double wa_priv_o0[64]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o0); __shared__ unsigned wa_priv_o1[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_o1); __shared__ unsigned wa_priv_o2[256]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_o2); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (vi[i] < 0) {
      atomicAdd_system(&wa_priv_o0[k & 63], vd[i] * 0.25);
    }
    if (k % 3 == 0)
      atomicAdd(wa_priv_o1, vu[i]);
    else
      atomicAnd(&wa_priv_o2[(unsigned char)k], ~(1u << (i & 31)));
    warpagg::keyed_group<int, warpagg::op::add, float, unsigned long long, int> wa_group_2959; wa_group_2959.put<0>((k * 7 + 3) % 16, vf[i] * 0.5f);
    wa_group_2959.put<1>((k * 7 + 3) % 16, 1ull);
    wa_group_2959.put<2>((k * 7 + 3) % 16, vi[i]); wa_group_2959.commit([&](int wa_key) { return warpagg::addresses(&o3[wa_key], &o4[wa_key], &o5[wa_key]); });
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o0, o0); warpagg::private_flush<warpagg::op::add>(wa_priv_o1, o1); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_o2, o2); }

// k198: one_return, n 1191, blocks of 160, keys 256 (dist 5)
__device__ unsigned k198_g4[1];
__global__ void k198(const int* key, const unsigned* vu, const double* vd, double* o0, float* o1, unsigned long long* o2, unsigned long long* o3, unsigned* o5, int n) { __shared__ unsigned wa_priv_k198_g4[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_k198_g4); __shared__ unsigned wa_priv_o5[1]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_o5); __shared__ double wa_priv_o0[256]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_o0); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((vu[i] & 1u) != 0u) {
    atomicAdd_system(&wa_priv_o0[(unsigned char)k], vd[i] * 0.25);
  }
  warpagg::reduce_add(&o1[(k * 7 + 3) % 256], 1.0f);
  o3[i] = warpagg::atomic_add<warpagg::strategy::uniform>(&o2[blockIdx.x & 7], 3ull);
  atomicOr(&wa_priv_k198_g4[0], vu[i]);
  atomicOr(wa_priv_o5, 1u << (i & 31));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_k198_g4, k198_g4); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_o5, o5); warpagg::private_flush<warpagg::op::add_system>(wa_priv_o0, o0); }

// k199: one_guard, n 27521, blocks of 128, keys 4096 (dist 4)
__global__ void k199(const int* __restrict__ key, const long long* __restrict__ vll, long long* o0, int* o1, int* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_max(&o0[k], vll[i] >> 40);
    }
    int s3 = atomicAdd(o1, 1);
    o2[s3] = i;
  }
}

// k200: batch, n 805, blocks of 32, keys 4 (dist 6)
__global__ void k200(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, long long* o0, unsigned long long* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[16];
  const bool out = (vu[t < n ? t : 0] % 5u) == 3u || t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 16) batch[threadIdx.x] = key[(blockIdx.x * 16 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3006 = __activemask(); const bool wa_enter_3006 = __any_sync(wa_mask_3006, !out); for (int j = 0; wa_enter_3006 && j < 16; j++) { warpagg::keyed_uniform_group<int, warpagg::op::min, long long, unsigned long long> wa_group_3006; do { if (out) continue;
      const int i = (t * 16 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3006.put<0>(c, (long long)vi[i]);
      wa_group_3006.put<1>(c, vull[i]);
    } while (0); wa_group_3006.commit(wa_mask_3006, [&](int c) { return warpagg::addresses(&o0[c], &o1[c]); }); }
  }
}

// k201: batch, n 1238, blocks of 32, keys 1000 (dist 5)
__global__ void k201(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, int* o0, unsigned long long* o1, unsigned long long* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[32];
  const bool out = t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 32) batch[threadIdx.x] = key[(blockIdx.x * 32 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 32; j++) {
      const int i = (t * 32 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      warpagg::keyed_likely_uniform_group<int, warpagg::op::bit_or, int, unsigned long long> wa_group_3025; wa_group_3025.put<0>(c, vi[i]);
      wa_group_3025.put<1>(c, 1ull << (i & 63)); wa_group_3025.commit([&](int c) { return warpagg::addresses(&o0[c], &o1[c]); });
      warpagg::reduce_or<warpagg::strategy::likely_uniform>(&o2[c], vull[i]);
    }
  }
}

// k202: batch, n 1842, blocks of 32, keys 1000 (dist 4)
__global__ void k202(const int* key, const unsigned* vu, const float* vf, const double* vd, unsigned* o0, float* o1, int* o2, double* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[16];
  const bool out = (threadIdx.x & 7) == 5 || t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 16) batch[threadIdx.x] = key[(blockIdx.x * 16 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3046 = __activemask(); const bool wa_enter_3046 = __any_sync(wa_mask_3046, !out); for (int j = 0; wa_enter_3046 && j < 16; j++) { warpagg::keyed_uniform_group<int, warpagg::op::add, unsigned int, float, int, double> wa_group_3046; do { if (out) continue;
      const int i = (t * 16 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      const int k = key[i];
      wa_group_3046.put<0>(c, vu[i] & 255u);
      wa_group_3046.put<1>(c, vf[i]);
      wa_group_3046.put<2>(c, k);
      wa_group_3046.put<3>(c, vd[i]);
    } while (0); wa_group_3046.commit(wa_mask_3046, [&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c], &o3[c]); }); }
  }
}

// k203: batch, n 1087, blocks of 64, keys 1 (dist 4)
__global__ void k203(const int* key, const unsigned* vu, const float* vf, const double* vd, double* o0, float* o1, double* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[8];
  const bool out = t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 8) batch[threadIdx.x] = key[(blockIdx.x * 8 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 8; j++) {
      const int i = (t * 8 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      warpagg::keyed_likely_uniform_group<int, warpagg::op::add, double, float> wa_group_3067; wa_group_3067.put<0>(c, vd[i] * 0.25);
      wa_group_3067.put<1>(c, -vf[i]); wa_group_3067.commit([&](int c) { return warpagg::addresses(&o0[c], &o1[c]); });
      warpagg::reduce_add<warpagg::strategy::likely_uniform>(&o2[c], vd[i] * 0.25);
    }
  }
}

// k204: batch, n 938, blocks of 32, keys 100 (dist 2)
__global__ void k204(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, unsigned long long* o2, int* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[8];
  const bool out = (threadIdx.x & 7) == 5 || t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 8) batch[threadIdx.x] = key[(blockIdx.x * 8 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 8; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::max, unsigned long long, int> wa_group_3089; do {
      const int i = (t * 8 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      warpagg::reduce_max<warpagg::strategy::likely_uniform>(&o0[c], vull[i]);
      warpagg::reduce_max<warpagg::strategy::likely_uniform>(&o1[c], vull[i]);
      wa_group_3089.put<0>(c, vull[i] >> 50);
      wa_group_3089.put<1>(c, vi[i]);
    } while (0); wa_group_3089.commit([&](int c) { return warpagg::addresses(&o2[c], &o3[c]); }); }
  }
}

// k205: batch, n 288, blocks of 32, keys 4 (dist 5)
__global__ void k205(const int* key, const unsigned* vu, const double* vd, unsigned* o0, double* o1, unsigned long long* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[8];
  const bool out = (vu[t < n ? t : 0] % 5u) == 3u || t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 8) batch[threadIdx.x] = key[(blockIdx.x * 8 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3108 = __activemask(); const bool wa_enter_3108 = __any_sync(wa_mask_3108, !out); for (int j = 0; wa_enter_3108 && j < 8; j++) { warpagg::keyed_uniform_group<int, warpagg::op::add, unsigned int, double, unsigned long long> wa_group_3108; do { if (out) continue;
      const int i = (t * 8 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3108.put<0>(c, vu[i]);
      wa_group_3108.put<1>(c, vd[i] * 0.25);
      wa_group_3108.put<2>(c, 1ull);
    } while (0); wa_group_3108.commit(wa_mask_3108, [&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c]); }); }
  }
}

// k206: batch, n 775, blocks of 256, keys 100 (dist 3)
__global__ void k206(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, int* o0, unsigned long long* o1, int* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[16];
  const bool out = (threadIdx.x & 7) == 5 || t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 16) batch[threadIdx.x] = key[(blockIdx.x * 16 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3129 = __activemask(); const bool wa_enter_3129 = __any_sync(wa_mask_3129, !out); for (int j = 0; wa_enter_3129 && j < 16; j++) { warpagg::keyed_uniform_group<int, warpagg::op::max, int, unsigned long long, int> wa_group_3129; do { if (out) continue;
      const int i = (t * 16 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      const int k = key[i];
      wa_group_3129.put<0>(c, vi[i] >> 12);
      wa_group_3129.put<1>(c, vull[i] >> 50);
      wa_group_3129.put<2>(c, -k);
    } while (0); wa_group_3129.commit(wa_mask_3129, [&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c]); }); }
  }
}

// k207: batch, n 1192, blocks of 64, keys 1000 (dist 0)
__global__ void k207(const int* key, const int* vi, const unsigned* vu, unsigned long long* o0, int* o1, double* o2, int* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[8];
  const bool out = t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 8) batch[threadIdx.x] = key[(blockIdx.x * 8 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 8; j++) {
      const int i = (t * 8 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      warpagg::keyed_likely_uniform_group<int, warpagg::op::add, unsigned long long, int, double> wa_group_3149; wa_group_3149.put<0>(c, (unsigned long long)vu[i]);
      wa_group_3149.put<1>(c, vi[i]);
      wa_group_3149.put<2>(c, 1.0); wa_group_3149.commit([&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c]); });
      warpagg::reduce_add<warpagg::strategy::likely_uniform>(&o3[c], (vi[i] & 15) - 8);
    }
  }
}

// k208: batch, n 1880, blocks of 64, keys 1000 (dist 2)
__global__ void k208(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, int* o2, int* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[8];
  const bool out = (threadIdx.x & 7) == 5 || t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 8) batch[threadIdx.x] = key[(blockIdx.x * 8 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3170 = __activemask(); const bool wa_enter_3170 = __any_sync(wa_mask_3170, !out); for (int j = 0; wa_enter_3170 && j < 8; j++) { warpagg::keyed_uniform_group<int, warpagg::op::bit_or, unsigned long long, unsigned long long, int, int> wa_group_3170; do { if (out) continue;
      const int i = (t * 8 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3170.put<0>(c, vull[i]);
      wa_group_3170.put<1>(c, 1ull << (i & 63));
      wa_group_3170.put<2>(c, vi[i]);
      wa_group_3170.put<3>(c, 1 << (i & 31));
    } while (0); wa_group_3170.commit(wa_mask_3170, [&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c], &o3[c]); }); }
  }
}

// k209: batch, n 1456, blocks of 64, keys 1000 (dist 5)
__global__ void k209(const int* key, const int* vi, const unsigned* vu, int* o0, unsigned* o1, unsigned* o2, int* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[32];
  const bool out = (vu[t < n ? t : 0] % 5u) == 3u || t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 32) batch[threadIdx.x] = key[(blockIdx.x * 32 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 32; j++) {
      const int i = (t * 32 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      warpagg::keyed_likely_uniform_group<int, warpagg::op::add, int, unsigned int, unsigned int> wa_group_3191; wa_group_3191.put<0>(c, (vi[i] & 15) - 8);
      wa_group_3191.put<1>(c, vu[i] & 255u);
      wa_group_3191.put<2>(c, 1u); wa_group_3191.commit([&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c]); });
      warpagg::reduce_add<warpagg::strategy::likely_uniform>(&o3[c], vi[i]);
    }
  }
}

// k210: batch, n 1447, blocks of 32, keys 16 (dist 0)
__global__ void k210(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, long long* o0, unsigned* o1, unsigned long long* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[16];
  const bool out = (threadIdx.x & 7) == 5 || t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 16) batch[threadIdx.x] = key[(blockIdx.x * 16 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3212 = __activemask(); const bool wa_enter_3212 = __any_sync(wa_mask_3212, !out); for (int j = 0; wa_enter_3212 && j < 16; j++) { warpagg::keyed_uniform_group<int, warpagg::op::min, long long, unsigned int, unsigned long long> wa_group_3212; do { if (out) continue;
      const int i = (t * 16 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3212.put<0>(c, vll[i]);
      wa_group_3212.put<1>(c, vu[i] >> 20);
      wa_group_3212.put<2>(c, vull[i]);
    } while (0); wa_group_3212.commit(wa_mask_3212, [&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c]); }); }
  }
}

// k211: batch, n 1089, blocks of 96, keys 1 (dist 2)
__global__ void k211(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned long long* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[8];
  const bool out = (threadIdx.x & 7) == 5 || t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 8) batch[threadIdx.x] = key[(blockIdx.x * 8 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3232 = __activemask(); const bool wa_enter_3232 = __any_sync(wa_mask_3232, !out); for (int j = 0; wa_enter_3232 && j < 8; j++) { warpagg::keyed_uniform_group<int, warpagg::op::max, unsigned int, unsigned long long> wa_group_3232; do { if (out) continue;
      const int i = (t * 8 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3232.put<0>(c, vu[i] >> 20);
      wa_group_3232.put<1>(c, vull[i] >> 50);
    } while (0); wa_group_3232.commit(wa_mask_3232, [&](int c) { return warpagg::addresses(&o0[c], &o1[c]); }); }
  }
}

// k212: batch, n 1707, blocks of 32, keys 16 (dist 3)
__global__ void k212(const int* key, const int* vi, const unsigned* vu, int* o0, int* o1, int* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[16];
  const bool out = (vu[t < n ? t : 0] % 5u) == 3u || t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 16) batch[threadIdx.x] = key[(blockIdx.x * 16 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 16; j++) {
      const int i = (t * 16 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      const int k = key[i];
      warpagg::keyed_likely_uniform_group<int, warpagg::op::min, int, int> wa_group_3252; wa_group_3252.put<0>(c, vi[i]);
      wa_group_3252.put<1>(c, -k); wa_group_3252.commit([&](int c) { return warpagg::addresses(&o0[c], &o1[c]); });
      warpagg::reduce_min<warpagg::strategy::likely_uniform>(&o2[c], vi[i]);
    }
  }
}

// k213: batch, n 1734, blocks of 256, keys 1000 (dist 0)
__global__ void k213(const int* key, const int* vi, const unsigned* vu, const double* vd, unsigned long long* o0, double* o1, int* o2, int* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[8];
  const bool out = t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 8) batch[threadIdx.x] = key[(blockIdx.x * 8 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 8; j++) {
      const int i = (t * 8 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      warpagg::keyed_likely_uniform_group<int, warpagg::op::add, unsigned long long, double, int> wa_group_3272; wa_group_3272.put<0>(c, 1ull);
      wa_group_3272.put<1>(c, vd[i]);
      wa_group_3272.put<2>(c, (vi[i] & 15) - 8); wa_group_3272.commit([&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c]); });
      warpagg::reduce_add<warpagg::strategy::likely_uniform>(&o3[c], vi[i]);
    }
  }
}

// k214: batch, n 1805, blocks of 32, keys 1 (dist 5)
__global__ void k214(const int* key, const unsigned* vu, unsigned* o0, float* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[32];
  const bool out = (vu[t < n ? t : 0] % 5u) == 3u || t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 32) batch[threadIdx.x] = key[(blockIdx.x * 32 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3293 = __activemask(); const bool wa_enter_3293 = __any_sync(wa_mask_3293, !out); for (int j = 0; wa_enter_3293 && j < 32; j++) { warpagg::keyed_uniform_group<int, warpagg::op::add, unsigned int, float> wa_group_3293; do { if (out) continue;
      const int i = (t * 32 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3293.put<0>(c, vu[i]);
      wa_group_3293.put<1>(c, 1.0f);
    } while (0); wa_group_3293.commit(wa_mask_3293, [&](int c) { return warpagg::addresses(&o0[c], &o1[c]); }); }
  }
}

// k215: batch, n 1584, blocks of 256, keys 1000 (dist 2)
__global__ void k215(const int* key, const int* vi, const unsigned* vu, int* o0, int* o1, unsigned* o2, int* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[32];
  const bool out = (threadIdx.x & 7) == 5 || t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 32) batch[threadIdx.x] = key[(blockIdx.x * 32 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 32; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::min, int, unsigned int, int> wa_group_3314; do {
      const int i = (t * 32 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      const int k = key[i];
      warpagg::reduce_min<warpagg::strategy::likely_uniform>(&o0[c], vi[i]);
      wa_group_3314.put<0>(c, vi[i] >> 12);
      wa_group_3314.put<1>(c, vu[i]);
      wa_group_3314.put<2>(c, -k);
    } while (0); wa_group_3314.commit([&](int c) { return warpagg::addresses(&o1[c], &o2[c], &o3[c]); }); }
  }
}

// k216: batch, n 812, blocks of 32, keys 100 (dist 0)
__global__ void k216(const int* key, const unsigned* vu, double* o0, unsigned long long* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[32];
  const bool out = (threadIdx.x & 7) == 5 || t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 32) batch[threadIdx.x] = key[(blockIdx.x * 32 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3334 = __activemask(); const bool wa_enter_3334 = __any_sync(wa_mask_3334, !out); for (int j = 0; wa_enter_3334 && j < 32; j++) { warpagg::keyed_uniform_group<int, warpagg::op::add, double, unsigned long long> wa_group_3334; do { if (out) continue;
      const int i = (t * 32 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3334.put<0>(c, 1.0);
      wa_group_3334.put<1>(c, 1ull);
    } while (0); wa_group_3334.commit(wa_mask_3334, [&](int c) { return warpagg::addresses(&o0[c], &o1[c]); }); }
  }
}

// k217: batch, n 1842, blocks of 256, keys 4 (dist 0)
__global__ void k217(const int* key, const unsigned* vu, const long long* vll, long long* o0, unsigned* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[16];
  const bool out = (vu[t < n ? t : 0] % 5u) == 3u || t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 16) batch[threadIdx.x] = key[(blockIdx.x * 16 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3353 = __activemask(); const bool wa_enter_3353 = __any_sync(wa_mask_3353, !out); for (int j = 0; wa_enter_3353 && j < 16; j++) { warpagg::keyed_uniform_group<int, warpagg::op::min, long long, unsigned int> wa_group_3353; do { if (out) continue;
      const int i = (t * 16 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3353.put<0>(c, vll[i]);
      wa_group_3353.put<1>(c, vu[i] >> 20);
    } while (0); wa_group_3353.commit(wa_mask_3353, [&](int c) { return warpagg::addresses(&o0[c], &o1[c]); }); }
  }
}

// k218: batch, n 1576, blocks of 32, keys 16 (dist 3)
__global__ void k218(const int* key, const unsigned* vu, const unsigned long long* vull, const double* vd, unsigned long long* o0, double* o1, unsigned long long* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[32];
  const bool out = t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 32) batch[threadIdx.x] = key[(blockIdx.x * 32 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 32; j++) {
      const int i = (t * 32 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      warpagg::keyed_likely_uniform_group<int, warpagg::op::add, unsigned long long, double> wa_group_3372; wa_group_3372.put<0>(c, 1ull);
      wa_group_3372.put<1>(c, vd[i] * 0.25); wa_group_3372.commit([&](int c) { return warpagg::addresses(&o0[c], &o1[c]); });
      warpagg::reduce_add<warpagg::strategy::likely_uniform>(&o2[c], vull[i]);
    }
  }
}

// k219: batch, n 1804, blocks of 64, keys 16 (dist 5)
__global__ void k219(const int* key, const int* vi, const unsigned* vu, const double* vd, int* o0, double* o1, unsigned long long* o2, unsigned* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[16];
  const bool out = t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 16) batch[threadIdx.x] = key[(blockIdx.x * 16 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3392 = __activemask(); const bool wa_enter_3392 = __any_sync(wa_mask_3392, !out); for (int j = 0; wa_enter_3392 && j < 16; j++) { warpagg::keyed_uniform_group<int, warpagg::op::add, int, double, unsigned long long, unsigned int> wa_group_3392; do { if (out) continue;
      const int i = (t * 16 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3392.put<0>(c, vi[i]);
      wa_group_3392.put<1>(c, vd[i] * 0.25);
      wa_group_3392.put<2>(c, (unsigned long long)vu[i]);
      wa_group_3392.put<3>(c, vu[i] & 255u);
    } while (0); wa_group_3392.commit(wa_mask_3392, [&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c], &o3[c]); }); }
  }
}

// k220: batch, n 1651, blocks of 32, keys 16 (dist 3)
__global__ void k220(const int* key, const unsigned* vu, const float* vf, float* o0, float* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[16];
  const bool out = (threadIdx.x & 7) == 5 || t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 16) batch[threadIdx.x] = key[(blockIdx.x * 16 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3413 = __activemask(); const bool wa_enter_3413 = __any_sync(wa_mask_3413, !out); for (int j = 0; wa_enter_3413 && j < 16; j++) { warpagg::keyed_uniform_group<int, warpagg::op::add, float, float> wa_group_3413; do { if (out) continue;
      const int i = (t * 16 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3413.put<0>(c, -vf[i]);
      wa_group_3413.put<1>(c, 1.0f);
    } while (0); wa_group_3413.commit(wa_mask_3413, [&](int c) { return warpagg::addresses(&o0[c], &o1[c]); }); }
  }
}

// k221: batch, n 115, blocks of 96, keys 100 (dist 0)
__global__ void k221(const int* key, const int* vi, const unsigned* vu, int* o0, int* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[16];
  const bool out = (vu[t < n ? t : 0] % 5u) == 3u || t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 16) batch[threadIdx.x] = key[(blockIdx.x * 16 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 16; j++) {
      const int i = (t * 16 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      warpagg::reduce_min<warpagg::strategy::likely_uniform>(&o0[c], vi[i]);
      warpagg::reduce_min<warpagg::strategy::likely_uniform>(&o1[c], vi[i]);
    }
  }
}

// k222: batch, n 110, blocks of 256, keys 1 (dist 4)
__global__ void k222(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, int* o0, unsigned* o1, unsigned long long* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[8];
  const bool out = t >= n;
  for (int b = 0; b < 1; b++) {
    __syncthreads();
    if (threadIdx.x < 8) batch[threadIdx.x] = key[(blockIdx.x * 8 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    const unsigned wa_mask_3451 = __activemask(); const bool wa_enter_3451 = __any_sync(wa_mask_3451, !out); for (int j = 0; wa_enter_3451 && j < 8; j++) { warpagg::keyed_uniform_group<int, warpagg::op::bit_or, int, unsigned int, unsigned long long> wa_group_3451; do { if (out) continue;
      const int i = (t * 8 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      wa_group_3451.put<0>(c, vi[i]);
      wa_group_3451.put<1>(c, 1u << (i & 31));
      wa_group_3451.put<2>(c, vull[i]);
    } while (0); wa_group_3451.commit(wa_mask_3451, [&](int c) { return warpagg::addresses(&o0[c], &o1[c], &o2[c]); }); }
  }
}

// k223: batch, n 1576, blocks of 64, keys 1000 (dist 4)
__global__ void k223(const int* key, const int* vi, const unsigned* vu, int* o0, long long* o1, unsigned* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int batch[8];
  const bool out = (vu[t < n ? t : 0] % 5u) == 3u || t >= n;
  for (int b = 0; b < 2; b++) {
    __syncthreads();
    if (threadIdx.x < 8) batch[threadIdx.x] = key[(blockIdx.x * 8 + b * 7 + threadIdx.x) % n];
    __syncthreads();
    for (int j = 0; !out && j < 8; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::max, long long, unsigned int> wa_group_3473; do {
      const int i = (t * 8 + j * 3 + b) % n;
      if ((vu[i] & 3u) == 1u) continue;
      const int c = batch[j];
      const int k = key[i];
      warpagg::reduce_max<warpagg::strategy::likely_uniform>(&o0[c], -k);
      wa_group_3473.put<0>(c, (long long)vi[i]);
      wa_group_3473.put<1>(c, vu[i]);
    } while (0); wa_group_3473.commit([&](int c) { return warpagg::addresses(&o1[c], &o2[c]); }); }
  }
}

}  // namespace DK_NS
