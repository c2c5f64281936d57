// bench/fused/bound_use.h -- for the bound/* variants (CMake option
// FUSED_BOUND, measurement only): bound_use(v) makes the compiler compute v
// into a register and does nothing with it (an empty volatile asm that takes
// it as an input: no instruction is emitted), so a kernel whose atomics are
// replaced by it still computes every value and combines and writes none.
#pragma once

template <class T> __device__ __forceinline__ T bound_use(T v) {
  if constexpr (sizeof(T) == 8) {
    asm volatile("" ::"d"(v));
  } else {
    asm volatile("" ::"f"(v));
  }
  return T(0);
}
