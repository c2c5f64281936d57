// bench/realshapes/harness.h -- the real-shapes benchmark's harness, shared by
// the driver (main.cu) and the workload files (middle_*.cu): the variants,
// outputs poisoned and checked against a CPU reference, the timing, and the
// data generators several workloads use. harness.cu defines what is not a
// template.
//
// Checks: every output is either accumulated (sums start at kInitF / kInitI in
// the checking run, at 0 in the timed runs; `max` outputs start at kInitF and
// at -infinity) or stored (all-ones bits in both). Integers compare exactly,
// maxima exactly, sums within tol * (|start| + mag[i]) + slack[i], where mag
// is the sum of the contributions' magnitudes (the bound any order of the
// atomic adds stays within) or whatever larger bound the workload derives, and
// slack covers pairs on a threshold test the GPU may decide the other way.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "../../test/gpu/common.cuh"  // CUDA_CHECK, wt::rng
#include "kernels.h"

namespace rs {

using wt::alloc;
using wt::download;
using wt::rng;
using wt::upload;

/// One variant of the kernels (plain, tool, profiled, anchor, experiments).
struct variant {
  const char* label;
  rs_kernels k;
};
std::vector<variant> all_variants();

extern int g_reps;
extern bool g_quick;
extern int g_sms, g_threads_per_sm;
extern std::vector<std::string> g_only;
constexpr double kInitF = 0.25;  // accumulated float outputs start here in the checking run
constexpr double kInitI = 3;     // accumulated integer outputs start here

inline int nthreads() { return static_cast<int>(std::max(1u, std::min(32u, std::thread::hardware_concurrency()))); }
/// Runs f(begin, end, thread) on nthreads() threads over [0, n).
template <class F> void parallel_for(long long n, F f) {
  const int t = nthreads();
  std::vector<std::thread> pool;
  for (int i = 0; i < t; ++i) pool.emplace_back([=] { f(n * i / t, n * (i + 1) / t, i); });
  for (auto& th : pool) th.join();
}

/// Frees the device buffers of a workload when it goes out of scope.
struct device_pool {
  std::vector<void*> ps;
  template <class T> T* up(const std::vector<T>& h) {
    T* p = upload(h);
    ps.push_back(p);
    return p;
  }
  template <class T> T* make(size_t n) {
    T* p = alloc<T>(n);
    ps.push_back(p);
    return p;
  }
  ~device_pool();
};

// ---- outputs and checks --------------------------------------------------------
enum class ty { f32, f64, i32, u32, f16 };
enum class combine { add, max };
size_t size_of(ty t);
struct output {
  void* dev;
  size_t n;
  ty t;
  bool accumulate;
  std::vector<double> ref, mag, slack;  // mag, slack: per element (slack empty: 0)
  combine op = combine::add;
};
/// An accumulated (or, with accumulate false, stored) output; ref and mag zero.
output make_output(void* dev, size_t n, ty t, bool accumulate = true);
/// An output that keeps the maximum of its start and every value (ref: -inf).
output make_max_output(void* dev, size_t n);

bool check(const std::vector<output>& outs, double tol, std::string& why);
void fill_init(const output& o);
void fill_zero(const output& o);

struct result {
  std::string kernel, variant;
  int block;
  double median_us, min_us;
  bool correct;
};
extern std::vector<result> g_results;

/// A workload's hooks: prepare runs before every launch (after the outputs
/// are reset; e.g. restores BFS labels), extra_check after the checking run.
struct hooks {
  std::function<void()> prepare;
  std::function<bool(std::string&)> extra_check;
};

/// Checks one (variant, block) on poisoned outputs, then times it (a wrong
/// result is reported and not timed); the result goes to g_results.
void measure(const std::string& kernel, const char* label, int block, const std::function<void()>& launch,
             const std::vector<output>& outs, double tol, const hooks& h = {});

/// Runs every variant that has the kernel at every block size.
template <class Args>
void run_all(const std::vector<variant>& vs, const std::string& kernel, void (*rs_kernels::*member)(const Args&, int),
             const Args& args, const std::vector<int>& blocks, const std::vector<output>& outs, double tol,
             const hooks& h = {}) {
  for (int block : blocks)
    for (const variant& v : vs) {
      auto fn = v.k.*member;
      if (!fn) continue;
      measure(kernel, v.label, block, [&] { fn(args, block); }, outs, tol, h);
    }
}

/// Whether --only selects the kernel (a substring of its name, or its group:
/// `middle` selects every kernel of issue 45's middle ground).
bool wanted(const std::string& kernel, const char* group = nullptr);

// ---- data ------------------------------------------------------------------------
/// Zipf(s) over n ranks (rank r has weight 1 / (r + 1 + q)^s), ranks mapped to
/// ids by a random permutation: token ids of text, popular rows.
struct zipf {
  std::vector<double> cdf;
  std::vector<int> id;
  zipf(int n, double s, double q, rng& g);
  int operator()(rng& g) const;
};

inline float uniform_f(rng& g, double lo, double hi) { return static_cast<float>(lo + (hi - lo) * g.uniform()); }
float normal_f(rng& g);  // Box-Muller
/// A random permutation of [0, n).
std::vector<int> permutation(int n, rng& g);
/// n floats uniform in [lo, hi), generated in parallel from seed (the same
/// values whatever the number of host threads).
std::vector<float> random_floats(size_t n, uint64_t seed, double lo, double hi);

/// An R-MAT edge list (Graph500 parameters a=.57 b=.19 c=.19), vertex ids
/// permuted; then sorted (stably, by counting) by source or by destination.
struct edge_list {
  int n;
  std::vector<int> src, dst;
};
edge_list rmat(int scale, int edge_factor, uint64_t seed, bool by_dst);

}  // namespace rs
