// test/gpu/exec_helper_copies.cu -- execution tests of helpers decided per call
// site (issue 25 item 3): helper_kernels.cu as written and as the tool
// rewrites it (generated/helper_kernels.wa.cu: copies `<helper>_warpagg`
// called only by the gaining calls, the original helpers by the others),
// against a CPU reference on fresh random data: a flush loop and a keyed
// scatter through one float helper, tickets whose returned old values must
// tile each queue counter's range exactly, per-thread counters, a helper with two
// atomics called keyed and per thread. Blocks of 256, 96 and 100 threads
// (a partial last warp), early exits, one key, few keys and many; outputs
// start from random values. Integers exact, float sums within a bound
// relative to the sum of the magnitudes added.
//   warpagg_helper_copies_tests [--quick] [--seed N]
#include "common.cuh"

#include <warpagg/warpagg.cuh>

#include <numeric>

#include "helper_kernels.cu"
#undef HK_NS
#define HK_NS rewritten
#include "generated/helper_kernels.wa.cu"

namespace {
using wt::download;
using wt::upload;

wt::checks g_checks;
bool g_quick = false;

// |got - want| within 1e-5 of the magnitudes summed (float accumulation in
// any order), plus one ulp-sized floor.
bool close(float got, double want, double magnitude) {
  return std::fabs(got - want) <= 1e-5 * magnitude + 1e-6;
}

std::vector<float> random_floats(wt::rng& r, size_t n) {
  std::vector<float> v(n);
  for (float& x : v) x = static_cast<float>(r.uniform() * 2.0 - 1.0);
  return v;
}
std::vector<int> random_keys(wt::rng& r, size_t n, unsigned keys) {
  std::vector<int> k(n);
  for (int& x : k) x = static_cast<int>(r.below(keys));
  return k;
}

template <class Launch>
void flush_rows_case(wt::rng& r, unsigned block, const char* variant, Launch launch) {
  const int rows = g_quick ? 123 : 517, cols = 1000;
  std::vector<float> in = random_floats(r, size_t(rows) * cols), init = random_floats(r, cols);
  std::vector<double> want(init.begin(), init.end()), mag(cols, 0.0);
  for (int row = 0; row < rows; ++row)
    for (int c = 0; c < cols; ++c) {
      want[c] += in[size_t(row) * cols + c];
      mag[c] += std::fabs(in[size_t(row) * cols + c]);
    }
  float *d_in = upload(in), *d_out = upload(init);
  launch(37, block, cols * sizeof(float), d_in, d_out, rows, cols);
  CUDA_CHECK_LAUNCH();
  std::vector<float> got = download(d_out, cols);
  int bad = 0;
  for (int c = 0; c < cols; ++c) bad += !close(got[c], want[c], mag[c] + std::fabs(init[c]));
  g_checks.expect(bad == 0, std::string(variant) + " flush_rows block " + std::to_string(block) + ": " +
                       std::to_string(bad) + " columns wrong");
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
}

template <class Launch>
void scatter_case(wt::rng& r, unsigned block, unsigned keys, const char* variant, Launch launch) {
  const int n = g_quick ? 20011 : 100003;
  std::vector<int> key = random_keys(r, n, keys);
  std::vector<float> v = random_floats(r, n), init = random_floats(r, keys);
  std::vector<double> want(init.begin(), init.end()), mag(keys);
  for (unsigned k = 0; k < keys; ++k) mag[k] = std::fabs(init[k]);
  for (int i = 0; i < n; ++i) {
    want[key[i]] += v[i];
    mag[key[i]] += std::fabs(v[i]);
  }
  int* d_key = upload(key);
  float *d_v = upload(v), *d_out = upload(init);
  launch((n + block - 1) / block, block, d_key, d_v, d_out, n);
  CUDA_CHECK_LAUNCH();
  std::vector<float> got = download(d_out, keys);
  int bad = 0;
  for (unsigned k = 0; k < keys; ++k) bad += !close(got[k], want[k], mag[k]);
  g_checks.expect(bad == 0, std::string(variant) + " scatter block " + std::to_string(block) + " keys " +
                       std::to_string(keys) + ": " + std::to_string(bad) + " wrong");
  CUDA_CHECK(cudaFree(d_key));
  CUDA_CHECK(cudaFree(d_v));
  CUDA_CHECK(cudaFree(d_out));
}

// The old values returned to the lanes of each queue, each lane's range
// [old, old + want), must tile [base, final) of that queue's counter exactly
// once.
template <class Launch>
void tickets_case(wt::rng& r, unsigned block, const char* variant, Launch launch) {
  const int n = g_quick ? 5003 : 40009, queues = 3;
  std::vector<int> want(n), queue(n), base(queues);
  for (int& w : want) w = 1 + static_cast<int>(r.below(5));
  for (int& q : queue) q = static_cast<int>(r.below(queues));
  for (int& b : base) b = static_cast<int>(r.below(1000));
  int *d_counters = upload(base), *d_queue = upload(queue), *d_ticket = upload(std::vector<int>(n, -7)),
      *d_want = upload(want);
  launch((n + block - 1) / block, block, d_counters, d_queue, d_ticket, d_want, n);
  CUDA_CHECK_LAUNCH();
  std::vector<int> ticket = download(d_ticket, n);
  std::vector<int> counters = download(d_counters, queues);
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return ticket[a] < ticket[b]; });
  std::vector<long long> next(base.begin(), base.end());
  bool tiled = true;
  for (int i : order) {
    tiled &= ticket[i] == next[queue[i]];
    next[queue[i]] += want[i];
  }
  bool totals = true;
  for (int q = 0; q < queues; ++q) totals &= counters[q] == next[q];
  g_checks.expect(totals && tiled, std::string(variant) + " tickets block " + std::to_string(block) +
                                       (totals ? "" : ": a counter's final value is wrong") +
                                       (tiled ? "" : ": tickets overlap or leave gaps"));
  CUDA_CHECK(cudaFree(d_counters));
  CUDA_CHECK(cudaFree(d_queue));
  CUDA_CHECK(cudaFree(d_ticket));
  CUDA_CHECK(cudaFree(d_want));
}

