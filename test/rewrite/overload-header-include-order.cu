// Issue 24, item 5: the project's atomics header declares overloads for
// int64_t, short, int8_t and a half type and has a site of its own, so the
// runtime's #include goes into the header above the overloads. The template
// kernels here dispatch over CUDA's types and the project's: their
// *_or_overload calls carry a lambda making the original call where it is
// written, so the overloads are found whatever the include order, and the
// output compiles (before: the runtime's unqualified call, looked up where
// the runtime was first included, missed them: nvcc errors, exit 0).
// REQUIRES: nvcc
// (-fgpu-rdc: helpers here have no caller in the file; only relocatable
// device code lets another file call them, else they never run and are
// left alone as 'uncalled'.)
// RUN: rm -rf %t && mkdir -p %t/graph
// RUN: cp %S/Inputs/graph/atomics.cuh %t/graph/atomics.cuh
// RUN: cp %s %t/scatter.cu
// RUN: cd %t && %warpagg --verify -i --header-filter='graph/' scatter.cu -- -I %t -fgpu-rdc 2>%t.diag
// RUN: %FileCheck %s --check-prefix=HEADER < %t/graph/atomics.cuh
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %strip-comments < %t/scatter.cu | %FileCheck %s
// RUN: %nvcc -arch=sm_90 -std=c++17 -I %runtime_include -I %t -c %t/scatter.cu -o %t/scatter.o
// A second run parses the output: nothing left that it could rewrite.
// RUN: cd %t && %warpagg --check --header-filter='graph/' scatter.cu -- -I %t -fgpu-rdc

// HEADER: #include <cuda_fp16.h>
// HEADER-NEXT: #include <warpagg/warpagg.cuh>
// HEADER: add_weight(float *w, float v) { warpagg::reduce_add(w, v); }
#include "graph/atomics.cuh"

template <class T>
__global__ void scatter_add(T *out, const int *index, const T *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG: scatter.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd as warpagg::reduce_add_or_overload (float, double, long, short, signed char and half16, result unused)
    // CHECK: warpagg::reduce_add_or_overload(&out[index[i]], src[i], [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return atomicAdd(static_cast<decltype(wa_p)>(wa_p), static_cast<decltype(wa_v)>(wa_v)); });
    atomicAdd(&out[index[i]], src[i]);
}
template __global__ void scatter_add<float>(float *, const int *, const float *, int);
template __global__ void scatter_add<double>(double *, const int *, const double *, int);
template __global__ void scatter_add<int64_t>(int64_t *, const int *, const int64_t *, int);
template __global__ void scatter_add<short>(short *, const int *, const short *, int);
template __global__ void scatter_add<int8_t>(int8_t *, const int *, const int8_t *, int);
template __global__ void scatter_add<half16>(half16 *, const int *, const half16 *, int);

template <class T>
__global__ void scatter_max(T *out, const int *index, const T *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG: scatter.cu:[[@LINE+2]]:5: remark: rewrote atomicMax as warpagg::reduce_max_or_overload (int and long, result unused)
    // CHECK: warpagg::reduce_max_or_overload(&out[index[i]], src[i], [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return atomicMax(static_cast<decltype(wa_p)>(wa_p), static_cast<decltype(wa_v)>(wa_v)); });
    atomicMax(&out[index[i]], src[i]);
}
template __global__ void scatter_max<int>(int *, const int *, const int *, int);
template __global__ void scatter_max<int64_t>(int64_t *, const int *, const int64_t *, int);
