// bench/bench.cu -- warpagg benchmark suite (issue 4).
//
// Workloads (10M elements unless noted), each a histogram-style
// `table[key[i]] += val[i]` or a stream-compaction counter:
//   grid-random / grid-sorted / grid-shifted: 100x100x100 cells, 10 particles
//     per cell (1M keys); keys random, sorted, or sorted and then moved to the
//     next cell along each axis with probability 1/2 ("voting and shuffling");
//   hist256: 256-bin histogram of a smooth image with +-2 levels of noise
//     (row order); hist256-smooth: the same image without noise;
//   keys16: 16 keys, random; single: one hot counter;
//   compact: idx = atomicAdd(&n, 1) for the even values, out[idx] = value.
// Value types int, float, double, __half (grid workloads).
// Variants: plain atomicAdd; warpagg::reduce_add / atomic_add with every
// strategy (written exactly as the tool emits them: in the one-thread-per-
// element kernel, 16-bit float adds pass warpagg::once_per_thread, which
// tune/adaptive_1_0_0 does not); anchors: hand-written
// get_peers/reduce_peers (ballot-loop and match_any peer discovery, exact
// masks), cooperative groups labeled_partition + reduce, coalesced_threads
// (single counter, compaction); floor (reads keys and values once); tune/*:
// adaptive with other thresholds (for tuning only).
// Every variant's result is checked against a CPU reference before it is
// timed; times are the median of 21 runs (CUDA events) after 3 warm-ups.
//
//   bench <outdir> [--quick] [--no-tune] [--only=W[,W...]] [--persistent=T]
// writes <outdir>/bench.csv and bench.json. --quick: 2^20 elements; --no-tune:
// no tune/* rows; --only: only workloads whose "workload/type" name contains
// one of the given strings (e.g. --only=grid-random/half,single/int);
// --persistent=T: the histogram workloads (named W@T) as grid-stride loops
// with T threads per SM (a "persistent" launch: few warps, each issuing many
// atomics in sequence, so every instruction's latency shows) instead of one
// thread per element; compact is skipped.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

// Before the runtime: CUDA's 16-bit float headers (common.cuh), without
// which the runtime has no __half / __nv_bfloat16 rows (config.cuh).
#include "../test/gpu/common.cuh"

#include <warpagg/warpagg.cuh>

#include "experiments/adaptive_kinds.cuh"  // tune/* rows: the policies adaptive was compared with

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace cg = cooperative_groups;

enum class V {
  plain, plain_uniform, adaptive, runs, match, uniform, ballot_loop, likely_distinct, likely_uniform,
  peers, peers_match, cg_labeled, cg_coalesced, floor, tune
};

// ---- anchors -----------------------------------------------------------------
// "Voting and shuffling" (Westphal), ported to *_sync: every mask names exactly
// the lanes that execute the instruction.
__device__ __forceinline__ unsigned get_peers_ballot(unsigned mask, int key) {
  unsigned unclaimed = mask, peers;
  bool is_peer;
  do {  // lanes leave once claimed: the lanes still here are exactly `unclaimed`
    const unsigned here = unclaimed;
    const int other = __shfl_sync(here, key, __ffs(here) - 1);
    is_peer = other == key;
    peers = __ballot_sync(here, is_peer);
    unclaimed = here ^ peers;
  } while (!is_peer);
  return peers;
}
template <class T>
__device__ __forceinline__ void reduce_peers_add(unsigned mask, unsigned peers, T* addr, T x) {
  const int lane = threadIdx.x & 31;
  const int first = __ffs(peers) - 1;
  int rel_pos = __popc(peers << (32 - lane));
  if (lane == 0) rel_pos = 0;
  peers &= (0xfffffffeu << lane);
  while (__any_sync(mask, peers)) {
    const int next = __ffs(peers);
    const T t = warpagg::detail::shfl(mask, x, next ? next - 1 : lane);
    if (next) x += t;
    const unsigned done = rel_pos & 1;
    peers &= ~__ballot_sync(mask, done);
    rel_pos >>= 1;
  }
  if (lane == first) atomicAdd(addr, x);
}

