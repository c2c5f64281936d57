// bench/experiments/half_issue_probe.cu -- why does strategy::ballot_loop beat
// the plain atomicAdd(__half*) by ~12% on grid-random/half (sm_90, where the
// scalar 16-bit float atomic is a ptxas CAS loop), and can a meaning-preserving
// runtime path get that speed?  Each variant adds 10M random values to 1M
// random halves (the bench's grid-random/half), is checked against a double
// CPU reference and timed (median of 21 launches after 3 warm-ups):
//   plain, adaptive, ballot_loop        as in bench/bench.cu
//   sleepN                              plain after __nanosleep(N): is it the
//                                       delay before the atomic?
//   spinN                               plain after N dependent shuffles (the
//                                       delay ballot_loop's rounds cost)
//   halves / quarters / eighths         lanes 0-15 issue, then lanes 16-31 (or
//                                       4 or 8 groups), __syncwarp between
//   halves_nosync, evenodd              the same without the barrier; even
//                                       lanes, then odd lanes
//   match_halves / match_quarters       adaptive's match test, then halves
//   serial                              one lane at a time
//   cas32                               our own word CAS loop (ptxas's form)
//   cas16                               atomicCAS on unsigned short
//   occB                                plain with B resident blocks per SM
//                                       (dynamic shared memory limits it)
//   timedC                              our own CAS loop, timing the load of
//                                       the word: if most lanes waited over C
//                                       cycles (a congested L2), the CASes go
//                                       in 4 phases of 8 lanes, else at once
//   latency                             plain, printing the mean cycles the
//                                       load of the word took (lane 0s)
//   flagSCL                             a launch-wide congestion flag set by
//                                       first-CAS failures (see the enum);
//                                       run alone by "./a.out flag"
//   nvcc -O3 -std=c++17 -arch=sm_90 -I runtime/include half_issue_probe.cu
// Then the same over 1M elements with grid-stride loops of few threads per SM
// (latency-bound: what splitting costs where the L2 is not saturated).
//   ./a.out            (table)      ./a.out once   (one launch each, for ncu)
//   ./a.out flag       (the flagged variants in every launch shape)
#include <cuda_fp16.h>  // before the runtime: its __half rows need it first
#include <warpagg/warpagg.cuh>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CK(x)                                                                                   \
  do {                                                                                          \
    cudaError_t e = (x);                                                                        \
    if (e != cudaSuccess) {                                                                     \
      std::printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e));                     \
      std::exit(1);                                                                             \
    }                                                                                           \
  } while (0)

enum V { plain, adaptive, ballot_loop, sleep, spin, halves, serial, cas32, cas16, groups_nosync, evenodd, match_halves,
         timed, latency, flagged, graded, adaptive_once };

// graded: by the warp's hardware slot (%warpid; slot s proves more than s
// warps resident on the SM, the occupancy at which phases pay, for one
// special-register read and no memory traffic). P = A * 100 + B: a slot of A
// or higher issues in 2 phases of 16 lanes, B or higher in 4 phases of 8
// (A == B: 4 phases from slot B, the "warpid>=B" rows).

// flagged: one word of state shared by every warp of the launch (and later
// launches): "recent warps saw many first-CAS failures". Read with each call
// (issued beside the load of the target word, so it adds no round trip);
// a warp that sees it set issues its CASes in 4 phases of 8 lanes. Set by a
// warp whose first CASes failed in >= S lanes, cleared by a phased warp whose
// first CASes failed in <= C lanes. P = S * 100 + C * 10 + L, L = 1: the flag
// is read through L1 (ld.global.ca), L = 0: from L2 (volatile).
__device__ unsigned g_congested;

// Sampled per-warp values (lane 0 of every 64th block), for the timed and
// latency variants; their mean is printed after the timing.
__device__ unsigned long long g_sample_sum, g_sample_n;

__device__ __forceinline__ void record_sample(unsigned long long value) {
  if ((threadIdx.x & 31) == 0 && blockIdx.x % 64 == 0) {
    atomicAdd(&g_sample_sum, value);
    atomicAdd(&g_sample_n, 1ull);
  }
}

__device__ __forceinline__ void add_cas16(__half* a, __half v) {
  unsigned short* p = reinterpret_cast<unsigned short*>(a);
  unsigned short old = *reinterpret_cast<volatile unsigned short*>(p), assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __half_as_ushort(__hadd(__ushort_as_half(assumed), v)));
  } while (old != assumed);
}

