// bench/costmodel/costmodel.cu -- the cost of each runtime path against the
// plain atomic, per warp-call, over the shapes real code has (issue 45).
//
// One table scatter `tab[s][idx[i]] += val[i]` (S = 1 or 4 sites a body),
// idx drawn per warp from a pattern:
//   F  contiguity: lanes in groups of F consecutive lanes, group g at
//      key_g * F + lane % F (F = 1: one key a lane; F = 32: a row a warp),
//      the feature-parallel scatter `out[key * F + f]`;
//   D  distinct keys among the warp's 32 / F groups (the rest repeat one of
//      them), so D * F distinct addresses a warp;
//   arrangement: `sorted` (equal keys in neighbouring groups, keys ascending)
//      or `scattered` (shuffled over the warp);
// keys uniform over a table of 2^22 elements. Lanes: `full`, `div50` /
// `div90` (a data test keeps each lane with probability 1/2 or 9/10),
// `tail` (the last 8 lanes of every warp skip: a partial warp).
// Launch: `elem` (one thread per element, blocks of 256) or `gT`: a
// grid-stride loop with T threads per SM (blocks of min(T, 256)), as
// persistent-style kernels launch.
// Variants: plain (atomicAdd, result unused: RED), adaptive (the default),
// runs, est (adaptive's kind 3: distinct estimate first), ldist
// (likely_distinct), nb (bench/experiments/cheap_first.cuh's neighbour
// gate), backoff (the same file's backed-off test, state across a loop),
// red16 (half2: red.global.add.noftz.f16x2), group (S = 4: one fused group).
// Every value is a small integer, so every sum is exact in every type and
// order (half2: up to 2048; past it within 1%): each (config, variant) is
// checked against a CPU reference before it is timed; a wrong one prints
// WRONG and is not timed.
//
//   costmodel <out.csv> [--quick] [--reps N] [--sweep=core,types,lanes,sites]
#include <cuda_fp16.h>

#include <warpagg/warpagg.cuh>

#include "../experiments/adaptive_kinds.cuh"
#include "../experiments/cheap_first.cuh"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#define CK(x)                                                                              \
  do {                                                                                     \
    cudaError_t e_ = (x);                                                                  \
    if (e_ != cudaSuccess) {                                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      std::exit(1);                                                                        \
    }                                                                                      \
  } while (0)

enum class V { plain, adaptive, runs, est, ldist, nb, backoff, red16, group, nbr, gated, old, contended };
static const char* vname(V v) {
  switch (v) {
    case V::plain: return "plain";
    case V::adaptive: return "adaptive";
    case V::runs: return "runs";
    case V::est: return "est";
    case V::ldist: return "ldist";
    case V::nb: return "nb";
    case V::backoff: return "backoff";
    case V::red16: return "red16";
    case V::group: return "group";
    case V::nbr: return "nbr";
    case V::gated: return "gated";
    case V::old: return "old";
    case V::contended: return "contended";
  }
  return "?";
}

using warpagg::detail::op_add;
using warpagg::detail::scope_device;

template <class T> __device__ __forceinline__ void red16(T* p, T x) {
  if constexpr (sizeof(T) == 4 && !std::is_same<T, float>::value && !std::is_same<T, int>::value) {
    const unsigned bits = *reinterpret_cast<const unsigned*>(&x);
    asm volatile("red.global.add.noftz.f16x2 [%0], %1;" ::"l"(__cvta_generic_to_global(p)), "r"(bits) : "memory");
  } else {
    atomicAdd(p, x);
  }
}

