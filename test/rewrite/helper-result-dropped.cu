// A helper that returns an atomic's old value, called only as a statement:
// the value is never read, so the call gets the reduce form (RED): the
// runtime's result_discarded tag keeps the helper's return type. Refused where
// a call reads it, where the helper's address is taken, where it lives in a
// header, is a template or a member, and (with -fgpu-rdc) where another
// translation unit could call it.
// RUN: %warpagg --fuse=off %s 2>%t.err | %strip-comments | %FileCheck %s
// RUN: %FileCheck --check-prefix=REMARK %s < %t.err
// RUN: %warpagg --fuse=off %s -- -fgpu-rdc 2>/dev/null | %strip-comments | %FileCheck --check-prefix=RDC %s
// The output compiles (the tag's overload returns the helper's type).
// RUN: %warpagg --fuse=off %s > %t.cu 2>/dev/null
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only %t.cu

#include <cuda_runtime.h>

// CHECK-LABEL: float add_dropped(
// CHECK: return warpagg::atomic_add(p, v, warpagg::result_discarded);
// REMARK: rewrote atomicAdd as warpagg::atomic_add (float, result returned by add_dropped, whose every call drops it: the reduce form)
// RDC-LABEL: float add_dropped(
// RDC: return warpagg::atomic_add(p, v);
__device__ float add_dropped(float *p, float v) { return atomicAdd(p, v); }

// Internal linkage: no other translation unit can call it, -rdc or not.
// CHECK-LABEL: float add_static(
// CHECK: return (warpagg::atomic_add(p, v, warpagg::result_discarded));
// RDC-LABEL: float add_static(
// RDC: return (warpagg::atomic_add(p, v, warpagg::result_discarded));
static __device__ float add_static(float *p, float v) { return (atomicAdd(p, v)); }

// Its value is returned on by another helper whose calls all drop it.
// CHECK-LABEL: float add_twice_removed(
// CHECK: return warpagg::atomic_add(p, v, warpagg::result_discarded);
__device__ float add_twice_removed(float *p, float v) { return atomicAdd(p, v); }
__device__ float forward(float *p, float v) { return add_twice_removed(p, v); }

// One call reads the value: the returning form.
// CHECK-LABEL: float add_read(
// CHECK: return warpagg::atomic_add(p, v);
__device__ float add_read(float *p, float v) { return atomicAdd(p, v); }

// The helper's address is taken: its calls are not all known.
// CHECK-LABEL: float add_pointer(
// CHECK: return warpagg::atomic_add(p, v);
__device__ float add_pointer(float *p, float v) { return atomicAdd(p, v); }
__device__ float (*const add_ptr)(float *, float) = add_pointer;

// The value goes through arithmetic before the return: read.
// CHECK-LABEL: float add_plus_one(
// CHECK: return warpagg::atomic_add(p, v) + 1.0f;
__device__ float add_plus_one(float *p, float v) { return atomicAdd(p, v) + 1.0f; }

// A template: its instantiations are not followed.
// CHECK-LABEL: T add_template(
// CHECK: return warpagg::atomic_add(p, v);
template <class T> __device__ T add_template(T *p, T v) { return atomicAdd(p, v); }

__global__ void scatter(float *out, const int *key, const float *val, int *n, float *seen, int len) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= len) return;
  add_dropped(&out[key[i]], val[i]);
  (void)add_static(&out[key[i]], val[i]);
  forward(&out[key[i]], val[i]);
  add_read(&out[key[i]], val[i]);
  seen[i] = add_read(&out[key[i]], val[i]);
  add_pointer(&out[key[i]], val[i]);
  add_plus_one(&out[key[i]], val[i]);
  add_template(&out[key[i]], val[i]);
}