// OncePerThread: the call runs once per thread (hist_kernel), where the tool
// passes warpagg::once_per_thread for 16-bit float adds.
template <V v, class T, int K, int R, int M, bool OncePerThread>
__device__ __forceinline__ void add_one(T* table, int k, T x) {
  using warpagg::strategy;
  if constexpr (v == V::plain) {
    atomicAdd(table + k, x);
  } else if constexpr (v == V::plain_uniform) {
    atomicAdd(table, x);  // address provably warp-uniform: ptxas may aggregate
  } else if constexpr (v == V::adaptive) {
    if constexpr (OncePerThread && sizeof(T) == 2) {
      warpagg::reduce_add(table + k, x, warpagg::once_per_thread);
    } else {
      warpagg::reduce_add(table + k, x);
    }
  } else if constexpr (v == V::runs) {
    warpagg::reduce_add<warpagg::strategy::runs>(table + k, x);
  } else if constexpr (v == V::match) {
    warpagg::reduce_add<warpagg::strategy::match>(table + k, x);
  } else if constexpr (v == V::uniform) {
    warpagg::reduce_add<warpagg::strategy::uniform>(table + k, x);
  } else if constexpr (v == V::ballot_loop) {
    warpagg::reduce_add<warpagg::strategy::ballot_loop>(table + k, x);
  } else if constexpr (v == V::likely_distinct) {
    warpagg::reduce_add<warpagg::strategy::likely_distinct>(table + k, x);
  } else if constexpr (v == V::likely_uniform) {
    warpagg::reduce_add<warpagg::strategy::likely_uniform>(table + k, x);
  } else if constexpr (v == V::peers) {
    const unsigned mask = __activemask();
    reduce_peers_add(mask, get_peers_ballot(mask, k), table + k, x);
  } else if constexpr (v == V::peers_match) {
    const unsigned mask = __activemask();
    reduce_peers_add(mask, __match_any_sync(mask, k), table + k, x);
  } else if constexpr (v == V::cg_labeled) {
    const auto g = cg::labeled_partition(cg::coalesced_threads(), k);
    const T s = cg::reduce(g, x, cg::plus<T>());
    if (g.thread_rank() == 0) atomicAdd(table + k, s);
  } else if constexpr (v == V::cg_coalesced) {
    const auto g = cg::coalesced_threads();  // single counter: k is the same everywhere
    const T s = cg::reduce(g, x, cg::plus<T>());
    if (g.thread_rank() == 0) atomicAdd(table + k, s);
  } else if constexpr (v == V::floor) {
    using W = typename std::conditional<sizeof(T) == 2, unsigned short,
                                        typename std::conditional<sizeof(T) == 4, unsigned, unsigned long long>::type>::type;
    if (static_cast<unsigned>(k) + static_cast<unsigned>(warpagg::detail::bit_cast<W>(x)) == 0xdeadbeefu) table[0] = x;
  } else {
    static_assert(v == V::tune, "");
    warpagg::detail::adaptive_policy<K, R, M>::template apply<warpagg::detail::op_add,
                                                              warpagg::detail::scope_device, false>(
        __activemask(), table + k, x);
  }
}

template <V v, class T, int K, int R, int M>
__global__ void __launch_bounds__(256) hist_kernel(T* table, const int* __restrict__ keys,
                                                    const T* __restrict__ vals, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int k = keys[i];
    if (k >= 0) add_one<v, T, K, R, M, true>(table, k, vals[i]);  // negative keys: lanes that skip (partial warps)
  }
}

// The same loop body in a grid-stride loop, for --persistent launches: few
// warps per SM, each doing many atomics one after another (latency-bound).
template <V v, class T, int K, int R, int M>
__global__ void __launch_bounds__(256) hist_stride_kernel(T* table, const int* __restrict__ keys,
                                                           const T* __restrict__ vals, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int k = keys[i];
    if (k >= 0) add_one<v, T, K, R, M, false>(table, k, vals[i]);
  }
}