// Loads the 32-bit word that holds *a; *cycles: how long the load took.
__device__ __forceinline__ unsigned timed_word_load(const __half* a, long long* cycles) {
  const unsigned* word = reinterpret_cast<const unsigned*>(reinterpret_cast<unsigned long long>(a) & ~3ull);
  unsigned t0, t1, w;
  asm volatile("mov.u32 %0, %%clock;" : "=r"(t0));
  w = *reinterpret_cast<const volatile unsigned*>(word);
  // The predicate needs w, so the clock is read once the load has returned.
  asm volatile("{\n .reg .pred p;\n setp.eq.u32 p, %1, 0x7fff7fff;\n @p nanosleep.u32 0;\n mov.u32 %0, %%clock;\n}"
               : "=r"(t1) : "r"(w));
  *cycles = static_cast<long long>(t1 - t0);
  return w;
}

// The CAS loop of add_cas32, from a word value already loaded; returns
// whether the first CAS failed.
__device__ __forceinline__ bool cas32_from(__half* a, __half v, unsigned old) {
  const unsigned long long bits = reinterpret_cast<unsigned long long>(a);
  unsigned* word = reinterpret_cast<unsigned*>(bits & ~3ull);
  const unsigned shift = (bits & 2) ? 16 : 0;
  unsigned assumed;
  bool first_failed = false, first = true;
  do {
    assumed = old;
    const __half cur = __ushort_as_half(static_cast<unsigned short>(assumed >> shift));
    const unsigned short sum = __half_as_ushort(__hadd(cur, v));
    const unsigned next = (assumed & ~(0xffffu << shift)) | (static_cast<unsigned>(sum) << shift);
    old = atomicCAS(word, assumed, next);
    if (first) first_failed = old != assumed;
    first = false;
  } while (old != assumed);
  return first_failed;
}

// ptxas's form of the 16-bit add: load the word, then the CAS loop.
__device__ __forceinline__ void add_cas32(__half* a, __half v) {
  const unsigned* word = reinterpret_cast<const unsigned*>(reinterpret_cast<unsigned long long>(a) & ~3ull);
  cas32_from(a, v, *reinterpret_cast<const volatile unsigned*>(word));
}

