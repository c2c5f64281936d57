// A third-party library's atomic wrappers, included as a system header
// (-isystem), the way PyTorch extensions include ATen/cuda/Atomic.cuh.
#pragma once
#include <cuda_runtime.h>

// ATen's shape: overloads returning the atomic's result.
static inline __device__ float gpuAtomicAdd(float *address, float val) {
  return atomicAdd(address, val);
}
static inline __device__ unsigned gpuAtomicMax(unsigned *address,
                                               unsigned val) {
  return atomicMax(address, val);
}
// A wrapper of a wrapper (ATen's gpuAtomicAddNoReturn).
static inline __device__ void gpuAtomicAddNoReturn(float *address, float val) {
  gpuAtomicAdd(address, val);
}

// caffe2's shape: the value first, nothing returned.
__device__ inline void gpu_atomic_add(const float val, float *address) {
  atomicAdd(address, val);
}

// Not wrappers: an extra statement, and a cast of each argument.
__device__ inline void counted_add(float *address, float val) {
  atomicAdd(address, val);
  __threadfence();
}
__device__ inline void add_long(long *address, long val) {
  atomicAdd((unsigned long long *)address, (unsigned long long)val);
}

// A template: a wrapper for float, a compare-and-swap loop for double.
template <typename T> __device__ inline T fastAtomicAdd(T *address, T val) {
  return atomicAdd(address, val);
}
template <>
__device__ inline double fastAtomicAdd<double>(double *address, double val) {
  unsigned long long *bits = (unsigned long long *)address;
  unsigned long long old = *bits, assumed;
  do {
    assumed = old;
    old = atomicCAS(bits, assumed,
                    __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}

#define GPU_ADD(p, v) gpuAtomicAdd(p, v)

// A default argument: a call that leaves it out has no value to pass on.
__device__ inline void bump(unsigned *address, unsigned val = 1u) {
  atomicAdd(address, val);
}
