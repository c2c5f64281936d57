// bench/experiments/half_word_probe.cu -- is a 16-bit float atomicAdd the same
// as a native 2x16-bit atomicAdd on its aligned 32-bit word with -0.0 added
// to the other half?  (On sm_90 ptxas emulates scalar f16/bf16 atomics with a
// 32-bit CAS loop; the paired forms are native.)
//   1. identity: for all 65536 bit patterns p of the neighbouring half, the
//      paired add of (v, -0.0) must leave p unchanged bit for bit, and the
//      target must equal the scalar atomicAdd's result;
//   2. time: 10M random adds over 1M halves, scalar atomicAdd vs paired.
// nvcc -O3 -std=c++17 -arch=sm_90 half_word_probe.cu && ./a.out
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <vector>

#define CK(x)                                                                               \
  do {                                                                                      \
    cudaError_t e = (x);                                                                    \
    if (e != cudaSuccess) { std::printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); std::exit(1); } \
  } while (0)

template <class H> struct pair_of;
template <> struct pair_of<__half> { using type = __half2; };
template <> struct pair_of<__nv_bfloat16> { using type = __nv_bfloat162; };

// Adds v to *a through the aligned word that holds it.
template <class H, bool Ret> __device__ __forceinline__ H paired_add(H* a, H v) {
  using P = typename pair_of<H>::type;
  const unsigned long long bits = reinterpret_cast<unsigned long long>(a);
  P* word = reinterpret_cast<P*>(bits & ~3ull);
  H negz;
  unsigned short nz = 0x8000;
  std::memcpy(&negz, &nz, 2);
  const bool high = bits & 2;
  P pv;
  pv.x = high ? negz : v;
  pv.y = high ? v : negz;
  if constexpr (Ret) {
    const P old = atomicAdd(word, pv);
    return high ? old.y : old.x;
  } else {
    atomicAdd(word, pv);
    return v;
  }
}

template <class H, int Mode> __global__ void identity_kernel(H* w, H v) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;  // word i: target half i&1? no: both tested by two launches
  if (i >= 65536) return;
  H* target = w + 2 * i + (Mode & 1);
  if (Mode & 2) (void)paired_add<H, true>(target, v);
  else if (Mode & 4) paired_add<H, false>(target, v);
  else atomicAdd(target, v);
}

template <class H> int identity(const char* name) {
  int bad = 0;
  H v;
  unsigned short vb = 0x3c00 + 0x0100;  // some ordinary value
  std::memcpy(&v, &vb, 2);
  for (int pos = 0; pos < 2; ++pos) {
    for (int form = 0; form < 2; ++form) {  // returning, discarded
      std::vector<unsigned short> init(2 * 65536), ref(2 * 65536), got(2 * 65536);
      for (int p = 0; p < 65536; ++p) {
        init[2 * p + pos] = static_cast<unsigned short>(p * 7 + 1);  // target: varied, incl. NaNs, infs
        init[2 * p + (1 - pos)] = static_cast<unsigned short>(p);    // neighbour: every pattern
      }
      unsigned short* d;
      CK(cudaMalloc(&d, 4 * 65536));
      CK(cudaMemcpy(d, init.data(), 4 * 65536, cudaMemcpyHostToDevice));
      if (pos == 0) identity_kernel<H, 0><<<256, 256>>>(reinterpret_cast<H*>(d), v);
      else identity_kernel<H, 1><<<256, 256>>>(reinterpret_cast<H*>(d), v);
      CK(cudaGetLastError());
      CK(cudaMemcpy(ref.data(), d, 4 * 65536, cudaMemcpyDeviceToHost));
      CK(cudaMemcpy(d, init.data(), 4 * 65536, cudaMemcpyHostToDevice));
      if (pos == 0 && form == 0) identity_kernel<H, 2><<<256, 256>>>(reinterpret_cast<H*>(d), v);
      if (pos == 1 && form == 0) identity_kernel<H, 3><<<256, 256>>>(reinterpret_cast<H*>(d), v);
      if (pos == 0 && form == 1) identity_kernel<H, 4><<<256, 256>>>(reinterpret_cast<H*>(d), v);
      if (pos == 1 && form == 1) identity_kernel<H, 5><<<256, 256>>>(reinterpret_cast<H*>(d), v);
      CK(cudaGetLastError());
      CK(cudaMemcpy(got.data(), d, 4 * 65536, cudaMemcpyDeviceToHost));
      CK(cudaFree(d));
      int nb = 0, tb = 0;
      for (int p = 0; p < 65536; ++p) {
        if (got[2 * p + (1 - pos)] != init[2 * p + (1 - pos)]) {
          if (nb++ < 4) std::printf("  %s pos %d form %d: neighbour %04x became %04x\n", name, pos, form, p, got[2 * p + (1 - pos)]);
        }
        if (got[2 * p + pos] != ref[2 * p + pos]) {
          if (tb++ < 4) std::printf("  %s pos %d form %d: target %04x: scalar %04x paired %04x\n", name, pos, form,
                                    init[2 * p + pos], ref[2 * p + pos], got[2 * p + pos]);
        }
      }
      std::printf("%s pos %d %s: neighbour changed %d/65536, target differs from scalar %d/65536\n", name, pos,
                  form ? "discarded" : "returning", nb, tb);
      bad += nb + tb;
    }
  }
  return bad;
}