template <int Var, int P>
__device__ __forceinline__ void probe_one(__half* table, const int* __restrict__ keys,
                                          const __half* __restrict__ vals, int i) {
  extern __shared__ int limiter[];  // only there to limit residency
  const int k = keys[i];
  const __half x = vals[i];
  const int lane = threadIdx.x & 31;
  if constexpr (Var == plain) {
    atomicAdd(table + k, x);
  } else if constexpr (Var == adaptive) {
    warpagg::reduce_add(table + k, x);
  } else if constexpr (Var == adaptive_once) {  // the runtime's form of "graded 1632"
    warpagg::reduce_add(table + k, x, warpagg::once_per_thread);
  } else if constexpr (Var == ballot_loop) {
    warpagg::reduce_add<warpagg::strategy::ballot_loop>(table + k, x);
  } else if constexpr (Var == sleep) {
    __nanosleep(P);
    atomicAdd(table + k, x);
  } else if constexpr (Var == spin) {
    const unsigned mask = __activemask();
    int t = k;
    for (int r = 0; r < P; ++r) t = __shfl_sync(mask, t, (lane + 1) & 31) ^ r;
    if (t == 0x7fffffff) limiter[0] = t;  // keep the chain
    atomicAdd(table + k, x);
  } else if constexpr (Var == halves) {  // P groups of 32/P lanes, one after the other
    const unsigned mask = __activemask();
    for (int g = 0; g < P; ++g) {
      if (lane / (32 / P) == g) atomicAdd(table + k, x);
      __syncwarp(mask);
    }
  } else if constexpr (Var == groups_nosync) {  // P groups of 32/P lanes, no barrier
    for (int g = 0; g < P; ++g)
      if (lane / (32 / P) == g) atomicAdd(table + k, x);
  } else if constexpr (Var == evenodd) {
    const unsigned mask = __activemask();
    if (!(lane & 1)) atomicAdd(table + k, x);
    __syncwarp(mask);
    if (lane & 1) atomicAdd(table + k, x);
  } else if constexpr (Var == match_halves) {  // adaptive's first test, then halves
    const unsigned mask = __activemask();
    const unsigned peers = __match_any_sync(mask, static_cast<unsigned>(reinterpret_cast<unsigned long long>(table + k)));
    if (__any_sync(mask, peers != (1u << lane))) {
      warpagg::reduce_add(table + k, x);
    } else {
      for (int g = 0; g < P; ++g) {
        if (lane / (32 / P) == g) atomicAdd(table + k, x);
        __syncwarp(mask);
      }
    }
  } else if constexpr (Var == serial) {
    const unsigned mask = __activemask();
    for (int l = 0; l < 32; ++l) {
      if (l == lane) atomicAdd(table + k, x);
      __syncwarp(mask);
    }
  } else if constexpr (Var == cas32) {
    add_cas32(table + k, x);
  } else if constexpr (Var == timed) {
    const unsigned mask = __activemask();
    long long cycles;
    const unsigned w = timed_word_load(table + k, &cycles);
    const bool congested = 2 * __popc(__ballot_sync(mask, cycles > P)) > __popc(mask);
    record_sample(congested ? 1ull : 0ull);  // how often the phases were taken
    if (!congested) {
      cas32_from(table + k, x, w);
    } else {
      for (int g = 0; g < 4; ++g) {
        if (lane / 8 == g) cas32_from(table + k, x, w);
        __syncwarp(mask);
      }
    }
  } else if constexpr (Var == flagged) {
    constexpr int set_at = P / 100, clear_at = (P / 10) % 10;
    constexpr bool via_l1 = P % 10 == 1;
    const unsigned mask = __activemask();
    const unsigned* word = reinterpret_cast<const unsigned*>(reinterpret_cast<unsigned long long>(table + k) & ~3ull);
    const unsigned w = *reinterpret_cast<const volatile unsigned*>(word);
    const unsigned flag = via_l1 ? __ldca(&g_congested) : *reinterpret_cast<volatile unsigned*>(&g_congested);
    bool failed;
    if (!flag) {
      failed = cas32_from(table + k, x, w);
    } else {
      failed = false;
      for (int g = 0; g < 4; ++g) {
        if (lane / 8 == g) failed = cas32_from(table + k, x, w);
        __syncwarp(mask);
      }
    }
    const int fails = __popc(__ballot_sync(mask, failed));
    record_sample(flag ? 1ull : 0ull);  // how often the phases were taken
    const bool leader = lane == __ffs(mask) - 1;
    if (leader && !flag && fails >= set_at) *reinterpret_cast<volatile unsigned*>(&g_congested) = 1;
    if (leader && flag && fails <= clear_at) *reinterpret_cast<volatile unsigned*>(&g_congested) = 0;
  } else if constexpr (Var == graded) {
    unsigned slot;
    asm("mov.u32 %0, %%warpid;" : "=r"(slot));
    const unsigned mask = __activemask();
    const int phases = static_cast<int>(slot) >= P % 100 ? 4 : static_cast<int>(slot) >= P / 100 ? 2 : 1;
    record_sample(static_cast<unsigned long long>(phases > 1));
    if (phases == 1) {
      atomicAdd(table + k, x);
    } else {
      const int group = lane / (32 / phases);
      for (int g = 0; g < phases; ++g) {
        if (group == g) atomicAdd(table + k, x);
        __syncwarp(mask);
      }
    }
  } else if constexpr (Var == latency) {
    long long cycles;
    const unsigned w = timed_word_load(table + k, &cycles);
    cas32_from(table + k, x, w);
    record_sample(static_cast<unsigned long long>(cycles));
  } else {
    add_cas16(table + k, x);
  }
}

template <int Var, int P>
__global__ void __launch_bounds__(256) probe_kernel(__half* table, const int* __restrict__ keys,
                                                     const __half* __restrict__ vals, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) probe_one<Var, P>(table, keys, vals, i);
}

template <int Var, int P>
__global__ void __launch_bounds__(1024) probe_kernel_1024(__half* table, const int* __restrict__ keys,
                                                          const __half* __restrict__ vals, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) probe_one<Var, P>(table, keys, vals, i);
}

// Threads per block of the one-thread-per-element launches; elements of the
// stride launches (d.n / g_stride_div).
int g_block = 256, g_stride_div = 10;

// Few warps, each looping: latency-bound, where splitting a warp's atomics
// into phases costs the most.
template <int Var, int P>
__global__ void __launch_bounds__(256) stride_kernel(__half* table, const int* __restrict__ keys,
                                                      const __half* __restrict__ vals, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    probe_one<Var, P>(table, keys, vals, i);
}

struct data {
  int n, keys_n;
  int* keys;
  __half* vals;
  __half* table;
  std::vector<double> ref, ref_small;  // all n elements, the first n/10
};

