// --runtime-include=minimal (warpagg-launch's copies): the one runtime
// header the file's rewrites need, else the umbrella; by default the
// umbrella (rewrite/RuntimeIncludes.h).
// RUN: %warpagg --runtime-include=minimal %s -- -DCALLS 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=CALLS
// RUN: %warpagg --runtime-include=minimal %s -- -DGROUPS 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=GROUPS
// RUN: %warpagg --runtime-include=minimal %s -- -DTABLES 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=TABLES
// RUN: %warpagg --runtime-include=minimal %s -- -DTABLES -DGROUPS 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=TABLES
// RUN: %warpagg --runtime-include=minimal %s -- -DCALLS -DGROUPS 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=UMBRELLA
// RUN: %warpagg --runtime-include=minimal %s -- -DCALLS -DTABLES 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=UMBRELLA
// RUN: %warpagg --runtime-include=minimal %s -- -DCALLBACK 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=UMBRELLA
// RUN: %warpagg %s -- -DCALLS 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=UMBRELLA
// RUN: %expect_exit 2 %warpagg --runtime-include=bogus %s 2>&1 | %FileCheck %s --check-prefix=BAD
// Each output compiles with that header alone (clang, and nvcc where present).
// RUN: %warpagg --runtime-include=minimal %s -o %t-groups.cu -- -DGROUPS 2>/dev/null
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only -DGROUPS %t-groups.cu
// RUN: %warpagg --runtime-include=minimal %s -o %t-tables.cu -- -DTABLES -DGROUPS 2>/dev/null
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only -DTABLES -DGROUPS %t-tables.cu
// RUN: %warpagg --runtime-include=minimal %s -o %t-calls.cu -- -DCALLS 2>/dev/null
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only -DCALLS %t-calls.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -I %runtime_include -DGROUPS -c %t-groups.cu -o %t-groups.o %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -I %runtime_include -DTABLES -DGROUPS -c %t-tables.cu -o %t-tables.o %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -I %runtime_include -DCALLS -c %t-calls.cu -o %t-calls.o %}
// CALLS: #include <warpagg/api.cuh>
// GROUPS: #include <warpagg/keyed_group.cuh>
// TABLES: #include <warpagg/private_table.cuh>
// UMBRELLA: #include <warpagg/warpagg.cuh>
// BAD: Cannot find option named 'bogus'!

#ifdef CALLS
// A key read from data: one call through reduce_add.
__global__ void scatter(float *out, const int *key, const float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[key[i]], v[i]);
}
#endif

#ifdef GROUPS
// Two atomics of one key: one fused group.
__global__ void deposit(float *rho, float *jx, const int *cell,
                        const float *w, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int c = cell[i];
  float x = w[i];
  atomicAdd(&rho[c], x);
  atomicAdd(&jx[c], 2.0f * x);
}
#endif

#ifdef TABLES
// A 64-bin histogram in a grid-stride loop: a block-private table.
__global__ void histogram64(const unsigned *data, int n, unsigned *hist) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    atomicAdd(&hist[data[i] & 63u], 1u);
}
#endif

#ifdef CALLBACK
// A template instantiated for float and for a project's type with its own
// atomicAdd: the call goes through the *_or_overload entry, which only the
// umbrella declares.
namespace proj {
struct acc {
  float x;
};
__device__ inline acc atomicAdd(acc *a, acc v) {
  return acc{::atomicAdd(&a->x, v.x)};
}
} // namespace proj
template <class T>
__global__ void add(T *out, const int *key, const T *v) {
  atomicAdd(&out[key[threadIdx.x]], v[threadIdx.x]);
}
template __global__ void add<float>(float *, const int *, const float *);
template __global__ void add<proj::acc>(proj::acc *, const int *,
                                        const proj::acc *);
#endif
