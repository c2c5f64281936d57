// test/gpu/differential/generated/kernels.cu -- 200 random kernels (gen_kernels.py, seed 24).
// Generated: do not edit; regenerate with test/gpu/differential/gen_kernels.py.
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <warpagg/atomic_ref.cuh>

#ifndef DK_NS
#define DK_NS diff_orig
#endif

namespace DK_NS {

// k000: one_return, n 1491, blocks of 96, keys 100 (dist 1)
__global__ void k000(const int* key, const float* vf, double* o0, float* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k % 3 == 0) return;
  warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], 1.0);
  warpagg::reduce_add<warpagg::strategy::runs>(&o1[k & 255], vf[i] * 0.5f);
}

// k001: const, n 26921, blocks of 96, keys 1000 (dist 2)
__global__ void k001(const int* __restrict__ key, const unsigned* __restrict__ vu, int* o0, int* o1, unsigned* o2, unsigned* o3, int n) {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    int s0 = warpagg::atomic_add<warpagg::strategy::runs>(o0, 1);
    o1[s0] = i;
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[(unsigned)k % 10u], vu[i] >> 20);
    warpagg::reduce_min<warpagg::strategy::runs>(&o3[k & 63], vu[i] >> 20);
  }
}

// k002: one_guard, n 564, blocks of 128, keys 4 (dist 5)
__global__ void k002(const int* key, const int* vi, int* o0, unsigned* o1, int* o2, unsigned* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_xor<warpagg::strategy::runs>(&o0[k & 255], 1 << (k & 31));
    }
    const int c3 = (k * 7 + 3) % 4;
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[c3], ~(1u << (i & 31)));
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[c3], vi[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o3[c3], ~(1u << (i & 31)));
  }
}

// k003: one_guard, n 1898, blocks of 256, keys 4096 (dist 5)
__global__ void k003(const int* key, const unsigned* vu, const double* vd, double* o0, double* o1, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_add<warpagg::strategy::runs>(cuda::atomic_ref<double, cuda::thread_scope_device>(o0[k & 255]), vd[i] * 0.25);
    }
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], vd[i] * 0.25);
    warpagg::reduce_and_system<warpagg::strategy::runs>(&o2[k], ~(1u << (i & 31)));
    if ((vu[i] & 1u) != 0u) return;
  }
}

// k004: repeat, n 260, blocks of 512, keys 256 (dist 2)
__global__ void k004(const int* key, const unsigned* vu, const unsigned long long* vull, int* o0, unsigned* o1, unsigned long long* o2, unsigned long long* o3, unsigned long long* o4, int* o5, int* o6, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[k >> 4], 1 << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[k >> 4], 1u << (i & 31));
    if ((threadIdx.x & 3) == 1) return;
    warpagg::reduce_min<warpagg::strategy::runs>(&o2[k], vull[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o3[k], vull[i] >> 50);
    warpagg::reduce_min<warpagg::strategy::runs>(&o4[k], vull[i]);
    const int s6 = warpagg::atomic_add<warpagg::strategy::runs>(&o5[0], 1);
    o6[s6] = i;
  }
}

// k005: one_guard, n 496, blocks of 512, keys 100 (dist 2)
__global__ void k005(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, const float* vf, double* o0, float* o1, unsigned long long* o2, unsigned* o3, int* o4, long long* o5, unsigned* o6, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((vu[i] & 1u) != 0u)
      warpagg::reduce_add<warpagg::strategy::runs>(&o0[k], 1.0);
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k >> 4], vf[i]);
    if ((i & 7) < 5) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o2[k & 63], vull[i]);
    }
    const unsigned s7 = warpagg::atomic_add<warpagg::strategy::runs>(&o3[0], 1u);
    o4[s7] = i;
    if ((vu[i] & 1u) != 0u)
      warpagg::reduce_min<warpagg::strategy::runs>(&o5[(unsigned)k % 10u], vll[i] >> 40);
    else
      warpagg::reduce_and<warpagg::strategy::runs>(o6, ~(1u << (i & 31)));
  }
}

// k006: one_guard, n 316, blocks of 128, keys 100000 (dist 6)
__global__ void k006(const int* __restrict__ key, const unsigned long long* __restrict__ vull, unsigned long long* o0, unsigned* o1, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[k & 255], vull[i]);
    o2[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o1[min(max(k, 0), 15)], 1u);
  }
}

// k007: one_guard, n 22365, blocks of 128, keys 100000 (dist 1)
__global__ void k007(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, double* o1, int* o2, unsigned* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1)
      warpagg::reduce_and<warpagg::strategy::runs>(&o0[k >> 4], vu[i] | 0x0f0f0f0fu);
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], 1.0);
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[(unsigned char)k], k);
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[(unsigned char)k], vu[i] & 255u);
  }
}

// k008: one_return, n 9661, blocks of 96, keys 100000 (dist 0)
__global__ void k008(const int* key, const unsigned* vu, const double* vd, unsigned long long* o0, unsigned long long* o1, double* o2, int* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[k & 255], 3ull);
  if ((vu[i] & 1u) != 0u) {
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[k & 255], vd[i] * 0.25);
  }
  warpagg::reduce_add_system<warpagg::strategy::runs>(&o3[k & 255], 1);
}

// k009: grid, n 1358, blocks of 64, keys 16 (dist 4)
__global__ void k009(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, unsigned long long* o0, int* o1, double* o2, unsigned* o3, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1ull);
    o1[s0] = i;
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[min(max(k, 0), 15)], (double)vf[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o3[blockIdx.x & 7], vu[i]);
  }
}

// k010: repeat, n 10426, blocks of 160, keys 4096 (dist 1)
__global__ void k010(const unsigned* vu, double* o0, unsigned* o1, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[0], 1.0);
    warpagg::reduce_min<warpagg::strategy::runs>(&o1[0], vu[i] >> 20);
    warpagg::reduce_min<warpagg::strategy::runs>(&o2[0], vu[i] >> 20);
  }
}

// k011: one_guard, n 634, blocks of 256, keys 1 (dist 0)
__global__ void k011(const int* key, const unsigned* vu, unsigned* o0, unsigned* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k >> 4], 1u);
    warpagg::reduce_max<warpagg::strategy::runs>(&o1[k], vu[i] >> 20);
  }
}

// k012: done, n 676, blocks of 32, keys 4096 (dist 0)
__global__ void k012(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, long long* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[(unsigned)k % 10u], vll[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k013: done, n 96, blocks of 64, keys 100 (dist 5)
__device__ unsigned k013_g2[100];
__global__ void k013(const int* key, const int* vi, const unsigned* vu, int* o0, int* o1, unsigned long long* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k;
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[c0], vi[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[c0], 1 << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&k013_g2[c0], 1u << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o3[k & 255], 1ull << (i & 63));
    done = (vu[i] & 3u) == 0u;
  }
}

// k014: const, n 25024, blocks of 512, keys 16 (dist 5)
__global__ void k014(const int* __restrict__ key, unsigned long long* o0, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[(unsigned char)k], 1ull << (i & 63));
  }
}

// k015: repeat, n 263, blocks of 32, keys 4096 (dist 2)
__global__ void k015(const int* key, const unsigned* vu, int* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if (k == 0) {
      warpagg::reduce_sub<warpagg::strategy::runs>(cuda::std::atomic_ref<int>(o0[k & 255]), k);
    }
  }
}

// k016: done, n 28055, blocks of 96, keys 4 (dist 1)
__global__ void k016(const int* key, const unsigned* vu, int* o0, int* o1, unsigned* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[k & 255], 2);
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[k & 255], vu[i] >> 20);
    done = (vu[i] & 3u) == 0u;
  }
}

// k017: const, n 1051, blocks of 160, keys 100000 (dist 6)
__global__ void k017(const int* __restrict__ key, const long long* __restrict__ vll, const double* __restrict__ vd, long long* o0, double* o1, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1)
      warpagg::reduce_max<warpagg::strategy::runs>(&o0[(unsigned)k % 10u], vll[i] >> 40);
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k & 63], vd[i]);
  }
}

// k018: one_guard, n 22365, blocks of 256, keys 4 (dist 3)
__global__ void k018(const int* __restrict__ key, const int* __restrict__ vi, const long long* __restrict__ vll, const float* __restrict__ vf, float* o0, long long* o1, long long* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[(unsigned char)k], -vf[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o1[k], vll[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[(unsigned char)k], (long long)vi[i]);
  }
}

// k019: const, n 48, blocks of 160, keys 16 (dist 3)
__device__ unsigned k019_g3[16];
__global__ void k019(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, float* o0, int* o1, int* o2, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) return;
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], vf[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o1[k], vi[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o2[k], vi[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&k019_g3[k], vu[i]);
    if ((i & 7) < 5) return;
  }
}

// k020: one_return, n 22656, blocks of 512, keys 100000 (dist 2)
__device__ double k020_g1[64];
__global__ void k020(const int* key, const unsigned* vu, const float* vf, double* o0, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  {
    cuda::atomic_ref<double, cuda::thread_scope_device> ref1(o0[(i >> 5) & 15]);
    warpagg::reduce_add<warpagg::strategy::runs>(ref1, (double)vf[i]);
  }
  warpagg::reduce_add<warpagg::strategy::runs>(&k020_g1[k & 63], (double)vf[i]);
  if ((vu[i] & 1u) != 0u) {
    warpagg::reduce_or_system<warpagg::strategy::runs>(&o2[k], vu[i]);
  }
}

// k021: const, n 11648, blocks of 256, keys 1 (dist 0)
__device__ unsigned k021_g4[256];
__global__ void k021(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned long long* o0, unsigned* o1, int* o2, int* o3, unsigned* o5, unsigned* o6, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[k], vull[i] | 0xff00ff00ff00ff00ull);
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[(k * 7 + 3) % 1], ~(1u << (i & 31)));
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[(k * 7 + 3) % 1], vi[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o3[(k * 7 + 3) % 1], 1 << (k & 31));
    const int c4 = (unsigned char)k;
    warpagg::reduce_and<warpagg::strategy::runs>(&k021_g4[c4], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_and<warpagg::strategy::runs>(&o5[c4], ~(1u << (i & 31)));
    warpagg::reduce_and<warpagg::strategy::runs>(&o6[c4], ~(1u << (i & 31)));
    if (vi[i] < 0) return;
  }
}

// k022: grid, n 27808, blocks of 256, keys 4096 (dist 0)
__global__ void k022(const int* __restrict__ key, const float* __restrict__ vf, float* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[(unsigned)k % 10u], vf[i] * 0.5f);
  }
}

// k023: one_return, n 18415, blocks of 512, keys 4096 (dist 2)
__device__ int k023_g2[256];
__global__ void k023(const int* __restrict__ key, const int* __restrict__ vi, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, unsigned long long* o0, long long* o1, int* o3, int* o4, long long* o5, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((threadIdx.x & 3) == 1) return;
  const int c1 = k & 255;
  warpagg::reduce_max<warpagg::strategy::runs>(&o0[c1], vull[i]);
  warpagg::reduce_max<warpagg::strategy::runs>(&o1[c1], (long long)vi[i]);
  warpagg::reduce_max<warpagg::strategy::runs>(&k023_g2[c1], -k);
  const int s5 = warpagg::atomic_add<warpagg::strategy::runs>(&o3[0], 1);
  o4[s5] = i;
  warpagg::reduce_max<warpagg::strategy::runs>(&o5[k & 63], vll[i]);
}

// k024: one_guard, n 26173, blocks of 512, keys 4 (dist 1)
__global__ void k024(const int* key, int* o0, int n) {
  __shared__ int sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0x7fffffff;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((i & 7) < 5) {
      atomicMin(&sh0[k & 255], -k);
    }
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMin(&o0[s], sh0[s]);
}

// k025: grid, n 256, blocks of 160, keys 100 (dist 1)
__global__ void k025(const int* key, const int* vi, const float* vf, const double* vd, unsigned* o0, float* o1, float* o2, double* o3, int* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (k == 0) continue;
    if ((i & 7) < 5)
      warpagg::reduce_or<warpagg::strategy::runs>(o0, 1u << (i & 31));
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k & 63], -vf[i]);
    if (vi[i] < 0) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o2[k], -vf[i]);
    }
    if (k % 3 == 0)
      warpagg::reduce_add<warpagg::strategy::runs>(&o3[(unsigned char)k], vd[i]);
    else
      {
        cuda::atomic_ref<int, cuda::thread_scope_device> ref5(o4[blockIdx.x & 7]);
        warpagg::reduce_max<warpagg::strategy::runs>(ref5, vi[i]);
      }
  }
}

