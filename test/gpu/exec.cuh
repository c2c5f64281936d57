// test/gpu/exec.cuh -- the execution test: for one value type and operation,
// every strategy x {result used, discarded} x key distribution x way of
// reaching the call (partial warps, odd lanes, data-dependent subset, loop
// with per-lane trip counts, table in shared memory), on fresh random data,
// through the pointer entry points or (exec_atomic_ref.cu) an atomic_ref,
// checked against a CPU reference:
//   * the final table: exact for integers (and for 16-bit floats, whose test
//     values keep every partial sum exact), relative tolerance for float and
//     double (float2/float4 per component) against a double-precision
//     reference; untouched entries unchanged;
//   * the returned values: consistent with one serial order of each address's
//     updates (for exact types: the updates form an Eulerian trail from the
//     initial to the final value; for float/double, sorted by returned value
//     each is the previous plus the previous update, within tolerance);
//     elements whose call did not execute keep their poisoned output.
#pragma once

// First: CUDA's 16-bit float headers (common.cuh) before the runtime, which
// compiles its __half / __nv_bfloat16 rows only where they come first.
#include "common.cuh"

#include <warpagg/warpagg.cuh>

#include <algorithm>
#include <numeric>
#include <unordered_map>

namespace wt {

enum class op_id { add, sub, min, max, and_, or_, xor_ };
enum class scope { dev, block, system };
inline const char* op_name(op_id o) {
  static const char* n[] = {"add", "sub", "min", "max", "and", "or", "xor"};
  return n[static_cast<int>(o)];
}
inline const char* scope_name(scope s) {
  static const char* n[] = {"", "_block", "_system"};
  return n[static_cast<int>(s)];
}
inline const char* strategy_name(warpagg::strategy s) {
  static const char* n[] = {"adaptive",        "runs",            "match",            "uniform",
                            "ballot_loop",     "likely_distinct", "distinct_in_rows", "likely_uniform",
                            "contended"};
  return n[static_cast<int>(s)];
}
/// What the call goes through: the pointer entry points, a cuda::atomic_ref /
/// cuda::std::atomic_ref (warpagg/atomic_ref.cuh), or the pointer entry
/// points with warpagg::once_per_thread (exec_once.cu).
enum class via { ptr, cuda_ref, std_ref, once };
inline const char* via_name(via v) {
  static const char* n[] = {"", "cuda::atomic_ref ", "cuda::std::atomic_ref ", "once_per_thread "};
  return n[static_cast<int>(v)];
}
/// The highest hardware warp slot (%warpid) a via::once launch ran in: the
/// evidence that its warps reached the slots that issue in phases.
static __device__ unsigned wt_max_slot;
/// Calls through an atomic_ref: defined in exec_atomic_ref.cu, so that the
/// other test files do not compile <cuda/atomic>.
template <warpagg::strategy S, op_id O, scope Sc, bool Ret, via V> struct ref_call;

/// The operations as (entry point name, op_id) for the dispatch macros.
#define WT_FOR_EACH_OP(X) X(add, add) X(sub, sub) X(min, min) X(max, max) X(and, and_) X(or, or_) X(xor, xor_)

template <class T> __host__ __device__ constexpr bool is_float_vector() {
  return warpagg::detail::is_same<T, float2>::value || warpagg::detail::is_same<T, float4>::value;
}
/// float2/float4 atomics exist on sm_90+ only: in device passes for older
/// architectures their calls compile to nothing (group_vector skips there).
template <class T> __host__ __device__ constexpr bool compiled_out() {
  if constexpr (is_float_vector<T>())
    return !warpagg::detail::native<warpagg::detail::op_add, warpagg::detail::scope_device, T>::supported;
  return false;
}

/// The call of one entry point on TARGET (a pointer or an atomic_ref),
/// returning form or not, with the variadic part (empty, or
/// ", warpagg::once_per_thread") after the value (also used by
/// exec_atomic_ref.cu).
#define WT_CALL_FORM(TARGET, NAME, SFX, ...)                      \
  if constexpr (Ret) {                                            \
    return warpagg::atomic_##NAME##SFX<S>(TARGET, v __VA_ARGS__); \
  } else {                                                        \
    warpagg::reduce_##NAME##SFX<S>(TARGET, v __VA_ARGS__);        \
    return v;                                                     \
  }

/// Calls the public entry point exactly as rewritten code does.
template <warpagg::strategy S, op_id O, scope Sc, bool Ret, via V = via::ptr, class T>
__device__ __forceinline__ T call(T* p, T v) {
#define WT_CALL_TAGGED(NAME, OPID, ...)                           \
  if constexpr (O == op_id::OPID) {                               \
    if constexpr (Sc == scope::dev) {                             \
      WT_CALL_FORM(p, NAME, , __VA_ARGS__)                        \
    } else if constexpr (Sc == scope::block) {                    \
      WT_CALL_FORM(p, NAME, _block, __VA_ARGS__)                  \
    } else {                                                      \
      WT_CALL_FORM(p, NAME, _system, __VA_ARGS__)                 \
    }                                                             \
  }
#define WT_CALL(NAME, OPID) WT_CALL_TAGGED(NAME, OPID, )
#define WT_CALL_ONCE(NAME, OPID) WT_CALL_TAGGED(NAME, OPID, , warpagg::once_per_thread)
  if constexpr (compiled_out<T>()) {
    return v;
  } else if constexpr (V == via::once) {
    WT_FOR_EACH_OP(WT_CALL_ONCE)
  } else if constexpr (V != via::ptr) {
    return ref_call<S, O, Sc, Ret, V>::apply(p, v);
  } else {
    WT_FOR_EACH_OP(WT_CALL)
  }
#undef WT_CALL_ONCE
#undef WT_CALL
#undef WT_CALL_TAGGED
  return v;
}

enum mode : int { m_all, m_all80, m_odd, m_pred, m_loop, m_shared, m_count };
inline const char* mode_name(int m) {
  static const char* n[] = {"all/256", "all/80", "odd-lanes", "data-subset", "loop", "shared"};
  return n[m];
}

struct launch_cfg {
  int mode, n_elems, n_threads, use_shared, keyspace;
  const int* trips;
  const unsigned char* pred;
};

template <warpagg::strategy S, op_id O, scope Sc, bool Ret, class T, via V>
__global__ void exec_kernel(launch_cfg c, T* table, const unsigned* keys, const T* vals, T* rets) {
  extern __shared__ unsigned long long smem_raw[];
  T* smem = reinterpret_cast<T*>(smem_raw);
  if (c.use_shared) {
    for (int k = threadIdx.x; k < c.keyspace; k += blockDim.x) smem[k] = table[k];
    __syncthreads();
  }
  T* base = c.use_shared ? smem : table;
  if constexpr (V == via::once) {
    if ((threadIdx.x & 31) == 0) {
      unsigned slot;
      asm volatile("mov.u32 %0, %%warpid;" : "=r"(slot));
      atomicMax(&wt_max_slot, slot);
    }
  }
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid < c.n_threads) {
    const int trip = c.trips ? c.trips[tid] : 1;
    for (int j = 0; j < trip; ++j) {
      const int e = tid + j * c.n_threads;
      if (e >= c.n_elems) break;
      const bool act = c.mode == m_odd ? (threadIdx.x & 1) != 0 : c.pred ? c.pred[e] != 0 : true;
      if (act) {
        const T r = call<S, O, Sc, Ret, V>(base + keys[e], vals[e]);
        if (Ret) rets[e] = r;
      }
    }
  }
  if (c.use_shared) {
    __syncthreads();
    for (int k = threadIdx.x; k < c.keyspace; k += blockDim.x) table[k] = smem[k];
  }
}

