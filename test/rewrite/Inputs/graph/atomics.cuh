// A graph library's atomics header (issue 24, item 5): the project's own
// atomicAdd/atomicMax overloads for 64-, 16- and 8-bit integers and a half
// type, and a site of its own that the tool rewrites (so the runtime's
// #include goes into this header, above the overloads).
#pragma once
#include <cstdint>
#include <cuda_fp16.h>

// Rewritten: a float add in the header itself.
__device__ inline void add_weight(float *w, float v) { atomicAdd(w, v); }

__device__ inline void atomicAdd(int64_t *a, int64_t v) {
  ::atomicAdd(reinterpret_cast<unsigned long long *>(a),
              static_cast<unsigned long long>(v));
}
__device__ inline void atomicMax(int64_t *a, int64_t v) {
  ::atomicMax(reinterpret_cast<long long *>(a), static_cast<long long>(v));
}

// 8- and 16-bit adds: a compare-and-swap on the aligned 32-bit word.
template <class Small> __device__ inline void addNarrow(Small *a, Small v) {
  auto addr = reinterpret_cast<uintptr_t>(a);
  unsigned *word = reinterpret_cast<unsigned *>(addr & ~uintptr_t(3));
  unsigned shift = (addr & 3) * 8;
  unsigned mask = ((1u << (8 * sizeof(Small))) - 1) << shift;
  unsigned old = *word, assumed;
  do {
    assumed = old;
    unsigned sum = ((assumed & mask) >> shift) + static_cast<unsigned>(v);
    old = atomicCAS(word, assumed, (assumed & ~mask) | ((sum << shift) & mask));
  } while (old != assumed);
}
__device__ inline void atomicAdd(short *a, short v) { addNarrow(a, v); }
__device__ inline void atomicAdd(int8_t *a, int8_t v) { addNarrow(a, v); }

// The project's half type.
struct half16 {
  __half x;
};
__device__ inline void atomicAdd(half16 *a, half16 v) { atomicAdd(&a->x, v.x); }