// k026: const, n 7551, blocks of 96, keys 4096 (dist 4)
__global__ void k026(const int* key, const long long* vll, const float* vf, float* o0, unsigned* o1, unsigned* o2, long long* o3, unsigned long long* o4, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], vf[i]);
    o2[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o1[k], 1u);
    if ((threadIdx.x & 3) == 1)
      {
        cuda::atomic_ref<long long, cuda::thread_scope_device> ref3(o3[k & 255]);
        warpagg::reduce_xor<warpagg::strategy::runs>(ref3, vll[i] >> 40);
      }
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o4[k & 255], 1ull);
  }
}

// k027: const, n 5655, blocks of 256, keys 256 (dist 2)
__global__ void k027(const int* key, const unsigned* vu, int* o0, float* o1, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_sub<warpagg::strategy::runs>(&o0[(k * 7 + 3) % 256], k);
    }
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k & 255], 1.0f);
    }
  }
}

// k028: done, n 12640, blocks of 512, keys 4096 (dist 3)
__device__ unsigned long long k028_g0[4096];
__global__ void k028(const int* __restrict__ key, const unsigned* __restrict__ vu, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_or<warpagg::strategy::runs>(&k028_g0[k], 1ull << (i & 63));
    done = (vu[i] & 3u) == 0u;
  }
}

// k029: repeat, n 7871, blocks of 32, keys 100 (dist 3)
__global__ void k029(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, double* o0, unsigned* o1, float* o2, int* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((i & 7) < 5) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], (double)vf[i]);
    }
    const int c3 = k & 63;
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[c3], vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[c3], 1.0f);
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[c3], vi[i]);
  }
}

// k030: grid, n 1205, blocks of 256, keys 4 (dist 2)
__global__ void k030(const int* __restrict__ key, const int* __restrict__ vi, const unsigned long long* __restrict__ vull, long long* o0, unsigned long long* o1, unsigned long long* o2, unsigned long long* o3, unsigned* o4, unsigned* o5, int* o6, int* o7, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[(k * 7 + 3) % 4], (long long)vi[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o1[(k * 7 + 3) % 4], vull[i]);
    o3[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o2[(unsigned)k % 10u], 3ull);
    o5[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o4[(unsigned)k % 10u], 1u);
    int s4 = warpagg::atomic_add<warpagg::strategy::runs>(o6, 1);
    o7[s4] = i;
  }
}

// k031: one_guard, n 895, blocks of 32, keys 1000 (dist 5)
__global__ void k031(const int* key, const unsigned* vu, const float* vf, unsigned long long* o0, float* o1, float* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k], (unsigned long long)vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], -vf[i]);
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_add<warpagg::strategy::runs>(cuda::atomic_ref<float, cuda::thread_scope_device>(o2[(unsigned)k % 10u]), vf[i]);
    }
  }
}

// k032: const, n 18720, blocks of 256, keys 256 (dist 2)
__global__ void k032(const int* __restrict__ key, int* o0, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    if ((i & 7) < 5) continue;
    warpagg::reduce_sub<warpagg::strategy::runs>(&o0[k], 1);
  }
}

// k033: one_return, n 1761, blocks of 256, keys 100000 (dist 0)
__global__ void k033(const int* key, const int* vi, const unsigned long long* vull, const float* vf, const double* vd, unsigned long long* o0, float* o1, float* o2, double* o3, int* o4, unsigned long long* o5, unsigned long long* o6, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int c0 = k & 255;
  warpagg::reduce_add<warpagg::strategy::runs>(&o0[c0], vull[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o1[c0], 1.0f);
  if (vi[i] < 0)
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[blockIdx.x & 7], vf[i]);
  else
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[0], vd[i] * 0.25);
  warpagg::reduce_and<warpagg::strategy::runs>(&o4[k & 255], vi[i]);
  warpagg::reduce_and<warpagg::strategy::runs>(&o5[k & 255], vull[i]);
  warpagg::reduce_and<warpagg::strategy::runs>(&o6[k & 255], vull[i]);
}

// k034: const, n 1445, blocks of 128, keys 1 (dist 0)
__global__ void k034(const int* key, const unsigned long long* vull, const float* vf, int* o0, unsigned long long* o1, float* o2, int* o3, int n) {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k & 255;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o0[c0], 1 << (k & 31));
    warpagg::reduce_xor<warpagg::strategy::runs>(&o1[c0], vull[i]);
    const int c3 = k;
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[c3], -vf[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[c3], 1);
  }
}

// k035: done, n 466, blocks of 96, keys 1 (dist 3)
__global__ void k035(const int* key, const unsigned* vu, unsigned long long* o0, unsigned long long* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[k & 63], 3ull);
    done = (vu[i] & 3u) == 0u;
  }
}

// k036: done, n 337, blocks of 256, keys 100 (dist 4)
__global__ void k036(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, int* o0, int* o1, unsigned long long* o2, int n) {
  __shared__ int sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = (int)0x80000000;
  __shared__ unsigned long long sh1[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh1[s] = (unsigned long long)~0ull;
  __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicMax(&sh0[k & 255], vi[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(cuda::std::atomic_ref<int>(o1[0]), 1 << (k & 31));
    atomicAnd(&sh1[0], vull[i] | 0xff00ff00ff00ff00ull);
    done = (vu[i] & 3u) == 0u;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMax(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicAnd(&o2[s], sh1[s]);
}

// k037: one_guard, n 563, blocks of 128, keys 16 (dist 3)
__global__ void k037(const int* key, const int* vi, const unsigned long long* vull, const double* vd, double* o0, unsigned long long* o1, long long* o2, int n) {
  __shared__ double sh0[2];
  for (int s = threadIdx.x; s < 2; s += blockDim.x) sh0[s] = 0;
  __shared__ unsigned long long sh1[64];
  for (int s = threadIdx.x; s < 64; s += blockDim.x) sh1[s] = 0;
  __shared__ long long sh2[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh2[s] = (long long)0x8000000000000000ull;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1)
      atomicAdd(&sh0[k >> 4], vd[i] * 0.25);
    else
      atomicXor(&sh1[k & 63], vull[i]);
    if (k % 3 == 0) {
      atomicMax(&sh2[k], (long long)vi[i]);
    }
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 2; s += blockDim.x) atomicAdd(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 64; s += blockDim.x) atomicXor(&o1[s], sh1[s]);
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicMax(&o2[s], sh2[s]);
}

// k038: const, n 1984, blocks of 96, keys 1 (dist 6)
__global__ void k038(const int* __restrict__ key, const int* __restrict__ vi, const unsigned long long* __restrict__ vull, int* o0, unsigned long long* o1, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if (vi[i] < 0)
      warpagg::reduce_min<warpagg::strategy::runs>(&o0[k], vi[i] >> 12);
    else
      warpagg::reduce_max<warpagg::strategy::runs>(&o1[k & 63], vull[i]);
  }
}

// k039: done, n 10912, blocks of 128, keys 100 (dist 1)
__global__ void k039(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, long long* o0, unsigned* o1, long long* o2, long long* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k & 255;
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[c0], vll[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o1[c0], vu[i] >> 20);
    if ((i & 7) < 5)
      warpagg::reduce_min<warpagg::strategy::runs>(&o2[k & 63], (long long)vi[i]);
    else
      warpagg::reduce_max<warpagg::strategy::runs>(&o3[k], vll[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k040: done, n 798, blocks of 64, keys 16 (dist 1)
__global__ void k040(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned long long* o0, unsigned long long* o1, unsigned long long* o2, int n) {
  __shared__ unsigned long long sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = (unsigned long long)~0ull;
  __shared__ unsigned long long sh1[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh1[s] = (unsigned long long)~0ull;
  __shared__ unsigned long long sh2[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh2[s] = (unsigned long long)~0ull;
  __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k & 255;
    atomicAnd(&sh0[c0], vull[i] | 0xff00ff00ff00ff00ull);
    atomicAnd(&sh1[c0], vull[i]);
    if ((i & 7) < 5) {
      atomicMin(&sh2[k & 255], vull[i] >> 50);
    }
    done = (vu[i] & 3u) == 0u;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicAnd(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicAnd(&o1[s], sh1[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMin(&o2[s], sh2[s]);
}

// k041: done, n 21728, blocks of 160, keys 1 (dist 1)
__global__ void k041(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned* o1, unsigned long long* o2, int n) {
  __shared__ unsigned sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = (unsigned)~0ull;
  __shared__ unsigned sh1[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh1[s] = (unsigned)~0ull;
  __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicMin(&sh0[k & 255], vu[i] >> 20);
    atomicMin(&sh1[k & 255], vu[i] >> 20);
    warpagg::reduce_min<warpagg::strategy::runs>(&o2[k & 255], vull[i]);
    done = (vu[i] & 3u) == 0u;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMin(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicMin(&o1[s], sh1[s]);
}

// k042: grid, n 1850, blocks of 128, keys 100000 (dist 2)
__global__ void k042(const int* key, const unsigned* vu, const long long* vll, long long* o0, long long* o1, int* o2, unsigned* o3, unsigned long long* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[k], vll[i] >> 40);
    warpagg::reduce_min<warpagg::strategy::runs>(&o1[k], vll[i] >> 40);
    warpagg::reduce_min<warpagg::strategy::runs>(&o2[k], -k);
    const int c3 = k;
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[c3], vu[i] & 255u);
    warpagg::reduce_add<warpagg::strategy::runs>(&o4[c3], (unsigned long long)vu[i]);
  }
}

// k043: const, n 77, blocks of 32, keys 1000 (dist 3)
__global__ void k043(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, int* o0, unsigned long long* o1, unsigned long long* o2, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    if ((i & 7) < 5)
      warpagg::reduce_and<warpagg::strategy::runs>(&o0[k & 255], 1 << (k & 31));
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], (unsigned long long)vu[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[k & 255], vull[i] >> 50);
  }
}

// k044: one_return, n 19850, blocks of 256, keys 100 (dist 4)
__global__ void k044(const int* __restrict__ key, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, unsigned* o0, unsigned long long* o1, long long* o2, float* o3, int* o4, int* o5, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int c0 = (k * 7 + 3) % 100;
  warpagg::reduce_and<warpagg::strategy::runs>(&o0[c0], ~(1u << (i & 31)));
  warpagg::reduce_and<warpagg::strategy::runs>(&o1[c0], vull[i]);
  if ((threadIdx.x >> 5) == 1)
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[(unsigned)k % 10u], vll[i] >> 40);
  else
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[k], -vf[i]);
  const int s7 = warpagg::atomic_add<warpagg::strategy::runs>(&o4[0], 1);
  o5[s7] = i;
}

// k045: one_return, n 1033, blocks of 256, keys 100 (dist 4)
__global__ void k045(const int* key, const int* vi, const double* vd, long long* o0, long long* o1, unsigned* o2, int* o3, double* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_min<warpagg::strategy::runs>(&o0[k & 255], (long long)vi[i]);
  warpagg::reduce_min<warpagg::strategy::runs>(&o1[k & 255], (long long)vi[i]);
  unsigned s2 = warpagg::atomic_add<warpagg::strategy::runs>(o2, 1u);
  o3[s2] = i;
  {
    cuda::std::atomic_ref<double> ref4(o4[k]);
    warpagg::reduce_sub<warpagg::strategy::runs>(ref4, vd[i] * 0.25);
  }
}

// k046: grid, n 101, blocks of 512, keys 4 (dist 4)
__global__ void k046(const int* __restrict__ key, int* o0, int* o1, unsigned long long* o2, unsigned long long* o3, int* o4, int* o5, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[blockIdx.x & 7], 2);
    if (k == 0) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o2[k & 255], 1ull);
    }
    if (k % 3 == 0) continue;
    const int c5 = k;
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[c5], 1ull);
    warpagg::reduce_add<warpagg::strategy::runs>(&o4[c5], k);
    warpagg::reduce_add<warpagg::strategy::runs>(&o5[c5], k);
  }
}

// k047: const, n 5380, blocks of 96, keys 256 (dist 4)
__global__ void k047(const int* key, unsigned* o0, unsigned* o1, unsigned* o2, int n) {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[blockIdx.x & 7], ~(1u << (i & 31)));
    o2[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o1[k], 1u);
  }
}

// k048: grid, n 1963, blocks of 160, keys 16 (dist 6)
__global__ void k048(const int* key, const int* vi, unsigned* o0, int* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = k & 255;
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[c0], 1u << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[c0], vi[i]);
  }
}

// k049: done, n 1821, blocks of 96, keys 256 (dist 1)
__global__ void k049(const int* key, const int* vi, const unsigned* vu, long long* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[k], (long long)vi[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k050: repeat, n 22486, blocks of 128, keys 16 (dist 4)
__global__ void k050(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, int* o0, unsigned* o1, unsigned long long* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[k], 1 << (k & 31));
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[k], ~(1u << (i & 31)));
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[k], vull[i]);
  }
}