template <class Launch>
void own_counters_case(wt::rng& r, unsigned block, const char* variant, Launch launch) {
  const int n = g_quick ? 3001 : 30011;
  std::vector<int> init(n);
  for (int& x : init) x = static_cast<int>(r.below(1 << 20));
  int *d_counters = upload(init), *d_old = upload(std::vector<int>(n, -7));
  launch((n + block - 1) / block, block, d_counters, d_old, n);
  CUDA_CHECK_LAUNCH();
  std::vector<int> counters = download(d_counters, n), old = download(d_old, n);
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += counters[i] != init[i] + 3 || old[i] != init[i];
  g_checks.expect(bad == 0, std::string(variant) + " own_counters block " + std::to_string(block) + ": " +
                       std::to_string(bad) + " wrong");
  CUDA_CHECK(cudaFree(d_counters));
  CUDA_CHECK(cudaFree(d_old));
}

template <class Keyed, class Own>
void stats_case(wt::rng& r, unsigned block, unsigned keys, const char* variant, Keyed keyed, Own own) {
  const int n = g_quick ? 20011 : 100003;
  std::vector<int> key = random_keys(r, n, keys);
  std::vector<float> v = random_floats(r, n), init = random_floats(r, keys), own_init = random_floats(r, n);
  std::vector<unsigned> count_init(keys), own_count_init(n);
  for (unsigned& c : count_init) c = r.below(100);
  for (unsigned& c : own_count_init) c = r.below(100);
  std::vector<double> want(init.begin(), init.end()), mag(keys);
  std::vector<unsigned> want_count = count_init;
  for (unsigned k = 0; k < keys; ++k) mag[k] = std::fabs(init[k]);
  for (int i = 0; i < n; ++i) {
    want[key[i]] += v[i];
    mag[key[i]] += std::fabs(v[i]);
    ++want_count[key[i]];
  }
  int* d_key = upload(key);
  float *d_v = upload(v), *d_sum = upload(init), *d_own = upload(own_init);
  unsigned *d_count = upload(count_init), *d_own_count = upload(own_count_init);
  unsigned grid = (n + block - 1) / block;
  keyed(grid, block, d_key, d_v, d_sum, d_count, n);
  CUDA_CHECK_LAUNCH();
  own(grid, block, d_v, d_own, d_own_count, n);
  CUDA_CHECK_LAUNCH();
  std::vector<float> sum = download(d_sum, keys), own_sum = download(d_own, n);
  std::vector<unsigned> count = download(d_count, keys), own_count = download(d_own_count, n);
  int bad = 0;
  for (unsigned k = 0; k < keys; ++k) bad += !close(sum[k], want[k], mag[k]) || count[k] != want_count[k];
  int own_bad = 0;
  for (int i = 0; i < n; ++i)
    own_bad += !wt::same_bytes(own_sum[i], own_init[i] + v[i]) || own_count[i] != own_count_init[i] + 1;
  g_checks.expect(bad == 0 && own_bad == 0, std::string(variant) + " stats block " + std::to_string(block) + " keys " +
                                       std::to_string(keys) + ": " + std::to_string(bad) + " keyed and " +
                                       std::to_string(own_bad) + " per-thread wrong");
  for (void* p : {(void*)d_key, (void*)d_v, (void*)d_sum, (void*)d_own, (void*)d_count, (void*)d_own_count})
    CUDA_CHECK(cudaFree(p));
}

