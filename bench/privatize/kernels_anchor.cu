// bench/privatize/kernels_anchor.cu -- hand-written block-private kernels:
// the anchor the tool's privatized output is measured against, written as an
// expert would. With -DPRIV_AGG=1 the same kernels issue their shared-memory
// updates through warpagg::reduce_add (does warp aggregation pay on top of
// privatization? CCCL measured it slower for shared histograms).
//   one element per thread: a private table per block (the shape the tool
//     emits, minus the lambda);
//   grid-stride: R sub-histograms per block (warps alternate between them:
//     fewer same-address conflicts in shared memory), 4-sample vector loads,
//     R copies summed at the flush; fsum keeps a per-thread register sum and
//     does one block reduction.
#include "kernels.h"

#include <warpagg/warpagg.cuh>

#ifndef PRIV_AGG
#define PRIV_AGG 0
#endif

namespace {

template <class T> __device__ __forceinline__ void shared_add(T* p, T v) {
#if PRIV_AGG
  warpagg::reduce_add(p, v);
#else
  atomicAdd(p, v);
#endif
}

template <int Bins, int Shift, class S>
__device__ __forceinline__ void hist_one(const S* in, unsigned* hist, int n) {
  __shared__ unsigned s[Bins];
  for (int j = threadIdx.x; j < Bins; j += blockDim.x) s[j] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) shared_add(&s[in[i] >> Shift], 1u);
  __syncthreads();
  for (int j = threadIdx.x; j < Bins; j += blockDim.x)
    if (s[j]) atomicAdd(&hist[j], s[j]);
}

// Vector of 4 samples.
template <class S> struct vec4;
template <> struct vec4<unsigned char> { using type = uchar4; };
template <> struct vec4<unsigned short> { using type = ushort4; };

template <int Bins, int Shift, class S>
__device__ __forceinline__ void hist_grid(const S* in, unsigned* hist, int n) {
  constexpr int R = Bins <= 256 ? 4 : Bins <= 1024 ? 2 : 1;  // sub-histograms
  __shared__ unsigned s[R][Bins];
  for (int j = threadIdx.x; j < R * Bins; j += blockDim.x) (&s[0][0])[j] = 0;
  __syncthreads();
  unsigned* mine = s[(threadIdx.x / 32) % R];
  using V = typename vec4<S>::type;
  const V* in4 = reinterpret_cast<const V*>(in);
  const int n4 = n / 4;
  const int stride = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += stride) {
    const V v = in4[i];
    shared_add(&mine[v.x >> Shift], 1u);
    shared_add(&mine[v.y >> Shift], 1u);
    shared_add(&mine[v.z >> Shift], 1u);
    shared_add(&mine[v.w >> Shift], 1u);
  }
  for (int i = n4 * 4 + blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    shared_add(&mine[in[i] >> Shift], 1u);
  __syncthreads();
  for (int j = threadIdx.x; j < Bins; j += blockDim.x) {
    unsigned t = 0;
#pragma unroll
    for (int r = 0; r < R; ++r) t += s[r][j];
    if (t) atomicAdd(&hist[j], t);
  }
}

__global__ void hist8_16_one(const unsigned char* in, unsigned* hist, int n) { hist_one<16, 4>(in, hist, n); }
__global__ void hist8_64_one(const unsigned char* in, unsigned* hist, int n) { hist_one<64, 2>(in, hist, n); }
__global__ void hist8_256_one(const unsigned char* in, unsigned* hist, int n) { hist_one<256, 0>(in, hist, n); }
__global__ void hist16_1024_one(const unsigned short* in, unsigned* hist, int n) { hist_one<1024, 6>(in, hist, n); }
__global__ void hist16_4096_one(const unsigned short* in, unsigned* hist, int n) { hist_one<4096, 4>(in, hist, n); }
__global__ void hist8_16_grid(const unsigned char* in, unsigned* hist, int n) { hist_grid<16, 4>(in, hist, n); }
__global__ void hist8_64_grid(const unsigned char* in, unsigned* hist, int n) { hist_grid<64, 2>(in, hist, n); }
__global__ void hist8_256_grid(const unsigned char* in, unsigned* hist, int n) { hist_grid<256, 0>(in, hist, n); }
__global__ void hist16_1024_grid(const unsigned short* in, unsigned* hist, int n) { hist_grid<1024, 6>(in, hist, n); }
__global__ void hist16_4096_grid(const unsigned short* in, unsigned* hist, int n) { hist_grid<4096, 4>(in, hist, n); }