// ---- host reference ----------------------------------------------------------
template <class T> T host_op(op_id o, T a, T b) {
  if constexpr (traits<T>::k == kind::integer) {
    using U = unsigned long long;
    switch (o) {
      case op_id::add: return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
      case op_id::sub: return static_cast<T>(static_cast<U>(a) - static_cast<U>(b));
      case op_id::min: return b < a ? b : a;
      case op_id::max: return a < b ? b : a;
      case op_id::and_: return a & b;
      case op_id::or_: return a | b;
      case op_id::xor_: return a ^ b;
    }
    return a;
  } else {  // add only (16-bit floats and the scalars of exec_special.cu)
    (void)o;
    return traits<T>::make(traits<T>::get(a, 0) + traits<T>::get(b, 0),
                           traits<T>::get(a, 1) + traits<T>::get(b, 1));
  }
}
/// Bits identifying a value for exact comparison (16-bit floats: -0 == +0).
template <class T> uint64_t canon(const T& v) {
  if constexpr (traits<T>::k == kind::half16) {
    uint64_t b = bits_of(v);
    if constexpr (sizeof(T) == 2) {
      if ((b & 0x7fff) == 0) b = 0;
    } else {
      if ((b & 0x7fff) == 0) b &= ~0xffffull;
      if ((b & 0x7fff0000) == 0) b &= ~0xffff0000ull;
    }
    return b;
  } else {
    return bits_of(v);
  }
}

