// test/gpu/common.cuh -- helpers shared by the GPU execution tests: CUDA error
// checks, a seeded RNG, host-side views of the value types.
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#define CUDA_CHECK(call)                                                                   \
  do {                                                                                     \
    cudaError_t err_ = (call);                                                             \
    if (err_ != cudaSuccess) {                                                             \
      std::fprintf(stderr, "%s:%d: CUDA error %s: %s\n  in %s\n", __FILE__, __LINE__,      \
                   cudaGetErrorName(err_), cudaGetErrorString(err_), #call);               \
      std::exit(2);                                                                        \
    }                                                                                      \
  } while (0)
#define CUDA_CHECK_LAUNCH()                                                                \
  do {                                                                                     \
    CUDA_CHECK(cudaGetLastError());                                                        \
    CUDA_CHECK(cudaDeviceSynchronize());                                                   \
  } while (0)

namespace wt {

/// splitmix64: small, seedable, good enough for test data.
struct rng {
  uint64_t s;
  explicit rng(uint64_t seed) : s(seed) {}
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint32_t below(uint32_t n) { return static_cast<uint32_t>(next() % n); }
  double uniform() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }
};

template <class T> uint64_t bits_of(const T& v) {
  static_assert(sizeof(T) <= 8, "bits_of: use same_bytes for wider types");
  uint64_t b = 0;
  std::memcpy(&b, &v, sizeof(T));
  return b;
}
template <class T> bool same_bytes(const T& a, const T& b) { return std::memcmp(&a, &b, sizeof(T)) == 0; }

/// Host view of a value type: kind, components, conversions.
enum class kind { integer, floating, half16 };
template <class T> struct traits;
#define WT_INT_TRAITS(T, NAME)                                                             \
  template <> struct traits<T> {                                                           \
    static constexpr kind k = kind::integer;                                               \
    static constexpr int comps = 1;                                                        \
    static const char* name() { return NAME; }                                             \
  };
WT_INT_TRAITS(int, "int")
WT_INT_TRAITS(unsigned, "unsigned")
WT_INT_TRAITS(long long, "long long")
WT_INT_TRAITS(unsigned long long, "unsigned long long")
#undef WT_INT_TRAITS

template <> struct traits<float> {
  static constexpr kind k = kind::floating;
  static constexpr int comps = 1;
  static const char* name() { return "float"; }
  static double get(float v, int) { return v; }
  static void set(float& v, int, double x) { v = static_cast<float>(x); }
  static float make(double a, double) { return static_cast<float>(a); }
  static constexpr double rel_tol = 1e-5;
};
template <> struct traits<double> {
  static constexpr kind k = kind::floating;
  static constexpr int comps = 1;
  static const char* name() { return "double"; }
  static double get(double v, int) { return v; }
  static void set(double& v, int, double x) { v = x; }
  static double make(double a, double) { return a; }
  static constexpr double rel_tol = 1e-12;
};
// float2/float4: component-wise float adds (sm_90+, global memory only).
template <> struct traits<float2> {
  static constexpr kind k = kind::floating;
  static constexpr int comps = 2;
  static const char* name() { return "float2"; }
  static double get(float2 v, int c) { return c ? v.y : v.x; }
  static void set(float2& v, int c, double x) { (c ? v.y : v.x) = static_cast<float>(x); }
  static constexpr double rel_tol = 1e-5;
};
template <> struct traits<float4> {
  static constexpr kind k = kind::floating;
  static constexpr int comps = 4;
  static const char* name() { return "float4"; }
  static double get(float4 v, int c) { return c == 0 ? v.x : c == 1 ? v.y : c == 2 ? v.z : v.w; }
  static void set(float4& v, int c, double x) {
    (c == 0 ? v.x : c == 1 ? v.y : c == 2 ? v.z : v.w) = static_cast<float>(x);
  }
  static constexpr double rel_tol = 1e-5;
};
// 16-bit floats are tested with values that are multiples of 0.5 and few
// enough contributions per address that every partial sum is exact: then any
// order of additions gives the same bits and results compare exactly.
template <> struct traits<__half> {
  static constexpr kind k = kind::half16;
  static constexpr int comps = 1;
  static constexpr int max_per_key = 1024;
  static const char* name() { return "__half"; }
  static double get(__half v, int) { return __half2float(v); }
  static __half make(double a, double) { return __float2half(static_cast<float>(a)); }
};
template <> struct traits<__nv_bfloat16> {
  static constexpr kind k = kind::half16;
  static constexpr int comps = 1;
  static constexpr int max_per_key = 128;
  static const char* name() { return "__nv_bfloat16"; }
  static double get(__nv_bfloat16 v, int) { return __bfloat162float(v); }
  static __nv_bfloat16 make(double a, double) { return __float2bfloat16(static_cast<float>(a)); }
};
template <> struct traits<__half2> {
  static constexpr kind k = kind::half16;
  static constexpr int comps = 2;
  static constexpr int max_per_key = 1024;
  static const char* name() { return "__half2"; }
  static double get(__half2 v, int c) { return __half2float(c ? __high2half(v) : __low2half(v)); }
  static __half2 make(double a, double b) {
    return __floats2half2_rn(static_cast<float>(a), static_cast<float>(b));
  }
};
template <> struct traits<__nv_bfloat162> {
  static constexpr kind k = kind::half16;
  static constexpr int comps = 2;
  static constexpr int max_per_key = 128;
  static const char* name() { return "__nv_bfloat162"; }
  static double get(__nv_bfloat162 v, int c) {
    return __bfloat162float(c ? __high2bfloat16(v) : __low2bfloat16(v));
  }
  static __nv_bfloat162 make(double a, double b) {
    return __floats2bfloat162_rn(static_cast<float>(a), static_cast<float>(b));
  }
};

/// Failure counting and reporting, shared by all test groups.
struct report {
  long tests = 0, failures = 0;
  int shown = 0;
  void fail(const std::string& what) {
    ++failures;
    if (shown++ < 40) std::printf("FAIL %s\n", what.c_str());
  }
};

/// The checks of one test binary: counted, the first 200 failures shown.
struct checks {
  long count = 0, failures = 0;
  void expect(bool ok, const std::string& what) {
    ++count;
    if (!ok && ++failures <= 200) std::printf("FAIL: %s\n", what.c_str());
  }
  /// Prints "PASSED: N checks" or "FAILED: F of N checks"; the exit status.
  int finish() const {
    if (failures) {
      std::printf("FAILED: %ld of %ld checks\n", failures, count);
      return 1;
    }
    std::printf("PASSED: %ld checks\n", count);
    return 0;
  }
};

/// The options an execution test binary takes: --quick (fewer and smaller
/// cases, for the sanitizers' runs) and --seed N (default: the time).
struct test_args {
  uint64_t seed = static_cast<uint64_t>(std::time(nullptr));
  bool quick = false;
  test_args(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
      if (!std::strcmp(argv[i], "--quick")) quick = true;
      if (!std::strcmp(argv[i], "--seed") && i + 1 < argc) seed = std::strtoull(argv[++i], nullptr, 10);
    }
  }
};

/// Device buffers for host-side drivers (tests and benchmarks): a copy of h,
/// n uninitialised elements, n elements back. Empty sizes still allocate one
/// element, so that a kernel argument is never null.
template <class T> T* upload(const std::vector<T>& h) {
  T* d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, std::max<size_t>(1, h.size()) * sizeof(T)));
  if (!h.empty()) CUDA_CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}
template <class T> T* alloc(size_t n) {
  T* d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, std::max<size_t>(1, n) * sizeof(T)));
  return d;
}
template <class T> std::vector<T> download(const T* d, size_t n) {
  std::vector<T> h(n);
  CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}

}  // namespace wt
