// Execution tests of warpagg::group and warpagg::uniform_group (group.cuh),
// and of the keyed groups (keyed_group.cuh: the addresses computed at the
// commit from a 32-bit key, or a 64-bit one whose low words collide so that
// the match's second word decides):
// three slots per group (three tables, one of them at the odd index 2k+1 of
// a table twice as long), every type and op the single-site entry points
// take, on fresh random data against a CPU reference (exact for integers and
// 16-bit floats, tolerance for float/double, per component for float2/4),
// over key distributions (sorted runs, pairs, few scattered keys, random, one
// key, all distinct, one key per warp) and ways of reaching the commit (full
// blocks, blocks of 80 = partial warps, odd lanes only = divergent, lanes that
// skip the puts with `continue` and still commit, few contributors, loops
// whose lanes leave at different iterations). Plus mixed-type groups,
// _block/_system scopes, and NaN / infinities / -0.0 through the identity of
// skipped lanes. Every table entry is compared: untouched entries must keep
// their random initial value.
#include <cmath>

#include "exec.cuh"

namespace wt {
namespace {

template <op_id O, scope Sc> struct tag_of;
#define WT_TAG(OPID, NAME)                                                                   \
  template <> struct tag_of<op_id::OPID, scope::dev> { using type = warpagg::op::NAME; };   \
  template <> struct tag_of<op_id::OPID, scope::block> { using type = warpagg::op::NAME##_block; }; \
  template <> struct tag_of<op_id::OPID, scope::system> { using type = warpagg::op::NAME##_system; };
WT_TAG(add, add)
WT_TAG(sub, sub)
WT_TAG(min, min)
WT_TAG(max, max)
WT_TAG(and_, bit_and)
WT_TAG(or_, bit_or)
WT_TAG(xor_, bit_xor)
#undef WT_TAG

enum gmode : int { g_all, g_all80, g_odd, g_skip, g_few, g_loop, g_count };
const char* gmode_name(int m) {
  static const char* n[] = {"all/256", "all/80", "odd-lanes", "skip-40%", "skip-90%", "loop"};
  return n[m];
}
enum gdist : int { d_sorted, d_pairs, d_few, d_random, d_one, d_distinct, d_per_warp, d_count };
const char* gdist_name(int d) {
  static const char* n[] = {"sorted/10", "pairs", "16 keys", "random", "one key", "distinct", "key per warp"};
  return n[d];
}

struct gcfg {
  int n_elems, n_threads;
  const int* trips;
  const unsigned char* skip;
  int odd_only;
};

template <class T0, class T1, class T2> __host__ __device__ constexpr bool any_compiled_out() {
  return compiled_out<T0>() || compiled_out<T1>() || compiled_out<T2>();
}

enum gkind : int { k_group, k_uniform, k_likely, k_keyed, k_keyed_likely, k_keyed_wide, k_keyed_likely_wide };
const char* gkind_name(int k) {
  static const char* n[] = {"group",
                            "uniform_group",
                            "likely_uniform_group",
                            "keyed_group<unsigned>",
                            "keyed_likely_uniform_group<unsigned>",
                            "keyed_group<unsigned long long>",
                            "keyed_likely_uniform_group<unsigned long long>"};
  return n[k];
}
__host__ __device__ constexpr bool is_keyed(int k) { return k >= k_keyed; }
__host__ __device__ constexpr bool is_wide(int k) { return k == k_keyed_wide || k == k_keyed_likely_wide; }

/// A 64-bit key whose low word is the same for every key of one parity: two
/// lanes' keys often agree in the low word and differ in the high one.
__host__ __device__ unsigned long long wide_key(unsigned k) {
  return (static_cast<unsigned long long>(k >> 1) << 32) | (k & 1u);
}
__host__ __device__ unsigned from_wide_key(unsigned long long w) {
  return static_cast<unsigned>((w >> 32) * 2 + (w & 1u));
}

/// The keyed groups as the tool writes them: the puts pass the key, the
/// commit a callable that computes every address from it (with the slot
/// loop's index where an entry is slots<T1, 2>).
template <int Kind, bool Slots, class Tag, class T0, class T1, class T2>
__device__ void keyed_iteration(const gcfg& c, int e, T0* t0, T1* t1, T2* t2, const unsigned* keys, const T0* v0,
                                const T1* v1, const T2* v2) {
  using E1 = typename warpagg::detail::conditional<Slots, warpagg::slots<T1, 2>, T1>::type;
  using Key = typename warpagg::detail::conditional<is_wide(Kind), unsigned long long, unsigned>::type;
  using G = typename warpagg::detail::conditional<Kind == k_keyed || Kind == k_keyed_wide,
                                                  warpagg::keyed_group<Key, Tag, T0, E1, T2>,
                                                  warpagg::keyed_likely_uniform_group<Key, Tag, T0, E1, T2>>::type;
  G g;
  do {
    if (c.skip && c.skip[e]) continue;
    const Key k = is_wide(Kind) ? wide_key(keys[e]) : keys[e];
    g.template put<0>(k, v0[e]);
    if constexpr (Slots) {
      for (int ch = 0; ch < 2; ++ch) g.template put_at<1>(k, v1[e], ch);
    } else {
      g.template put<1>(k, v1[e]);
    }
    g.template put<2>(k, v2[e]);
  } while (0);
  if constexpr (Slots) {
    g.commit([&](Key k, int ch) {
      const unsigned i = is_wide(Kind) ? from_wide_key(k) : static_cast<unsigned>(k);
      return warpagg::addresses(&t0[i], &t1[2 * i + 1 - ch], &t2[i]);
    });
  } else {
    g.commit([&](Key k) {
      const unsigned i = is_wide(Kind) ? from_wide_key(k) : static_cast<unsigned>(k);
      return warpagg::addresses(&t0[i], &t1[2 * i + 1], &t2[i]);
    });
  }
}

/// The shape the tool emits: the group declared where every lane of the
/// iteration runs, the body wrapped so that `continue` reaches the commit.
/// Slots: the middle entry is slots<T1, 2> filled in a constant-trip loop
/// (t1[2k] and t1[2k + 1]), else one slot (t1[2k + 1]).
template <int Kind, bool Slots, class Tag, class T0, class T1, class T2>
__global__ void group_kernel(gcfg c, T0* t0, T1* t1, T2* t2, const unsigned* keys, const T0* v0, const T1* v1,
                             const T2* v2) {
  if (c.odd_only && (threadIdx.x & 1) == 0) return;
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= c.n_threads) return;
  const int trip = c.trips ? c.trips[tid] : 1;
  for (int j = 0; j < trip; ++j) {
    const int e = tid + j * c.n_threads;
    if (e >= c.n_elems) break;
    if constexpr (is_keyed(Kind) && !any_compiled_out<T0, T1, T2>()) {
      keyed_iteration<Kind, Slots, Tag>(c, e, t0, t1, t2, keys, v0, v1, v2);
    } else if constexpr (!any_compiled_out<T0, T1, T2>()) {
      using E1 = typename warpagg::detail::conditional<Slots, warpagg::slots<T1, 2>, T1>::type;
      using G = typename warpagg::detail::conditional<
          Kind == k_group, warpagg::group<Tag, T0, E1, T2>,
          typename warpagg::detail::conditional<Kind == k_uniform, warpagg::uniform_group<Tag, T0, E1, T2>,
                                                warpagg::likely_uniform_group<Tag, T0, E1, T2>>::type>::type;
      G g;
      do {
        if (c.skip && c.skip[e]) continue;
        const unsigned k = keys[e];
        g.template put<0>(&t0[k], v0[e]);
        if constexpr (Slots) {
          for (int ch = 0; ch < 2; ++ch) g.template put_at<1>(&t1[2 * k + 1 - ch], v1[e], ch);
        } else {
          g.template put<1>(&t1[2 * k + 1], v1[e]);
        }
        g.template put<2>(&t2[k], v2[e]);
      } while (0);
      g.commit();
    }
  }
}

/// Host fold of one table: exact types in element order, float types in
/// double (value and sum of magnitudes per component).
template <class T> struct slot_data {
  std::vector<T> init, vals, got;
  std::vector<double> ref, mag;  // float types: per entry x component
  std::vector<T> exact;          // exact types
  int len = 0;

  void make(rng& g, op_id o, int table_len, int n) {
    len = table_len;
    init.resize(len);
    vals.resize(n);
    for (auto& x : init) x = random_value<T>(g, o, true);
    for (auto& x : vals) x = random_value<T>(g, o, false);
  }
  /// idx[j] receives vals[j % n] when done[j % n] (n elements; idx may list
  /// each element's entries several times over).
  void reference(op_id o, const std::vector<unsigned>& idx, const std::vector<bool>& done) {
    const size_t n = vals.size();
    constexpr int C = traits<T>::comps;
    if constexpr (traits<T>::k == kind::floating) {
      ref.assign(static_cast<size_t>(len) * C, 0.0);
      mag.assign(static_cast<size_t>(len) * C, 0.0);
      for (int i = 0; i < len; ++i)
        for (int c = 0; c < C; ++c) ref[i * C + c] = traits<T>::get(init[i], c), mag[i * C + c] = std::fabs(ref[i * C + c]);
      for (size_t j = 0; j < idx.size(); ++j) {
        if (!done[j % n]) continue;
        for (int c = 0; c < C; ++c) {
          const double v = traits<T>::get(vals[j % n], c);
          ref[idx[j] * C + c] += (o == op_id::sub ? -v : v);
          mag[idx[j] * C + c] += std::fabs(v);
        }
      }
    } else {
      exact = init;
      for (size_t j = 0; j < idx.size(); ++j)
        if (done[j % n]) exact[idx[j]] = host_op(o, exact[idx[j]], vals[j % n]);
    }
  }
  bool check(std::string& why) const {
    constexpr int C = traits<T>::comps;
    for (int i = 0; i < len; ++i) {
      if constexpr (traits<T>::k == kind::floating) {
        for (int c = 0; c < C; ++c) {
          const double r = ref[i * C + c], x = traits<T>::get(got[i], c);
          const double tol = traits<T>::rel_tol * (mag[i * C + c] + 1.0);
          if (!(std::fabs(x - r) <= tol)) {
            why = "entry " + std::to_string(i) + " comp " + std::to_string(c) + ": got " + std::to_string(x) +
                  ", want " + std::to_string(r);
            return false;
          }
        }
      } else {
        if (canon(got[i]) != canon(exact[i])) {
          why = "entry " + std::to_string(i) + ": got bits " + std::to_string(bits_of(got[i])) + ", want " +
                std::to_string(bits_of(exact[i]));
          return false;
        }
      }
    }
    return true;
  }
};

template <class T> T* to_device(const std::vector<T>& h) {
  T* d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, h.size() * sizeof(T) + 16));
  CUDA_CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}
template <class T> void from_device(std::vector<T>& h, const T* d, int n) {
  h.resize(n);
  CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
}

template <class T> int max_per_key() {
  if constexpr (traits<T>::k == kind::half16) return traits<T>::max_per_key;
  return 1 << 30;
}

template <int Kind, bool Slots, op_id O, scope Sc, class T0, class T1, class T2>
void run_group(report& rep, const options& opt, int d, int m, uint64_t seed) {
  rng g(seed);
  const int block = m == g_all80 ? 80 : 256;
  int n = opt.n;
  // 16-bit floats stay exact while at most max_per_key updates hit one entry.
  const int cap = std::min(max_per_key<T0>(), std::min(max_per_key<T1>(), max_per_key<T2>()));
  if (d == d_one) n = std::min(n, cap);
  int n_threads = n;
  std::vector<int> trips;
  if (m == g_loop) {
    n_threads = (n + 2) / 3;
    trips.resize(n_threads);
    for (auto& t : trips) t = 1 + static_cast<int>(g.below(5));
  }
  // Which elements execute: the thread runs (odd lanes), reaches iteration j
  // (loop trips) and does not skip.
  std::vector<unsigned char> skip(n, 0);
  if (m == g_skip || m == g_few)
    for (auto& s : skip) s = g.below(100) < (m == g_skip ? 40u : 90u);
  std::vector<bool> done(n, false);
  std::vector<unsigned> keys(n);
  int ks = 1;
  switch (d) {
    case d_sorted: ks = n / 10 + 1; break;
    case d_pairs: ks = n / 2 + 1; break;
    case d_few: ks = std::max(16, 2 * n / cap + 1); break;
    case d_random: ks = 1 << 20; break;
    case d_one: ks = 1; break;
    case d_distinct: ks = n; break;
    case d_per_warp: ks = n / 32 + 2; break;
  }
  for (int e = 0; e < n; ++e) {
    const int t = e % n_threads;  // the thread that handles e
    switch (d) {
      case d_sorted: keys[e] = static_cast<unsigned>(e / 10); break;
      case d_pairs: keys[e] = static_cast<unsigned>(e / 2); break;
      case d_few:
      case d_random: keys[e] = g.below(static_cast<unsigned>(ks)); break;
      case d_one: keys[e] = 0; break;
      case d_distinct: keys[e] = static_cast<unsigned>(e); break;
      case d_per_warp: keys[e] = static_cast<unsigned>((t / block) * ((block + 31) / 32) + (t % block) / 32) % ks; break;
    }
    const bool reached = trips.empty() || e / n_threads < trips[t];  // the loop's iteration e / n_threads
    const bool runs = reached && (m != g_odd || (t % block) % 2 == 1) && !skip[e];
    done[e] = runs;
  }
  if (Kind == k_uniform && d != d_one && d != d_per_warp) return;  // uniform_group's precondition
  slot_data<T0> s0;
  slot_data<T1> s1;
  slot_data<T2> s2;
  s0.make(g, O, ks, n);
  s1.make(g, O, 2 * ks + 1, n);
  s2.make(g, O, ks, n);
  std::vector<unsigned> k1(Slots ? 2 * n : n);
  for (int e = 0; e < n; ++e) {
    k1[e] = 2 * keys[e] + 1;
    if (Slots) k1[n + e] = 2 * keys[e];
  }
  s0.reference(O, keys, done);
  s1.reference(O, k1, done);
  s2.reference(O, keys, done);

  T0* dt0 = to_device(s0.init);
  T1* dt1 = to_device(s1.init);
  T2* dt2 = to_device(s2.init);
  T0* dv0 = to_device(s0.vals);
  T1* dv1 = to_device(s1.vals);
  T2* dv2 = to_device(s2.vals);
  unsigned* dk = to_device(keys);
  int* dtrips = trips.empty() ? nullptr : to_device(trips);
  unsigned char* dskip = (m == g_skip || m == g_few) ? to_device(skip) : nullptr;
  gcfg c{n, n_threads, dtrips, dskip, m == g_odd};
  using Tag = typename tag_of<O, Sc>::type;
  group_kernel<Kind, Slots, Tag, T0, T1, T2><<<(n_threads + block - 1) / block, block>>>(c, dt0, dt1, dt2, dk, dv0, dv1, dv2);
  CUDA_CHECK_LAUNCH();
  from_device(s0.got, dt0, s0.len);
  from_device(s1.got, dt1, s1.len);
  from_device(s2.got, dt2, s2.len);
  for (void* p : {static_cast<void*>(dt0), static_cast<void*>(dt1), static_cast<void*>(dt2), static_cast<void*>(dv0),
                  static_cast<void*>(dv1), static_cast<void*>(dv2), static_cast<void*>(dk), static_cast<void*>(dtrips),
                  static_cast<void*>(dskip)})
    if (p) CUDA_CHECK(cudaFree(p));
  ++rep.tests;
  std::string why;
  const int bad = !s0.check(why) ? 0 : !s1.check(why) ? 1 : !s2.check(why) ? 2 : -1;
  if (bad >= 0)
    rep.fail(std::string(gkind_name(Kind)) + "<" + op_name(O) + scope_name(Sc) + ", " +
             traits<T0>::name() + ", " + (Slots ? "slots<" : "") + traits<T1>::name() + (Slots ? ", 2>" : "") +
             ", " + traits<T2>::name() + "> " + gdist_name(d) +
             " / " + gmode_name(m) + " slot " + std::to_string(bad) + ": " + why + " (seed " +
             std::to_string(seed) + ")");
}

/// Every distribution and mode through group and uniform_group; Extended:
/// also likely_uniform_group (on every distribution: its uniformity is only
/// a hint), the slots<T1, 2> entry through group and likely_uniform_group,
/// keyed_group and keyed_likely_uniform_group (slots) with 32-bit keys; Wide:
/// the keyed groups with 64-bit keys. (Each kernel instantiation costs
/// ptxas time in CI: the keyed ones are run where the value types differ.)
template <op_id O, scope Sc, class T0, class T1 = T0, class T2 = T0, bool Extended = false, bool Wide = false>
void run_all(report& rep, const options& opt) {
  for (int d = 0; d < d_count; ++d)
    for (int m = 0; m < g_count; ++m) {
      if (opt.quick && m != g_skip && m != g_all80) continue;
      const uint64_t seed = opt.seed * 1000003ull + static_cast<uint64_t>(d * 16 + m) + 7919ull * static_cast<uint64_t>(O);
      run_group<k_group, false, O, Sc, T0, T1, T2>(rep, opt, d, m, seed);
      run_group<k_uniform, false, O, Sc, T0, T1, T2>(rep, opt, d, m, seed ^ 0x5555);
      if constexpr (Extended) {
        run_group<k_likely, false, O, Sc, T0, T1, T2>(rep, opt, d, m, seed ^ 0x3333);
        run_group<k_group, true, O, Sc, T0, T1, T2>(rep, opt, d, m, seed ^ 0x6666);
        run_group<k_likely, true, O, Sc, T0, T1, T2>(rep, opt, d, m, seed ^ 0x7777);
        run_group<k_keyed, false, O, Sc, T0, T1, T2>(rep, opt, d, m, seed ^ 0x1111);
        run_group<k_keyed_likely, true, O, Sc, T0, T1, T2>(rep, opt, d, m, seed ^ 0x2222);
      }
      if constexpr (Wide) {
        run_group<k_keyed_wide, true, O, Sc, T0, T1, T2>(rep, opt, d, m, seed ^ 0xaaaa);
        run_group<k_keyed_likely_wide, false, O, Sc, T0, T1, T2>(rep, opt, d, m, seed ^ 0xbbbb);
      }
    }
}

// ---- floating-point specials through the group: NaN, infinities, -0.0 ----
template <class T> __global__ void special_kernel(T* a, T* b, const int* keys, const T* v, const unsigned char* skip, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::group<warpagg::op::add, T, T> g;
  do {
    if (skip[i]) continue;
    g.template put<0>(&a[keys[i]], v[i]);
    g.template put<1>(&b[keys[i]], v[i]);
  } while (0);
  g.commit();
}
template <class T> __global__ void special_uniform_kernel(T* a, T* b, const T* v, const unsigned char* skip, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::uniform_group<warpagg::op::add, T, T> g;
  do {
    if (skip[i]) continue;
    g.template put<0>(&a[i / 32], v[i]);
    g.template put<1>(&b[i / 32], v[i]);
  } while (0);
  g.commit();
}

template <class T> bool same_special(T a, double want) {
  const double x = static_cast<double>(a);
  if (std::isnan(want)) return std::isnan(x);
  if (want == 0.0) return x == 0.0 && std::signbit(x) == std::signbit(want);
  return x == want || std::fabs(x - want) <= traits<T>::rel_tol * std::fabs(want);
}

template <class T> void specials(report& rep, uint64_t seed) {
  const double inf = INFINITY, nan = NAN;
  struct scenario {
    const char* name;
    double init, lane_val, odd_val;
    int keys_mod, odd_lane;
  } sc[] = {{"-0 + -0, lanes skipped", -0.0, -0.0, -0.0, 1, 5}, {"-0, 4 keys", -0.0, -0.0, -0.0, 4, 5},
            {"NaN in one lane", 1.0, 1.0, nan, 1, 5},           {"NaN, 4 keys", 1.0, 1.0, nan, 4, 9},
            {"+inf", 0.0, 1.0, inf, 1, 3},                      {"+inf and -inf", inf, 1.0, -inf, 1, 7},
            {"-inf table, 2 keys", -inf, 1.0, 2.0, 2, 2}};
  rng g(seed);
  for (const auto& s : sc) {
    for (int uniform = 0; uniform < 2; ++uniform) {
      for (int n : {256, 80, 19}) {
        std::vector<int> keys(n);
        std::vector<T> v(n);
        std::vector<unsigned char> skip(n);
        const int nk = uniform ? (n + 31) / 32 : s.keys_mod;
        for (int i = 0; i < n; ++i) {
          keys[i] = i % s.keys_mod;
          v[i] = static_cast<T>(i % 32 == s.odd_lane ? s.odd_val : s.lane_val);
          skip[i] = i % 32 != s.odd_lane && g.below(100) < 30;
        }
        std::vector<T> init(nk, static_cast<T>(s.init));
        std::vector<double> want(nk, s.init);
        for (int i = 0; i < n; ++i)
          if (!skip[i]) {
            const int k = uniform ? i / 32 : keys[i];
            want[k] = want[k] + static_cast<double>(v[i]);
          }
        T* da = to_device(init);
        T* db = to_device(init);
        T* dv = to_device(v);
        int* dk = to_device(keys);
        unsigned char* ds = to_device(skip);
        if (uniform)
          special_uniform_kernel<T><<<1, 256>>>(da, db, dv, ds, n);
        else
          special_kernel<T><<<1, 256>>>(da, db, dk, dv, ds, n);
        CUDA_CHECK_LAUNCH();
        std::vector<T> a, b;
        from_device(a, da, nk);
        from_device(b, db, nk);
        for (void* p : {static_cast<void*>(da), static_cast<void*>(db), static_cast<void*>(dv), static_cast<void*>(dk),
                        static_cast<void*>(ds)})
          CUDA_CHECK(cudaFree(p));
        ++rep.tests;
        for (int k = 0; k < nk; ++k)
          if (!same_special(a[k], want[k]) || !same_special(b[k], want[k])) {
            rep.fail(std::string(uniform ? "uniform_group" : "group") + " specials " + traits<T>::name() + " " +
                     s.name + " n=" + std::to_string(n) + " key " + std::to_string(k) + ": got " +
                     std::to_string(static_cast<double>(a[k])) + ", want " + std::to_string(want[k]));
            break;
          }
      }
    }
  }
}

// ---- keyed commits whose non-contributors hold a contributor's key ---------
// A keyed group's lanes that put nothing pass whatever their key register
// holds; here it is set on purpose to 0, the key most contributors have, and
// their values to 1000, which must reach no table.
struct table_at_key {  // the commit's view of a keyed group's one slot: &a[key]
  int* a;
  unsigned key;
  template <int> __device__ int* at() const { return &a[key]; }
};
template <int Likely> __global__ void stale_key_kernel(int* a, const unsigned* keys, const unsigned char* skip, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const bool has = !skip[i];
  const unsigned key = has ? keys[i] : 0u;
  const int v = has ? static_cast<int>(keys[i]) + 1 : 1000;
  using namespace warpagg::detail;
  const table_at_key addrs{a, key};
  if (Likely)
    commit_likely_uniform<op_add, scope_device, key_kind<true, 32>>(__activemask(), has, key, addrs, v);
  else
    commit_match<op_add, scope_device, key_kind<true, 32>>(__activemask(), has, key, addrs, v);
}

void stale_keys(report& rep, uint64_t seed) {
  rng g(seed);
  for (int likely = 0; likely < 2; ++likely)
    for (int n : {256, 80, 19, 4096}) {
      std::vector<unsigned> keys(n);
      std::vector<unsigned char> skip(n);
      std::vector<int> want(4, 0);
      for (int i = 0; i < n; ++i) {
        keys[i] = likely ? (g.below(100) < 90 ? 0u : 1u) : (g.below(100) < 60 ? 0u : g.below(4));
        skip[i] = g.below(100) < 30;
        if (!skip[i]) want[keys[i]] += static_cast<int>(keys[i]) + 1;
      }
      std::vector<int> init(4, 0);
      int* da = to_device(init);
      unsigned* dk = to_device(keys);
      unsigned char* ds = to_device(skip);
      if (likely)
        stale_key_kernel<1><<<(n + 255) / 256, 256>>>(da, dk, ds, n);
      else
        stale_key_kernel<0><<<(n + 255) / 256, 256>>>(da, dk, ds, n);
      CUDA_CHECK_LAUNCH();
      std::vector<int> got;
      from_device(got, da, 4);
      for (void* p : {static_cast<void*>(da), static_cast<void*>(dk), static_cast<void*>(ds)}) CUDA_CHECK(cudaFree(p));
      ++rep.tests;
      if (got != want)
        rep.fail(std::string("keyed ") + (likely ? "likely_uniform " : "match ") + "commit, non-contributors holding key 0, n=" +
                 std::to_string(n) + ": key 0 got " + std::to_string(got[0]) + ", want " + std::to_string(want[0]));
    }
}

// ---- a loop run in step, its commit naming the loop's lanes ---------------
// The tool's form where the loop follows a block barrier (plan/UniformTrip.h):
// the lanes that enter are read once, every commit names them, the group is
// uniform. Each lane leaves on its own term (`out`), skips some iterations
// (`skip`); block sizes with a partial last warp; a key per batch slot.
template <bool Keyed, class Tag, class T>
__global__ void in_step_kernel(T* a, T* b, const unsigned* ids, const T* v, const unsigned char* out,
                               const unsigned char* skip, int batch_len, int rounds) {
  __shared__ unsigned batch[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const bool done = out[t];
  for (int r = 0; r < rounds; ++r) {
    __syncthreads();
    if (static_cast<int>(threadIdx.x) < batch_len) batch[threadIdx.x] = ids[(blockIdx.x * rounds + r) * batch_len + threadIdx.x];
    __syncthreads();
    const unsigned lanes = __activemask();
    const bool enter = __any_sync(lanes, !done);
    for (int j = 0; enter && j < batch_len; ++j) {
      const int e = ((blockIdx.x * rounds + r) * batch_len + j) * blockDim.x + threadIdx.x;
      if constexpr (Keyed) {
        warpagg::keyed_uniform_group<unsigned, Tag, T, T> g;
        do {
          if (done) continue;
          if (skip[e]) continue;
          g.template put<0>(batch[j], v[e]);
          g.template put<1>(batch[j], v[e]);
        } while (0);
        g.commit(lanes, [&](unsigned id) { return warpagg::addresses(&a[id], &b[2 * id + 1]); });
      } else {
        warpagg::uniform_group<Tag, T, T> g;
        do {
          if (done) continue;
          if (skip[e]) continue;
          const unsigned id = batch[j];
          g.template put<0>(&a[id], v[e]);
          g.template put<1>(&b[2 * id + 1], v[e]);
        } while (0);
        g.commit(lanes);
      }
    }
  }
}

template <bool Keyed, op_id O, class T> void in_step_case(report& rep, uint64_t seed) {
  rng g(seed);
  for (int block : {256, 80, 96})
    for (int out_pct : {0, 30, 90}) {
      const int blocks = 7, rounds = 3, batch_len = block == 256 ? 64 : 37, keys = 24;
      const int threads = blocks * block;
      std::vector<unsigned char> out(threads), skip(static_cast<size_t>(threads) * rounds * batch_len);
      for (auto& o : out) o = g.below(100) < static_cast<unsigned>(out_pct);
      for (auto& x : skip) x = g.below(100) < 40;
      std::vector<unsigned> ids(static_cast<size_t>(blocks) * rounds * batch_len);
      for (auto& id : ids) id = g.below(keys);
      slot_data<T> sa, sb;
      sa.make(g, O, keys, static_cast<int>(skip.size()));
      sb.make(g, O, 2 * keys + 1, 0);
      sb.vals = sa.vals;
      // Element e = ((blk * rounds + r) * batch_len + j) * block + lane.
      std::vector<unsigned> ia(skip.size()), ib(skip.size());
      std::vector<bool> runs(skip.size());
      for (size_t e = 0; e < skip.size(); ++e) {
        const size_t lane = e % block, slot = e / block, blk = slot / (rounds * batch_len);
        ia[e] = ids[slot];
        ib[e] = 2 * ids[slot] + 1;
        runs[e] = !out[blk * block + lane] && !skip[e];
      }
      sa.reference(O, ia, runs);
      sb.reference(O, ib, runs);
      T* da = to_device(sa.init);
      T* db = to_device(sb.init);
      T* dv = to_device(sa.vals);
      unsigned* di = to_device(ids);
      unsigned char* dout = to_device(out);
      unsigned char* dskip = to_device(skip);
      using Tag = typename tag_of<O, scope::dev>::type;
      in_step_kernel<Keyed, Tag, T><<<blocks, block>>>(da, db, di, dv, dout, dskip, batch_len, rounds);
      CUDA_CHECK_LAUNCH();
      from_device(sa.got, da, sa.len);
      from_device(sb.got, db, sb.len);
      for (void* p : {static_cast<void*>(da), static_cast<void*>(db), static_cast<void*>(dv), static_cast<void*>(di),
                      static_cast<void*>(dout), static_cast<void*>(dskip)})
        CUDA_CHECK(cudaFree(p));
      ++rep.tests;
      std::string why;
      if (!sa.check(why) || !sb.check(why))
        rep.fail(std::string(Keyed ? "keyed_uniform_group" : "uniform_group") + "<" + op_name(O) + ", " +
                 traits<T>::name() + "> committed with its in-step loop's lanes, block " + std::to_string(block) +
                 ", " + std::to_string(out_pct) + "% of lanes out: " + why + " (seed " + std::to_string(seed) + ")");
    }
}

void in_step_commits(report& rep, uint64_t seed) {
  in_step_case<true, op_id::add, float>(rep, seed);
  in_step_case<false, op_id::add, float>(rep, seed + 1);
  in_step_case<true, op_id::add, int>(rep, seed + 2);
  in_step_case<false, op_id::max, int>(rep, seed + 3);
  in_step_case<true, op_id::add, double>(rep, seed + 4);
  in_step_case<true, op_id::xor_, unsigned long long>(rep, seed + 5);
}

}  // namespace

void group_fused(report& rep, const options& opt) {
  int dev = 0, major = 0;
  CUDA_CHECK(cudaGetDevice(&dev));
  CUDA_CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev));
