// Host and device support shared by every target of the multi-target
// example: error checks, launch sizes, the index of a thread in its grid,
// and a small deterministic random number generator for the inputs.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define MT_CHECK(call)                                                        \
  do {                                                                        \
    cudaError_t mt_err_ = (call);                                             \
    if (mt_err_ != cudaSuccess) {                                             \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,      \
                   cudaGetErrorString(mt_err_));                              \
      std::exit(1);                                                           \
    }                                                                         \
  } while (0)

namespace mt {

constexpr int kBlock = 256;

inline unsigned blocks_for(size_t n, int block = kBlock) {
  return static_cast<unsigned>((n + block - 1) / block);
}

__device__ inline size_t global_index() {
  return static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
}

__device__ inline size_t grid_stride() {
  return static_cast<size_t>(gridDim.x) * blockDim.x;
}

// splitmix64: the inputs are the same on every run and machine.
struct Rng {
  uint64_t state;
  explicit Rng(uint64_t seed) : state(seed) {}
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  float uniform() { return (next() >> 40) * (1.0f / 16777216.0f); }
};

// Prints the program's verdict and returns its exit status.
inline int report(const char *name, bool ok) {
  std::printf("%s: check=%s\n", name, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

} // namespace mt
