// bench/experiments/priv_one_probe.cu -- where does a one-element-per-thread
// privatized kernel spend its time (issue 17's two missed targets: the 256-bin
// smooth histogram and the one-counter float sum)? Hand-written variants of
// the tool's block-private shape, some only for timing (marked "timing only":
// their result is not the histogram), and a two-level flush (blocks combine
// per stripe of blocks in global scratch, the last block of a stripe flushes
// the stripe) that is checked against a CPU reference.
//   nvcc -O3 -std=c++17 -arch=sm_90 priv_one_probe.cu -o probe && ./probe
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#define CK(call)                                                                                \
  do {                                                                                          \
    cudaError_t e_ = (call);                                                                    \
    if (e_ != cudaSuccess) {                                                                    \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
      std::exit(2);                                                                             \
    }                                                                                           \
  } while (0)

constexpr int B = 256;       // bins
constexpr int kMaxS = 1024;  // stripes of scratch at most
__device__ unsigned g_hsum[kMaxS][B];
__device__ float g_fsum[kMaxS];
__device__ unsigned g_count[kMaxS];
__device__ unsigned g_hspread[kMaxS][B];  // the timing-only spread flushes
__device__ float g_fspread[kMaxS];
__device__ unsigned g_sink;

enum { PLAIN, ANCHOR, HOIST, FLUSH_SPREAD, NO_FLUSH, SHAPE_FLOOR, RUNS, TWO_LEVEL, NV };
const char* kNames[NV] = {"plain", "anchor", "hoist-load", "flush-spread*", "no-flush*", "shape-floor*", "runs", "two-level"};

__device__ __forceinline__ void two_level_flush_hist(unsigned* s, unsigned* h, int stripes) {
  // s: the block's table (complete, after a barrier).
  const unsigned st = blockIdx.x % stripes;
  for (int j = threadIdx.x; j < B; j += blockDim.x)
    if (s[j]) atomicAdd(&g_hsum[st][j], s[j]);
  __threadfence();
  __syncthreads();
  __shared__ bool last;
  if (threadIdx.x == 0) {
    const unsigned blocks = (gridDim.x - st + stripes - 1) / stripes;
    last = atomicAdd(&g_count[st], 1u) == blocks - 1;
  }
  __syncthreads();
  if (!last) return;
  __threadfence();
  for (int j = threadIdx.x; j < B; j += blockDim.x) {
    const unsigned v = atomicExch(&g_hsum[st][j], 0u);
    if (v) atomicAdd(&h[j], v);
  }
  if (threadIdx.x == 0) g_count[st] = 0;
}

template <int V> __global__ void hist(const unsigned char* in, unsigned* h, int n, int stripes) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (V == PLAIN) {
    if (i < n) atomicAdd(&h[in[i]], 1u);
    return;
  }
  if (V == SHAPE_FLOOR) {
    if (i < n && in[i] == 7 && n < 0) g_sink = 1;
    return;
  }
  __shared__ unsigned s[B];
  int key = -1;
  if (V == HOIST && i < n) key = in[i];
  for (int j = threadIdx.x; j < B; j += blockDim.x) s[j] = 0;
  __syncthreads();
  if (V == RUNS) {
    // Run-length aggregation: a lane heads a run when its key differs from
    // the previous lane's; the head adds the run's length.
    const unsigned mask = __activemask();
    const int k = i < n ? in[i] : -1;
    const int lane = threadIdx.x & 31;
    const int prev = __shfl_up_sync(mask, k, 1);
    const bool head = lane == 0 || prev != k || !((mask >> (lane - 1)) & 1);
    const unsigned heads = __ballot_sync(mask, head) | ~mask;
    if (head && k >= 0) {
      const unsigned after = heads & ~((2u << lane) - 1);  // heads above this lane
      const int end = after ? __ffs(after) - 1 : 32;
      atomicAdd(&s[k], unsigned(__popc(mask & ((end == 32 ? 0xffffffffu : (1u << end) - 1) & ~((1u << lane) - 1)))));
    }
  } else {
    if (V != HOIST && i < n) key = in[i];
    if (key >= 0) atomicAdd(&s[key], 1u);
  }
  __syncthreads();
  if (V == TWO_LEVEL) {
    two_level_flush_hist(s, h, stripes);
    return;
  }
  for (int j = threadIdx.x; j < B; j += blockDim.x) {
    if (V == NO_FLUSH) {
      if (s[j] == 0xdeadbeefu) g_sink = s[j];
    } else if (s[j]) {
      atomicAdd(V == FLUSH_SPREAD ? &g_hspread[blockIdx.x % stripes][j] : &h[j], s[j]);
    }
  }
}

__device__ __forceinline__ float block_sum(float v) {
  __shared__ float warp_sums[32];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  v = 0;
  if (warp == 0) {
    const int warps = (blockDim.x + 31) / 32;
    v = lane < warps ? warp_sums[lane] : 0.0f;
    for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  }
  return v;  // valid in thread 0
}

template <int V> __global__ void fsum(const float* x, float* out, int n, int stripes) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = block_sum(i < n ? x[i] : 0.0f);
  if (V == ANCHOR) {
    if (threadIdx.x == 0) atomicAdd(out, v);
  } else if (V == FLUSH_SPREAD) {
    if (threadIdx.x == 0) atomicAdd(&g_fspread[blockIdx.x % stripes], v);
  } else if (V == TWO_LEVEL) {
    if (threadIdx.x == 0) {
      const unsigned st = blockIdx.x % stripes;
      atomicAdd(&g_fsum[st], v);
      __threadfence();
      const unsigned blocks = (gridDim.x - st + stripes - 1) / stripes;
      if (atomicAdd(&g_count[st], 1u) == blocks - 1) {
        __threadfence();
        const float t = atomicExch(&g_fsum[st], 0.0f);
        atomicAdd(out, t);
        g_count[st] = 0;
      }
    }
  }
}