#define WT_INT_OPS(T)                   \
  run_all<op_id::add, scope::dev, T>(rep, opt);  \
  run_all<op_id::min, scope::dev, T>(rep, opt);  \
  run_all<op_id::max, scope::dev, T>(rep, opt);  \
  run_all<op_id::and_, scope::dev, T>(rep, opt); \
  run_all<op_id::or_, scope::dev, T>(rep, opt);  \
  run_all<op_id::xor_, scope::dev, T>(rep, opt);
  WT_INT_OPS(int)
  WT_INT_OPS(unsigned)
  WT_INT_OPS(unsigned long long)
#undef WT_INT_OPS
  run_all<op_id::sub, scope::dev, int, int, int, true>(rep, opt);
  run_all<op_id::sub, scope::dev, unsigned>(rep, opt);
  run_all<op_id::min, scope::dev, long long, long long, long long, true>(rep, opt);
  run_all<op_id::max, scope::dev, long long>(rep, opt);
  run_all<op_id::and_, scope::dev, long long>(rep, opt);
  run_all<op_id::or_, scope::dev, long long>(rep, opt);
  run_all<op_id::xor_, scope::dev, long long>(rep, opt);
  run_all<op_id::add, scope::dev, float, float, float, true>(rep, opt);
  run_all<op_id::add, scope::dev, double, double, double, true>(rep, opt);
  run_all<op_id::add, scope::dev, __half, __half, __half, true>(rep, opt);
  run_all<op_id::add, scope::dev, __nv_bfloat16>(rep, opt);
  run_all<op_id::add, scope::dev, __half2>(rep, opt);
  run_all<op_id::add, scope::dev, __nv_bfloat162>(rep, opt);
  // Mixed slot types in one group, and the other scopes.
  run_all<op_id::add, scope::dev, float, double, int, true, true>(rep, opt);
  run_all<op_id::add, scope::dev, __half, float, __nv_bfloat162>(rep, opt);
  run_all<op_id::add, scope::block, float, unsigned, double, true>(rep, opt);
  run_all<op_id::add, scope::system, float, int, double>(rep, opt);
  run_all<op_id::max, scope::block, int, unsigned long long, long long>(rep, opt);
  run_all<op_id::xor_, scope::system, unsigned, int, unsigned long long, true, true>(rep, opt);
  if (major >= 9) {  // float2 / float4 atomics: sm_90+
    run_all<op_id::add, scope::dev, float2>(rep, opt);
    run_all<op_id::add, scope::dev, float4, float2, float, true>(rep, opt);
  }
  specials<float>(rep, opt.seed);
  specials<double>(rep, opt.seed + 1);
  stale_keys(rep, opt.seed + 2);
  in_step_commits(rep, opt.seed + 3);
}

}  // namespace wt