template <class T> T random_value(rng& g, op_id o, bool init) {
  if constexpr (traits<T>::k == kind::integer) {
    (void)o;
    (void)init;
    return static_cast<T>(g.next());
  } else if constexpr (traits<T>::k == kind::floating) {
    // Updates that increase the value (positive adds, negative subtrahends):
    // the serial order is recoverable by sorting.
    T v{};
    for (int c = 0; c < traits<T>::comps; ++c)
      traits<T>::set(v, c, init ? 100.0 * g.uniform() : (o == op_id::sub ? -1.0 : 1.0) * (0.5 + g.uniform()));
    return v;
  } else {
    static const double upd[] = {-1.0, -0.5, 0.5, 1.0};
    auto pick = [&] { return init ? 0.5 * (static_cast<int>(g.below(33)) - 16) : upd[g.below(4)]; };
    const double a = pick(), b = pick();
    return traits<T>::make(a, b);
  }
}

/// Checks that the updates (r_e -> r_e op v_e) of one address form one
/// Eulerian trail from `start` to `end`: then some serial order of exactly
/// these updates hands out exactly these returned values.
template <class T>
bool serial_order_exact(op_id o, T start, T end, const std::vector<std::pair<T, T>>& rv) {
  std::unordered_map<uint64_t, int> id;
  std::vector<int> parent, balance;
  auto vid = [&](uint64_t b) {
    auto it = id.find(b);
    if (it != id.end()) return it->second;
    const int n = static_cast<int>(parent.size());
    id.emplace(b, n);
    parent.push_back(n);
    balance.push_back(0);
    return n;
  };
  auto find = [&](int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  const int s = vid(canon(start)), t = vid(canon(end));
  for (const auto& p : rv) {
    const int u = vid(canon(p.first)), w = vid(canon(host_op(o, p.first, p.second)));
    ++balance[u];
    --balance[w];
    parent[find(u)] = find(w);
  }
  for (size_t i = 0; i < balance.size(); ++i) {
    const int want = (s == t) ? 0 : (static_cast<int>(i) == s ? 1 : static_cast<int>(i) == t ? -1 : 0);
    if (balance[i] != want) return false;
    if (find(static_cast<int>(i)) != find(s)) return false;
  }
  return true;
}

/// What component c of update v adds to the value (floating types: add, or
/// sub as the add of the negation).
template <class T> double contribution(op_id o, const T& v, int c) {
  return o == op_id::sub ? -traits<T>::get(v, c) : traits<T>::get(v, c);
}

/// Floating-point updates that increase the value: sorted by returned value
/// (component 0), each is the previous plus the previous update, starting at
/// `start`, ending at `end`, in every component.
template <class T>
bool serial_order_float(op_id o, T start, T end, std::vector<std::pair<T, T>> rv) {
  std::sort(rv.begin(), rv.end(),
            [](const auto& a, const auto& b) { return traits<T>::get(a.first, 0) < traits<T>::get(b.first, 0); });
  const double eps = sizeof(T) / traits<T>::comps == 4 ? 1.2e-7 : 2.3e-16;
  for (int c = 0; c < traits<T>::comps; ++c) {
    double expect = traits<T>::get(start, c);
    for (const auto& p : rv) {
      if (std::fabs(traits<T>::get(p.first, c) - expect) > 64 * eps * (std::fabs(expect) + 64)) return false;
      expect = traits<T>::get(p.first, c) + contribution(o, p.second, c);
    }
    if (std::fabs(traits<T>::get(end, c) - expect) > 64 * eps * (std::fabs(expect) + 64)) return false;
  }
  return true;
}

enum dist : int { d_single, d_k16, d_k256_sorted, d_shifted, d_distinct, d_k1m, d_k4096, d_count };
inline const char* dist_name(int d) {
  static const char* n[] = {"single", "16-random", "256-sorted", "sorted-shifted",
                            "all-distinct", "1M-random", "4096-random"};
  return n[d];
}

struct options {
  uint64_t seed = 1;
  bool quick = false;  // a small subset for the sanitizers
  int n = 32768 + 13;
};

/// One test: returns false (and reports) on failure.
template <warpagg::strategy S, op_id O, scope Sc, bool Ret, class T, via V = via::ptr>
void run_one(report& rep, const options& opt, int d, int m, uint64_t seed) {
  rng g(seed);
  // via::once: a launch large enough that warps reach the slots that issue
  // in phases (slot_phases.cuh), as in a histogram over a big input.
  int n = V == via::once && !opt.quick ? (1 << 20) + 13 : opt.n;
  unsigned K = 1;
  switch (d) {
    case d_single: K = 1; break;
    case d_k16: K = 16; break;
    case d_k256_sorted: K = 256; break;
    case d_shifted: K = static_cast<unsigned>(n / 10 + 13); break;  // keys up to n/10 + 12
    case d_distinct: K = static_cast<unsigned>(n); break;
    case d_k1m: K = 1u << 20; break;
    default: K = 4096; break;
  }
  if (m == m_shared) {
    if (K > 1024 || is_float_vector<T>()) return;  // vector atomics: global memory only
    n = std::min(n, 8192 + 7);
  }
  if constexpr (traits<T>::k == kind::half16)
    n = static_cast<int>(std::min<long>(n, static_cast<long>(traits<T>::max_per_key) * K));
  std::vector<unsigned> keys(n);
  for (int i = 0; i < n; ++i) keys[i] = d == d_single ? 0u : g.below(K);
  if (d == d_k256_sorted) std::sort(keys.begin(), keys.end());
  if (d == d_shifted) {  // sorted cells of 10, then shifted to a neighbour w.p. 1/2 per axis
    for (int i = 0; i < n; ++i)
      keys[i] = static_cast<unsigned>(i / 10) + (g.below(2) ? 1u : 0u) + (g.below(2) ? 11u : 0u);
  }
  if (d == d_distinct) {
    std::iota(keys.begin(), keys.end(), 0u);
    for (int i = n - 1; i > 0; --i) std::swap(keys[i], keys[g.below(i + 1)]);
  }
  std::vector<T> vals(n), init(K);
  for (auto& v : vals) v = random_value<T>(g, O, false);
  for (auto& v : init) v = random_value<T>(g, O, true);

  // How the call is reached.
  int block = 256, n_threads = n;
  std::vector<int> trips;
  std::vector<unsigned char> pred;
  if (m == m_all80) block = 80;
  if (m == m_odd) block = 96;
  if (m == m_pred) {
    pred.resize(n);
    for (auto& p : pred) p = g.below(3) != 0;
  }
  if (m == m_loop) {
    block = 128;
    n_threads = (n + 2) / 3;
    trips.resize(n_threads);
    for (auto& t : trips) t = static_cast<int>(g.below(6));
  }
  if (m == m_shared) {
    block = 1024;
    n_threads = 1024;
    trips.assign(1024, (n + 1023) / 1024);
  }
  std::vector<char> performed(n, 0);
  for (int e = 0; e < n; ++e) {
    const int tid = e % n_threads, j = e / n_threads;
    bool p = trips.empty() ? j == 0 : j < trips[tid];
    if (m == m_odd) p = p && ((tid % block) & 1);
    if (!pred.empty()) p = p && pred[e];
    performed[e] = p;
  }

  T *d_table, *d_vals, *d_rets;
  unsigned* d_keys;
  int* d_trips = nullptr;
  unsigned char* d_pred = nullptr;
  CUDA_CHECK(cudaMalloc(&d_table, sizeof(T) * K));
  CUDA_CHECK(cudaMalloc(&d_vals, sizeof(T) * n));
  CUDA_CHECK(cudaMalloc(&d_rets, sizeof(T) * n));
  CUDA_CHECK(cudaMalloc(&d_keys, sizeof(unsigned) * n));
  CUDA_CHECK(cudaMemcpy(d_table, init.data(), sizeof(T) * K, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_vals, vals.data(), sizeof(T) * n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_keys, keys.data(), sizeof(unsigned) * n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_rets, 0xA5, sizeof(T) * n));  // poison
  if (!trips.empty()) {
    CUDA_CHECK(cudaMalloc(&d_trips, sizeof(int) * trips.size()));
    CUDA_CHECK(cudaMemcpy(d_trips, trips.data(), sizeof(int) * trips.size(), cudaMemcpyHostToDevice));
  }
  if (!pred.empty()) {
    CUDA_CHECK(cudaMalloc(&d_pred, pred.size()));
    CUDA_CHECK(cudaMemcpy(d_pred, pred.data(), pred.size(), cudaMemcpyHostToDevice));
  }
  launch_cfg c{m, n, n_threads, m == m_shared, static_cast<int>(K), d_trips, d_pred};
  const int grid = (n_threads + block - 1) / block;
  const size_t shmem = m == m_shared ? sizeof(T) * K : 0;
  exec_kernel<S, O, Sc, Ret, T, V><<<grid, block, shmem>>>(c, d_table, d_keys, d_vals, d_rets);
  CUDA_CHECK_LAUNCH();
  std::vector<T> table(K), rets(n);
  CUDA_CHECK(cudaMemcpy(table.data(), d_table, sizeof(T) * K, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(rets.data(), d_rets, sizeof(T) * n, cudaMemcpyDeviceToHost));
  for (void* p : {static_cast<void*>(d_table), static_cast<void*>(d_vals), static_cast<void*>(d_rets),
                  static_cast<void*>(d_keys), static_cast<void*>(d_trips), static_cast<void*>(d_pred)})
    CUDA_CHECK(cudaFree(p));

  ++rep.tests;
  char what[256];
  std::snprintf(what, sizeof what, "%s%s%s<%s>(%s) %s dist=%s mode=%s n=%d seed=%llu", via_name(V),
                Ret ? "atomic_" : "reduce_", op_name(O), strategy_name(S), traits<T>::name(), scope_name(Sc),
                dist_name(d), mode_name(m), n, static_cast<unsigned long long>(seed));
  // Group the performed elements by key.
  std::vector<int> order;
  for (int e = 0; e < n; ++e)
    if (performed[e]) order.push_back(e);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return keys[a] < keys[b]; });
  std::vector<char> touched(K, 0);
  size_t bad = 0;
  std::string detail;
  for (size_t i = 0; i < order.size();) {
    const unsigned k = keys[order[i]];
    size_t j = i;
    std::vector<std::pair<T, T>> rv;
    T ref = init[k];
    double sum[4] = {0, 0, 0, 0}, mag[4] = {0, 0, 0, 0};
    for (; j < order.size() && keys[order[j]] == k; ++j) {
      const int e = order[j];
      rv.emplace_back(rets[e], vals[e]);
      if constexpr (traits<T>::k == kind::floating) {
        for (int c = 0; c < traits<T>::comps; ++c) {
          sum[c] += contribution(O, vals[e], c);
          mag[c] += std::fabs(contribution(O, vals[e], c));
        }
      } else {
        ref = host_op(O, ref, vals[e]);
      }
    }
    touched[k] = 1;
    bool ok;
    if constexpr (traits<T>::k == kind::floating) {
      ok = true;
      for (int c = 0; c < traits<T>::comps; ++c) {
        const double r = traits<T>::get(init[k], c) + sum[c];
        ok = ok && std::fabs(traits<T>::get(table[k], c) - r) <= traits<T>::rel_tol * (mag[c] + std::fabs(r)) + 1e-30;
      }
      if (ok && Ret) ok = serial_order_float(O, init[k], table[k], rv);
    } else {
      ok = canon(table[k]) == canon(ref);
      if (ok && Ret) ok = serial_order_exact(O, init[k], table[k], rv);
    }
    if (!ok && bad++ == 0) detail = " first bad key " + std::to_string(k) + " (" + std::to_string(j - i) + " updates)";
    i = j;
  }
  for (unsigned k = 0; k < K; ++k)
    if (!touched[k] && !same_bytes(table[k], init[k]) && bad++ == 0)
      detail = " untouched key " + std::to_string(k) + " changed";
  if (Ret) {
    T poison;
    std::memset(static_cast<void*>(&poison), 0xA5, sizeof(T));
    for (int e = 0; e < n; ++e)
      if (!performed[e] && !same_bytes(rets[e], poison) && bad++ == 0)
        detail = " output of element " + std::to_string(e) + " not performed was written";
  }
  if (bad) rep.fail(std::string(what) + ": " + std::to_string(bad) + " bad;" + detail);
}