template <V v, class T> __device__ __forceinline__ void one(warpagg_exp::backoff_state& st, T* p, T x) {
  if constexpr (v == V::plain || v == V::group) {
    atomicAdd(p, x);
  } else if constexpr (v == V::adaptive) {
    warpagg::reduce_add(p, x);
  } else if constexpr (v == V::runs) {
    warpagg::reduce_add<warpagg::strategy::runs>(p, x);
  } else if constexpr (v == V::ldist) {
    warpagg::reduce_add<warpagg::strategy::likely_distinct>(p, x);
  } else if constexpr (v == V::est) {
    warpagg::detail::adaptive_policy<3, 50, 85>::apply<op_add, scope_device, false>(__activemask(), p, x);
  } else if constexpr (v == V::nb) {
    warpagg_exp::neighbour_gate<op_add, scope_device, false>(p, x);
  } else if constexpr (v == V::backoff) {
    warpagg_exp::backoff<16, op_add, scope_device, false>(st, p, x);
  } else if constexpr (v == V::old) {
    warpagg::detail::adaptive_policy<1, 0, 0>::apply<op_add, scope_device, false>(__activemask(), p, x);
  } else if constexpr (v == V::contended) {
    warpagg::reduce_add<warpagg::strategy::contended>(p, x);
  } else if constexpr (v == V::nbr) {
    warpagg_exp::nbr<8, op_add, scope_device, false>(p, x);
  } else if constexpr (v == V::gated) {
    warpagg_exp::gated<1024ull * 132, op_add, scope_device, false>(p, x);
  } else if constexpr (v == V::red16) {
    red16(p, x);
  }
}

template <V v, class T, int S>
__device__ __forceinline__ void body(warpagg_exp::backoff_state (&st)[S], T* tab, int tabn, int k, T x) {
  if constexpr (v == V::group && S == 4) {
    warpagg::group<warpagg::op::add, T, T, T, T> g;
    g.template put<0>(tab + k, x);
    g.template put<1>(tab + tabn + k, x);
    g.template put<2>(tab + 2 * tabn + k, x);
    g.template put<3>(tab + 3 * tabn + k, x);
    g.commit();
  } else {
#pragma unroll
    for (int s = 0; s < S; ++s) one<v>(st[s], tab + s * tabn + k, x);
  }
}

template <V v, class T, int S>
__global__ void k_elem(T* tab, int tabn, const int* __restrict__ idx, const T* __restrict__ val,
                       const unsigned char* __restrict__ act, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (act != nullptr && !act[i]) return;
  warpagg_exp::backoff_state st[S];
  body<v, T, S>(st, tab, tabn, idx[i], val[i]);
}

template <V v, class T, int S>
__global__ void k_grid(T* tab, int tabn, const int* __restrict__ idx, const T* __restrict__ val,
                       const unsigned char* __restrict__ act, int n) {
  warpagg_exp::backoff_state st[S];
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    if (act != nullptr && !act[i]) continue;
    body<v, T, S>(st, tab, tabn, idx[i], val[i]);
  }
}

// ---- host -----------------------------------------------------------------
static int g_sms = 0;
static int g_reps = 9;
static bool g_quick = false;
static bool g_verbose = false;  // --verbose: each measurement named on stderr before it runs
static FILE* g_csv = nullptr;
static const int kTab = 1 << 22;

// kind 0: per warp (F, D, sorted) as above; kind 1: keys uniform in [0, K)
// a lane (F = 1) or a row of F lanes (feature-parallel, address key * F +
// f); kind 2: the same keys sorted over the whole array (CSR order: edges
// sorted by destination, runs of about N / K equal keys).
struct Pattern {
  int F, D;
  bool sorted;
  int kind = 0;
  int K = 0;
  std::string name() const {
    if (kind != 0)
      return std::string(kind == 1 ? "R" : "S") + "_F" + std::to_string(F) + "_K" + std::to_string(K);
    return "F" + std::to_string(F) + "_D" + std::to_string(D) + (sorted ? "_sorted" : "_scattered");
  }
};

static std::vector<int> make_idx(const Pattern& p, int n, unsigned seed) {
  std::mt19937 rng(seed);
  if (p.kind != 0) {
    const int rows = n / p.F;
    std::vector<int> key(rows);
    for (int& k : key) k = static_cast<int>(rng() % static_cast<unsigned>(p.K));
    if (p.kind == 2) std::sort(key.begin(), key.end());
    std::vector<int> idx(n);
    for (int i = 0; i < n; ++i) idx[i] = key[i / p.F] * p.F + i % p.F;
    return idx;
  }
  const int G = 32 / p.F, keys = kTab / p.F;
  std::vector<int> idx(n);
  std::vector<int> gk(G), pool(p.D);
  for (int w = 0; w < n / 32; ++w) {
    for (int d = 0; d < p.D; ++d) {  // D distinct keys
      for (;;) {
        const int k = static_cast<int>(rng() % keys);
        if (std::find(pool.begin(), pool.begin() + d, k) == pool.begin() + d) {
          pool[d] = k;
          break;
        }
      }
    }
    for (int g = 0; g < G; ++g) gk[g] = g < p.D ? pool[g] : pool[rng() % p.D];
    if (p.sorted) std::sort(gk.begin(), gk.end());
    else std::shuffle(gk.begin(), gk.end(), rng);
    for (int l = 0; l < 32; ++l) idx[w * 32 + l] = gk[l / p.F] * p.F + l % p.F;
  }
  return idx;
}