// k051: one_return, n 1504, blocks of 32, keys 16 (dist 5)
__global__ void k051(const int* key, const unsigned long long* vull, const float* vf, int* o0, int* o1, unsigned long long* o2, float* o3, unsigned* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[k & 255], 2);
  const int c1 = k & 255;
  warpagg::reduce_add<warpagg::strategy::runs>(&o2[c1], vull[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o3[c1], vf[i] * 0.5f);
  warpagg::reduce_add<warpagg::strategy::runs>(&o4[c1], 1u);
}

// k052: const, n 26403, blocks of 160, keys 100000 (dist 0)
__global__ void k052(const int* key, unsigned long long* o0, unsigned long long* o1, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_xor<warpagg::strategy::runs>(&o0[min(max(k, 0), 15)], 1ull << (i & 63));
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[k & 255], 1ull << (i & 63));
  }
}

// k053: grid, n 1581, blocks of 512, keys 16 (dist 5)
__global__ void k053(const int* __restrict__ key, const float* __restrict__ vf, float* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[(unsigned)k % 10u], vf[i]);
  }
}

// k054: repeat, n 529, blocks of 512, keys 100000 (dist 0)
__global__ void k054(const int* key, const unsigned* vu, const float* vf, float* o0, unsigned* o1, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k], vf[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[(i >> 5) & 15], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_sub<warpagg::strategy::runs>(&o2[(i >> 5) & 15], 1u);
  }
}

// k055: one_guard, n 12211, blocks of 160, keys 4 (dist 0)
__global__ void k055(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, int* o0, unsigned long long* o1, unsigned long long* o2, long long* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[(unsigned)k % 10u], vi[i]);
    warpagg::reduce_min_system<warpagg::strategy::runs>(&o1[blockIdx.x & 7], vull[i] >> 50);
    warpagg::reduce_min<warpagg::strategy::runs>(o2, vull[i] >> 50);
    warpagg::reduce_min<warpagg::strategy::runs>(&o3[0], vll[i] >> 40);
  }
}

// k056: grid, n 157, blocks of 32, keys 1000 (dist 2)
__device__ unsigned k056_g1[8];
__global__ void k056(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, int* o0, unsigned long long* o2, double* o3, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = blockIdx.x & 7;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o0[c0], vi[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&k056_g1[c0], vu[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o2[c0], vull[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[k & 63], (double)vf[i]);
  }
}

// k057: grid, n 534, blocks of 256, keys 4096 (dist 6)
__global__ void k057(const int* key, const int* vi, const long long* vll, long long* o0, int* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[k & 255], vll[i] >> 40);
    if (k % 3 == 0) {
      warpagg::reduce_and<warpagg::strategy::runs>(&o1[k & 255], vi[i]);
    }
  }
}

// k058: const, n 578, blocks of 160, keys 256 (dist 6)
__global__ void k058(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, unsigned* o0, float* o1, int* o2, unsigned* o3, int* o4, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1)
      warpagg::reduce_sub<warpagg::strategy::runs>(&o0[(k * 7 + 3) % 256], vu[i] & 255u);
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], vf[i] * 0.5f);
    const int c4 = k >> 4;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o2[c4], vi[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o3[c4], vu[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o4[c4], 1 << (k & 31));
  }
}

// k059: repeat, n 507, blocks of 256, keys 256 (dist 5)
__device__ int k059_g1[16];
__global__ void k059(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, unsigned* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_sub<warpagg::strategy::runs>(&o0[k & 63], vu[i] & 255u);
    }
    warpagg::reduce_min<warpagg::strategy::runs>(&k059_g1[(i >> 5) & 15], vi[i]);
  }
}

// k060: const, n 12768, blocks of 64, keys 1 (dist 5)
__device__ int k060_g1[1];
__global__ void k060(const int* key, const int* vi, const unsigned long long* vull, const float* vf, const double* vd, double* o0, unsigned long long* o2, double* o3, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    if ((i & 7) < 5) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 63], vd[i] * 0.25);
    }
    if (k % 3 == 0) continue;
    warpagg::reduce_max<warpagg::strategy::runs>(&k060_g1[k], vi[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[k], vull[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[k & 255], (double)vf[i]);
  }
}

// k061: done, n 1387, blocks of 128, keys 1 (dist 0)
__global__ void k061(const int* key, const unsigned* vu, const long long* vll, long long* o0, unsigned long long* o1, int* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_min<warpagg::strategy::runs>(&o0[k & 255], vll[i]);
    }
    unsigned long long s3 = warpagg::atomic_add<warpagg::strategy::runs>(o1, 1ull);
    o2[s3] = i;
    done = (vu[i] & 3u) == 0u;
  }
}

// k062: one_return, n 21396, blocks of 128, keys 4 (dist 5)
__global__ void k062(const int* key, const float* vf, unsigned long long* o0, unsigned long long* o1, float* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[k >> 4], 3ull);
  warpagg::reduce_add<warpagg::strategy::runs>(&o2[(unsigned char)k], vf[i]);
}

// k063: grid, n 22192, blocks of 32, keys 256 (dist 2)
__global__ void k063(const int* key, const float* vf, unsigned long long* o0, int* o1, float* o2, double* o3, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::runs>(o0, 1ull);
    o1[s0] = i;
    warpagg::reduce_add_system<warpagg::strategy::runs>(o2, 1.0f);
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[k & 255], (double)vf[i]);
  }
}

// k064: grid, n 17789, blocks of 64, keys 100 (dist 6)
__device__ int k064_g0[100];
__global__ void k064(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, unsigned* o1, int* o2, long long* o3, int* o4, long long* o5, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((i & 7) < 5) return;
    const int c1 = (k * 7 + 3) % 100;
    warpagg::reduce_or<warpagg::strategy::runs>(&k064_g0[c1], vi[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[c1], vu[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o2[k & 63], vi[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o3[k & 63], vll[i] >> 40);
    if (k % 3 == 0)
      warpagg::reduce_max<warpagg::strategy::runs>(&o4[k & 63], vi[i] >> 12);
    else
      warpagg::reduce_min<warpagg::strategy::runs>(&o5[k & 255], vll[i] >> 40);
  }
}

// k065: one_return, n 983, blocks of 64, keys 4 (dist 3)
__device__ unsigned k065_g4[4];
__global__ void k065(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, int* o0, long long* o1, float* o2, unsigned* o3, unsigned long long* o5, long long* o6, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int c0 = k & 255;
  warpagg::reduce_max<warpagg::strategy::runs>(&o0[c0], -k);
  warpagg::reduce_max<warpagg::strategy::runs>(&o1[c0], vll[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o2[k & 63], 1.0f);
  warpagg::reduce_xor<warpagg::strategy::runs>(&o3[k], 1u << (i & 31));
  warpagg::reduce_xor<warpagg::strategy::runs>(&k065_g4[k], vu[i]);
  warpagg::reduce_xor<warpagg::strategy::runs>(&o5[k], vull[i]);
  if ((vu[i] & 1u) != 0u) {
    warpagg::reduce_min<warpagg::strategy::runs>(&o6[min(max(k, 0), 15)], vll[i] >> 40);
  }
}

// k066: grid, n 406, blocks of 256, keys 100000 (dist 3)
__global__ void k066(const int* key, const int* vi, const double* vd, int* o0, double* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(cuda::atomic_ref<int, cuda::thread_scope_device>(o0[k]), (vi[i] & 15) - 8);
    if ((i & 7) < 5) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[(unsigned)k % 10u], vd[i] * 0.25);
    }
    if (k == 0) continue;
  }
}

// k067: const, n 1728, blocks of 512, keys 100 (dist 4)
__global__ void k067(const int* __restrict__ key, const unsigned long long* __restrict__ vull, unsigned long long* o0, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[k], vull[i] >> 50);
  }
}

// k068: done, n 11423, blocks of 128, keys 256 (dist 4)
__global__ void k068(const int* vi, const unsigned* vu, const long long* vll, const unsigned long long* vull, long long* o0, int* o1, int* o2, unsigned long long* o3, unsigned* o4, unsigned long long* o5, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[(i >> 5) & 15], vll[i] >> 40);
    if ((threadIdx.x & 3) == 1) return;
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[(i >> 5) & 15], vi[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[(i >> 5) & 15], 1 << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o3[(i >> 5) & 15], 1ull << (i & 63));
    warpagg::reduce_or<warpagg::strategy::runs>(o4, 1u << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(o5, vull[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k069: one_return, n 1716, blocks of 256, keys 100000 (dist 1)
__global__ void k069(const int* key, const float* vf, float* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], vf[i] * 0.5f);
}

// k070: grid, n 425, blocks of 128, keys 1000 (dist 2)
__global__ void k070(const int* __restrict__ key, const float* __restrict__ vf, float* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], vf[i]);
  }
}

// k071: one_guard, n 750, blocks of 256, keys 256 (dist 3)
__global__ void k071(const int* key, const double* vd, double* o0, unsigned long long* o1, int* o2, unsigned* o3, int* o4, int n) {
  __shared__ double sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      atomicAdd(&sh0[k], vd[i] * 0.25);
    }
    unsigned long long s3 = warpagg::atomic_add<warpagg::strategy::runs>(o1, 1ull);
    o2[s3] = i;
    const unsigned s5 = warpagg::atomic_add<warpagg::strategy::runs>(&o3[0], 1u);
    o4[s5] = i;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicAdd(&o0[s], sh0[s]);
}

// k072: grid, n 1206, blocks of 256, keys 1 (dist 4)
__global__ void k072(const int* __restrict__ key, const int* __restrict__ vi, const float* __restrict__ vf, unsigned long long* o0, unsigned* o1, unsigned* o2, unsigned long long* o3, float* o4, int* o5, int n) {
  __shared__ unsigned long long sh0[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh0[s] = 0;
  __shared__ float sh1[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh1[s] = 0;
  __shared__ int sh2[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh2[s] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1) {
      atomicOr(&sh0[k], 1ull << (i & 63));
    }
    o2[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o1[k & 63], 1u);
    const int c4 = (i >> 5) & 15;
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[c4], 1ull);
    atomicAdd(&sh1[c4], -vf[i]);
    atomicAdd(&sh2[c4], (vi[i] & 15) - 8);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicOr(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicAdd(&o4[s], sh1[s]);
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicAdd(&o5[s], sh2[s]);
}

// k073: one_guard, n 206, blocks of 160, keys 100 (dist 1)
__global__ void k073(unsigned* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const unsigned s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1u);
    o1[s0] = i;
  }
}

// k074: repeat, n 71, blocks of 256, keys 100 (dist 4)
__global__ void k074(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const float* vf, unsigned long long* o0, float* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if (vi[i] < 0) return;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o0[k & 63], vull[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[k & 255], -vf[i]);
  }
}

// k075: done, n 5541, blocks of 256, keys 1 (dist 4)
__global__ void k075(const int* key, const unsigned* vu, const unsigned long long* vull, int* o0, unsigned long long* o1, unsigned* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    {
      cuda::atomic_ref<int, cuda::thread_scope_device> ref1(o0[(unsigned char)k]);
      warpagg::reduce_max<warpagg::strategy::runs>(ref1, -k);
    }
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[k >> 4], vull[i] | 0xff00ff00ff00ff00ull);
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[k >> 4], vu[i] | 0x0f0f0f0fu);
    done = (vu[i] & 3u) == 0u;
  }
}

// k076: const, n 8096, blocks of 96, keys 4096 (dist 3)
__global__ void k076(const int* __restrict__ key, unsigned long long* o0, int* o1, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::runs>(o0, 1ull);
    o1[s0] = i;
    if (k == 0) continue;
  }
}

// k077: const, n 128, blocks of 256, keys 1000 (dist 3)
__global__ void k077(const int* key, const unsigned* vu, int* o0, int* o1, unsigned* o2, unsigned* o3, unsigned* o4, unsigned* o5, unsigned* o6, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    const int s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1);
    o1[s0] = i;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o2[k & 63], vu[i]);
    o4[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o3[k & 255], 1u);
    o6[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o5[k & 255], 1u);
  }
}

// k078: grid, n 1947, blocks of 256, keys 100 (dist 0)
__global__ void k078(const int* __restrict__ key, const int* __restrict__ vi, const float* __restrict__ vf, float* o0, unsigned* o1, unsigned* o2, int* o3, int* o4, int* o5, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (vi[i] < 0) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o0[(unsigned char)k], vf[i]);
    }
    o2[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o1[(i >> 5) & 15], 1u);
    int s4 = warpagg::atomic_add<warpagg::strategy::runs>(o3, 1);
    o4[s4] = i;
    warpagg::reduce_min<warpagg::strategy::runs>(o5, vi[i]);
  }
}

// k079: grid, n 637, blocks of 160, keys 4096 (dist 2)
__global__ void k079(const int* key, const int* vi, int* o0, int* o1, int* o2, int* o3, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[k], vi[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o1[k], vi[i]);
    o3[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o2[k & 255], 2);
    if ((i & 7) < 5) continue;
    if ((threadIdx.x & 3) == 1) return;
  }
}

