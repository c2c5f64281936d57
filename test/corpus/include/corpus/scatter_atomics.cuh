// A GNN library's atomics for the types CUDA lacks, declared in the global
// namespace the way PyTorch's ATen/cuda/Atomic.cuh does (int64_t), and a
// half type of its own whose overload lives in its namespace.
#pragma once
#include <cuda_fp16.h>
#include <cstdint>

__device__ inline void atomicAdd(int64_t *address, int64_t value) {
  atomicAdd(reinterpret_cast<unsigned long long *>(address),
            static_cast<unsigned long long>(value));
}

// CUDA has no float atomicMax: the usual compare-and-swap loop.
__device__ inline float atomicMax(float *address, float value) {
  int *bits = reinterpret_cast<int *>(address);
  int old = *bits, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value)
      break;
    old = atomicCAS(bits, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

namespace gnn {
struct half16 {
  __half bits;
};
__device__ inline void atomicAdd(half16 *address, half16 value) {
  ::atomicAdd(&address->bits, value.bits);
}
}  // namespace gnn