template <int Var, int P>
void run(const data& d, const char* name, bool once, int blocks_per_sm = 0, int stride_threads = 0) {
  auto kernel = stride_threads ? stride_kernel<Var, P> : g_block > 256 ? probe_kernel_1024<Var, P> : probe_kernel<Var, P>;
  const int n = stride_threads ? d.n / g_stride_div : d.n;  // the stride runs use 1M elements by default
  size_t smem = 0;
  if (blocks_per_sm) {
    int dev, per_sm;
    CK(cudaGetDevice(&dev));
    CK(cudaDeviceGetAttribute(&per_sm, cudaDevAttrMaxSharedMemoryPerMultiprocessor, dev));
    smem = per_sm / blocks_per_sm - 1024 - 1024;  // 1 KiB reserved per block
    CK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(smem)));
  }
  int occ = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, kernel, stride_threads ? 256 : g_block, smem));
  int sms = 0;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const int block = stride_threads ? std::min(stride_threads, 256) : g_block;
  const int grid = stride_threads ? sms * (stride_threads / block) : (d.n + block - 1) / block;
  const unsigned long long zero = 0;
  CK(cudaMemcpyToSymbol(g_sample_sum, &zero, sizeof zero));
  CK(cudaMemcpyToSymbol(g_sample_n, &zero, sizeof zero));
  const unsigned clear = 0;
  CK(cudaMemcpyToSymbol(g_congested, &clear, sizeof clear));
  auto launch = [&] {
    CK(cudaMemset(d.table, 0, d.keys_n * sizeof(__half)));
    kernel<<<grid, block, smem>>>(d.table, d.keys, d.vals, n);
    CK(cudaGetLastError());
  };
  launch();
  CK(cudaDeviceSynchronize());
  std::vector<__half> got(d.keys_n);
  CK(cudaMemcpy(got.data(), d.table, d.keys_n * sizeof(__half), cudaMemcpyDeviceToHost));
  int bad = 0;
  const std::vector<double>& ref = stride_threads && g_stride_div != 1 ? d.ref_small : d.ref;
  for (int k = 0; k < d.keys_n; ++k) {
    const double g = __half2float(got[k]);
    if (!(std::fabs(g - ref[k]) <= 0.05 + 0.01 * std::fabs(ref[k]))) ++bad;
  }
  if (once) {
    std::printf("%-12s blocks/SM %d  %s\n", name, occ, bad ? "WRONG" : "ok");
    return;
  }
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<float> ms;
  for (int r = 0; r < 24; ++r) {
    CK(cudaMemset(d.table, 0, d.keys_n * sizeof(__half)));
    CK(cudaEventRecord(a));
    kernel<<<grid, block, smem>>>(d.table, d.keys, d.vals, n);
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    float t;
    CK(cudaEventElapsedTime(&t, a, b));
    if (r >= 3) ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  std::printf("%-12s blocks/SM %d  %8.1f us  %s", name, occ, ms[ms.size() / 2] * 1000.0f,
              bad ? "WRONG RESULT" : "ok");
  if (Var == timed || Var == latency || Var == flagged || Var == graded) {
    unsigned long long sum, cnt;
    CK(cudaMemcpyFromSymbol(&sum, g_sample_sum, sizeof sum));
    CK(cudaMemcpyFromSymbol(&cnt, g_sample_n, sizeof cnt));
    const double mean = cnt ? double(sum) / double(cnt) : 0.0;
    if (Var != latency) std::printf("  phases taken by %.1f%% of warps", 100.0 * mean);
    else std::printf("  mean word-load latency %.0f cycles", mean);
  }
  std::printf("\n");
}

// The variants timed in both launch shapes (stride_threads 0: one thread per
// element).
void run_core(const data& d, bool once, int stride_threads) {
  run<plain, 0>(d, "plain", once, 0, stride_threads);
  run<adaptive, 0>(d, "adaptive", once, 0, stride_threads);
  run<ballot_loop, 0>(d, "ballot_loop", once, 0, stride_threads);
  run<halves, 2>(d, "halves", once, 0, stride_threads);
  run<halves, 4>(d, "quarters", once, 0, stride_threads);
  run<match_halves, 4>(d, "match_quarters", once, 0, stride_threads);
  run<cas32, 0>(d, "cas32", once, 0, stride_threads);
  run<latency, 0>(d, "latency", once, 0, stride_threads);
  run<timed, 700>(d, "timed700", once, 0, stride_threads);
  run<timed, 1200>(d, "timed1200", once, 0, stride_threads);
  run<timed, 2000>(d, "timed2000", once, 0, stride_threads);
  run<timed, 4000>(d, "timed4000", once, 0, stride_threads);
}