// k080: repeat, n 17105, blocks of 32, keys 16 (dist 6)
__global__ void k080(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, unsigned* o0, long long* o1, unsigned* o2, long long* o3, double* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_min<warpagg::strategy::runs>(&o0[k], vu[i] >> 20);
    }
    warpagg::reduce_max<warpagg::strategy::runs>(&o1[(unsigned char)k], (long long)vi[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[(unsigned char)k], vu[i] >> 20);
    warpagg::reduce_max<warpagg::strategy::runs>(&o3[(unsigned char)k], (long long)vi[i]);
    if (k == 0) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o4[k], (double)vf[i]);
    }
  }
}

// k081: done, n 533, blocks of 160, keys 1000 (dist 4)
__global__ void k081(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const float* __restrict__ vf, long long* o0, unsigned* o1, double* o2, float* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_min_system<warpagg::strategy::runs>(&o0[blockIdx.x & 7], vll[i] >> 40);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[k & 63], 1u);
    if (vi[i] < 0)
      warpagg::reduce_add<warpagg::strategy::runs>(&o2[k], (double)vf[i]);
    else
      {
        cuda::std::atomic_ref<float> ref4(o3[k]);
        warpagg::reduce_add<warpagg::strategy::runs>(ref4, vf[i] * 0.5f);
      }
    done = (vu[i] & 3u) == 0u;
  }
}

// k082: one_guard, n 658, blocks of 96, keys 1 (dist 0)
__device__ unsigned long long k082_g2[1];
__device__ double k082_g6[16];
__global__ void k082(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, long long* o0, long long* o1, int* o3, unsigned long long* o4, unsigned* o5, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[k], (long long)vi[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o1[k], vll[i] >> 40);
    warpagg::reduce_min<warpagg::strategy::runs>(&k082_g2[k], vull[i] >> 50);
    warpagg::reduce_min<warpagg::strategy::runs>(&o3[k], vi[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o4[(i >> 5) & 15], (unsigned long long)vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o5[(i >> 5) & 15], vu[i] & 255u);
    warpagg::reduce_add<warpagg::strategy::runs>(&k082_g6[(i >> 5) & 15], 1.0);
  }
}

// k083: one_guard, n 25024, blocks of 32, keys 1000 (dist 6)
__global__ void k083(const int* key, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned long long* o1, unsigned long long* o2, unsigned long long* o3, unsigned* o4, unsigned long long* o5, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int c0 = (unsigned)k % 10u;
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[c0], ~(1u << (i & 31)));
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[c0], vull[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o2[k], vull[i]);
    const int c4 = (k * 7 + 3) % 1000;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o3[c4], 1ull << (i & 63));
    warpagg::reduce_xor<warpagg::strategy::runs>(&o4[c4], vu[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o5[k & 255], vull[i]);
  }
}

// k084: one_guard, n 10502, blocks of 32, keys 256 (dist 5)
__global__ void k084(const int* __restrict__ key, int* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[k], 2);
  }
}

// k085: done, n 625, blocks of 96, keys 256 (dist 1)
__global__ void k085(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, int* o0, int* o1, unsigned* o2, unsigned* o3, float* o4, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[k & 63], vi[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[k & 63], vi[i]);
    o3[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o2[k & 255], 1u);
    if (k == 0) continue;
    warpagg::reduce_add<warpagg::strategy::runs>(&o4[blockIdx.x & 7], -vf[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k086: one_guard, n 23933, blocks of 512, keys 16 (dist 6)
__global__ void k086(const int* key, const unsigned* vu, double* o0, unsigned* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (k % 3 == 0) {
      warpagg::reduce_add_system<warpagg::strategy::runs>(&o0[(k * 7 + 3) % 16], 1.0);
    }
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[(k * 7 + 3) % 16], vu[i]);
  }
}

// k087: one_return, n 1248, blocks of 32, keys 100000 (dist 1)
__global__ void k087(const int* __restrict__ key, unsigned long long* o0, int* o1, unsigned* o2, unsigned* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1ull);
  o1[s0] = i;
  o3[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o2[(k * 7 + 3) % 100000], 1u);
}

// k088: repeat, n 13968, blocks of 256, keys 1 (dist 3)
__global__ void k088(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, const double* __restrict__ vd, float* o0, double* o1, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 63], vf[i] * 0.5f);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[(k * 7 + 3) % 1], vd[i] * 0.25);
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[(k * 7 + 3) % 1], vu[i]);
  }
}

// k089: done, n 1166, blocks of 256, keys 1 (dist 5)
__global__ void k089(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, unsigned* o0, long long* o1, int* o2, int n) {
  __shared__ unsigned sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0;
  __shared__ long long sh1[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh1[s] = 0x7fffffffffffffffll;
  __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    atomicXor(&sh0[k & 255], vu[i]);
    if ((vu[i] & 1u) != 0u) {
      atomicMin(&sh1[(i >> 5) & 15], vll[i]);
    }
    {
      cuda::std::atomic_ref<int> ref3(o2[blockIdx.x & 7]);
      warpagg::reduce_or<warpagg::strategy::runs>(ref3, 1 << (i & 31));
    }
    done = (vu[i] & 3u) == 0u;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicXor(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicMin(&o1[s], sh1[s]);
}

// k090: repeat, n 1936, blocks of 96, keys 1 (dist 6)
__global__ void k090(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, int* o0, unsigned long long* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x & 3) == 1)
      warpagg::reduce_xor<warpagg::strategy::runs>(&o0[(unsigned char)k], vi[i]);
    else
      warpagg::reduce_and<warpagg::strategy::runs>(&o1[k], vull[i] | 0xff00ff00ff00ff00ull);
    if (vi[i] < 0) return;
  }
}

// k091: one_guard, n 1237, blocks of 160, keys 4 (dist 3)
__global__ void k091(const int* key, const int* vi, const double* vd, unsigned* o0, unsigned* o1, long long* o2, double* o3, float* o4, int n) {
  __shared__ double sh0[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh0[s] = 0;
  __shared__ float sh1[10];
  for (int s = threadIdx.x; s < 10; s += blockDim.x) sh1[s] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[blockIdx.x & 7], 1u);
    if ((threadIdx.x & 3) == 1)
      warpagg::reduce_max<warpagg::strategy::runs>(&o2[0], (long long)vi[i]);
    else
      atomicAdd(&sh0[k >> 4], vd[i]);
    atomicAdd(&sh1[(unsigned)k % 10u], 1.0f);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicAdd(&o3[s], sh0[s]);
  for (int s = threadIdx.x; s < 10; s += blockDim.x) atomicAdd(&o4[s], sh1[s]);
}

// k092: one_guard, n 1984, blocks of 96, keys 100000 (dist 1)
__global__ void k092(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, unsigned* o1, unsigned* o2, unsigned* o3, unsigned* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1u);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o2[k & 255], vu[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o3[k & 255], vu[i]);
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_max<warpagg::strategy::runs>(&o4[k & 63], vu[i]);
    }
  }
}

// k093: const, n 1681, blocks of 256, keys 100000 (dist 4)
__global__ void k093(const int* key, const unsigned* vu, unsigned* o0, int* o1, unsigned* o2, unsigned long long* o3, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 100000;
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[c0], vu[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o1[c0], -k);
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[c0], vu[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o3[k & 255], 1ull << (i & 63));
    if ((i & 7) < 5) continue;
  }
}

// k094: repeat, n 8771, blocks of 512, keys 100000 (dist 4)
__global__ void k094(const int* key, const unsigned* vu, const double* vd, int* o0, int* o1, unsigned* o2, double* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_and<warpagg::strategy::runs>(o0, 1 << (k & 31));
    }
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_max<warpagg::strategy::runs>(&o1[(unsigned char)k], -k);
    }
    {
      cuda::atomic_ref<unsigned, cuda::thread_scope_device> ref3(o2[(i >> 5) & 15]);
      warpagg::reduce_max<warpagg::strategy::runs>(ref3, vu[i] >> 20);
    }
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o3[k], vd[i]);
    }
  }
}

// k095: one_guard, n 1214, blocks of 512, keys 256 (dist 3)
__global__ void k095(const int* __restrict__ key, const long long* __restrict__ vll, const float* __restrict__ vf, float* o0, long long* o1, unsigned long long* o2, unsigned long long* o3, double* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[blockIdx.x & 7], vf[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(cuda::atomic_ref<long long, cuda::thread_scope_device>(o1[(unsigned)k % 10u]), vll[i] >> 40);
    o3[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o2[k & 255], 3ull);
    warpagg::reduce_add<warpagg::strategy::runs>(&o4[blockIdx.x & 7], (double)vf[i]);
  }
}

// k096: grid, n 618, blocks of 32, keys 4096 (dist 0)
__global__ void k096(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned* o0, double* o1, unsigned* o2, unsigned* o3, unsigned long long* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_xor<warpagg::strategy::runs>(&o0[k], 1u << (i & 31));
    }
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], 1.0);
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[k], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_and<warpagg::strategy::runs>(&o3[k], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_and<warpagg::strategy::runs>(&o4[k], vull[i] | 0xff00ff00ff00ff00ull);
    if ((vu[i] & 1u) != 0u) continue;
  }
}

// k097: grid, n 15750, blocks of 64, keys 100 (dist 6)
__device__ unsigned long long k097_g1[100];
__device__ int k097_g2[100];
__global__ void k097(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned* o3, int* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = k;
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[c0], vu[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&k097_g1[c0], vull[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&k097_g2[c0], vi[i]);
    const unsigned s4 = warpagg::atomic_add<warpagg::strategy::runs>(&o3[0], 1u);
    o4[s4] = i;
  }
}

// k098: done, n 16910, blocks of 512, keys 4 (dist 2)
__global__ void k098(const int* key, const int* vi, const unsigned* vu, int* o0, int* o1, unsigned long long* o2, unsigned* o3, int* o4, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[k & 255], 2);
    warpagg::reduce_add<warpagg::strategy::runs>(cuda::std::atomic_ref<unsigned long long>(o2[(k * 7 + 3) % 4]), (unsigned long long)vu[i]);
    const int c2 = (k * 7 + 3) % 4;
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[c2], vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o4[c2], vi[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k099: const, n 1257, blocks of 64, keys 1000 (dist 6)
__global__ void k099(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned* o0, unsigned* o1, unsigned* o2, unsigned long long* o3, int* o4, unsigned* o5, unsigned* o6, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 63], 1u);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o1[(k * 7 + 3) % 1000], 1u << (i & 31));
    warpagg::reduce_xor<warpagg::strategy::runs>(&o2[(k * 7 + 3) % 1000], 1u << (i & 31));
    warpagg::reduce_xor<warpagg::strategy::runs>(&o3[(k * 7 + 3) % 1000], vull[i]);
    if (vi[i] < 0) continue;
    warpagg::reduce_and<warpagg::strategy::runs>(&o4[0], vi[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o5[0], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_and<warpagg::strategy::runs>(&o6[0], ~(1u << (i & 31)));
  }
}

// k100: const, n 256, blocks of 32, keys 1 (dist 1)
__global__ void k100(unsigned long long* o0, int* o1, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1ull);
    o1[s0] = i;
  }
}

// k101: one_return, n 1504, blocks of 256, keys 4 (dist 6)
__global__ void k101(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, unsigned* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((threadIdx.x & 3) == 1)
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], vu[i]);
  else
    warpagg::reduce_sub<warpagg::strategy::runs>(&o1[blockIdx.x & 7], vu[i]);
}

// k102: one_guard, n 7904, blocks of 64, keys 4 (dist 1)
__global__ void k102(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned long long* o0, unsigned long long* o1, unsigned long long* o2, unsigned long long* o3, int n) {
  __shared__ unsigned long long sh0[4];
  for (int s = threadIdx.x; s < 4; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (vi[i] < 0) {
      warpagg::reduce_or<warpagg::strategy::runs>(&o0[k], 1ull << (i & 63));
    }
    atomicOr(&sh0[k], vull[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[blockIdx.x & 7], (unsigned long long)vu[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(o3[k & 255]), vull[i] >> 50);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 4; s += blockDim.x) atomicOr(&o1[s], sh0[s]);
}

// k103: const, n 2452, blocks of 512, keys 16 (dist 1)
__global__ void k103(const int* __restrict__ key, const int* __restrict__ vi, const long long* __restrict__ vll, long long* o0, long long* o1, unsigned long long* o2, int* o3, unsigned long long* o4, int* o5, int n) {
  __shared__ int sh0[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    if (k == 0)
      cuda::std::atomic_ref<long long>(o0[k]).fetch_sub(vll[i], cuda::memory_order_relaxed);
    else
      warpagg::reduce_min<warpagg::strategy::runs>(cuda::atomic_ref<long long, cuda::thread_scope_device>(o1[k]), vll[i] >> 40);
    const int c4 = k;
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[c4], 1ull << (i & 63));
    atomicOr(&sh0[c4], vi[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o4[c4], 1ull << (i & 63));
    warpagg::reduce_sub<warpagg::strategy::runs>(&o5[k & 63], 1);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicOr(&o3[s], sh0[s]);
}

// k104: grid, n 22496, blocks of 256, keys 16 (dist 5)
__global__ void k104(const int* __restrict__ key, const int* __restrict__ vi, const unsigned long long* __restrict__ vull, int* o0, unsigned long long* o1, int* o2, unsigned long long* o3, int* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 16;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o0[c0], 1 << (k & 31));
    warpagg::reduce_xor<warpagg::strategy::runs>(&o1[c0], vull[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[k & 63], 1 << (k & 31));
    warpagg::reduce_and<warpagg::strategy::runs>(&o3[k & 63], vull[i]);
    warpagg::reduce_sub<warpagg::strategy::runs>(&o4[(k * 7 + 3) % 16], (vi[i] & 15) - 8);
  }
}

// k105: done, n 9940, blocks of 96, keys 4096 (dist 3)
__global__ void k105(const int* key, const unsigned* vu, int* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[k], 1 << (k & 31));
    done = (vu[i] & 3u) == 0u;
  }
}