template <class H, bool Paired> __global__ void hist(H* t, const int* k, const H* v, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (Paired) paired_add<H, false>(t + k[i], v[i]);
  else atomicAdd(t + k[i], v[i]);
}

template <class H> void timing(const char* name, int sorted) {
  const int n = 10000000, K = 1000000;
  std::vector<int> keys(n);
  unsigned s = 12345;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    keys[i] = sorted ? (i / 10) % K : static_cast<int>((s >> 8) % K);
  }
  std::vector<H> vals(n);
  for (auto& x : vals) x = H(0.25f);
  int* dk; H *dv, *dt;
  CK(cudaMalloc(&dk, 4 * n)); CK(cudaMalloc(&dv, 2 * n)); CK(cudaMalloc(&dt, 2 * K));
  CK(cudaMemcpy(dk, keys.data(), 4 * n, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dv, vals.data(), 2 * n, cudaMemcpyHostToDevice));
  cudaEvent_t a, b; CK(cudaEventCreate(&a)); CK(cudaEventCreate(&b));
  for (int paired = 0; paired < 2; ++paired) {
    std::vector<float> ts;
    for (int r = 0; r < 24; ++r) {
      CK(cudaMemset(dt, 0, 2 * K));
      CK(cudaEventRecord(a));
      if (paired) hist<H, true><<<(n + 255) / 256, 256>>>(dt, dk, dv, n);
      else hist<H, false><<<(n + 255) / 256, 256>>>(dt, dk, dv, n);
      CK(cudaEventRecord(b)); CK(cudaEventSynchronize(b)); CK(cudaGetLastError());
      float ms; CK(cudaEventElapsedTime(&ms, a, b));
      if (r >= 3) ts.push_back(ms * 1000);
    }
    std::sort(ts.begin(), ts.end());
    std::printf("time %s %s %s: median %.1f us\n", name, sorted ? "sorted" : "random", paired ? "paired" : "scalar", ts[ts.size() / 2]);
  }
  CK(cudaFree(dk)); CK(cudaFree(dv)); CK(cudaFree(dt));
}

int main() {
  int bad = identity<__half>("half") + identity<__nv_bfloat16>("bf16");
  timing<__half>("half", 0);
  timing<__half>("half", 1);
  timing<__nv_bfloat16>("bf16", 0);
  std::printf("%s\n", bad ? "PAIRED ADD IS NOT AN IDENTITY ON THE NEIGHBOUR / NOT EQUAL" : "paired add exact on all patterns");
  return 0;
}