/// All distributions and modes for one strategy and form.
template <warpagg::strategy S, op_id O, scope Sc, bool Ret, class T, via V = via::ptr>
void run_strategy(report& rep, const options& opt) {
  for (int d = 0; d < d_count; ++d) {
    if (S == warpagg::strategy::uniform && d != d_single) continue;  // its precondition
    if (opt.quick && d != d_single && d != d_k16 && d != d_shifted) continue;
    for (int m = 0; m < m_count; ++m) {
      const uint64_t seed = opt.seed * 0x100000001B3ull + (static_cast<uint64_t>(S) << 40) +
                            (static_cast<uint64_t>(O) << 32) + (static_cast<uint64_t>(Ret) << 28) +
                            (static_cast<uint64_t>(d) << 8) + static_cast<uint64_t>(m) + sizeof(T) * 977 +
                            (static_cast<uint64_t>(V) << 48);
      run_one<S, O, Sc, Ret, T, V>(rep, opt, d, m, seed);
    }
  }
}

/// The (op, scope, type) subset that --quick runs (under compute-sanitizer).
template <op_id O, scope Sc, class T> constexpr bool in_quick_subset() {
  using detail_is = warpagg::detail::is_same<T, int>;
  if (Sc == scope::block) return O == op_id::add && detail_is::value;
  if (Sc != scope::dev) return false;
  if constexpr (warpagg::detail::is_same<T, int>::value) return O == op_id::add;
  if constexpr (warpagg::detail::is_same<T, unsigned>::value) return O == op_id::xor_;
  if constexpr (warpagg::detail::is_same<T, long long>::value) return O == op_id::min;
  if constexpr (warpagg::detail::is_same<T, unsigned long long>::value) return O == op_id::add;
  return warpagg::detail::is_same<T, float>::value || warpagg::detail::is_same<T, __half>::value ||
         warpagg::detail::is_same<T, float4>::value;
}