template <V v, int K, int R, int M>
__global__ void __launch_bounds__(256) compact_kernel(unsigned* counter, const int* __restrict__ vals,
                                                       int* __restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int x = vals[i];
  if (x & 1) return;
  unsigned idx = 0;
  if constexpr (v == V::plain) {
    idx = atomicAdd(counter, 1);
  } else if constexpr (v == V::adaptive) {
    idx = warpagg::atomic_add(counter, 1);
  } else if constexpr (v == V::runs) {
    idx = warpagg::atomic_add<warpagg::strategy::runs>(counter, 1);
  } else if constexpr (v == V::match) {
    idx = warpagg::atomic_add<warpagg::strategy::match>(counter, 1);
  } else if constexpr (v == V::uniform) {
    idx = warpagg::atomic_add<warpagg::strategy::uniform>(counter, 1);
  } else if constexpr (v == V::ballot_loop) {
    idx = warpagg::atomic_add<warpagg::strategy::ballot_loop>(counter, 1);
  } else if constexpr (v == V::cg_coalesced) {
    const auto g = cg::coalesced_threads();
    unsigned base = 0;
    if (g.thread_rank() == 0) base = atomicAdd(counter, g.size());
    idx = g.shfl(base, 0) + g.thread_rank();
  } else if constexpr (v == V::floor) {
    if (x == 0x7ffffff0) out[0] = x;
    return;
  } else {
    static_assert(v == V::tune, "");
    idx = warpagg::detail::adaptive_policy<K, R, M>::template apply<warpagg::detail::op_add,
                                                                 warpagg::detail::scope_device, true>(
        __activemask(), counter, 1u);
  }
  out[idx] = x;
}

// ---- host side -------------------------------------------------------------------
struct result {
  std::string workload, type, variant;
  double median_us, min_us;
  bool correct;
};
static std::vector<result> g_results;
static bool g_tune = true;
static int g_persistent = 0;  // --persistent=T: hist workloads as grid-stride loops of T threads per SM
static int g_sms = 0;
static std::vector<std::string> g_only;
static bool selected(const char* wl, const char* type) {
  if (g_only.empty()) return true;
  const std::string name = std::string(wl) + "/" + type;
  for (const auto& o : g_only)
    if (name.find(o) != std::string::npos) return true;
  return false;
}
static const int kReps = 21, kWarm = 3;

template <class T> double to_d(T v) {
  if constexpr (sizeof(T) == 2) return wt::traits<T>::get(v, 0);
  else return static_cast<double>(v);
}
template <class T> T from_d(double v) {
  if constexpr (sizeof(T) == 2) return wt::traits<T>::make(v, v);
  else return static_cast<T>(v);
}
template <class T> const char* tname() {
  if constexpr (std::is_same<T, int>::value) return "int";
  else if constexpr (std::is_same<T, float>::value) return "float";
  else if constexpr (std::is_same<T, double>::value) return "double";
  else return "half";
}

struct dev_data {
  int n = 0, K = 0;
  int* keys = nullptr;
  void* vals = nullptr;
  void* table = nullptr;
};

template <class T> bool check_table(const std::vector<double>& ref, const std::vector<double>& mag, T* d_table) {
  std::vector<T> got(ref.size());
  CUDA_CHECK(cudaMemcpy(got.data(), d_table, sizeof(T) * ref.size(), cudaMemcpyDeviceToHost));
  for (size_t k = 0; k < ref.size(); ++k) {
    const double g = to_d(got[k]);
    double tol = 0;
    if (std::is_same<T, float>::value) tol = 1e-4 * mag[k] + 1e-6;  // 10M float adds to one address drift ~3e-5
    if (std::is_same<T, double>::value) tol = 1e-12 * mag[k] + 1e-12;
    if (sizeof(T) == 2) tol = 2e-2 * mag[k] + 1e-2;
    if (!(std::fabs(g - ref[k]) <= tol)) {
      std::printf("    mismatch at key %zu: got %.9g want %.9g\n", k, g, ref[k]);
      return false;
    }
  }
  return true;
}

template <class Launch> double time_median(Launch launch, void* reset, size_t reset_bytes, double* min_us) {
  cudaEvent_t a, b;
  CUDA_CHECK(cudaEventCreate(&a));
  CUDA_CHECK(cudaEventCreate(&b));
  std::vector<float> t;
  for (int r = 0; r < kWarm + kReps; ++r) {
    if (reset) CUDA_CHECK(cudaMemsetAsync(reset, 0, reset_bytes));
    CUDA_CHECK(cudaEventRecord(a));
    launch();
    CUDA_CHECK(cudaEventRecord(b));
    CUDA_CHECK(cudaEventSynchronize(b));
    CUDA_CHECK(cudaGetLastError());
    float ms;
    CUDA_CHECK(cudaEventElapsedTime(&ms, a, b));
    if (r >= kWarm) t.push_back(ms * 1000.f);
  }
  CUDA_CHECK(cudaEventDestroy(a));
  CUDA_CHECK(cudaEventDestroy(b));
  std::sort(t.begin(), t.end());
  *min_us = t.front();
  return t[t.size() / 2];
}

