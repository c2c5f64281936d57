#pragma once
template <class T> __device__ void count_into(T *bins, int k, T v) {
  atomicAdd(&bins[k], v);
}