static std::vector<unsigned char> make_act(const std::string& lanes, int n, unsigned seed) {
  std::vector<unsigned char> a(n, 1);
  std::mt19937 rng(seed);
  if (lanes == "div50" || lanes == "div90") {
    const unsigned keep = lanes == "div50" ? 50u : 90u;
    for (auto& x : a) x = (rng() % 100u) < keep;
  } else if (lanes == "tail") {
    for (int i = 0; i < n; ++i) a[i] = (i % 32) < 24;
  }
  return a;
}

template <class T> struct TypeInfo;
template <> struct TypeInfo<int> {
  static const char* name() { return "int"; }
  static int make(int a, int) { return a; }
  static void get(int x, double* o) { o[0] = x; }
  static const int comps = 1;
};
template <> struct TypeInfo<float> {
  static const char* name() { return "float"; }
  static float make(int a, int) { return static_cast<float>(a); }
  static void get(float x, double* o) { o[0] = x; }
  static const int comps = 1;
};
template <> struct TypeInfo<double> {
  static const char* name() { return "double"; }
  static double make(int a, int) { return a; }
  static void get(double x, double* o) { o[0] = x; }
  static const int comps = 1;
};
template <> struct TypeInfo<__half2> {
  static const char* name() { return "half2"; }
  static __half2 make(int a, int b) { return __halves2half2(__int2half_rn(a), __int2half_rn(b)); }
  static void get(__half2 x, double* o) {
    o[0] = __half2float(__low2half(x));
    o[1] = __half2float(__high2half(x));
  }
  static const int comps = 2;
};

struct Launch {
  std::string name;
  int per_sm;  // 0: one thread per element
};

template <class T> struct Data {
  int n;
  int* idx = nullptr;
  unsigned char* act = nullptr;  // null: every lane
  T* val = nullptr;
  T* tab = nullptr;
  std::vector<double> ref;  // kTab * comps, one site's table
};

template <V v, class T, int S> static float run_once(Data<T>& d, const Launch& L, cudaEvent_t e0, cudaEvent_t e1) {
  CK(cudaMemsetAsync(d.tab, 0, sizeof(T) * kTab * S));
  CK(cudaEventRecord(e0));
  if (L.per_sm == 0) {
    k_elem<v, T, S><<<(d.n + 255) / 256, 256>>>(d.tab, kTab, d.idx, d.val, d.act, d.n);
  } else {
    const int block = std::min(L.per_sm, 256);
    k_grid<v, T, S><<<g_sms * (L.per_sm / block), block>>>(d.tab, kTab, d.idx, d.val, d.act, d.n);
  }
  CK(cudaGetLastError());
  CK(cudaEventRecord(e1));
  CK(cudaEventSynchronize(e1));
  float ms = 0;
  CK(cudaEventElapsedTime(&ms, e0, e1));
  return ms * 1000.0f;
}