// The flagged variants beside plain, cas32 and quarters (argument "flag").
void run_flag_set(const data& d, int blocks_per_sm, int stride_threads) {
  run<plain, 0>(d, "plain", false, blocks_per_sm, stride_threads);
  run<cas32, 0>(d, "cas32", false, blocks_per_sm, stride_threads);
  run<halves, 4>(d, "quarters", false, blocks_per_sm, stride_threads);
  run<ballot_loop, 0>(d, "ballot_loop", false, blocks_per_sm, stride_threads);
  run<flagged, 801>(d, "flag801", false, blocks_per_sm, stride_threads);
}

// Graded phases by warp slot (argument "graded").
void run_graded_set(const data& d, int blocks_per_sm) {
  run<plain, 0>(d, "plain", false, blocks_per_sm);
  run<halves, 4>(d, "quarters", false, blocks_per_sm);
  run<graded, 1212>(d, "slot>=12:4", false, blocks_per_sm);
  run<graded, 1616>(d, "slot>=16:4", false, blocks_per_sm);
  run<graded, 2020>(d, "slot>=20:4", false, blocks_per_sm);
  run<graded, 1632>(d, "16:2,32:4", false, blocks_per_sm);
  run<graded, 824>(d, "8:2,24:4", false, blocks_per_sm);
  run<graded, 1224>(d, "12:2,24:4", false, blocks_per_sm);
}

// The runtime with and without once_per_thread (argument "tagged").
void run_once_set(const data& d, int blocks_per_sm, int stride_threads = 0) {
  run<plain, 0>(d, "plain", false, blocks_per_sm, stride_threads);
  run<adaptive, 0>(d, "adaptive", false, blocks_per_sm, stride_threads);
  run<adaptive_once, 0>(d, "adaptive+once", false, blocks_per_sm, stride_threads);
  run<graded, 1632>(d, "16:2,32:4", false, blocks_per_sm, stride_threads);
}

// Phases by warp slot (argument "warpid").
void run_warpid_set(const data& d, int blocks_per_sm, int stride_threads) {
  run<plain, 0>(d, "plain", false, blocks_per_sm, stride_threads);
  run<halves, 4>(d, "quarters", false, blocks_per_sm, stride_threads);
  run<graded, 0>(d, "warpid>=0", false, blocks_per_sm, stride_threads);
  run<graded, 1616>(d, "warpid>=16", false, blocks_per_sm, stride_threads);
  run<graded, 2424>(d, "warpid>=24", false, blocks_per_sm, stride_threads);
  run<graded, 3232>(d, "warpid>=32", false, blocks_per_sm, stride_threads);
  run<graded, 4040>(d, "warpid>=40", false, blocks_per_sm, stride_threads);
  run<graded, 4848>(d, "warpid>=48", false, blocks_per_sm, stride_threads);
}

