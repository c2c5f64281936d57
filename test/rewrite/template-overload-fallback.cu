// A call in a template that resolves to CUDA's atomic for some
// instantiations and to a project's own overload for others is rewritten
// with the *_or_overload entry (aggregated where the runtime has the type,
// otherwise a lambda making the original call where it was written, so that
// each overload is found by the call's own lookup wherever the runtime's
// header is included: a global overload declared after that include, one
// in the template's own namespace).
// RUN: %warpagg %s -- -I %S/Inputs 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --dry-run --report=json %s -- -I %S/Inputs >%t.json 2>/dev/null
// RUN: %python -c "import json,sys; [print(r['line'], r['decision'], '|', r['replacement'], '|', ' / '.join(r['fallback_types'])) for r in json.load(open(sys.argv[1]))]" %t.json | %FileCheck %s --check-prefix=JSON
#include <cuda_fp16.h>
#include "project_atomics.cuh"
// CHECK: #include "project_atomics.cuh"
// CHECK: #include <warpagg/warpagg.cuh>
// CHECK-EMPTY:

// A half type of the project with its atomicAdd in its own namespace
// (argument-dependent lookup finds it from anywhere).
namespace proj {
struct half_t {
  __half x;
};
__device__ inline half_t atomicAdd(half_t *a, half_t v) {
  return half_t{::atomicAdd(&a->x, v.x)};
}
} // namespace proj

// A global overload declared in this file: after the line where the
// runtime's #include goes, so ordinary lookup from there misses it.
__device__ inline void atomicAdd(short *a, short v) {
  atomicAdd(reinterpret_cast<int *>(a), static_cast<int>(v));
}

// The scatter loop of a GNN library, dispatched over several types.
template <class T>
__global__ void scatter_add(T *out, const int *index, const T *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG: template-overload-fallback.cu:[[@LINE+4]]:5: remark: rewrote atomicAdd as warpagg::reduce_add_or_overload (float, double, long and proj::half_t, result unused)
    // DIAG-NEXT: template-overload-fallback.cu:[[@LINE+3]]:5: note: aggregated only where the runtime has the type; the instantiations for long and proj::half_t still call the atomicAdd overload they resolved to, as before
    // JSON: [[@LINE+2]] rewritten | warpagg::reduce_add_or_overload | long / proj::half_t
    // CHECK: warpagg::reduce_add_or_overload(&out[index[i]], src[i], [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return atomicAdd(static_cast<decltype(wa_p)>(wa_p), static_cast<decltype(wa_v)>(wa_v)); });
    atomicAdd(&out[index[i]], src[i]);
}
template __global__ void scatter_add<float>(float *, const int *, const float *, int);
template __global__ void scatter_add<double>(double *, const int *, const double *, int);
template __global__ void scatter_add<long>(long *, const int *, const long *, int);
template __global__ void scatter_add<proj::half_t>(proj::half_t *, const int *, const proj::half_t *, int);

// The result used, and a uniform address (a kernel parameter): the
// returning entry with the strategy the aggregated instantiations take.
template <class T>
__global__ void count_into(T *total, T *slot_of, T one) {
  // DIAG: template-overload-fallback.cu:[[@LINE+3]]:26: remark: rewrote atomicAdd as warpagg::atomic_add_or_overload<warpagg::strategy::uniform> (float and proj::half_t, result used; uniform strategy: address is the same in every lane)
  // JSON: [[@LINE+2]] rewritten | warpagg::atomic_add_or_overload<warpagg::strategy::uniform> | proj::half_t
  // CHECK: slot_of[threadIdx.x] = warpagg::atomic_add_or_overload<warpagg::strategy::uniform>(total, one, [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return atomicAdd(static_cast<decltype(wa_p)>(wa_p), static_cast<decltype(wa_v)>(wa_v)); });
  slot_of[threadIdx.x] = atomicAdd(total, one);
}
template __global__ void count_into<float>(float *, float *, float);
template __global__ void count_into<proj::half_t>(proj::half_t *, proj::half_t *, proj::half_t);

// The short overload is declared after the runtime's #include: the lambda
// finds it where the call is written (issue 24, item 5).
template <class T>
__global__ void scatter_short(T *out, const int *index, const T *src) {
  // DIAG: template-overload-fallback.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd as warpagg::reduce_add_or_overload (float and short, result unused)
  // JSON: [[@LINE+2]] rewritten | warpagg::reduce_add_or_overload | short
  // CHECK: {{^}}  warpagg::reduce_add_or_overload(&out[index[threadIdx.x]], src[threadIdx.x], [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return atomicAdd(static_cast<decltype(wa_p)>(wa_p), static_cast<decltype(wa_v)>(wa_v)); });
  atomicAdd(&out[index[threadIdx.x]], src[threadIdx.x]);
}
template __global__ void scatter_short<float>(float *, const int *, const float *);
template __global__ void scatter_short<short>(short *, const int *, const short *);

// A qualified call looks only where it names: left alone as before.
template <class T>
__global__ void scatter_qualified(T *out, const int *index, const T *src) {
  // DIAG: template-overload-fallback.cu:[[@LINE+2]]:3: note: left alone: one instantiation of this template (instantiated for float and long) blocks it: calls a user-defined atomicAdd, not CUDA's atomic; its body{{.*}} [atomicAdd]
  // CHECK: {{^}}  ::atomicAdd(&out[index[threadIdx.x]], src[threadIdx.x]);
  ::atomicAdd(&out[index[threadIdx.x]], src[threadIdx.x]);
}
template __global__ void scatter_qualified<float>(float *, const int *, const float *);
template __global__ void scatter_qualified<long>(long *, const int *, const long *);

// A namespace with its own atomicAdd: the template's lookup stops there, and
// so does the lambda's, written in the same place.
namespace ops {
struct acc {
  float v;
};
__device__ inline void atomicAdd(acc *a, acc v) { ::atomicAdd(&a->v, v.v); }
using ::atomicAdd;
template <class T>
__global__ void scatter_ns(T *out, const int *index, const T *src) {
  // DIAG: template-overload-fallback.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add_or_overload (float and ops::acc, result unused)
  // CHECK: {{^}}  warpagg::reduce_add_or_overload(&out[index[threadIdx.x]], src[threadIdx.x], [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return atomicAdd(static_cast<decltype(wa_p)>(wa_p), static_cast<decltype(wa_v)>(wa_v)); });
  atomicAdd(&out[index[threadIdx.x]], src[threadIdx.x]);
}
template __global__ void scatter_ns<float>(float *, const int *, const float *);
template __global__ void scatter_ns<acc>(acc *, const int *, const acc *);
} // namespace ops

// Only the project's types: nothing to aggregate, left alone as before.
template <class T> __device__ void only_project(T *p, T v) {
  // DIAG: template-overload-fallback.cu:[[@LINE+1]]:3: note: left alone: calls a user-defined atomicAdd, not CUDA's atomic; its body{{.*}} [atomicAdd]
  atomicAdd(p, v);
}
__global__ void use_only_project(long *p, proj::half_t *h) {
  only_project(p, 1l);
  only_project(h, proj::half_t{});
}
// The overloads' own bodies are rewritten too (3 sites; the header's is
// not selected).
// DIAG: warpagg: 7 sites rewritten, 3 left alone