template <V v, class T, int S>
static void measure(const char* sweep, Data<T>& d, const std::string& pat, const std::string& lanes, const Launch& L) {
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  if (g_verbose)
    std::fprintf(stderr, "%s %s %s %s %s S=%d %s\n", sweep, TypeInfo<T>::name(), pat.c_str(), lanes.c_str(),
                 L.name.c_str(), S, vname(v));
  run_once<v, T, S>(d, L, e0, e1);
  CK(cudaDeviceSynchronize());
  std::vector<T> h(static_cast<size_t>(kTab) * S);
  CK(cudaMemcpy(h.data(), d.tab, sizeof(T) * h.size(), cudaMemcpyDeviceToHost));
  const int C = TypeInfo<T>::comps;
  long bad = 0;
  for (size_t j = 0; j < h.size(); ++j) {
    double got[2];
    TypeInfo<T>::get(h[j], got);
    for (int c = 0; c < C; ++c) {
      const double ref = d.ref[(j % kTab) * C + c];
      // half's integers are exact up to 2048; past it every order rounds.
      const double tol = C == 2 && ref > 2048 ? ref * 1e-2 : 0.0;
      bad += !(std::fabs(got[c] - ref) <= tol);
    }
  }
  const std::string launch = L.name;
  if (bad) {
    std::printf("WRONG %s %s %s %s %s S=%d %s: %ld elements\n", sweep, TypeInfo<T>::name(), pat.c_str(), lanes.c_str(),
                launch.c_str(), S, vname(v), bad);
    std::fprintf(g_csv, "%s,%s,%s,%s,%s,%d,%s,nan,nan,WRONG\n", sweep, TypeInfo<T>::name(), pat.c_str(),
                 lanes.c_str(), launch.c_str(), S, vname(v));
  } else {
    std::vector<float> t;
    for (int r = 0; r < g_reps; ++r) t.push_back(run_once<v, T, S>(d, L, e0, e1));
    std::sort(t.begin(), t.end());
    std::fprintf(g_csv, "%s,%s,%s,%s,%s,%d,%s,%.2f,%.2f,ok\n", sweep, TypeInfo<T>::name(), pat.c_str(),
                 lanes.c_str(), launch.c_str(), S, vname(v), t[t.size() / 2], t[0]);
  }
  CK(cudaEventDestroy(e0));
  CK(cudaEventDestroy(e1));
}

template <class T, int S>
static void all_variants(const char* sweep, Data<T>& d, const std::string& pat, const std::string& lanes,
                         const Launch& L) {
  measure<V::plain, T, S>(sweep, d, pat, lanes, L);
  measure<V::adaptive, T, S>(sweep, d, pat, lanes, L);
  measure<V::runs, T, S>(sweep, d, pat, lanes, L);
  measure<V::est, T, S>(sweep, d, pat, lanes, L);
  measure<V::ldist, T, S>(sweep, d, pat, lanes, L);
  measure<V::nb, T, S>(sweep, d, pat, lanes, L);
  if (L.per_sm != 0) measure<V::backoff, T, S>(sweep, d, pat, lanes, L);
  if constexpr (std::is_same<T, __half2>::value) measure<V::red16, T, S>(sweep, d, pat, lanes, L);
  if constexpr (S == 4) measure<V::group, T, S>(sweep, d, pat, lanes, L);
}

// Round two: the candidates against plain, the default and runs.
template <class T, int S>
static void round2_variants(const char* sweep, Data<T>& d, const std::string& pat, const std::string& lanes,
                            const Launch& L) {
  measure<V::plain, T, S>(sweep, d, pat, lanes, L);
  measure<V::adaptive, T, S>(sweep, d, pat, lanes, L);
  measure<V::runs, T, S>(sweep, d, pat, lanes, L);
  measure<V::nb, T, S>(sweep, d, pat, lanes, L);
  measure<V::nbr, T, S>(sweep, d, pat, lanes, L);
  measure<V::gated, T, S>(sweep, d, pat, lanes, L);
}
static bool g_round2 = false;

// Round three: the shipped default (adaptive) against the one it replaced
// (old), plain, runs and the ungated default (contended).
template <class T, int S>
static void round3_variants(const char* sweep, Data<T>& d, const std::string& pat, const std::string& lanes,
                            const Launch& L) {
  measure<V::plain, T, S>(sweep, d, pat, lanes, L);
  measure<V::old, T, S>(sweep, d, pat, lanes, L);
  measure<V::adaptive, T, S>(sweep, d, pat, lanes, L);
  measure<V::contended, T, S>(sweep, d, pat, lanes, L);
  measure<V::runs, T, S>(sweep, d, pat, lanes, L);
  if constexpr (S == 4) measure<V::group, T, S>(sweep, d, pat, lanes, L);
}
static bool g_round3 = false;