uint64_t rng_state = 0x1234567;
uint64_t next_rand() {
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
std::vector<unsigned char> image(int n, const std::string& kind) {
  std::vector<unsigned char> v(n);
  for (int i = 0; i < n; ++i) {
    double x = i % 4096, y = i / 4096;
    double base = 127.5 + 0.4 * 255 * std::sin(x / 300.0) * std::cos(y / 200.0);
    double noise = (double(next_rand() % 2001) / 1000.0 - 1.0);
    double s = kind == "smooth" ? base + noise : kind == "smooth0" ? base : kind == "noisy" ? base + noise * 0.12 * 255
                                                                                            : double(next_rand() & 255);
    v[i] = (unsigned char)std::min(255.0, std::max(0.0, std::round(s)));
  }
  return v;
}

template <class F> float time_us(F f, int reps) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<float> t;
  for (int r = 0; r < reps; ++r) {
    CK(cudaEventRecord(a));
    f();
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    CK(cudaGetLastError());
    float ms;
    CK(cudaEventElapsedTime(&ms, a, b));
    t.push_back(ms * 1000);
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

using hist_kernel = void (*)(const unsigned char*, unsigned*, int, int);
using fsum_kernel = void (*)(const float*, float*, int, int);

int main() {
  const int n = 10000000, reps = 15, grid = (n + 255) / 256;
  unsigned char* d_in;
  unsigned* d_h;
  float *d_x, *d_f;
  CK(cudaMalloc(&d_in, n));
  CK(cudaMalloc(&d_h, B * 4));
  CK(cudaMalloc(&d_x, (size_t)n * 4));
  CK(cudaMalloc(&d_f, 4));
  const hist_kernel hk[NV] = {hist<PLAIN>, hist<ANCHOR>, hist<HOIST>, hist<FLUSH_SPREAD>, hist<NO_FLUSH>,
                              hist<SHAPE_FLOOR>, hist<RUNS>, hist<TWO_LEVEL>};
  const int stripe_choices[] = {64, 256, 1024};
  int failures = 0;
  std::printf("hist8_256, one element per thread, %d blocks of 256 (us; * = timing only)\n", grid);
  for (std::string kind : {"smooth", "smooth0", "noisy", "random"}) {
    std::vector<unsigned char> in = image(n, kind);
    std::vector<unsigned> ref(B, 3u);
    for (unsigned char c : in) ref[c]++;
    CK(cudaMemcpy(d_in, in.data(), n, cudaMemcpyHostToDevice));
    for (int v = 0; v < NV; ++v) {
      for (int stripes : stripe_choices) {
        if (stripes != 64 && v != TWO_LEVEL && v != FLUSH_SPREAD) continue;
        std::vector<unsigned> poison(B, 3u);
        CK(cudaMemcpy(d_h, poison.data(), B * 4, cudaMemcpyHostToDevice));
        hk[v]<<<grid, 256>>>(d_in, d_h, n, stripes);
        CK(cudaGetLastError());
        CK(cudaDeviceSynchronize());
        std::vector<unsigned> got(B);
        CK(cudaMemcpy(got.data(), d_h, B * 4, cudaMemcpyDeviceToHost));
        const bool exact = v == FLUSH_SPREAD || v == NO_FLUSH || v == SHAPE_FLOOR || got == ref;
        if (!exact) ++failures;
        const float us = time_us([&] { hk[v]<<<grid, 256>>>(d_in, d_h, n, stripes); }, reps);
        std::printf("  %-8s %-14s S=%-5d %8.1f %s\n", kind.c_str(), kNames[v], stripes, us, exact ? "" : "WRONG");
      }
    }
  }
  std::vector<float> x(n);
  double ref = 1.0;
  for (int i = 0; i < n; ++i) ref += (x[i] = float(next_rand() % 1024) / 1024.0f);
  CK(cudaMemcpy(d_x, x.data(), (size_t)n * 4, cudaMemcpyHostToDevice));
  const fsum_kernel fk[] = {fsum<ANCHOR>, fsum<FLUSH_SPREAD>, fsum<TWO_LEVEL>};
  const char* fn[] = {"anchor", "flush-spread*", "two-level"};
  std::printf("fsum, one element per thread\n");
  for (int v = 0; v < 3; ++v)
    for (int stripes : stripe_choices) {
      if (v == 0 && stripes != 64) continue;
      const float one = 1.0f;
      CK(cudaMemcpy(d_f, &one, 4, cudaMemcpyHostToDevice));
      fk[v]<<<grid, 256>>>(d_x, d_f, n, stripes);
      CK(cudaGetLastError());
      CK(cudaDeviceSynchronize());
      float got;
      CK(cudaMemcpy(&got, d_f, 4, cudaMemcpyDeviceToHost));
      const bool ok = v == 1 || std::fabs(got - ref) <= 1e-4 * ref;
      if (!ok) ++failures;
      const float us = time_us([&] { fk[v]<<<grid, 256>>>(d_x, d_f, n, stripes); }, reps);
      std::printf("  %-14s S=%-5d %8.1f %s\n", fn[v], stripes, us, ok ? "" : "WRONG");
    }
  std::printf("%s\n", failures ? "FAILED" : "all checked results OK");
  return failures != 0;
}