template <class NS> struct kernels;
#define HK_KERNELS(NS)                                                                             \
  template <> struct kernels<struct NS##_tag> {                                                    \
    static constexpr const char* name = #NS;                                                       \
    static void flush_rows(unsigned g, unsigned b, size_t sh, const float* in, float* out, int r, int c) { \
      NS::flush_rows<<<g, b, sh>>>(in, out, r, c);                                                 \
    }                                                                                              \
    static void scatter(unsigned g, unsigned b, const int* k, const float* v, float* o, int n) {   \
      NS::scatter<<<g, b>>>(k, v, o, n);                                                           \
    }                                                                                              \
    static void tickets(unsigned g, unsigned b, int* c, const int* q, int* t, const int* w, int n) { \
      NS::tickets<<<g, b>>>(c, q, t, w, n);                                                        \
    }                                                                                              \
    static void own_counters(unsigned g, unsigned b, int* c, int* o, int n) {                      \
      NS::own_counters<<<g, b>>>(c, o, n);                                                         \
    }                                                                                              \
    static void keyed_stats(unsigned g, unsigned b, const int* k, const float* v, float* s, unsigned* c, int n) { \
      NS::keyed_stats<<<g, b>>>(k, v, s, c, n);                                                    \
    }                                                                                              \
    static void own_stats(unsigned g, unsigned b, const float* v, float* s, unsigned* c, int n) {  \
      NS::own_stats<<<g, b>>>(v, s, c, n);                                                         \
    }                                                                                              \
  };
HK_KERNELS(plain)
HK_KERNELS(rewritten)

template <class K> void run_all(wt::rng& r) {
  for (unsigned block : {256u, 96u, 100u}) {
    flush_rows_case(r, block, K::name, K::flush_rows);
    for (unsigned keys : {1u, 7u, 1000u}) scatter_case(r, block, keys, K::name, K::scatter);
    tickets_case(r, block, K::name, K::tickets);
    own_counters_case(r, block, K::name, K::own_counters);
    for (unsigned keys : {1u, 7u, 1000u}) stats_case(r, block, keys, K::name, K::keyed_stats, K::own_stats);
  }
}

}  // namespace

int main(int argc, char** argv) {
  wt::test_args args(argc, argv);
  const uint64_t seed = args.seed;
  g_quick = args.quick;
  std::printf("group helper copies (seed %llu%s)\n", static_cast<unsigned long long>(seed),
              g_quick ? ", quick" : "");
  wt::rng r(seed);
  run_all<kernels<plain_tag>>(r);
  run_all<kernels<rewritten_tag>>(r);
  return g_checks.finish();
}