template <class T, int S>
static void sweep(const char* name, const std::vector<Pattern>& pats, const std::vector<std::string>& laness,
                  const std::vector<Launch>& launches, int n) {
  Data<T> d;
  d.n = n;
  CK(cudaMalloc(&d.idx, sizeof(int) * n));
  CK(cudaMalloc(&d.act, n));
  CK(cudaMalloc(&d.val, sizeof(T) * n));
  CK(cudaMalloc(&d.tab, sizeof(T) * kTab * S));
  std::mt19937 rng(12345);
  std::vector<T> hv(n);
  std::vector<int> va(n), vb(n);
  for (int i = 0; i < n; ++i) {
    va[i] = static_cast<int>(rng() % 4u);
    vb[i] = static_cast<int>(rng() % 4u);
    hv[i] = TypeInfo<T>::make(va[i], vb[i]);
  }
  CK(cudaMemcpy(d.val, hv.data(), sizeof(T) * n, cudaMemcpyHostToDevice));
  const int C = TypeInfo<T>::comps;
  unsigned seed = 1;
  for (const Pattern& p : pats) {
    const std::vector<int> idx = make_idx(p, n, seed++);
    CK(cudaMemcpy(d.idx, idx.data(), sizeof(int) * n, cudaMemcpyHostToDevice));
    for (const std::string& lanes : laness) {
      const std::vector<unsigned char> act = make_act(lanes, n, seed++);
      CK(cudaMemcpy(d.act, act.data(), n, cudaMemcpyHostToDevice));
      d.ref.assign(static_cast<size_t>(kTab) * C, 0.0);
      for (int i = 0; i < n; ++i) {
        if (!act[i]) continue;
        d.ref[static_cast<size_t>(idx[i]) * C] += va[i];
        if (C == 2) d.ref[static_cast<size_t>(idx[i]) * C + 1] += vb[i];
      }
      unsigned char* keep = d.act;
      if (lanes == "full") d.act = nullptr;  // no data test in the kernel
      for (const Launch& L : launches) {
        if (g_round3) round3_variants<T, S>(name, d, p.name(), lanes, L);
        else if (g_round2) round2_variants<T, S>(name, d, p.name(), lanes, L);
        else all_variants<T, S>(name, d, p.name(), lanes, L);
      }
      d.act = keep;
      std::fflush(g_csv);
    }
  }
  CK(cudaFree(d.idx));
  CK(cudaFree(d.act));
  CK(cudaFree(d.val));
  CK(cudaFree(d.tab));
}

static std::vector<Pattern> all_patterns() {
  std::vector<Pattern> ps;
  for (int F : {1, 2, 4, 8, 16, 32}) {
    const int G = 32 / F;
    std::vector<int> Ds = {G, G * 29 / 32, G * 3 / 4, G / 2, G / 4, G / 8, 1};
    std::sort(Ds.begin(), Ds.end());
    Ds.erase(std::unique(Ds.begin(), Ds.end()), Ds.end());
    for (int D : Ds) {
      if (D < 1) continue;
      ps.push_back({F, D, true});
      if (G > 1) ps.push_back({F, D, false});
    }
  }
  return ps;
}

