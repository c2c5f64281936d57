// A library header reached through -isystem, so its code is system code. The
// template's body (kept when system bodies are skipped) is the only place
// that instantiates the user's generic lambda; the plain inline function's
// body (skipped) instantiates a template of the library's own.
#pragma once

namespace lib {
template <class F> __device__ void for_each_item(int n, F f) {
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    f(i);
}

template <class T> __device__ T twice(T x) { return x + x; }
__device__ inline int twice_int(int x) { return twice(x); }
} // namespace lib