template <V v, class T, int K = 0, int R = 0, int M = 0>
void run_hist(const char* wl, const char* vname, const dev_data& d, const std::vector<double>& ref,
              const std::vector<double>& mag) {
  T* table = static_cast<T*>(d.table);
  const T* vals = static_cast<const T*>(d.vals);
  auto launch = [&] {
    if (g_persistent) {
      const int block = std::min(g_persistent, 256);
      hist_stride_kernel<v, T, K, R, M><<<g_sms * (g_persistent / block), block>>>(table, d.keys, vals, d.n);
    } else {
      hist_kernel<v, T, K, R, M><<<(d.n + 255) / 256, 256>>>(table, d.keys, vals, d.n);
    }
  };
  bool ok = true;
  if (v != V::floor) {
    CUDA_CHECK(cudaMemset(table, 0, sizeof(T) * d.K));
    launch();
    CUDA_CHECK_LAUNCH();
    ok = check_table(ref, mag, table);
  }
  double mn = 0, med = 0;
  if (ok) med = time_median(launch, v == V::floor ? nullptr : table, sizeof(T) * d.K, &mn);
  const std::string wname = g_persistent ? std::string(wl) + "@" + std::to_string(g_persistent) : std::string(wl);
  g_results.push_back({wname, tname<T>(), vname, med, mn, ok});
  std::printf("  %-14s %-6s %-22s %9.1f us%s\n", wname.c_str(), tname<T>(), vname, med,
              ok ? "" : "  WRONG RESULT (not timed)");
  std::fflush(stdout);
}

// adaptive_policy<Kind, RunsPct, MatchPct> variants (experiments/adaptive_kinds.cuh): kind 0
// runs first + distinct estimate, 1 match first, 2 runs first else match,
// 3 distinct estimate first (plain if many) else match.
#define TUNES(X) X(0, 50, 85) X(1, 0, 0) X(2, 50, 0) X(3, 0, 60) X(3, 0, 75) X(3, 0, 85)

template <class T>
void hist_workload(const char* wl, const std::vector<int>& keys, const std::vector<T>& vals, int K, bool single,
                   bool quick) {
  if (!selected(wl, tname<T>())) return;
  const int n = static_cast<int>(keys.size());
  std::vector<double> ref(K, 0.0), mag(K, 0.0);
  for (int i = 0; i < n; ++i) {
    if (keys[i] < 0) continue;
    ref[keys[i]] += to_d(vals[i]);
    mag[keys[i]] += std::fabs(to_d(vals[i]));
  }
  dev_data d;
  d.n = n;
  d.K = K;
  CUDA_CHECK(cudaMalloc(&d.keys, sizeof(int) * n));
  CUDA_CHECK(cudaMalloc(&d.vals, sizeof(T) * n));
  CUDA_CHECK(cudaMalloc(&d.table, sizeof(T) * K));
  CUDA_CHECK(cudaMemcpy(d.keys, keys.data(), sizeof(int) * n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d.vals, vals.data(), sizeof(T) * n, cudaMemcpyHostToDevice));
  run_hist<V::floor, T>(wl, "floor", d, ref, mag);
  run_hist<V::plain, T>(wl, "plain", d, ref, mag);
  if (single) run_hist<V::plain_uniform, T>(wl, "plain(uniform addr)", d, ref, mag);
  run_hist<V::adaptive, T>(wl, "warpagg/adaptive", d, ref, mag);
  run_hist<V::runs, T>(wl, "warpagg/runs", d, ref, mag);
  run_hist<V::match, T>(wl, "warpagg/match", d, ref, mag);
  if (single) run_hist<V::uniform, T>(wl, "warpagg/uniform", d, ref, mag);
  run_hist<V::ballot_loop, T>(wl, "warpagg/ballot_loop", d, ref, mag);
  run_hist<V::likely_distinct, T>(wl, "warpagg/likely_distinct", d, ref, mag);
  run_hist<V::likely_uniform, T>(wl, "warpagg/likely_uniform", d, ref, mag);
  run_hist<V::peers, T>(wl, "anchor/peers", d, ref, mag);
  run_hist<V::peers_match, T>(wl, "anchor/peers_match", d, ref, mag);
  if constexpr (sizeof(T) != 2) {
    run_hist<V::cg_labeled, T>(wl, "anchor/cg_labeled", d, ref, mag);
    if (single) run_hist<V::cg_coalesced, T>(wl, "anchor/cg_coalesced", d, ref, mag);
  }
  if (!quick && g_tune) {
#define X(K, R, M) run_hist<V::tune, T, K, R, M>(wl, "tune/adaptive_" #K "_" #R "_" #M, d, ref, mag);
    TUNES(X)
#undef X
  }
  CUDA_CHECK(cudaFree(d.keys));
  CUDA_CHECK(cudaFree(d.vals));
  CUDA_CHECK(cudaFree(d.table));
}