// Block sum: warp shuffles, one shared slot per warp, one atomic per block.
template <class T> __device__ __forceinline__ void block_sum_to(T v, T* out) {
  __shared__ T warp_sums[32];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    const int warps = (blockDim.x + 31) / 32;
    v = lane < warps ? warp_sums[lane] : T(0);
    for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) atomicAdd(out, v);
  }
}
__global__ void fsum_one(const float* x, float* sum, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  block_sum_to(i < n ? x[i] : 0.0f, sum);
}
__global__ void fsum_grid(const float* x, float* sum, int n) {
  float t = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) t += x[i];
  block_sum_to(t, sum);
}

// 16 keys: one 16-entry table per warp (no contention between warps), summed
// at the flush.
__device__ __forceinline__ void keys16(const int* key, const double* v, double* out, int n, bool grid) {
  __shared__ double s[kPrivBlock / 32][16];
  for (int j = threadIdx.x; j < kPrivBlock / 32 * 16; j += blockDim.x) (&s[0][0])[j] = 0.0;
  __syncthreads();
  double* mine = s[threadIdx.x / 32];
  const int stride = grid ? gridDim.x * blockDim.x : n;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) shared_add(&mine[key[i] & 15], v[i]);
  __syncthreads();
  if (threadIdx.x < 16) {
    double t = 0.0;
    for (int w = 0; w < (int)(blockDim.x / 32); ++w) t += s[w][threadIdx.x];
    atomicAdd(&out[threadIdx.x], t);
  }
}
__global__ void keys16_one(const int* key, const double* v, double* out, int n) { keys16(key, v, out, n, false); }
__global__ void keys16_grid(const int* key, const double* v, double* out, int n) { keys16(key, v, out, n, true); }

// Weighted histogram: the byte histogram's shapes with float entries (one
// element per thread: one table; grid-stride: R sub-histograms, 4-sample
// loads); scalar flush, as hand-written code does.
__global__ void whist256_one(const unsigned char* in, const float* w, float* hist, int n) {
  __shared__ float s[256];
  s[threadIdx.x] = 0.0f;  // kPrivBlock == 256 threads
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) shared_add(&s[in[i]], w[i]);
  __syncthreads();
  if (s[threadIdx.x] != 0.0f) atomicAdd(&hist[threadIdx.x], s[threadIdx.x]);
}
__global__ void whist256_grid(const unsigned char* in, const float* w, float* hist, int n) {
  constexpr int R = 4;
  __shared__ float s[R][256];
  for (int j = threadIdx.x; j < R * 256; j += blockDim.x) (&s[0][0])[j] = 0.0f;
  __syncthreads();
  float* mine = s[(threadIdx.x / 32) % R];
  const uchar4* in4 = reinterpret_cast<const uchar4*>(in);
  const float4* w4 = reinterpret_cast<const float4*>(w);
  const int n4 = n / 4, stride = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += stride) {
    const uchar4 k = in4[i];
    const float4 v = w4[i];
    shared_add(&mine[k.x], v.x);
    shared_add(&mine[k.y], v.y);
    shared_add(&mine[k.z], v.z);
    shared_add(&mine[k.w], v.w);
  }
  for (int i = n4 * 4 + blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) shared_add(&mine[in[i]], w[i]);
  __syncthreads();
  for (int j = threadIdx.x; j < 256; j += blockDim.x) {
    const float t = s[0][j] + s[1][j] + s[2][j] + s[3][j];
    if (t != 0.0f) atomicAdd(&hist[j], t);
  }
}

// A rarely hit counter: the plain atomic is the best code (nothing to combine).
__global__ void rare_one(const float* x, unsigned* overflow, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i] > 2.0f) atomicAdd(overflow, 1u);
}
__global__ void rare_grid(const float* x, unsigned* overflow, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    if (x[i] > 2.0f) atomicAdd(overflow, 1u);
}

}  // namespace

#include "launchers.inc"
