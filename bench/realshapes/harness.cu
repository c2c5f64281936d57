// bench/realshapes/harness.cu -- the real-shapes benchmark's harness (see
// harness.h): outputs poisoned and checked, the timing loop, data generators.
#include "harness.h"

#include <cstdio>
#include <numeric>

namespace rs {

int g_reps = 21;
bool g_quick = false;
int g_sms = 0, g_threads_per_sm = 0;
std::vector<std::string> g_only;
std::vector<result> g_results;

device_pool::~device_pool() {
  for (void* p : ps) CUDA_CHECK(cudaFree(p));
}

size_t size_of(ty t) { return t == ty::f64 ? 8 : t == ty::f16 ? 2 : 4; }

output make_output(void* dev, size_t n, ty t, bool accumulate) {
  return {dev, n, t, accumulate, std::vector<double>(n, 0.0), std::vector<double>(n, 0.0), {}};
}
output make_max_output(void* dev, size_t n) {
  output o = make_output(dev, n, ty::f32);
  o.ref.assign(n, -INFINITY);
  o.op = combine::max;
  return o;
}

namespace {
/// The output's values, as doubles.
std::vector<double> fetch(const output& o) {
  std::vector<double> got(o.n);
  switch (o.t) {
    case ty::f32: { auto v = download(static_cast<const float*>(o.dev), o.n); std::copy(v.begin(), v.end(), got.begin()); break; }
    case ty::f64: got = download(static_cast<const double*>(o.dev), o.n); break;
    case ty::i32: { auto v = download(static_cast<const int*>(o.dev), o.n); std::copy(v.begin(), v.end(), got.begin()); break; }
    case ty::u32: { auto v = download(static_cast<const unsigned*>(o.dev), o.n); std::copy(v.begin(), v.end(), got.begin()); break; }
    case ty::f16: { auto v = download(static_cast<const __half*>(o.dev), o.n); for (size_t i = 0; i < o.n; ++i) got[i] = __half2float(v[i]); break; }
  }
  return got;
}
}  // namespace

bool check(const std::vector<output>& outs, double tol, std::string& why) {
  for (size_t k = 0; k < outs.size(); ++k) {
    const output& o = outs[k];
    const std::vector<double> got = fetch(o);
    const bool exact = o.t == ty::i32 || o.t == ty::u32;
    const double init = o.accumulate ? (exact ? kInitI : kInitF) : 0.0;
    for (size_t i = 0; i < o.n; ++i) {
      if (o.op == combine::max) {  // a maximum is exact whatever the order
        const double want = std::max(o.ref[i], init);
        if (got[i] == want) continue;
        char buf[256];
        std::snprintf(buf, sizeof buf, "output %zu entry %zu: got %.9g, want the maximum %.9g", k, i, got[i], want);
        why = buf;
        return false;
      }
      const double want = o.ref[i] + init;
      const double slack = o.slack.empty() ? 0.0 : o.slack[i];
      const bool ok = exact ? got[i] == want : std::fabs(got[i] - want) <= tol * (o.mag[i] + std::fabs(init)) + slack;
      if (!ok) {
        char buf[256];
        std::snprintf(buf, sizeof buf, "output %zu entry %zu: got %.9g, want %.9g (sum |v| %.3g)", k, i, got[i], want,
                      o.mag[i]);
        why = buf;
        return false;
      }
    }
  }
  return true;
}

void fill_init(const output& o) {
  const size_t bytes = o.n * size_of(o.t);
  if (!o.accumulate) {
    CUDA_CHECK(cudaMemset(o.dev, 0xFF, bytes));
    return;
  }
  switch (o.t) {
    case ty::f32: { std::vector<float> h(o.n, static_cast<float>(kInitF)); CUDA_CHECK(cudaMemcpy(o.dev, h.data(), bytes, cudaMemcpyHostToDevice)); break; }
    case ty::f64: { std::vector<double> h(o.n, kInitF); CUDA_CHECK(cudaMemcpy(o.dev, h.data(), bytes, cudaMemcpyHostToDevice)); break; }
    case ty::i32: { std::vector<int> h(o.n, static_cast<int>(kInitI)); CUDA_CHECK(cudaMemcpy(o.dev, h.data(), bytes, cudaMemcpyHostToDevice)); break; }
    case ty::u32: { std::vector<unsigned> h(o.n, static_cast<unsigned>(kInitI)); CUDA_CHECK(cudaMemcpy(o.dev, h.data(), bytes, cudaMemcpyHostToDevice)); break; }
    case ty::f16: { std::vector<__half> h(o.n, __float2half(static_cast<float>(kInitF))); CUDA_CHECK(cudaMemcpy(o.dev, h.data(), bytes, cudaMemcpyHostToDevice)); break; }
  }
}

namespace {
__global__ void fill_floats(float* p, size_t n, float v) {
  for (size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x; i < n; i += static_cast<size_t>(gridDim.x) * blockDim.x)
    p[i] = v;
}
}  // namespace

void fill_zero(const output& o) {
  if (o.op == combine::max) {  // as the projects start a maximum: at -infinity
    fill_floats<<<1024, 256>>>(static_cast<float*>(o.dev), o.n, -INFINITY);
    CUDA_CHECK(cudaGetLastError());
    return;
  }
  CUDA_CHECK(cudaMemsetAsync(o.dev, o.accumulate ? 0 : 0xFF, o.n * size_of(o.t)));
}

void measure(const std::string& kernel, const char* label, int block, const std::function<void()>& launch,
             const std::vector<output>& outs, double tol, const hooks& h) {
  for (const output& o : outs) fill_init(o);
  if (h.prepare) h.prepare();
  CUDA_CHECK(cudaDeviceSynchronize());
  launch();
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::string why;
  bool ok = check(outs, tol, why);
  if (ok && h.extra_check) ok = h.extra_check(why);
  double med = NAN, mn = NAN;
  if (ok) {
    cudaEvent_t a, b;
    CUDA_CHECK(cudaEventCreate(&a));
    CUDA_CHECK(cudaEventCreate(&b));
    std::vector<float> t;
    for (int r = 0; r < 3 + g_reps; ++r) {
      for (const output& o : outs) fill_zero(o);
      if (h.prepare) h.prepare();
      CUDA_CHECK(cudaEventRecord(a));
      launch();
      CUDA_CHECK(cudaGetLastError());
      CUDA_CHECK(cudaEventRecord(b));
      CUDA_CHECK(cudaEventSynchronize(b));
      float ms = 0;
      CUDA_CHECK(cudaEventElapsedTime(&ms, a, b));
      if (r >= 3) t.push_back(ms * 1000.0f);
    }
    CUDA_CHECK(cudaEventDestroy(a));
    CUDA_CHECK(cudaEventDestroy(b));
    std::sort(t.begin(), t.end());
    med = t[t.size() / 2];
    mn = t.front();
  }
  std::printf("%-26s %-8s %5d  %s %10.1f us\n", kernel.c_str(), label, block, ok ? "correct" : "WRONG  ", med);
  if (!ok) std::printf("  WRONG: %s\n", why.c_str());
  std::fflush(stdout);
  g_results.push_back({kernel, label, block, med, mn, ok});
}

bool wanted(const std::string& kernel, const char* group) {
  if (g_only.empty()) return true;
  for (const auto& o : g_only)
    if (kernel.find(o) != std::string::npos || (group && o == group)) return true;
  return false;
}

// ---- data ------------------------------------------------------------------------
zipf::zipf(int n, double s, double q, rng& g) : cdf(n), id(n) {
  double acc = 0;
  for (int r = 0; r < n; ++r) cdf[r] = acc += 1.0 / std::pow(r + 1 + q, s);
  for (double& c : cdf) c /= acc;
  std::iota(id.begin(), id.end(), 0);
  for (int i = n - 1; i > 0; --i) std::swap(id[i], id[g.below(i + 1)]);
}
int zipf::operator()(rng& g) const {
  const size_t r = std::upper_bound(cdf.begin(), cdf.end(), g.uniform()) - cdf.begin();
  return id[std::min(r, cdf.size() - 1)];
}

float normal_f(rng& g) {  // Box-Muller
  const double u = std::max(1e-12, g.uniform()), v = g.uniform();
  return static_cast<float>(std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * M_PI * v));
}

