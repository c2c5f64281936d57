// test/gpu/exec_private.cu -- execution tests of privatization (issue 17):
//  1. warpagg::private_zero / private_flush (private_table.cuh): every op,
//     value type and scope the runtime takes, tables of 1, 7, 64 and 302
//     entries, 1-D/2-D/3-D blocks of sizes that are not multiples of 32,
//     threads that return early, a flush target offset (first key != 0),
//     float tables on sm_90+ flushed four entries per vector atomic where
//     the target is 16-byte aligned (and one by one where it is not: dist
//     2), -0.0 among the poisoned outputs (float/double compared bit for bit),
//     keys random / all one key / by thread; exact against a CPU reference,
//     on outputs poisoned with random values, with guard entries around
//     the table that must stay untouched.
//  2. the tool's rewrite of private_kernels.cu (generated/private_kernels.wa.cu)
//     against the kernels as written, on fresh random data, several launch
//     shapes, poisoned outputs: bit-identical results.
//   warpagg_private_tests [--quick] [--seed N]
#include "common.cuh"

#include <warpagg/warpagg.cuh>

#include <functional>
#include <type_traits>

#include "private_kernels.cu"
#undef PK_NS
#define PK_NS rewritten
#include "generated/private_kernels.wa.cu"

namespace {
using wt::download;
using wt::upload;

wt::checks g_checks;
bool g_quick = false;

std::string dims(dim3 b) {
  return std::to_string(b.x) + "x" + std::to_string(b.y) + "x" + std::to_string(b.z);
}

// ---- 1. the runtime's private table ------------------------------------------
template <class Tag, class T, int N>
__global__ void table_kernel(const int* keys, const T* vals, T* dst, int n, long long first) {
  __shared__ T t[N];
  warpagg::private_zero<Tag>(t);
  __syncthreads();
  [&]() {
    const unsigned rank = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    const int i = static_cast<int>(blockIdx.x * (blockDim.x * blockDim.y * blockDim.z) + rank);
    if (i >= n) return;  // threads past the end still reach the flush
    warpagg::detail::native_apply<typename Tag::op_type, typename Tag::scope_type, false>(&t[keys[i]], vals[i]);
  }();
  __syncthreads();
  warpagg::private_flush<Tag>(t, dst, first);
}

enum class opk { add, sub, min, max, band, bor, bxor };

template <class T> constexpr bool is_int() { return std::is_integral<T>::value; }

// Host reference of one update.
template <class T> T host_apply(opk o, T a, T b) {
  if constexpr (is_int<T>()) {
    using U = typename std::make_unsigned<T>::type;
    switch (o) {
      case opk::add: return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
      case opk::sub: return static_cast<T>(static_cast<U>(a) - static_cast<U>(b));
      case opk::min: return b < a ? b : a;
      case opk::max: return a < b ? b : a;
      case opk::band: return a & b;
      case opk::bor: return a | b;
      default: return a ^ b;
    }
  } else {  // floating add of small exact values
    using tr = wt::traits<T>;
    double c0 = tr::get(a, 0) + tr::get(b, 0);
    double c1 = tr::comps > 1 ? tr::get(a, 1) + tr::get(b, 1) : 0.0;
    return tr::make(c0, c1);
  }
}

template <class T> T random_value(wt::rng& r, opk o) {
  if constexpr (is_int<T>()) {
    if (o == opk::add || o == opk::sub) return static_cast<T>(r.next() % 1000);
    return static_cast<T>(r.next());
  } else {
    using tr = wt::traits<T>;
    // Small multiples of 1/4 (16-bit types: 0 or 1): every partial sum exact.
    if (tr::k == wt::kind::half16) return tr::make(double(r.below(2)), double(r.below(2)));
    if (r.below(16) == 0) return tr::make(-0.0, -0.0);  // x + -0.0 keeps x's sign
    return tr::make(r.below(8) / 4.0, r.below(8) / 4.0);
  }
}

template <class T> bool same(const T& a, const T& b) {
  if constexpr (is_int<T>()) {
    return a == b;
  } else if constexpr (std::is_same<T, float>::value || std::is_same<T, double>::value) {
    return std::memcmp(&a, &b, sizeof(T)) == 0;  // -0.0 is not +0.0
  } else {
    using tr = wt::traits<T>;
    for (int c = 0; c < tr::comps; ++c)
      if (tr::get(a, c) != tr::get(b, c)) return false;
    return true;
  }
}

template <class Tag, class T, int N>
void run_table(const char* name, opk o, wt::rng& r) {
  const dim3 shapes[] = {dim3(256), dim3(100), dim3(33, 3), dim3(7, 5, 3), dim3(1024), dim3(32, 4, 2), dim3(1)};
  const bool tiny = wt::traits<T>::k == wt::kind::half16;
  for (const dim3& block : shapes) {
    const int threads = block.x * block.y * block.z;
    for (int dist = 0; dist < 3; ++dist) {
      if (g_quick && (dist == 1 || threads == 1024)) continue;
      // 16-bit floats: at most about 120 ones per entry (exact in bfloat16).
      int n = tiny ? (dist == 1 ? 120 : 120 * N) : (g_quick ? 3000 : 40000);
      if (threads == 1) n = std::min(n, 700);
      n -= static_cast<int>(r.below(50));  // the last block is partial
      const long long first = (dist == 2) ? -5 : 0;
      std::vector<int> keys(n);
      std::vector<T> vals(n);
      for (int i = 0; i < n; ++i) {
        keys[i] = dist == 0 ? static_cast<int>(r.below(N)) : dist == 1 ? N - 1 : i % N;
        vals[i] = random_value<T>(r, o);
      }
      // dist 2: the flush target dst + first is not 16-byte aligned.
      const int guard = dist == 2 ? 9 : 8;
      std::vector<T> buf(N + 2 * guard);
      for (auto& v : buf) v = random_value<T>(r, o);
      std::vector<T> ref = buf;
      for (int i = 0; i < n; ++i) ref[guard + keys[i]] = host_apply(o, ref[guard + keys[i]], vals[i]);
      int* d_keys;
      T *d_vals, *d_buf;
      CUDA_CHECK(cudaMalloc(&d_keys, n * sizeof(int)));
      CUDA_CHECK(cudaMalloc(&d_vals, n * sizeof(T)));
      CUDA_CHECK(cudaMalloc(&d_buf, buf.size() * sizeof(T)));
      CUDA_CHECK(cudaMemcpy(d_keys, keys.data(), n * sizeof(int), cudaMemcpyHostToDevice));
      CUDA_CHECK(cudaMemcpy(d_vals, vals.data(), n * sizeof(T), cudaMemcpyHostToDevice));
      CUDA_CHECK(cudaMemcpy(d_buf, buf.data(), buf.size() * sizeof(T), cudaMemcpyHostToDevice));
      const int blocks = (n + threads - 1) / threads;
      table_kernel<Tag, T, N><<<blocks, block>>>(d_keys, d_vals, d_buf + guard - first, n, first);
      CUDA_CHECK_LAUNCH();
      std::vector<T> got(buf.size());
      CUDA_CHECK(cudaMemcpy(got.data(), d_buf, got.size() * sizeof(T), cudaMemcpyDeviceToHost));
      bool ok = true;
      size_t bad = 0;
      for (size_t j = 0; j < got.size() && ok; ++j)
        if (!same(got[j], ref[j])) ok = false, bad = j;
      g_checks.expect(ok, std::string("private table ") + name + " N=" + std::to_string(N) + " block " + dims(block) +
                     " dist " + std::to_string(dist) + " first " + std::to_string(first) +
                     (ok ? "" : " entry " + std::to_string(long(bad) - guard)));
      CUDA_CHECK(cudaFree(d_keys));
      CUDA_CHECK(cudaFree(d_vals));
      CUDA_CHECK(cudaFree(d_buf));
    }
  }
}

template <class Tag, class T> void run_sizes(const char* name, opk o, wt::rng& r) {
  run_table<Tag, T, 1>(name, o, r);
  run_table<Tag, T, 7>(name, o, r);
  run_table<Tag, T, 64>(name, o, r);
  if (!g_quick) run_table<Tag, T, 302>(name, o, r);  // 302: a vector flush's tail
}

void runtime_tests(wt::rng& r) {
  namespace op = warpagg::op;
  run_sizes<op::add, int>("add int", opk::add, r);
  run_sizes<op::add, unsigned>("add unsigned", opk::add, r);
  run_sizes<op::add, unsigned long long>("add ull", opk::add, r);
  run_sizes<op::add, float>("add float", opk::add, r);
  run_sizes<op::add, double>("add double", opk::add, r);
  run_sizes<op::add, __half>("add __half", opk::add, r);
  run_sizes<op::add, __nv_bfloat16>("add __nv_bfloat16", opk::add, r);
  run_sizes<op::add, __half2>("add __half2", opk::add, r);
  run_sizes<op::add, __nv_bfloat162>("add __nv_bfloat162", opk::add, r);
  run_sizes<op::sub, int>("sub int", opk::sub, r);
  run_sizes<op::sub, unsigned>("sub unsigned", opk::sub, r);
  run_sizes<op::min, int>("min int", opk::min, r);
  run_sizes<op::min, unsigned>("min unsigned", opk::min, r);
  run_sizes<op::min, long long>("min long long", opk::min, r);
  run_sizes<op::min, unsigned long long>("min ull", opk::min, r);
  run_sizes<op::max, int>("max int", opk::max, r);
  run_sizes<op::max, unsigned>("max unsigned", opk::max, r);
  run_sizes<op::max, long long>("max long long", opk::max, r);
  run_sizes<op::max, unsigned long long>("max ull", opk::max, r);
  run_sizes<op::bit_and, int>("and int", opk::band, r);
  run_sizes<op::bit_and, unsigned long long>("and ull", opk::band, r);
  run_sizes<op::bit_or, unsigned>("or unsigned", opk::bor, r);
  run_sizes<op::bit_or, long long>("or long long", opk::bor, r);
  run_sizes<op::bit_xor, int>("xor int", opk::bxor, r);
  run_sizes<op::bit_xor, unsigned long long>("xor ull", opk::bxor, r);
  // Scopes: the flush issues the original atomic's scope.
  run_sizes<op::add_block, unsigned>("add_block unsigned", opk::add, r);
  run_sizes<op::add_system, float>("add_system float", opk::add, r);
  run_sizes<op::max_block, long long>("max_block long long", opk::max, r);
  run_sizes<op::bit_xor_system, unsigned>("xor_system unsigned", opk::bxor, r);
  run_sizes<op::add_system, double>("add_system double", opk::add, r);
}

// ---- 2. the tool's rewrite against the kernels as written ---------------------
template <class T> std::vector<T> random_vec(wt::rng& r, size_t n, uint64_t mod) {
  std::vector<T> v(n);
  for (auto& x : v) x = static_cast<T>(r.next() % mod);
  return v;
}

// Runs `launch(plain?)` on a copy of `poison` for both variants; equal?
template <class T>
void compare(const std::string& what, const std::vector<T>& poison, const std::function<void(bool, T*)>& launch,
             std::vector<T>* plain_out = nullptr) {
  std::vector<T> out[2];
  for (int v = 0; v < 2; ++v) {
    T* d = upload(poison);
    launch(v == 0, d);
    CUDA_CHECK_LAUNCH();
    out[v] = download(d, poison.size());
    CUDA_CHECK(cudaFree(d));
  }
  if (plain_out) *plain_out = out[0];
  bool ok = std::memcmp(out[0].data(), out[1].data(), poison.size() * sizeof(T)) == 0;
  g_checks.expect(ok, "rewritten " + what);
}

void rewrite_tests(wt::rng& r) {
  const dim3 shapes[] = {dim3(256), dim3(96), dim3(33), dim3(1000), dim3(17, 3), dim3(5, 4, 3)};
  for (const dim3& b : shapes) {
    const int threads = b.x * b.y * b.z;
    const int n = (g_quick ? 5000 : 200000) + static_cast<int>(r.below(1000));
    const int blocks = (n + threads - 1) / threads;
    const std::string shape = " block " + dims(b);
    {  // byte_hist, also against a CPU reference
      auto in = random_vec<unsigned char>(r, n, r.below(2) ? 256 : 7);
      unsigned char* d_in = upload(in);
      auto poison = random_vec<unsigned>(r, 256, 1000);
      std::vector<unsigned> got;
      compare<unsigned>("byte_hist" + shape, poison, [&](bool p, unsigned* h) {
        (p ? plain::byte_hist : rewritten::byte_hist)<<<blocks, b>>>(d_in, h, n);
      }, &got);
      // The kernel indexes by x only: with 2-D blocks rows repeat elements.
      if (b.y == 1 && b.z == 1) {
        std::vector<unsigned> ref = poison;
        for (int i = 0; i < n; ++i) ref[in[i]]++;
        g_checks.expect(got == ref, "byte_hist CPU reference" + shape);
      }
      CUDA_CHECK(cudaFree(d_in));
    }
    {  // weighted_hist<float/double>: a template kernel; poison with -0.0
      auto in = random_vec<unsigned char>(r, n, r.below(2) ? 256 : 5);
      std::vector<float> wf(n);
      std::vector<double> wd(n);
      for (int i = 0; i < n; ++i) wd[i] = wf[i] = r.below(8) / 4.0f;  // exact sums
      std::vector<float> pf(256);
      std::vector<double> pd(256);
      for (int j = 0; j < 256; ++j) pd[j] = pf[j] = r.below(8) ? r.below(400) / 4.0f : -0.0f;
      unsigned char* d_in = upload(in);
      float* d_wf = upload(wf);
      double* d_wd = upload(wd);
      compare<float>("weighted_hist<float>" + shape, pf, [&](bool p, float* h) {
        (p ? plain::weighted_hist<float> : rewritten::weighted_hist<float>)<<<blocks, b>>>(d_in, d_wf, h, n);
      });
      compare<double>("weighted_hist<double>" + shape, pd, [&](bool p, double* h) {
        (p ? plain::weighted_hist<double> : rewritten::weighted_hist<double>)<<<blocks, b>>>(d_in, d_wd, h, n);
      });
      CUDA_CHECK(cudaFree(d_in));
      CUDA_CHECK(cudaFree(d_wf));
      CUDA_CHECK(cudaFree(d_wd));
    }
    {  // masked_hist: grid-stride, few blocks
      auto key = random_vec<int>(r, n, 1u << 30);
      int* d_key = upload(key);
      compare<unsigned>("masked_hist" + shape, random_vec<unsigned>(r, 64, 1000), [&](bool p, unsigned* h) {
        (p ? plain::masked_hist : rewritten::masked_hist)<<<7, b>>>(d_key, h, n);
      });
      CUDA_CHECK(cudaFree(d_key));
    }
    {  // user_minmax: a project's min/max that are not clamps stay in global memory
      auto x = random_vec<int>(r, n, 1u << 20);
      int* d_x = upload(x);
      compare<unsigned>("user_minmax" + shape, random_vec<unsigned>(r, 64, 1000), [&](bool p, unsigned* h) {
        (p ? plain::user_minmax : rewritten::user_minmax)<<<blocks, b>>>(d_x, h, n);
      });
      CUDA_CHECK(cudaFree(d_x));
    }
    {  // float_sum: multiples of 1/4, exact in any order
      std::vector<float> x(n);
      for (auto& v : x) v = r.below(8) / 4.0f;
      float* d_x = upload(x);
      compare<float>("float_sum" + shape, {3.25f}, [&](bool p, float* s) {
        (p ? plain::float_sum : rewritten::float_sum)<<<blocks, b>>>(d_x, s, n);
      });
      CUDA_CHECK(cudaFree(d_x));
    }
    if (b.y == 1 && b.z == 1) {  // class_stats: three tables, barrier, early return
      auto cls = random_vec<unsigned>(r, n, 1u << 31);
      std::vector<int> raw(n);
      for (auto& v : raw) v = static_cast<int>(r.below(16)) - 3;
      unsigned* d_cls = upload(cls);
      int* d_raw = upload(raw);
      auto pc = random_vec<unsigned>(r, 10, 100), pf = random_vec<unsigned>(r, 10, 1u << 31);
      auto pl = random_vec<int>(r, 10, 1000);
      for (int which = 0; which < 3; ++which) {
        std::vector<unsigned> cu[2];
        std::vector<int> li[2];
        for (int v = 0; v < 2; ++v) {
          unsigned *c = upload(pc), *f = upload(pf);
          int* l = upload(pl);
          (v == 0 ? plain::class_stats : rewritten::class_stats)<<<blocks, b>>>(d_cls, d_raw, c, l, f, n);
          CUDA_CHECK_LAUNCH();
          cu[v] = download(which == 0 ? c : f, 10);
          li[v] = download(l, 10);
          CUDA_CHECK(cudaFree(c));
          CUDA_CHECK(cudaFree(f));
          CUDA_CHECK(cudaFree(l));
        }
        g_checks.expect(which == 2 ? li[0] == li[1] : cu[0] == cu[1], "rewritten class_stats table " + std::to_string(which) + shape);
      }
      CUDA_CHECK(cudaFree(d_cls));
      CUDA_CHECK(cudaFree(d_raw));
    }
    {  // image_hist: 2-D grid of 2-D blocks over a pitched image
      const int w = 333 + static_cast<int>(r.below(100)), h = 97, pitch = w + 11;
      auto img = random_vec<unsigned char>(r, (size_t)pitch * h, 256);
      unsigned char* d_img = upload(img);
      dim3 b2(b.x > 64 ? 32 : b.x, b.y * b.z);
      dim3 g2((w + b2.x - 1) / b2.x, (h + b2.y - 1) / b2.y);
      compare<unsigned>("image_hist block " + dims(b2), random_vec<unsigned>(r, 16, 1000), [&](bool p, unsigned* hh) {
        (p ? plain::image_hist : rewritten::image_hist)<<<g2, b2>>>(d_img, w, h, pitch, hh);
      });
      CUDA_CHECK(cudaFree(d_img));
    }
    {  // device_tables: __device__ arrays
      auto v = random_vec<unsigned>(r, n, 1u << 31);
      unsigned* d_v = upload(v);
      auto pb = random_vec<unsigned>(r, 32, 1000);
      unsigned long long pt = r.next();
      std::vector<unsigned> bins[2];
      unsigned long long tot[2];
      for (int k = 0; k < 2; ++k) {
        CUDA_CHECK(k == 0 ? cudaMemcpyToSymbol(plain::g_bins, pb.data(), 128) : cudaMemcpyToSymbol(rewritten::g_bins, pb.data(), 128));
        CUDA_CHECK(k == 0 ? cudaMemcpyToSymbol(plain::g_total, &pt, 8) : cudaMemcpyToSymbol(rewritten::g_total, &pt, 8));
        (k == 0 ? plain::device_tables : rewritten::device_tables)<<<blocks, b>>>(d_v, n);
        CUDA_CHECK_LAUNCH();
        bins[k].resize(32);
        CUDA_CHECK(k == 0 ? cudaMemcpyFromSymbol(bins[k].data(), plain::g_bins, 128) : cudaMemcpyFromSymbol(bins[k].data(), rewritten::g_bins, 128));
        CUDA_CHECK(k == 0 ? cudaMemcpyFromSymbol(&tot[k], plain::g_total, 8) : cudaMemcpyFromSymbol(&tot[k], rewritten::g_total, 8));
      }
      g_checks.expect(bins[0] == bins[1] && tot[0] == tot[1], "rewritten device_tables" + shape);
      CUDA_CHECK(cudaFree(d_v));
    }
    {  // signed_hist: entries -128..127 of a table passed at its middle
      auto in = random_vec<signed char>(r, n, 256);
      signed char* d_in = upload(in);
      auto poison = random_vec<int>(r, 256 + 32, 1000);
      compare<int>("signed_hist" + shape, poison, [&](bool p, int* hh) {
        (p ? plain::signed_hist : rewritten::signed_hist)<<<blocks, b>>>(d_in, hh + 16 + 128, n);
      });
      CUDA_CHECK(cudaFree(d_in));
    }
    {  // lattice_min: 27 cells, 64-bit values, index from the 3-D thread id
      std::vector<int> cell(n);
      for (auto& c : cell) c = static_cast<int>(r.below(40)) - 6;
      auto t = random_vec<long long>(r, n, 1ull << 62);
      int* d_cell = upload(cell);
      long long* d_t = upload(t);
      dim3 b3(b.x > 64 ? 16 : b.x, b.y, b.z);
      const int per = b3.x * b3.y * b3.z;
      dim3 g3((n + per - 1) / per);
      b3 = dim3(b3.x, b3.y, b3.z);
      compare<long long>("lattice_min block " + dims(b3), random_vec<long long>(r, 27, 1ull << 62), [&](bool p, long long* f) {
        (p ? plain::lattice_min : rewritten::lattice_min)<<<g3, b3>>>(d_cell, d_t, f, n);
      });
      CUDA_CHECK(cudaFree(d_cell));
      CUDA_CHECK(cudaFree(d_t));
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  wt::test_args args(argc, argv);
  const uint64_t seed = args.seed;
  g_quick = args.quick;
  std::printf("group private (seed %llu%s)\n", static_cast<unsigned long long>(seed), g_quick ? ", quick" : "");
  wt::rng r(seed);
  runtime_tests(r);
  rewrite_tests(r);
  return g_checks.finish();
}