// k106: grid, n 4103, blocks of 512, keys 16 (dist 5)
__device__ long long k106_g0[16];
__global__ void k106(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, unsigned* o1, unsigned* o2, unsigned long long* o3, unsigned* o4, unsigned long long* o5, unsigned* o6, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&k106_g0[k], vll[i]);
    const int c1 = min(max(k, 0), 15);
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[c1], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[c1], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_and<warpagg::strategy::runs>(&o3[c1], vull[i]);
    const int c5 = (k * 7 + 3) % 16;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o4[c5], 1u << (i & 31));
    warpagg::reduce_xor<warpagg::strategy::runs>(&o5[c5], 1ull << (i & 63));
    warpagg::reduce_xor<warpagg::strategy::runs>(&o6[c5], 1u << (i & 31));
  }
}

// k107: one_return, n 23591, blocks of 32, keys 4096 (dist 4)
__global__ void k107(const int* __restrict__ key, const int* __restrict__ vi, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, long long* o0, unsigned long long* o1, unsigned long long* o2, int* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_min<warpagg::strategy::runs>(&o0[k & 255], vll[i] >> 40);
  if (vi[i] < 0) {
    warpagg::reduce_max<warpagg::strategy::runs>(&o1[(unsigned char)k], vull[i]);
  }
  const unsigned long long s4 = warpagg::atomic_add<warpagg::strategy::runs>(&o2[0], 1ull);
  o3[s4] = i;
  if ((threadIdx.x & 3) == 1) return;
}

// k108: grid, n 23108, blocks of 128, keys 1000 (dist 4)
__device__ unsigned k108_g0[10];
__global__ void k108(const int* key, const unsigned* vu, const float* vf, double* o1, float* o2, unsigned* o3, int* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&k108_g0[(unsigned)k % 10u], vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[(unsigned)k % 10u], 1.0);
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[(unsigned)k % 10u], -vf[i]);
    unsigned s3 = warpagg::atomic_add<warpagg::strategy::runs>(o3, 1u);
    o4[s3] = i;
    if (k == 0) continue;
  }
}

// k109: const, n 1312, blocks of 256, keys 16 (dist 3)
__global__ void k109(const int* key, const int* vi, const long long* vll, long long* o0, int* o1, int* o2, int* o3, int* o4, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[k & 255], vll[i]);
    const int c1 = k;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o1[c1], vi[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o2[c1], 1 << (k & 31));
    int s4 = warpagg::atomic_add<warpagg::strategy::runs>(o3, 1);
    o4[s4] = i;
  }
}

// k110: grid, n 1090, blocks of 128, keys 4096 (dist 4)
__device__ long long k110_g0[10];
__global__ void k110(const int* __restrict__ key, const long long* __restrict__ vll, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&k110_g0[(unsigned)k % 10u], vll[i]);
    if ((threadIdx.x & 3) == 1) return;
  }
}

// k111: one_return, n 296, blocks of 128, keys 16 (dist 3)
__device__ long long k111_g5[2];
__global__ void k111(const int* key, const int* vi, const unsigned* vu, const long long* vll, unsigned long long* o0, int* o1, unsigned* o2, unsigned long long* o3, int* o4, unsigned* o6, unsigned* o7, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::runs>(o0, 1ull);
  o1[s0] = i;
  if ((threadIdx.x & 3) == 1)
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[k], ~(1u << (i & 31)));
  else
    warpagg::reduce_xor<warpagg::strategy::runs>(&o3[k & 255], 1ull << (i & 63));
  const int c6 = k >> 4;
  warpagg::reduce_max<warpagg::strategy::runs>(&o4[c6], vi[i]);
  warpagg::reduce_max<warpagg::strategy::runs>(&k111_g5[c6], vll[i]);
  warpagg::reduce_max<warpagg::strategy::runs>(&o6[c6], vu[i]);
  warpagg::reduce_xor<warpagg::strategy::runs>(&o7[blockIdx.x & 7], 1u << (i & 31));
}

// k112: repeat, n 26232, blocks of 160, keys 16 (dist 4)
__device__ unsigned k112_g0[16];
__global__ void k112(const int* key, const int* vi, const unsigned* vu, const float* vf, int* o1, int* o2, long long* o3, float* o4, float* o5, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_or<warpagg::strategy::runs>(&k112_g0[k], 1u << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[k], vi[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[k], vi[i]);
    {
      cuda::atomic_ref<long long, cuda::thread_scope_device> ref4(o3[0]);
      warpagg::reduce_xor<warpagg::strategy::runs>(ref4, (long long)vi[i]);
    }
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o4[(unsigned)k % 10u], 1.0f);
    }
    warpagg::reduce_add<warpagg::strategy::runs>(&o5[k], -vf[i]);
  }
}

// k113: one_return, n 1607, blocks of 96, keys 100 (dist 6)
__device__ double k113_g1[100];
__global__ void k113(const int* key, const int* vi, const float* vf, const double* vd, double* o0, unsigned long long* o2, unsigned* o3, unsigned* o4, long long* o5, int* o6, unsigned* o7, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int c0 = k;
  warpagg::reduce_add<warpagg::strategy::runs>(&o0[c0], (double)vf[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&k113_g1[c0], vd[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o2[c0], 1ull);
  o4[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o3[k & 63], 1u);
  warpagg::reduce_max_system<warpagg::strategy::runs>(&o5[k], (long long)vi[i]);
  if ((threadIdx.x >> 5) == 1)
    warpagg::reduce_and<warpagg::strategy::runs>(&o6[(unsigned char)k], vi[i]);
  else
    warpagg::reduce_xor<warpagg::strategy::runs>(&o7[0], 1u << (i & 31));
}

// k114: const, n 4964, blocks of 256, keys 100 (dist 1)
__global__ void k114(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, const double* __restrict__ vd, unsigned long long* o0, int* o1, double* o2, unsigned* o3, float* o4, unsigned long long* o5, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[(unsigned)k % 10u], vull[i]);
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_and<warpagg::strategy::runs>(&o1[k], vi[i]);
    }
    const int c4 = k >> 4;
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[c4], vd[i] * 0.25);
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[c4], vu[i] & 255u);
    warpagg::reduce_add<warpagg::strategy::runs>(&o4[c4], vf[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o5[k & 255], (unsigned long long)vu[i]);
  }
}

// k115: grid, n 1873, blocks of 128, keys 1000 (dist 4)
__global__ void k115(const int* key, const int* vi, long long* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_max<warpagg::strategy::runs>(&o0[k], (long long)vi[i]);
    }
  }
}

// k116: one_return, n 672, blocks of 256, keys 4 (dist 5)
__device__ float k116_g2[256];
__device__ double k116_g3[4];
__global__ void k116(const int* __restrict__ key, const int* __restrict__ vi, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, const double* __restrict__ vd, float* o0, unsigned long long* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add<warpagg::strategy::runs>(&o0[(unsigned char)k], -vf[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o1[(i >> 5) & 15], vull[i]);
  if (vi[i] < 0)
    warpagg::reduce_add<warpagg::strategy::runs>(&k116_g2[k & 255], -vf[i]);
  else
    warpagg::reduce_add<warpagg::strategy::runs>(&k116_g3[k], vd[i] * 0.25);
}

// k117: grid, n 355, blocks of 256, keys 16 (dist 2)
__device__ unsigned long long k117_g1[256];
__global__ void k117(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, const float* vf, long long* o0, double* o2, unsigned* o3, int n) {
  __shared__ double sh0[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((i & 7) < 5) {
      warpagg::reduce_and<warpagg::strategy::runs>(cuda::atomic_ref<long long, cuda::thread_scope_device>(o0[k & 255]), (long long)vi[i]);
    }
    warpagg::reduce_xor<warpagg::strategy::runs>(&k117_g1[k & 255], vull[i]);
    atomicAdd(&sh0[k], (double)vf[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o3[k & 255], vu[i] >> 20);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicAdd(&o2[s], sh0[s]);
}

// k118: one_return, n 1230, blocks of 32, keys 256 (dist 1)
__global__ void k118(const int* key, const int* vi, const float* vf, int* o0, float* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_min<warpagg::strategy::runs>(o0, vi[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], -vf[i]);
}

// k119: grid, n 29190, blocks of 64, keys 100000 (dist 5)
__global__ void k119(const int* __restrict__ vi, const unsigned* __restrict__ vu, float* o0, int* o1, int* o2, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    if (vi[i] < 0) return;
    warpagg::reduce_sub<warpagg::strategy::runs>(cuda::std::atomic_ref<float>(o0[blockIdx.x & 7]), 1.0f);
    if ((vu[i] & 1u) != 0u) continue;
    int s3 = warpagg::atomic_add<warpagg::strategy::runs>(o1, 1);
    o2[s3] = i;
  }
}

// k120: repeat, n 992, blocks of 96, keys 100 (dist 2)
__global__ void k120(const unsigned* vu, unsigned* o0, int* o1, int* o2, int* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    unsigned s0 = warpagg::atomic_add<warpagg::strategy::runs>(o0, 1u);
    o1[s0] = i;
    const int s2 = warpagg::atomic_add<warpagg::strategy::runs>(&o2[0], 1);
    o3[s2] = i;
  }
}

// k121: const, n 8324, blocks of 32, keys 1000 (dist 1)
__global__ void k121(const int* key, const int* vi, int* o0, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[k], vi[i]);
  }
}

// k122: const, n 476, blocks of 256, keys 16 (dist 1)
__global__ void k122(const int* key, unsigned long long* o0, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k], 1ull);
  }
}

// k123: const, n 5265, blocks of 128, keys 4 (dist 6)
__global__ void k123(const int* key, const int* vi, const long long* vll, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, int* o2, long long* o3, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[k], vull[i] | 0xff00ff00ff00ff00ull);
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[k], vull[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[k], vi[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o3[k], vll[i] >> 40);
  }
}

// k124: done, n 16908, blocks of 256, keys 4096 (dist 1)
__device__ unsigned k124_g1[4096];
__device__ unsigned long long k124_g2[4096];
__global__ void k124(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, double* o0, unsigned* o3, double* o4, int n) {
  __shared__ double sh0[10];
  for (int s = threadIdx.x; s < 10; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) {
      atomicAdd(&sh0[(unsigned)k % 10u], (double)vf[i]);
    }
    warpagg::reduce_add<warpagg::strategy::runs>(&k124_g1[k], 1u);
    warpagg::reduce_add<warpagg::strategy::runs>(&k124_g2[k], (unsigned long long)vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[k], vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o4[k], 1.0);
    done = (vu[i] & 3u) == 0u;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 10; s += blockDim.x) atomicAdd(&o0[s], sh0[s]);
}

// k125: const, n 25607, blocks of 256, keys 1000 (dist 5)
__device__ unsigned long long k125_g1[1000];
__global__ void k125(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, float* o0, unsigned* o2, long long* o3, int n) {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k], vf[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&k125_g1[(k * 7 + 3) % 1000], vull[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[(k * 7 + 3) % 1000], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_max<warpagg::strategy::runs>(&o3[k], (long long)vi[i]);
  }
}

// k126: grid, n 744, blocks of 64, keys 16 (dist 1)
__device__ unsigned k126_g1[256];
__global__ void k126(const int* key, const unsigned* vu, unsigned long long* o0, unsigned* o2, unsigned* o3, unsigned* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[k & 255], 1ull << (i & 63));
    warpagg::reduce_or<warpagg::strategy::runs>(&k126_g1[k & 255], 1u << (i & 31));
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[(unsigned char)k], vu[i] >> 20);
    o4[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o3[k & 63], 1u);
  }
}