std::vector<int> permutation(int n, rng& g) {
  std::vector<int> p(n);
  std::iota(p.begin(), p.end(), 0);
  for (int i = n - 1; i > 0; --i) std::swap(p[i], p[g.below(i + 1)]);
  return p;
}

std::vector<float> random_floats(size_t n, uint64_t seed, double lo, double hi) {
  constexpr size_t kChunk = 1 << 20;  // one generator per chunk
  std::vector<float> v(n);
  const long long chunks = static_cast<long long>((n + kChunk - 1) / kChunk);
  parallel_for(chunks, [&](long long b, long long e, int) {
    for (long long c = b; c < e; ++c) {
      rng g(seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(c));
      for (size_t i = c * kChunk; i < std::min<size_t>(n, (c + 1) * kChunk); ++i) v[i] = uniform_f(g, lo, hi);
    }
  });
  return v;
}

edge_list rmat(int scale, int edge_factor, uint64_t seed, bool by_dst) {
  const int n = 1 << scale;
  const long long E = static_cast<long long>(n) * edge_factor;
  std::vector<int> s(E), d(E);
  std::vector<int> perm(n);
  {
    rng g(seed);
    std::iota(perm.begin(), perm.end(), 0);
    for (int i = n - 1; i > 0; --i) std::swap(perm[i], perm[g.below(i + 1)]);
  }
  parallel_for(E, [&](long long b, long long e, int t) {
    rng g(seed * 1000003 + t + 1);
    for (long long k = b; k < e; ++k) {
      int u = 0, v = 0;
      for (int l = 0; l < scale; ++l) {
        const double r = g.uniform();
        const int bu = r >= 0.76, bv = (r >= 0.57 && r < 0.76) || r >= 0.95;
        u = (u << 1) | bu;
        v = (v << 1) | bv;
      }
      s[k] = perm[u];
      d[k] = perm[v];
    }
  });
  const std::vector<int>& key = by_dst ? d : s;
  std::vector<long long> start(n + 1, 0);
  for (long long k = 0; k < E; ++k) ++start[key[k] + 1];
  for (int i = 0; i < n; ++i) start[i + 1] += start[i];
  edge_list out{n, std::vector<int>(E), std::vector<int>(E)};
  for (long long k = 0; k < E; ++k) {
    const long long p = start[key[k]]++;
    out.src[p] = s[k];
    out.dst[p] = d[k];
  }
  return out;
}

}  // namespace rs