template <V v, int K = 0, int R = 0, int M = 0>
void run_compact(const char* vname, int n, const int* d_vals, unsigned* d_counter, int* d_out,
                 const std::vector<int>& vals, long expect) {
  auto launch = [&] { compact_kernel<v, K, R, M><<<(n + 255) / 256, 256>>>(d_counter, d_vals, d_out, n); };
  bool ok = true;
  if (v != V::floor) {
    CUDA_CHECK(cudaMemset(d_counter, 0, sizeof(unsigned)));
    CUDA_CHECK(cudaMemset(d_out, 0xff, sizeof(int) * n));
    launch();
    CUDA_CHECK_LAUNCH();
    unsigned count;
    std::vector<int> out(n);
    CUDA_CHECK(cudaMemcpy(&count, d_counter, sizeof(unsigned), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, sizeof(int) * n, cudaMemcpyDeviceToHost));
    ok = static_cast<long>(count) == expect;
    // values are a permutation of 0..n-1 scaled: out[0..count) must be exactly the even ones
    std::vector<char> seen(n, 0);
    for (long i = 0; ok && i < expect; ++i) {
      const int x = out[i];
      ok = x >= 0 && !(x & 1) && x / 2 < n && !seen[x / 2];
      if (ok) seen[x / 2] = 1;
    }
  }
  double mn = 0, med = 0;
  if (ok) med = time_median(launch, v == V::floor ? nullptr : d_counter, sizeof(unsigned), &mn);
  g_results.push_back({"compact", "int", vname, med, mn, ok});
  std::printf("  %-14s %-6s %-22s %9.1f us%s\n", "compact", "int", vname, med, ok ? "" : "  WRONG RESULT (not timed)");
  (void)vals;
}

static void compact_workload(int n, wt::rng& g, bool quick) {
  if (!selected("compact", "int")) return;
  std::vector<int> vals(n);
  long expect = 0;
  for (int i = 0; i < n; ++i) {
    vals[i] = 2 * i + static_cast<int>(g.below(2));  // odd w.p. 1/2: dropped
    expect += !(vals[i] & 1);
  }
  int *d_vals, *d_out;
  unsigned* d_counter;
  CUDA_CHECK(cudaMalloc(&d_vals, sizeof(int) * n));
  CUDA_CHECK(cudaMalloc(&d_out, sizeof(int) * n));
  CUDA_CHECK(cudaMalloc(&d_counter, sizeof(unsigned)));
  CUDA_CHECK(cudaMemcpy(d_vals, vals.data(), sizeof(int) * n, cudaMemcpyHostToDevice));
  run_compact<V::floor>("floor", n, d_vals, d_counter, d_out, vals, expect);
  run_compact<V::plain>("plain", n, d_vals, d_counter, d_out, vals, expect);
  run_compact<V::adaptive>("warpagg/adaptive", n, d_vals, d_counter, d_out, vals, expect);
  run_compact<V::runs>("warpagg/runs", n, d_vals, d_counter, d_out, vals, expect);
  run_compact<V::match>("warpagg/match", n, d_vals, d_counter, d_out, vals, expect);
  run_compact<V::uniform>("warpagg/uniform", n, d_vals, d_counter, d_out, vals, expect);
  run_compact<V::ballot_loop>("warpagg/ballot_loop", n, d_vals, d_counter, d_out, vals, expect);
  run_compact<V::cg_coalesced>("anchor/cg_coalesced", n, d_vals, d_counter, d_out, vals, expect);
  if (!quick && g_tune) {
#define X(K, R, M) \
  run_compact<V::tune, K, R, M>("tune/adaptive_" #K "_" #R "_" #M, n, d_vals, d_counter, d_out, vals, expect);
    TUNES(X)
#undef X
  }
  CUDA_CHECK(cudaFree(d_vals));
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaFree(d_counter));
}