// k127: repeat, n 22818, blocks of 160, keys 100000 (dist 1)
__global__ void k127(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, unsigned long long* o0, unsigned long long* o1, unsigned* o2, unsigned long long* o3, int* o4, float* o5, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[min(max(k, 0), 15)], vull[i] >> 50);
    warpagg::reduce_max<warpagg::strategy::runs>(&o1[min(max(k, 0), 15)], vull[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[min(max(k, 0), 15)], vu[i] >> 20);
    const unsigned long long s3 = warpagg::atomic_add<warpagg::strategy::runs>(&o3[0], 1ull);
    o4[s3] = i;
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o5[(k * 7 + 3) % 100000], vf[i] * 0.5f);
    }
    if ((i & 7) < 5) continue;
  }
}

// k128: grid, n 1024, blocks of 512, keys 1000 (dist 6)
__device__ unsigned k128_g0[1];
__global__ void k128(const unsigned* vu, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    warpagg::reduce_add<warpagg::strategy::runs>(k128_g0, vu[i]);
  }
}

// k129: grid, n 1470, blocks of 32, keys 4 (dist 2)
__global__ void k129(const int* key, const int* vi, const unsigned* vu, unsigned* o0, double* o1, long long* o2, unsigned* o3, long long* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_add_system<warpagg::strategy::runs>(&o0[(unsigned)k % 10u], 1u);
    if ((i & 7) < 5) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], 1.0);
    }
    const int c4 = k & 63;
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[c4], (long long)vi[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o3[c4], vu[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o4[k], (long long)vi[i]);
  }
}

// k130: repeat, n 672, blocks of 96, keys 1 (dist 3)
__global__ void k130(const int* key, const int* vi, const unsigned* vu, int* o0, int* o1, int* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[(k * 7 + 3) % 1], vi[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[(k * 7 + 3) % 1], vi[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[(k * 7 + 3) % 1], 1 << (k & 31));
  }
}

// k131: one_return, n 12751, blocks of 160, keys 4096 (dist 4)
__device__ double k131_g1[256];
__global__ void k131(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, const double* __restrict__ vd, double* o0, double* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (k % 3 == 0)
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[(i >> 5) & 15], (double)vf[i]);
  else
    warpagg::reduce_add<warpagg::strategy::runs>(&k131_g1[(unsigned char)k], vd[i]);
  if ((vu[i] & 1u) != 0u) return;
  warpagg::reduce_add<warpagg::strategy::runs>(&o2[k >> 4], (double)vf[i]);
}

// k132: grid, n 1824, blocks of 96, keys 4096 (dist 1)
__device__ int k132_g0[4096];
__global__ void k132(const int* __restrict__ key, const int* __restrict__ vi, int* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = k;
    warpagg::reduce_or<warpagg::strategy::runs>(&k132_g0[c0], vi[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[c0], 1 << (i & 31));
  }
}

// k133: one_return, n 1143, blocks of 96, keys 4 (dist 4)
__global__ void k133(const int* __restrict__ key, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, double* o0, int* o1, unsigned long long* o2, int* o3, unsigned long long* o4, unsigned long long* o5, unsigned* o6, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  {
    cuda::atomic_ref<double, cuda::thread_scope_device> ref1(o0[k]);
    warpagg::reduce_sub<warpagg::strategy::runs>(ref1, (double)vf[i]);
  }
  warpagg::reduce_xor<warpagg::strategy::runs>(&o1[(unsigned)k % 10u], 1 << (k & 31));
  warpagg::reduce_xor<warpagg::strategy::runs>(&o2[(unsigned)k % 10u], 1ull << (i & 63));
  warpagg::reduce_xor<warpagg::strategy::runs>(&o3[(unsigned)k % 10u], 1 << (k & 31));
  warpagg::reduce_or<warpagg::strategy::runs>(&o4[k & 63], vull[i]);
  warpagg::reduce_or<warpagg::strategy::runs>(&o5[k & 63], 1ull << (i & 63));
  warpagg::reduce_or<warpagg::strategy::runs>(&o6[k & 63], 1u << (i & 31));
  if (k % 3 == 0) return;
}

// k134: one_guard, n 15162, blocks of 32, keys 1000 (dist 4)
__global__ void k134(const int* key, int* o0, unsigned* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_and<warpagg::strategy::runs>(&o0[k], 1 << (k & 31));
    }
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[k & 255], 1u << (i & 31));
  }
}

// k135: one_guard, n 1567, blocks of 128, keys 1000 (dist 4)
__global__ void k135(const int* key, const int* vi, const unsigned long long* vull, unsigned long long* o0, unsigned long long* o1, int* o2, unsigned long long* o3, int* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    {
      cuda::std::atomic_ref<unsigned long long> ref1(o0[(i >> 5) & 15]);
      warpagg::reduce_and<warpagg::strategy::runs>(ref1, vull[i]);
    }
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[k], vull[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o2[(unsigned char)k], vi[i]);
    unsigned long long s3 = warpagg::atomic_add<warpagg::strategy::runs>(o3, 1ull);
    o4[s3] = i;
  }
}

// k136: one_guard, n 6751, blocks of 128, keys 100 (dist 5)
__global__ void k136(const int* __restrict__ key, const double* __restrict__ vd, double* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    if (k == 0) {
      warpagg::reduce_add_system<warpagg::strategy::runs>(&o0[(i >> 5) & 15], vd[i]);
    }
  }
}

// k137: repeat, n 4411, blocks of 160, keys 256 (dist 1)
__global__ void k137(const int* __restrict__ key, const unsigned* __restrict__ vu, const long long* __restrict__ vll, int* o0, int* o1, long long* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    const int s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1);
    o1[s0] = i;
    if (k == 0) {
      warpagg::reduce_min<warpagg::strategy::runs>(&o2[(unsigned)k % 10u], vll[i] >> 40);
    }
  }
}

// k138: const, n 837, blocks of 64, keys 4096 (dist 5)
__global__ void k138(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, unsigned* o0, double* o1, float* o2, unsigned* o3, unsigned* o4, unsigned long long* o5, int* o6, int n) {
  __shared__ unsigned sh0[10];
  for (int s = threadIdx.x; s < 10; s += blockDim.x) sh0[s] = 0;
  __shared__ int sh1[8];
  for (int s = threadIdx.x; s < 8; s += blockDim.x) sh1[s] = 0x7fffffff;
  __syncthreads();
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k], vu[i] & 255u);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], 1.0);
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[k], vf[i]);
    if ((i & 7) < 5)
      atomicAdd_system(&sh0[(unsigned)k % 10u], vu[i] & 255u);
    else
      warpagg::reduce_xor<warpagg::strategy::runs>(&o4[k >> 4], 1u << (i & 31));
    const int c7 = blockIdx.x & 7;
    warpagg::reduce_min<warpagg::strategy::runs>(&o5[c7], vull[i] >> 50);
    atomicMin(&sh1[c7], vi[i] >> 12);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 10; s += blockDim.x) atomicAdd(&o3[s], sh0[s]);
  for (int s = threadIdx.x; s < 8; s += blockDim.x) atomicMin(&o6[s], sh1[s]);
}

// k139: repeat, n 14878, blocks of 256, keys 4096 (dist 2)
__global__ void k139(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, int* o0, unsigned* o1, float* o2, unsigned* o3, int* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((vu[i] & 1u) != 0u) continue;
    warpagg::reduce_xor<warpagg::strategy::runs>(&o0[(k * 7 + 3) % 4096], vi[i]);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o1[(k * 7 + 3) % 4096], vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(o2, -vf[i]);
    const unsigned s4 = warpagg::atomic_add<warpagg::strategy::runs>(&o3[0], 1u);
    o4[s4] = i;
  }
}

// k140: const, n 17572, blocks of 512, keys 1000 (dist 5)
__global__ void k140(const int* key, const int* vi, long long* o0, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[k], (long long)vi[i]);
  }
}

// k141: repeat, n 14838, blocks of 128, keys 100000 (dist 3)
__global__ void k141(const int* key, const unsigned* vu, const unsigned long long* vull, int* o0, unsigned* o1, unsigned long long* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    const int c0 = k;
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[c0], 1 << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[c0], vu[i]);
    if (k % 3 == 0) {
      warpagg::reduce_and<warpagg::strategy::runs>(&o2[0], vull[i]);
    }
  }
}

// k142: const, n 15239, blocks of 256, keys 4096 (dist 4)
__device__ unsigned k142_g5[10];
__global__ void k142(const int* key, const int* vi, const unsigned* vu, const long long* vll, const unsigned long long* vull, const double* vd, long long* o0, int* o1, unsigned long long* o2, int* o3, unsigned long long* o4, double* o6, int* o7, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) continue;
    const int k = key[i];
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[k], vll[i] >> 40);
    warpagg::reduce_max<warpagg::strategy::runs>(&o1[k], vi[i]);
    const unsigned long long s2 = warpagg::atomic_add<warpagg::strategy::runs>(&o2[0], 1ull);
    o3[s2] = i;
    if ((vu[i] & 1u) != 0u)
      warpagg::reduce_and<warpagg::strategy::runs>(&o4[k], vull[i]);
    else
      warpagg::reduce_or<warpagg::strategy::runs>(&k142_g5[(unsigned)k % 10u], 1u << (i & 31));
    if ((threadIdx.x >> 5) == 1)
      warpagg::reduce_add<warpagg::strategy::runs>(&o6[blockIdx.x & 7], vd[i]);
    else
      warpagg::reduce_min<warpagg::strategy::runs>(&o7[k & 255], -k);
  }
}

// k143: one_return, n 8536, blocks of 32, keys 16 (dist 4)
__global__ void k143(const int* key, const unsigned* vu, const long long* vll, long long* o0, unsigned long long* o1, unsigned long long* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((vu[i] & 1u) != 0u) return;
  warpagg::reduce_min<warpagg::strategy::runs>(&o0[k & 255], vll[i]);
  o2[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o1[k & 63], 3ull);
}

// k144: done, n 5597, blocks of 128, keys 4096 (dist 2)
__global__ void k144(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if (k % 3 == 0) {
      warpagg::reduce_and<warpagg::strategy::runs>(&o0[k], ~(1u << (i & 31)));
    }
    if (k == 0) continue;
    done = (vu[i] & 3u) == 0u;
  }
}

// k145: const, n 18478, blocks of 256, keys 100 (dist 2)
__device__ unsigned long long k145_g0[100];
__global__ void k145(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const double* __restrict__ vd, int* o1, int* o2, int* o3, unsigned* o4, double* o5, int n) {
  const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) continue;
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 100;
    warpagg::reduce_or<warpagg::strategy::runs>(&k145_g0[c0], vull[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[c0], 1 << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[c0], 1 << (i & 31));
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_or<warpagg::strategy::runs>(&o3[min(max(k, 0), 15)], vi[i]);
    }
    if (vi[i] < 0)
      warpagg::reduce_sub<warpagg::strategy::runs>(&o4[k], vu[i] & 255u);
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o5[(unsigned)k % 10u], vd[i]);
    if (k == 0) continue;
  }
}

// k146: grid, n 874, blocks of 256, keys 1000 (dist 2)
__global__ void k146(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned* o0, unsigned long long* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x & 3) == 1)
      {
        cuda::atomic_ref<unsigned, cuda::thread_scope_device> ref1(o0[min(max(k, 0), 15)]);
        warpagg::reduce_min<warpagg::strategy::runs>(ref1, vu[i] >> 20);
      }
    else
      warpagg::reduce_or_system<warpagg::strategy::runs>(&o1[(unsigned char)k], vull[i]);
  }
}

// k147: one_return, n 8054, blocks of 96, keys 4 (dist 5)
__global__ void k147(const int* __restrict__ key, const unsigned long long* __restrict__ vull, int* o0, int* o1, unsigned long long* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1);
  o1[s0] = i;
  warpagg::reduce_min<warpagg::strategy::runs>(cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(o2[k]), vull[i]);
}

// k148: repeat, n 128, blocks of 64, keys 4096 (dist 5)
__global__ void k148(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int* o1, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x & 3) == 1) return;
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[k & 63], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_and<warpagg::strategy::runs>(&o1[k & 63], 1 << (k & 31));
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[k & 63], ~(1u << (i & 31)));
  }
}

// k149: repeat, n 3173, blocks of 128, keys 4 (dist 1)
__global__ void k149(const int* key, const int* vi, const unsigned* vu, int* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_xor<warpagg::strategy::runs>(&o0[k], 1 << (k & 31));
    warpagg::reduce_xor<warpagg::strategy::runs>(&o1[k], vi[i]);
  }
}

// k150: done, n 20141, blocks of 96, keys 100000 (dist 3)
__global__ void k150(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, float* o0, unsigned* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[blockIdx.x & 7], vf[i] * 0.5f);
    if (k == 0) {
      warpagg::reduce_and<warpagg::strategy::runs>(&o1[k >> 4], vu[i] | 0x0f0f0f0fu);
    }
    done = (vu[i] & 3u) == 0u;
  }
}

