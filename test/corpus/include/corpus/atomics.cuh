// The project's own atomic helpers: a macro wrapping atomicAdd and a templated
// wrapper function, the way many code bases hide their atomics.
#pragma once
#include <cuda_runtime.h>

#define ATOMIC_INC(ptr) atomicAdd((ptr), 1)
#define ATOMIC_ADD_F(ptr, v) atomicAdd((ptr), (float)(v))

namespace corpus {

template <class T>
__device__ __forceinline__ void accumulate(T *p, T v) {
  atomicAdd(p, v);
}

template <class T>
__device__ __forceinline__ T fetch_increment(T *p) {
  return atomicAdd(p, T(1));
}

}  // namespace corpus
