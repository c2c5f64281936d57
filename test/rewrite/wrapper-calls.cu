// Calls of a library's one-atomic wrapper (issue 25): a function in a header
// the tool does not rewrite (here a system header, -isystem) whose body is
// exactly one CUDA reduction atomic on its parameters is a site at the call,
// analysed and rewritten like the atomic on the call's own arguments, the
// arguments put in the runtime's order. Decided by the body, on the resolved
// overload or specialization; anything else near it is noted and left alone.
// RUN: %warpagg %s -- -isystem %S/Inputs/wrappers 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --dry-run --report=json %s -- -isystem %S/Inputs/wrappers 2>/dev/null | %FileCheck %s --check-prefix=JSON
#include <gpu_atomics.cuh>

// A gradient scatter, the shape of gsplat's rasterization backward.
__global__ void scatter(float *grad, unsigned *peak, unsigned *hits,
                        const int *id, const float *g, float *olds,
                        long *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd through 'gpuAtomicAdd' (a one-atomic wrapper in gpu_atomics.cuh) as warpagg::reduce_add (float, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(&grad[id[i]], g[i]);
  gpuAtomicAdd(&grad[id[i]], g[i]);
  // The value first: the address keeps its place, the value follows it.
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd through 'gpu_atomic_add' (a one-atomic wrapper in gpu_atomics.cuh) as warpagg::reduce_add (float, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(&grad[id[i] + 1], 2.0f * g[i]);
  gpu_atomic_add(2.0f * g[i], &grad[id[i] + 1]);
  // CHECK: {{^}}  warpagg::reduce_add({{$}}
  // CHECK-NEXT: {{^}}                 &grad[id[i] + 2], g[i]);
  gpu_atomic_add(g[i],
                 &grad[id[i] + 2]);
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:13: remark: rewrote atomicAdd through 'gpuAtomicAdd' (a one-atomic wrapper in gpu_atomics.cuh) as warpagg::atomic_add (float, result used)
  // CHECK: {{^}}  olds[i] = warpagg::atomic_add(&grad[id[i]], g[i]);
  olds[i] = gpuAtomicAdd(&grad[id[i]], g[i]);
  // A wrapper of a wrapper.
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd through 'gpuAtomicAddNoReturn' (a one-atomic wrapper in gpu_atomics.cuh) as warpagg::reduce_add (float, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(&grad[id[i] + 3], g[i]);
  gpuAtomicAddNoReturn(&grad[id[i] + 3], g[i]);
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: remark: rewrote atomicMax through 'gpuAtomicMax' (a one-atomic wrapper in gpu_atomics.cuh) as warpagg::reduce_max (unsigned, result unused)
  // CHECK: {{^}}  warpagg::reduce_max(&peak[id[i]], 3u);
  gpuAtomicMax(&peak[id[i]], 3u);
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: note: left alone: calls 'counted_add' (in gpu_atomics.cuh, not rewritten), which is not a one-atomic wrapper: its body is more than one statement; {{.*}} [atomicAdd]
  // CHECK: {{^}}  counted_add(&grad[id[i]], g[i]);
  counted_add(&grad[id[i]], g[i]);
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: note: left alone: calls 'add_long' (in gpu_atomics.cuh, not rewritten), which is not a one-atomic wrapper: the arguments of its atomicAdd are not its parameters passed straight through (a conversion or an expression); {{.*}} [atomicAdd]
  // CHECK: {{^}}  add_long(&counts[id[i]], 1);
  add_long(&counts[id[i]], 1);
  // Each lane its own element: left alone as the atomic itself would be.
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: note: left alone: a call of atomicAdd through 'gpuAtomicAdd' (a one-atomic wrapper in gpu_atomics.cuh): the address differs in every lane {{.*}} [atomicAdd]
  // CHECK: {{^}}  gpuAtomicAdd(&grad[i], g[i]);
  gpuAtomicAdd(&grad[i], g[i]);
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: note: left alone: a call of atomicAdd through 'gpuAtomicAdd' (a one-atomic wrapper in gpu_atomics.cuh): in the body of macro 'GPU_ADD'; macro bodies are not rewritten [atomicAdd]
  // CHECK: {{^}}  GPU_ADD(&grad[id[i]], g[i]);
  GPU_ADD(&grad[id[i]], g[i]);
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: note: left alone: a call of atomicAdd through 'bump' (a one-atomic wrapper in gpu_atomics.cuh): the call of 'bump' takes the default argument of its parameter 'val', which the runtime's call would not have [atomicAdd]
  // CHECK: {{^}}  bump(&hits[id[i]]);
  bump(&hits[id[i]]);
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd through 'bump' (a one-atomic wrapper in gpu_atomics.cuh) as warpagg::reduce_add (unsigned, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(&hits[id[i] + 1], 2u);
  bump(&hits[id[i] + 1], 2u);
}

// A template: its float instantiation is a wrapper, its double
// specialization a compare-and-swap loop.
__global__ void scatter_f(float *grad, const int *id, const float *g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd through 'fastAtomicAdd' (a one-atomic wrapper in gpu_atomics.cuh) as warpagg::reduce_add (float, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(&grad[id[i]], g[i]);
  fastAtomicAdd(&grad[id[i]], g[i]);
  // Template arguments and a qualifier are the callee's; a comment between
  // a value-first call's arguments stays.
  // CHECK: {{^}}  warpagg::reduce_add(&grad[id[i] + 1], g[i]);
  fastAtomicAdd<float>(&grad[id[i] + 1], g[i]);
  // CHECK: {{^}}  warpagg::reduce_add( /* v, */  &grad[id[i] + 2], g[i]);
  ::gpu_atomic_add(g[i] /* v, */ , &grad[id[i] + 2]);
}
__global__ void scatter_d(double *grad, const int *id, const double *g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: note: left alone: calls 'fastAtomicAdd' (in gpu_atomics.cuh, not rewritten), which is not a one-atomic wrapper: its body is more than one statement; {{.*}} [atomicAdd]
  // CHECK: {{^}}  fastAtomicAdd(&grad[id[i]], g[i]);
  fastAtomicAdd(&grad[id[i]], g[i]);
}
// One call for both: the double instantiation keeps the call as written.
template <typename T>
__global__ void scatter_t(T *grad, const int *id, const T *g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:3: note: left alone: one instantiation of this template (instantiated for float and double) blocks it: calls 'fastAtomicAdd' {{.*}} [atomicAdd]
  // CHECK: {{^}}  fastAtomicAdd(&grad[id[i]], g[i]);
  fastAtomicAdd(&grad[id[i]], g[i]);
}
template __global__ void scatter_t<float>(float *, const int *, const float *);
template __global__ void scatter_t<double>(double *, const int *,
                                           const double *);
// A template whose only instantiation calls the wrapper.
template <typename T>
__global__ void scatter_only_float(T *grad, const int *id, const T *g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: wrapper-calls.cu:[[@LINE+2]]:11: remark: rewrote atomicAdd through 'gpuAtomicAdd' (a one-atomic wrapper in gpu_atomics.cuh) as warpagg::atomic_add (float, result used)
  // CHECK: {{^}}  T old = warpagg::atomic_add(&grad[id[i]], g[i]);
  T old = gpuAtomicAdd(&grad[id[i]], g[i]);
  grad[i] += old;
}
template __global__ void scatter_only_float<float>(float *, const int *,
                                                   const float *);

// The reports say what was called.
// JSON: "message": "rewrote atomicAdd through 'gpuAtomicAdd' (a one-atomic wrapper in gpu_atomics.cuh) as warpagg::reduce_add (float, result unused)"
// JSON: "reason_code": "not-a-wrapper"