// ---- workload generation -------------------------------------------------------
static std::vector<int> grid_keys(int n, int variant, wt::rng& g) {
  const int G = 100, cells = G * G * G;
  std::vector<int> k(n);
  for (int i = 0; i < n; ++i) {
    if (variant == 0) {
      k[i] = static_cast<int>(g.below(cells));
    } else {
      const int c = (i / 10) % cells;
      if (variant == 1) {
        k[i] = c;
      } else {
        int x = c % G, y = (c / G) % G, z = c / (G * G);
        x = (x + static_cast<int>(g.below(2))) % G;
        y = (y + static_cast<int>(g.below(2))) % G;
        z = (z + static_cast<int>(g.below(2))) % G;
        k[i] = x + G * (y + G * z);
      }
    }
  }
  return k;
}
// A smooth 8-bit image (row order); noise: uniform in [-noise, noise] levels.
static std::vector<int> image_keys(int w, int h, int noise, wt::rng& g) {
  std::vector<int> k(static_cast<size_t>(w) * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const double base = 128 + 100 * std::sin(x / 300.0) * std::cos(y / 200.0);
      const int v = static_cast<int>(base) + static_cast<int>(g.below(2 * noise + 1)) - noise;
      k[static_cast<size_t>(y) * w + x] = std::min(255, std::max(0, v));
    }
  return k;
}
template <class T> std::vector<T> values(int n, wt::rng& g) {
  std::vector<T> v(n);
  for (auto& x : v) {
    if constexpr (std::is_same<T, int>::value) x = static_cast<int>(g.below(7)) + 1;
    else x = from_d<T>(0.25 + 0.5 * static_cast<double>(g.below(4)));
  }
  return v;
}

// Address shapes of real code (issue 25), most of them without any peer:
//   contig: out[i] (a row update, one thread per element), K = 2^20;
//   strided33: out[33 i mod K], distinct and scattered;
//   wrap48: embedding backward with C = 48, out[tok[i / 48] * 48 + i % 48]
//     (a row boundary inside the warp; tokens from 4096, so adjacent rows
//     rarely repeat one);
//   embed768: the same with C = 768 (GPT-2's width) and 8192 tokens;
//   partial: contig with a quarter of the lanes skipping (key -1);
//   runs8: i / 8 (sorted runs of 8); row32: one key per warp, (i / 32) mod K
//     (uniform per iteration: strategy::likely_uniform's shape).
template <class T> void address_shapes(int n, const std::vector<T>& vals, wt::rng& g, bool quick) {
  const int K = 1 << 20;
  std::vector<int> k(n);
  for (int i = 0; i < n; ++i) k[i] = i % K;
  hist_workload<T>("contig", k, vals, K, false, quick);
  for (int i = 0; i < n; ++i) k[i] = static_cast<int>((33ll * i) % K);
  hist_workload<T>("strided33", k, vals, K, false, quick);
  for (int C : {48, 768}) {
    const int tokens = C == 48 ? 4096 : 8192;
    std::vector<int> tok(n / C + 1);
    for (auto& t : tok) t = static_cast<int>(g.below(tokens));
    for (int i = 0; i < n; ++i) k[i] = tok[i / C] * C + i % C;
    hist_workload<T>(C == 48 ? "wrap48" : "embed768", k, vals, tokens * C, false, quick);
  }
  for (int i = 0; i < n; ++i) k[i] = g.below(4) == 0 ? -1 : i % K;
  hist_workload<T>("partial", k, vals, K, false, quick);
  for (int i = 0; i < n; ++i) k[i] = (i / 8) % K;
  hist_workload<T>("runs8", k, vals, K, false, quick);
  for (int i = 0; i < n; ++i) k[i] = (i / 32) % K;
  hist_workload<T>("row32", k, vals, K, false, quick);
}

