// Shared host-side support for the warpagg examples: error checking, a
// fixed-seed random number generator, kernel timing with CUDA events, and the
// result protocol that examples/run_all.sh reads.
//
// Nothing here touches device atomics: every atomicAdd that warpagg rewrites
// lives in the example's own .cu file.
//
// Output protocol (one line each, on stdout):
//   time_ms=<median kernel time in milliseconds>
//   check=PASS | check=FAIL
// and the process exits non-zero when the check failed or a CUDA call failed.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: CUDA error %s: %s\n  in %s\n", __FILE__,   \
                   __LINE__, cudaGetErrorName(err_),                           \
                   cudaGetErrorString(err_), #call);                           \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

namespace example {

// xoshiro256** seeded through splitmix64: fast, well distributed, and the same
// stream on every machine for a given seed.
class Rng {
 public:
  explicit Rng(uint64_t seed) {
    for (auto& word : s_) word = splitmix(seed);
  }

  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, 1).
  double uniform() { return (next() >> 11) * 0x1.0p-53; }
  // Uniform in [lo, hi).
  double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
  // Uniform integer in [0, n), n > 0 (Lemire's multiply-shift; bias < 2^-32).
  uint32_t below(uint32_t n) {
    return static_cast<uint32_t>(((next() >> 32) * uint64_t{n}) >> 32);
  }

  template <class T>
  void shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) {
      const size_t j = static_cast<size_t>(below(static_cast<uint32_t>(i)));
      std::swap(v[i - 1], v[j]);
    }
  }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static uint64_t splitmix(uint64_t& x) {
    uint64_t z = (x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  uint64_t s_[4];
};

// Device buffer that frees itself; copies are forbidden so ownership is plain.
template <class T>
class DeviceBuffer {
 public:
  explicit DeviceBuffer(size_t n) : n_(n) {
    CUDA_CHECK(cudaMalloc(&p_, n * sizeof(T)));
  }
  explicit DeviceBuffer(const std::vector<T>& host) : DeviceBuffer(host.size()) {
    upload(host);
  }
  ~DeviceBuffer() { cudaFree(p_); }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  T* get() const { return p_; }
  size_t size() const { return n_; }
  size_t bytes() const { return n_ * sizeof(T); }
  void upload(const std::vector<T>& host) {
    CUDA_CHECK(cudaMemcpy(p_, host.data(), bytes(), cudaMemcpyHostToDevice));
  }
  std::vector<T> download() const {
    std::vector<T> host(n_);
    CUDA_CHECK(cudaMemcpy(host.data(), p_, bytes(), cudaMemcpyDeviceToHost));
    return host;
  }
  void zero() const { CUDA_CHECK(cudaMemset(p_, 0, bytes())); }

 private:
  T* p_ = nullptr;
  size_t n_;
};

// Times `launch` (one kernel launch, or a few) with CUDA events: `reset` runs
// before every launch, outside the timed interval (it clears the outputs the
// atomics accumulate into). `warmup` untimed runs, then the median of `reps`
// timed runs. The device state after the call is that of the last run.
template <class Reset, class Launch>
float time_median_ms(Reset reset, Launch launch, int warmup = 3, int reps = 11) {
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  for (int i = 0; i < warmup; ++i) {
    reset();
    launch();
    CUDA_CHECK(cudaGetLastError());
  }
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<float> times;
  for (int i = 0; i < reps; ++i) {
    reset();
    CUDA_CHECK(cudaEventRecord(start));
    launch();
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaEventRecord(stop));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    times.push_back(ms);
  }
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

inline unsigned blocks_for(size_t n, unsigned threads) {
  return static_cast<unsigned>((n + threads - 1) / threads);
}

// Prints the device once, so logs say where a number came from.
inline void print_device() {
  int dev = 0;
  CUDA_CHECK(cudaGetDevice(&dev));
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
  std::printf("device=%s (sm_%d%d, %d SMs)\n", prop.name, prop.major,
              prop.minor, prop.multiProcessorCount);
}

// Counts mismatches of exactly-compared values and reports the first few.
template <class T>
size_t count_mismatches(const char* what, const std::vector<T>& got,
                        const std::vector<T>& want) {
  if (got.size() != want.size()) {
    std::printf("%s: size %zu, expected %zu\n", what, got.size(), want.size());
    return std::max(got.size(), want.size());
  }
  size_t bad = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    if (got[i] != want[i]) {
      if (bad < 5)
        std::printf("%s[%zu] = %lld, expected %lld\n", what, i,
                    static_cast<long long>(got[i]),
                    static_cast<long long>(want[i]));
      ++bad;
    }
  }
  return bad;
}

// Floating-point comparison: |got - want| <= rel * scale + abs_floor, where
// `scale` is the sum of the magnitudes of the terms behind `want` (so
// cancellation does not make the tolerance meaningless).
template <class T>
size_t count_mismatches_fp(const char* what, const std::vector<T>& got,
                           const std::vector<double>& want,
                           const std::vector<double>& scale, double rel,
                           double abs_floor = 1e-12) {
  size_t bad = 0;
  for (size_t i = 0; i < want.size(); ++i) {
    const double err = std::fabs(static_cast<double>(got[i]) - want[i]);
    if (!(err <= rel * scale[i] + abs_floor)) {  // also catches NaN
      if (bad < 5)
        std::printf("%s[%zu] = %.17g, expected %.17g (|err| %.3g)\n", what, i,
                    static_cast<double>(got[i]), want[i], err);
      ++bad;
    }
  }
  return bad;
}

// Prints the result lines of the protocol above; returns main's exit status.
inline int report(float time_ms, bool pass) {
  std::printf("time_ms=%.4f\n", time_ms);
  std::printf("check=%s\n", pass ? "PASS" : "FAIL");
  return pass ? 0 : 1;
}

}  // namespace example