static std::vector<Pattern> some_patterns() {
  std::vector<Pattern> ps;
  for (int F : {1, 4, 16}) {
    const int G = 32 / F;
    std::vector<int> Ds = {G, G * 3 / 4, G / 4, 1};
    std::sort(Ds.begin(), Ds.end());
    Ds.erase(std::unique(Ds.begin(), Ds.end()), Ds.end());
    for (int D : Ds) {
      if (D < 1) continue;
      ps.push_back({F, D, true});
      if (G > 1 && D > 1 && D < G) ps.push_back({F, D, false});
    }
  }
  return ps;
}

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <out.csv> [--quick] [--reps N] [--sweep=core,types,lanes,sites]\n", argv[0]);
    return 2;
  }
  std::string sweeps = "core,types,lanes,sites";
  for (int a = 2; a < argc; ++a) {
    const std::string s = argv[a];
    if (s == "--quick") g_quick = true;
    else if (s == "--verbose") g_verbose = true;
    else if (s == "--reps" && a + 1 < argc) g_reps = std::atoi(argv[++a]);
    else if (s.rfind("--sweep=", 0) == 0) sweeps = s.substr(8);
    else {
      std::fprintf(stderr, "unknown argument %s\n", s.c_str());
      return 2;
    }
  }
  g_csv = std::fopen(argv[1], "w");
  if (!g_csv) {
    std::perror(argv[1]);
    return 1;
  }
  std::fprintf(g_csv, "sweep,type,pattern,lanes,launch,sites,variant,median_us,min_us,check\n");
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  g_sms = prop.multiProcessorCount;
  std::printf("device %s, %d SMs\n", prop.name, g_sms);
  const int n = g_quick ? (1 << 20) : (1 << 23);
  const std::vector<Launch> all_launches = {{"elem", 0}, {"g64", 64}, {"g256", 256}, {"g512", 512}, {"g1024", 1024},
                                            {"g2048", 2048}};
  const std::vector<Launch> few_launches = {{"elem", 0}, {"g256", 256}, {"g1024", 1024}};
  auto has = [&](const char* s) {  // a whole name of the comma-separated list
    return ("," + sweeps + ",").find("," + std::string(s) + ",") != std::string::npos;
  };
  if (has("core")) sweep<float, 1>("core", all_patterns(), {"full"}, all_launches, n);
  if (has("types")) {
    sweep<int, 1>("types", some_patterns(), {"full"}, few_launches, n);
    sweep<double, 1>("types", some_patterns(), {"full"}, few_launches, n);
    sweep<__half2, 1>("types", some_patterns(), {"full"}, few_launches, n);
  }
  if (has("lanes")) sweep<float, 1>("lanes", some_patterns(), {"div50", "div90", "tail"}, few_launches, n);
  if (has("sites")) sweep<float, 4>("sites", some_patterns(), {"full"}, few_launches, n);
  // Round two (--sweep=hot,fp,core2): contention across warps (small key
  // ranges), CSR-sorted keys and feature-parallel rows, with the candidates.
  const std::vector<Launch> r2_launches = {{"elem", 0}, {"g256", 256}, {"g512", 512}, {"g1024", 1024}, {"g2048", 2048}};
  g_round2 = true;
  if (has("hot")) {
    std::vector<Pattern> ps;
    for (int K : {64, 256, 4096, 65536, 1 << 22})
      for (int kind : {1, 2}) ps.push_back({1, 0, false, kind, K});
    sweep<float, 1>("hot", ps, {"full"}, r2_launches, n);
  }
  if (has("fp")) {
    std::vector<Pattern> ps;
    for (int F : {2, 4, 16, 64})
      for (int K : {4096, 65536})
        for (int kind : {1, 2}) ps.push_back({F, 0, false, kind, K});
    sweep<float, 1>("fp", ps, {"full"}, r2_launches, n);
  }
  if (has("core2")) {
    std::vector<Pattern> ps;
    for (int D : {1, 4, 8, 16, 24, 29, 32})
      for (bool srt : {true, false}) ps.push_back({1, D, srt});
    ps.push_back({16, 2, true});
    ps.push_back({4, 8, true});
    sweep<float, 1>("core2", ps, {"full", "div50"}, r2_launches, n);
    sweep<int, 1>("core2", ps, {"full"}, r2_launches, n);
  }
  // Round three (--sweep=v3): the shipped default over every shape above.
  if (has("v3")) {
    g_round2 = false;
    g_round3 = true;
    std::vector<Pattern> ps;
    for (int D : {1, 4, 16, 24, 29, 32})
      for (bool srt : {true, false}) ps.push_back({1, D, srt});
    for (int K : {64, 4096, 65536, 1 << 22})
      for (int kind : {1, 2}) ps.push_back({1, 0, false, kind, K});
    for (int F : {2, 4, 16, 64})
      for (int kind : {1, 2}) ps.push_back({F, 0, false, kind, F == 64 ? 4096 : 65536});
    const std::vector<Launch> v3_launches = {{"elem", 0}, {"g256", 256}, {"g1024", 1024}, {"g2048", 2048}};
    sweep<float, 1>("v3", ps, {"full", "div50", "tail"}, v3_launches, n);
    std::vector<Pattern> few;
    for (int D : {1, 16, 29, 32}) few.push_back({1, D, true});
    few.push_back({1, 0, false, 2, 4096});
    few.push_back({16, 0, false, 1, 65536});
    few.push_back({4, 0, false, 2, 65536});
    sweep<int, 1>("v3", few, {"full"}, v3_launches, n);
    sweep<double, 1>("v3", few, {"full"}, v3_launches, n);
    sweep<__half2, 1>("v3", few, {"full"}, v3_launches, n);
    sweep<float, 4>("v3", few, {"full"}, v3_launches, n);
  }
  std::fclose(g_csv);
  std::printf("done\n");
  return 0;
}