// k151: repeat, n 22392, blocks of 256, keys 100000 (dist 2)
__global__ void k151(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, float* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((threadIdx.x & 3) == 1) return;
    if (k % 3 == 0) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], vf[i]);
    }
  }
}

// k152: one_return, n 27295, blocks of 512, keys 1000 (dist 1)
__global__ void k152(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const float* __restrict__ vf, long long* o0, unsigned* o1, unsigned* o2, float* o3, int* o4, double* o5, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if (vi[i] < 0) {
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[k >> 4], vll[i] >> 40);
  }
  const int c3 = 0;
  warpagg::reduce_add<warpagg::strategy::runs>(&o1[c3], vu[i] & 255u);
  warpagg::reduce_add<warpagg::strategy::runs>(&o2[c3], 1u);
  if (vi[i] < 0) return;
  const int c7 = (k * 7 + 3) % 1000;
  warpagg::reduce_add<warpagg::strategy::runs>(&o3[c7], vf[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o4[c7], (vi[i] & 15) - 8);
  warpagg::reduce_add<warpagg::strategy::runs>(&o5[c7], 1.0);
}

// k153: done, n 27474, blocks of 32, keys 16 (dist 5)
__global__ void k153(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, int* o0, unsigned* o1, unsigned* o2, unsigned long long* o3, int* o4, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    {
      cuda::atomic_ref<int, cuda::thread_scope_device> ref1(o0[k & 255]);
      warpagg::reduce_sub<warpagg::strategy::runs>(ref1, vi[i]);
    }
    const int c1 = k;
    warpagg::reduce_max<warpagg::strategy::runs>(&o1[c1], vu[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[c1], vu[i] >> 20);
    unsigned long long s4 = warpagg::atomic_add<warpagg::strategy::runs>(o3, 1ull);
    o4[s4] = i;
    done = (vu[i] & 3u) == 0u;
  }
}

// k154: done, n 1694, blocks of 32, keys 16 (dist 1)
__device__ int k154_g5[16];
__global__ void k154(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const double* __restrict__ vd, double* o0, unsigned* o1, unsigned* o2, unsigned* o3, unsigned long long* o4, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k;
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[c0], vd[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[c0], 1u);
    const int c3 = (unsigned)k % 10u;
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[c3], vu[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o3[c3], vu[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o4[c3], vull[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&k154_g5[k], vi[i] >> 12);
    done = (vu[i] & 3u) == 0u;
  }
}

// k155: grid, n 23904, blocks of 32, keys 100000 (dist 4)
__device__ unsigned k155_g0[8];
__global__ void k155(const int* __restrict__ key, const unsigned* __restrict__ vu, float* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&k155_g0[blockIdx.x & 7], vu[i] >> 20);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[k & 255], 1.0f);
  }
}

// k156: done, n 1198, blocks of 256, keys 100000 (dist 1)
__global__ void k156(const int* __restrict__ key, const unsigned* __restrict__ vu, int* o0, int* o1, int* o2, unsigned long long* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((i & 7) < 5) {
      warpagg::reduce_and<warpagg::strategy::runs>(cuda::atomic_ref<int, cuda::thread_scope_device>(o0[k & 63]), 1 << (k & 31));
    }
    warpagg::reduce_xor<warpagg::strategy::runs>(&o1[min(max(k, 0), 15)], 1 << (k & 31));
    const int c4 = blockIdx.x & 7;
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[c4], 1 << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o3[c4], 1ull << (i & 63));
    done = (vu[i] & 3u) == 0u;
  }
}

// k157: one_return, n 16639, blocks of 128, keys 16 (dist 2)
__device__ float k157_g1[256];
__global__ void k157(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const float* __restrict__ vf, long long* o0, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_min<warpagg::strategy::runs>(&o0[k & 255], (long long)vi[i]);
  if (vi[i] < 0) {
    warpagg::reduce_add<warpagg::strategy::runs>(&k157_g1[(unsigned char)k], vf[i] * 0.5f);
  }
  warpagg::reduce_or<warpagg::strategy::runs>(cuda::atomic_ref<unsigned, cuda::thread_scope_device>(o2[k & 255]), vu[i]);
}

// k158: one_guard, n 1981, blocks of 64, keys 4 (dist 2)
__global__ void k158(const int* key, const int* vi, long long* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const int c0 = min(max(k, 0), 15);
    warpagg::reduce_min<warpagg::strategy::runs>(&o0[c0], (long long)vi[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o1[c0], -k);
  }
}

// k159: done, n 94, blocks of 32, keys 1000 (dist 0)
__global__ void k159(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const float* __restrict__ vf, const double* __restrict__ vd, float* o0, double* o1, int* o2, unsigned long long* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[(unsigned char)k], vf[i]);
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[min(max(k, 0), 15)], vd[i]);
    }
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[k & 255], vi[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o3[k & 63], vull[i] >> 50);
    done = (vu[i] & 3u) == 0u;
  }
}

// k160: one_return, n 1880, blocks of 64, keys 100000 (dist 5)
__device__ unsigned long long k160_g1[256];
__global__ void k160(const int* key, const unsigned long long* vull, unsigned long long* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_or<warpagg::strategy::runs>(&o0[k], vull[i]);
  if (k % 3 == 0) {
    warpagg::reduce_add<warpagg::strategy::runs>(&k160_g1[k & 255], 1ull);
  }
}

// k161: grid, n 3936, blocks of 160, keys 1000 (dist 0)
__global__ void k161(const int* __restrict__ key, const int* __restrict__ vi, const double* __restrict__ vd, unsigned* o0, double* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if (vi[i] < 0)
      warpagg::reduce_add<warpagg::strategy::runs>(cuda::atomic_ref<unsigned, cuda::thread_scope_device>(o0[(k * 7 + 3) % 1000]), 1u);
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], vd[i] * 0.25);
  }
}

// k162: one_return, n 18842, blocks of 32, keys 4 (dist 4)
__global__ void k162(const int* __restrict__ key, const int* __restrict__ vi, const long long* __restrict__ vll, int* o0, int* o1, long long* o2, int* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1);
  o1[s0] = i;
  if ((threadIdx.x & 3) == 1)
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[(unsigned)k % 10u], vll[i]);
  else
    warpagg::reduce_xor<warpagg::strategy::runs>(&o3[k & 255], vi[i]);
}

// k163: const, n 6616, blocks of 512, keys 1000 (dist 3)
__global__ void k163(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, int* o0, long long* o1, int* o2, int* o3, int* o4, int* o5, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  for (int j = 0; j < 2; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[k], 1 << (k & 31));
    if ((i & 7) < 5) {
      warpagg::reduce_max<warpagg::strategy::runs>(o1, (long long)vi[i]);
    }
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_or<warpagg::strategy::runs>(&o2[(unsigned)k % 10u], 1 << (i & 31));
    }
    const int c7 = k;
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[c7], 1);
    warpagg::reduce_add<warpagg::strategy::runs>(&o4[c7], (vi[i] & 15) - 8);
    warpagg::reduce_add<warpagg::strategy::runs>(&o5[c7], (vi[i] & 15) - 8);
  }
}

// k164: done, n 6274, blocks of 96, keys 1000 (dist 0)
__global__ void k164(const int* key, const int* vi, const unsigned* vu, const double* vd, double* o0, int* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = (k * 7 + 3) % 1000;
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[c0], vd[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[c0], vi[i]);
    if (vi[i] < 0) return;
    done = (vu[i] & 3u) == 0u;
  }
}

// k165: one_guard, n 2813, blocks of 256, keys 256 (dist 0)
__device__ unsigned long long k165_g1[256];
__global__ void k165(const int* key, const int* vi, int* o0, int* o2, int n) {
  __shared__ int sh0[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh0[s] = 0;
  __shared__ int sh1[256];
  for (int s = threadIdx.x; s < 256; s += blockDim.x) sh1[s] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    atomicOr(&sh0[k], vi[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&k165_g1[k], 1ull << (i & 63));
    atomicOr(&sh1[k], vi[i]);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicOr(&o0[s], sh0[s]);
  for (int s = threadIdx.x; s < 256; s += blockDim.x) atomicOr(&o2[s], sh1[s]);
}

// k166: one_return, n 295, blocks of 512, keys 1000 (dist 6)
__global__ void k166(unsigned long long* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned long long s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1ull);
  o1[s0] = i;
  if ((i & 7) < 5) return;
}

// k167: one_return, n 1216, blocks of 64, keys 256 (dist 3)
__global__ void k167(const int* key, const int* vi, const unsigned long long* vull, const float* vf, int* o0, unsigned long long* o1, int* o2, float* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int c0 = (k * 7 + 3) % 256;
  warpagg::reduce_add<warpagg::strategy::runs>(&o0[c0], (vi[i] & 15) - 8);
  warpagg::reduce_add<warpagg::strategy::runs>(&o1[c0], vull[i]);
  if (k == 0) return;
  if ((threadIdx.x & 3) == 1)
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[k], 1 << (k & 31));
  else
    warpagg::reduce_add<warpagg::strategy::runs>(&o3[k], vf[i] * 0.5f);
}

// k168: one_guard, n 1069, blocks of 32, keys 16 (dist 0)
__global__ void k168(const float* vf, double* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[(i >> 5) & 15], (double)vf[i]);
  }
}

// k169: grid, n 24345, blocks of 128, keys 1 (dist 6)
__global__ void k169(const int* key, unsigned* o0, unsigned* o1, int* o2, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], 1u);
    }
    const unsigned s3 = warpagg::atomic_add<warpagg::strategy::runs>(&o1[0], 1u);
    o2[s3] = i;
  }
}

// k170: done, n 2733, blocks of 512, keys 100000 (dist 4)
__global__ void k170(const int* key, const int* vi, const unsigned* vu, int* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], (vi[i] & 15) - 8);
    done = (vu[i] & 3u) == 0u;
  }
}

// k171: one_guard, n 19665, blocks of 256, keys 100000 (dist 2)
__global__ void k171(const int* key, const unsigned* vu, const double* vd, unsigned* o0, unsigned* o1, int* o2, unsigned* o3, unsigned* o4, double* o5, int* o6, int n) {
  __shared__ double sh0[1];
  for (int s = threadIdx.x; s < 1; s += blockDim.x) sh0[s] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[min(max(k, 0), 15)], 1u);
    const int c1 = k;
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[c1], 1 << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o3[c1], vu[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o4[c1], 1u << (i & 31));
    warpagg::reduce_add<warpagg::strategy::runs>(&sh0[0], vd[i] * 0.25);
    warpagg::reduce_sub<warpagg::strategy::runs>(&o6[(k * 7 + 3) % 100000], 1);
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 1; s += blockDim.x) atomicAdd(&o5[s], sh0[s]);
}

// k172: grid, n 7443, blocks of 256, keys 4096 (dist 0)
__global__ void k172(const int* __restrict__ key, unsigned long long* o0, unsigned long long* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    o1[i] = warpagg::atomic_add<warpagg::strategy::runs>(&o0[k], 3ull);
  }
}

// k173: done, n 165, blocks of 256, keys 1 (dist 5)
__global__ void k173(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_sub<warpagg::strategy::runs>(&o0[k & 255], vu[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k174: one_return, n 20287, blocks of 512, keys 256 (dist 6)
__global__ void k174(const int* key, const int* vi, int* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_xor<warpagg::strategy::runs>(&o0[k], vi[i]);
}

// k175: grid, n 3018, blocks of 256, keys 100 (dist 5)
__device__ unsigned k175_g0[100];
__global__ void k175(const int* key, const unsigned* vu, const float* vf, float* o1, unsigned* o2, int* o3, int* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_min<warpagg::strategy::runs>(&k175_g0[k], vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[(i >> 5) & 15], vf[i] * 0.5f);
    const int c2 = 0;
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[c2], 1u << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o3[c2], 1 << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o4[c2], 1 << (i & 31));
  }
}

// k176: one_return, n 1556, blocks of 160, keys 100000 (dist 4)
__global__ void k176(const int* key, const unsigned* vu, unsigned* o0, int* o1, int* o2, unsigned* o3, float* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((i & 7) < 5) {
    warpagg::reduce_max<warpagg::strategy::runs>(cuda::atomic_ref<unsigned, cuda::thread_scope_device>(o0[k]), vu[i] >> 20);
  }
  int s3 = warpagg::atomic_add<warpagg::strategy::runs>(o1, 1);
  o2[s3] = i;
  warpagg::reduce_xor<warpagg::strategy::runs>(&o3[(unsigned)k % 10u], vu[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o4[k], 1.0f);
}

// k177: one_return, n 11045, blocks of 32, keys 16 (dist 4)
__global__ void k177(const int* __restrict__ key, double* o0, unsigned long long* o1, unsigned long long* o2, int* o3, int* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], 1.0);
  if (k == 0) {
    warpagg::reduce_xor<warpagg::strategy::runs>(&o1[k & 255], 1ull << (i & 63));
  }
  const unsigned long long s4 = warpagg::atomic_add<warpagg::strategy::runs>(&o2[0], 1ull);
  o3[s4] = i;
  warpagg::reduce_sub<warpagg::strategy::runs>(&o4[(k * 7 + 3) % 16], 1);
}