int main(int argc, char** argv) {
  const bool once = argc > 1 && !std::strcmp(argv[1], "once");
  data d;
  d.n = 10 * 1000 * 1000;
  d.keys_n = 1000 * 1000;
  std::vector<int> keys(d.n);
  std::vector<__half> vals(d.n);
  d.ref.assign(d.keys_n, 0.0);
  d.ref_small.assign(d.keys_n, 0.0);
  unsigned long long s = 12345;
  auto next = [&] {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<unsigned>(s >> 33);
  };
  for (int i = 0; i < d.n; ++i) {
    keys[i] = static_cast<int>(next() % d.keys_n);
    vals[i] = __float2half(static_cast<float>(next() % 64) / 64.0f);  // exact sums
    d.ref[keys[i]] += __half2float(vals[i]);
    if (i < d.n / 10) d.ref_small[keys[i]] += __half2float(vals[i]);
  }
  CK(cudaMalloc(&d.keys, d.n * sizeof(int)));
  CK(cudaMalloc(&d.vals, d.n * sizeof(__half)));
  CK(cudaMalloc(&d.table, d.keys_n * sizeof(__half)));
  CK(cudaMemcpy(d.keys, keys.data(), d.n * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d.vals, vals.data(), d.n * sizeof(__half), cudaMemcpyHostToDevice));

  if (argc > 1 && !std::strcmp(argv[1], "graded")) {
    for (int block : {256, 128, 512, 1024}) {
      g_block = block;
      for (int b : {0, 1, 2, 3, 4, 5, 6}) {
        if (b * block > 2048 || (block != 256 && b != 0 && b * block != 1024 && b * block != 768)) continue;
        std::printf("-- blocks of %d, one thread per element, %d blocks per SM (0: full), 10M\n", block, b);
        run_graded_set(d, b);
      }
    }
    return 0;
  }
  if (argc > 1 && !std::strcmp(argv[1], "tagged")) {
    for (int block : {256, 128, 384, 512, 768, 1024}) {
      g_block = block;
      for (int b : {0, 1, 2, 3, 4, 5, 6}) {
        if (b * block > 2048 || (block != 256 && b > 2)) continue;
        std::printf("-- blocks of %d, one thread per element, %d blocks per SM (0: full), 10M\n", block, b);
        run_once_set(d, b);
      }
    }
    return 0;
  }
  if (argc > 1 && !std::strcmp(argv[1], "graded_stride")) {
    for (int div : {10, 1}) {
      g_stride_div = div;
      for (int t : {256, 512, 768, 1024, 1536, 2048}) {
        std::printf("-- stride, %d threads per SM, %dM elements\n", t, 10 / div);
        run<plain, 0>(d, "plain", false, 0, t);
        run<halves, 2>(d, "halves", false, 0, t);
        run<halves, 4>(d, "quarters", false, 0, t);
        run<graded, 1616>(d, "slot>=16:4", false, 0, t);
        run<graded, 1632>(d, "16:2,32:4", false, 0, t);
        run<graded, 2440>(d, "24:2,40:4", false, 0, t);
        run<graded, 1699>(d, "16:2", false, 0, t);
      }
    }
    return 0;
  }
  if (argc > 1 && !std::strcmp(argv[1], "warpid")) {
    for (int b : {0, 1, 2, 3, 4, 6}) {
      std::printf("-- one thread per element, %d blocks per SM (0: full), 10M\n", b);
      run_warpid_set(d, b, 0);
    }
    for (int t : {32, 256, 1024, 2048}) {
      std::printf("-- stride, %d threads per SM, 1M elements\n", t);
      run_warpid_set(d, 0, t);
    }
    return 0;
  }
  if (argc > 1 && !std::strcmp(argv[1], "flag")) {
    std::printf("-- one thread per element, full occupancy, 10M\n");
    run_flag_set(d, 0, 0);
    for (int b : {1, 2}) {
      std::printf("-- one thread per element, %d blocks per SM, 10M\n", b);
      run_flag_set(d, b, 0);
    }
    for (int t : {32, 256, 1024}) {
      std::printf("-- stride, %d threads per SM, 1M elements\n", t);
      run_flag_set(d, 0, t);
    }
    return 0;
  }
  run_core(d, once, 0);
  run<match_halves, 2>(d, "match_halves", once);
  if (once) return 0;
  run<halves, 8>(d, "eighths", once);
  run<groups_nosync, 2>(d, "halves_nosync", once);
  run<evenodd, 0>(d, "evenodd", once);
  run<sleep, 100>(d, "sleep100", once);
  run<sleep, 500>(d, "sleep500", once);
  run<spin, 8>(d, "spin8", once);
  run<spin, 32>(d, "spin32", once);
  run<spin, 64>(d, "spin64", once);
  run<serial, 0>(d, "serial", once);
  run<cas16, 0>(d, "cas16", once);
  run<plain, 1>(d, "occ1", once, 1);
  run<plain, 2>(d, "occ2", once, 2);
  run<plain, 3>(d, "occ3", once, 3);
  run<plain, 4>(d, "occ4", once, 4);
  run<plain, 6>(d, "occ6", once, 6);
  // One add per thread with few resident warps (no loop): what phases cost
  // where a warp's lifetime is a few round trips and little hides them.
  run<halves, 4>(d, "quarters occ1", once, 1);
  run<halves, 4>(d, "quarters occ2", once, 2);
  run<halves, 4>(d, "quarters occ4", once, 4);
  run<ballot_loop, 0>(d, "ballot occ1", once, 1);
  run<ballot_loop, 0>(d, "ballot occ2", once, 2);
  run<plain, 0>(d, "plain again", once);
  // Latency-bound: 1M elements, grid-stride loops over 32, 256 or 1024
  // threads per SM.
  for (int t : {32, 256, 1024}) {
    std::printf("-- stride, %d threads per SM, 1M elements\n", t);
    run_core(d, once, t);
  }
  return 0;
}