template <op_id O, scope Sc, class T> void run_all_strategies(report& rep, const options& opt) {
  using warpagg::strategy;
  if (opt.quick && !in_quick_subset<O, Sc, T>()) return;
  run_strategy<strategy::adaptive, O, Sc, false, T>(rep, opt);
  run_strategy<strategy::adaptive, O, Sc, true, T>(rep, opt);
  run_strategy<strategy::runs, O, Sc, false, T>(rep, opt);
  run_strategy<strategy::runs, O, Sc, true, T>(rep, opt);
  run_strategy<strategy::match, O, Sc, false, T>(rep, opt);
  run_strategy<strategy::match, O, Sc, true, T>(rep, opt);
  run_strategy<strategy::uniform, O, Sc, false, T>(rep, opt);
  run_strategy<strategy::uniform, O, Sc, true, T>(rep, opt);
  run_strategy<strategy::ballot_loop, O, Sc, false, T>(rep, opt);
  run_strategy<strategy::ballot_loop, O, Sc, true, T>(rep, opt);
  run_strategy<strategy::likely_distinct, O, Sc, false, T>(rep, opt);
  run_strategy<strategy::likely_distinct, O, Sc, true, T>(rep, opt);
  run_strategy<strategy::distinct_in_rows, O, Sc, false, T>(rep, opt);
  run_strategy<strategy::distinct_in_rows, O, Sc, true, T>(rep, opt);
  run_strategy<strategy::likely_uniform, O, Sc, false, T>(rep, opt);
  run_strategy<strategy::likely_uniform, O, Sc, true, T>(rep, opt);
  run_strategy<strategy::contended, O, Sc, false, T>(rep, opt);
  run_strategy<strategy::contended, O, Sc, true, T>(rep, opt);
}

/// The test groups, one per translation unit (compiled in parallel).
void group_int32(report&, const options&);
void group_int64(report&, const options&);
void group_float(report&, const options&);
void group_scopes(report&, const options&);
void group_special(report&, const options&);
void group_vector(report&, const options&);
void group_atomic_ref(report&, const options&);
void group_once(report&, const options&);
void group_fused(report&, const options&);  // warpagg::group / uniform_group (exec_group.cu)
void group_or_overload(report&, const options&);  // *_or_overload (exec_or_overload.cu)

}  // namespace wt