template <class T> void grid_and_small(int n, wt::rng& g, bool quick, bool half_only) {
  const auto vals = values<T>(n, g);
  const char* grid_names[] = {"grid-random", "grid-sorted", "grid-shifted"};
  for (int v = 0; v < 3; ++v) hist_workload<T>(grid_names[v], grid_keys(n, v, g), vals, 1000000, false, quick);
  if (half_only) return;
  const int w = 4096, h = n / 4096;
  const std::vector<T> img_vals(vals.begin(), vals.begin() + w * h);
  hist_workload<T>("hist256", image_keys(w, h, 2, g), img_vals, 256, false, quick);
  hist_workload<T>("hist256-smooth", image_keys(w, h, 0, g), img_vals, 256, false, quick);
  std::vector<int> k16(n), k1(n, 0);
  for (auto& k : k16) k = static_cast<int>(g.below(16));
  hist_workload<T>("keys16", k16, vals, 16, false, quick);
  hist_workload<T>("single", k1, vals, 1, true, quick);
  if (half_only) return;
  address_shapes<T>(n, vals, g, quick);
}

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <outdir> [--quick] [--no-tune] [--only=W[,W...]] [--persistent=T]\n", argv[0]);
    return 2;
  }
  const std::string outdir = argv[1];
  bool quick = false;
  for (int a = 2; a < argc; ++a) {
    const std::string arg = argv[a];
    if (arg == "--quick") {
      quick = true;
    } else if (arg == "--no-tune") {
      g_tune = false;
    } else if (arg.rfind("--persistent=", 0) == 0) {
      g_persistent = std::atoi(arg.c_str() + 13);
      if (g_persistent < 32 || g_persistent > 2048 || g_persistent % 32 || (g_persistent > 256 && g_persistent % 256)) {
        std::fprintf(stderr, "--persistent=T: T threads per SM, a multiple of 32 up to 256, or of 256 up to 2048\n");
        return 2;
      }
    } else if (arg.rfind("--only=", 0) == 0) {
      std::string list = arg.substr(7);
      for (size_t p = 0; p <= list.size();) {
        const size_t c = std::min(list.find(',', p), list.size());
        if (c > p) g_only.push_back(list.substr(p, c - p));
        p = c + 1;
      }
    } else {
      std::fprintf(stderr, "unknown argument: %s\n", arg.c_str());
      return 2;
    }
  }
  const int n = quick ? 1 << 20 : 10000000;
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  int rt = 0;
  CUDA_CHECK(cudaRuntimeGetVersion(&rt));
  g_sms = prop.multiProcessorCount;
  std::printf("device: %s, sm_%d%d, %d SMs; CUDA runtime %d; n = %d\n", prop.name, prop.major, prop.minor,
              prop.multiProcessorCount, rt, n);
  wt::rng g(12345);
  grid_and_small<int>(n, g, quick, false);
  grid_and_small<float>(n, g, quick, false);
  grid_and_small<double>(n, g, quick, false);
  grid_and_small<__half>(n, g, quick, true);
  if (!g_persistent) compact_workload(n, g, quick);

  FILE* csv = std::fopen((outdir + "/bench.csv").c_str(), "w");
  FILE* js = std::fopen((outdir + "/bench.json").c_str(), "w");
  if (!csv || !js) {
    std::fprintf(stderr, "cannot write to %s\n", outdir.c_str());
    return 2;
  }
  std::fprintf(csv, "workload,type,variant,median_us,min_us,correct\n");
  std::fprintf(js, "{\"device\": \"%s\", \"cuda_runtime\": %d, \"n\": %d, \"results\": [\n", prop.name, rt, n);
  bool all_ok = true;
  for (size_t i = 0; i < g_results.size(); ++i) {
    const auto& r = g_results[i];
    all_ok = all_ok && r.correct;
    std::fprintf(csv, "%s,%s,%s,%.3f,%.3f,%d\n", r.workload.c_str(), r.type.c_str(), r.variant.c_str(), r.median_us,
                 r.min_us, r.correct);
    std::fprintf(js, "  {\"workload\": \"%s\", \"type\": \"%s\", \"variant\": \"%s\", \"median_us\": %.3f, "
                     "\"min_us\": %.3f, \"correct\": %s}%s\n",
                 r.workload.c_str(), r.type.c_str(), r.variant.c_str(), r.median_us, r.min_us,
                 r.correct ? "true" : "false", i + 1 < g_results.size() ? "," : "");
  }
  std::fprintf(js, "]}\n");
  std::fclose(csv);
  std::fclose(js);
  std::printf("%s\n", all_ok ? "all variants correct" : "SOME VARIANTS WRONG");
  return all_ok ? 0 : 1;
}