// k178: done, n 28736, blocks of 96, keys 4096 (dist 4)
__global__ void k178(const int* key, const unsigned* vu, const long long* vll, const unsigned long long* vull, long long* o0, unsigned long long* o1, unsigned* o2, unsigned long long* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) continue;
    if (k % 3 == 0)
      warpagg::reduce_max<warpagg::strategy::runs>(&o0[k & 255], vll[i]);
    else
      warpagg::reduce_add_system<warpagg::strategy::runs>(&o1[k & 255], vull[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[(unsigned)k % 10u], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_min<warpagg::strategy::runs>(&o3[(unsigned)k % 10u], vull[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k179: const, n 4960, blocks of 512, keys 100 (dist 4)
__global__ void k179(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, unsigned* o0, unsigned long long* o1, int* o2, int* o3, int n) {
  const int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j * (int)blockDim.x;
    if (i >= n) break;
    const int k = key[i];
    const int c0 = k;
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[c0], vu[i] & 255u);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[c0], vull[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[c0], vi[i]);
    if ((i & 7) < 5) {
      warpagg::reduce_max<warpagg::strategy::runs>(&o3[0], -k);
    }
  }
}

// k180: grid, n 14317, blocks of 512, keys 256 (dist 2)
__global__ void k180(const int* key, int* o0, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[k & 63], -k);
  }
}

// k181: repeat, n 960, blocks of 256, keys 1 (dist 0)
__global__ void k181(const int* key, const int* vi, const unsigned* vu, const long long* vll, long long* o0, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if (vi[i] < 0) {
      warpagg::reduce_min<warpagg::strategy::runs>(&o0[k & 255], vll[i] >> 40);
    }
  }
}

// k182: one_return, n 264, blocks of 256, keys 100000 (dist 5)
__global__ void k182(const int* __restrict__ key, const unsigned* __restrict__ vu, int* o0, int* o1, double* o2, unsigned* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  const int s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1);
  o1[s0] = i;
  warpagg::reduce_add<warpagg::strategy::runs>(&o2[k >> 4], 1.0);
  {
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> ref3(o3[0]);
    warpagg::reduce_min<warpagg::strategy::runs>(ref3, vu[i]);
  }
}

// k183: one_guard, n 1490, blocks of 32, keys 100 (dist 2)
__global__ void k183(const int* key, const float* vf, float* o0, double* o1, float* o2, double* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k], vf[i] * 0.5f);
    warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], 1.0);
    warpagg::reduce_add<warpagg::strategy::runs>(&o2[k], -vf[i]);
    if (k % 3 == 0) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o3[k], 1.0);
    }
  }
}

// k184: repeat, n 1861, blocks of 64, keys 256 (dist 0)
__global__ void k184(const int* key, const int* vi, const unsigned* vu, const float* vf, const double* vd, double* o0, float* o1, int* o2, double* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    if ((i & 7) < 5) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], vd[i]);
    }
    if (k == 0) {
      warpagg::reduce_add<warpagg::strategy::runs>(cuda::atomic_ref<float, cuda::thread_scope_device>(o1[k & 255]), -vf[i]);
    }
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[k], vi[i] >> 12);
    {
      cuda::std::atomic_ref<double> ref4(o3[blockIdx.x & 7]);
      warpagg::reduce_sub<warpagg::strategy::runs>(ref4, (double)vf[i]);
    }
  }
}

// k185: done, n 19551, blocks of 32, keys 4096 (dist 3)
__global__ void k185(const int* key, const unsigned* vu, int* o0, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    if ((threadIdx.x & 3) == 1) {
      warpagg::reduce_min<warpagg::strategy::runs>(&o0[0], -k);
    }
    if ((threadIdx.x & 3) == 1) continue;
    done = (vu[i] & 3u) == 0u;
  }
}

// k186: one_return, n 1767, blocks of 160, keys 4 (dist 1)
__global__ void k186(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, unsigned* o0, double* o1, unsigned long long* o2, double* o3, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_min<warpagg::strategy::runs>(cuda::atomic_ref<unsigned, cuda::thread_scope_device>(o0[k]), vu[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o1[blockIdx.x & 7], 1.0);
  warpagg::reduce_and<warpagg::strategy::runs>(&o2[k & 63], vull[i]);
  warpagg::reduce_add<warpagg::strategy::runs>(&o3[k & 63], (double)vf[i]);
}

// k187: one_return, n 13376, blocks of 32, keys 100 (dist 4)
__global__ void k187(const int* key, const unsigned* vu, unsigned long long* o0, unsigned* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  warpagg::reduce_xor<warpagg::strategy::runs>(&o0[k & 255], 1ull << (i & 63));
  {
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> ref2(o1[min(max(k, 0), 15)]);
    warpagg::reduce_add<warpagg::strategy::runs>(ref2, vu[i]);
  }
}

// k188: grid, n 908, blocks of 256, keys 4096 (dist 4)
__global__ void k188(const int* key, const unsigned* vu, const unsigned long long* vull, const float* vf, unsigned* o0, unsigned* o1, int* o2, unsigned long long* o3, float* o4, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_min<warpagg::strategy::runs>(&o0[(unsigned)k % 10u], vu[i]);
    }
    const unsigned s3 = warpagg::atomic_add<warpagg::strategy::runs>(&o1[0], 1u);
    o2[s3] = i;
    if ((i & 7) < 5) {
      warpagg::reduce_max_system<warpagg::strategy::runs>(&o3[k], vull[i] >> 50);
    }
    warpagg::reduce_add<warpagg::strategy::runs>(cuda::atomic_ref<float, cuda::thread_scope_device>(o4[k & 255]), vf[i]);
  }
}

// k189: grid, n 9562, blocks of 96, keys 100 (dist 6)
__global__ void k189(const int* key, const unsigned long long* vull, int* o0, unsigned long long* o1, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_or<warpagg::strategy::runs>(&o0[k & 63], 1 << (i & 31));
    }
    warpagg::reduce_xor<warpagg::strategy::runs>(o1, vull[i]);
  }
}

// k190: done, n 27840, blocks of 256, keys 4096 (dist 4)
__global__ void k190(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, const unsigned long long* __restrict__ vull, long long* o0, long long* o1, unsigned long long* o2, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    cuda::atomic_ref<long long, cuda::thread_scope_device>(o0[k]).fetch_sub(vll[i], cuda::memory_order_relaxed);
    warpagg::reduce_min<warpagg::strategy::runs>(&o1[k >> 4], (long long)vi[i]);
    warpagg::reduce_min<warpagg::strategy::runs>(&o2[k & 63], vull[i]);
    done = (vu[i] & 3u) == 0u;
  }
}

// k191: repeat, n 1693, blocks of 160, keys 100 (dist 4)
__global__ void k191(const int* key, const unsigned* vu, const double* vd, unsigned* o0, double* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_and<warpagg::strategy::runs>(&o0[k & 255], vu[i] | 0x0f0f0f0fu);
    warpagg::reduce_add<warpagg::strategy::runs>(o1, vd[i] * 0.25);
  }
}

// k192: done, n 89, blocks of 32, keys 256 (dist 2)
__global__ void k192(const int* key, const int* vi, const unsigned* vu, const unsigned long long* vull, long long* o0, int* o1, unsigned long long* o2, int* o3, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 3; ++j) {
    const int i = t * 3 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[k & 63], (long long)vi[i]);
    const int c1 = 0;
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[c1], 1 << (i & 31));
    warpagg::reduce_or<warpagg::strategy::runs>(&o2[c1], vull[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o3[c1], 1 << (i & 31));
    done = (vu[i] & 3u) == 0u;
  }
}

// k193: done, n 474, blocks of 32, keys 100000 (dist 6)
__global__ void k193(const int* __restrict__ key, const unsigned* __restrict__ vu, const float* __restrict__ vf, unsigned long long* o0, float* o1, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool done = false;
  for (int j = 0; !done && j < 8; ++j) {
    const int i = t * 8 + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add_system<warpagg::strategy::runs>(&o0[k], 1ull);
    if ((i & 7) < 5) return;
    if ((vu[i] & 1u) != 0u) {
      warpagg::reduce_add<warpagg::strategy::runs>(&o1[k], -vf[i]);
    }
    done = (vu[i] & 3u) == 0u;
  }
}

// k194: one_guard, n 627, blocks of 96, keys 4 (dist 4)
__global__ void k194(const int* __restrict__ key, const unsigned* __restrict__ vu, unsigned* o0, int* o1, unsigned* o2, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = key[i];
    const unsigned s0 = warpagg::atomic_add<warpagg::strategy::runs>(&o0[0], 1u);
    o1[s0] = i;
    if (k % 3 == 0) {
      warpagg::reduce_max_system<warpagg::strategy::runs>(&o2[k & 255], vu[i] >> 20);
    }
  }
}

// k195: grid, n 1688, blocks of 64, keys 16 (dist 0)
__global__ void k195(const int* __restrict__ key, const int* __restrict__ vi, const unsigned* __restrict__ vu, const long long* __restrict__ vll, unsigned* o0, long long* o1, long long* o2, int n) {
  __shared__ long long sh0[16];
  for (int s = threadIdx.x; s < 16; s += blockDim.x) sh0[s] = (long long)0x8000000000000000ull;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = key[i];
    const int c0 = k;
    warpagg::reduce_max<warpagg::strategy::runs>(&o0[c0], vu[i]);
    atomicMax(&sh0[c0], (long long)vi[i]);
    warpagg::reduce_max<warpagg::strategy::runs>(&o2[c0], vll[i]);
    if (vi[i] < 0) continue;
  }
  __syncthreads();
  for (int s = threadIdx.x; s < 16; s += blockDim.x) atomicMax(&o1[s], sh0[s]);
}

// k196: one_return, n 16376, blocks of 64, keys 256 (dist 2)
__global__ void k196(const int* __restrict__ key, const unsigned long long* __restrict__ vull, unsigned long long* o0, int* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  if ((threadIdx.x & 3) == 1) {
    {
      cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> ref1(o0[k & 255]);
      warpagg::reduce_or<warpagg::strategy::runs>(ref1, vull[i]);
    }
  }
  warpagg::reduce_xor<warpagg::strategy::runs>(&o1[blockIdx.x & 7], 1 << (k & 31));
}

// k197: const, n 1191, blocks of 32, keys 16 (dist 1)
__global__ void k197(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, const double* __restrict__ vd, unsigned* o0, unsigned long long* o1, unsigned* o2, double* o3, double* o4, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  for (int j = 0; j < 4; ++j) {
    const int i = base + j;
    if (i >= n) break;
    const int k = key[i];
    warpagg::reduce_add<warpagg::strategy::runs>(&o0[k & 255], vu[i]);
    warpagg::reduce_add<warpagg::strategy::runs>(cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(o1[k & 63]), vull[i]);
    if ((threadIdx.x >> 5) == 1) {
      warpagg::reduce_min<warpagg::strategy::runs>(&o2[k], vu[i] >> 20);
    }
    if (k == 0)
      warpagg::reduce_add<warpagg::strategy::runs>(&o3[k], vd[i]);
    else
      warpagg::reduce_add<warpagg::strategy::runs>(&o4[min(max(k, 0), 15)], vd[i]);
  }
}

// k198: repeat, n 923, blocks of 64, keys 1000 (dist 3)
__global__ void k198(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, unsigned long long* o0, unsigned* o1, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    warpagg::reduce_or<warpagg::strategy::runs>(&o0[k], vull[i]);
    warpagg::reduce_or<warpagg::strategy::runs>(&o1[k], 1u << (i & 31));
  }
}

// k199: repeat, n 164, blocks of 64, keys 1000 (dist 1)
__global__ void k199(const int* __restrict__ key, const unsigned* __restrict__ vu, const unsigned long long* __restrict__ vull, int* o0, int* o1, unsigned long long* o2, unsigned long long* o3, unsigned* o4, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int k = key[i];
  int r = (int)(vu[i] % 4u);
  while (r-- > 0) {
    int s0 = warpagg::atomic_add<warpagg::strategy::runs>(o0, 1);
    o1[s0] = i;
    const int c2 = k;
    warpagg::reduce_and<warpagg::strategy::runs>(&o2[c2], vull[i]);
    warpagg::reduce_and<warpagg::strategy::runs>(&o3[c2], vull[i] | 0xff00ff00ff00ff00ull);
    warpagg::reduce_xor<warpagg::strategy::runs>(&o4[k], vu[i]);
  }
}

}  // namespace DK_NS
