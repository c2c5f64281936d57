// --instrument: every candidate site of CUDA's atomic functions in the
// input, whether the rewrite would take it or leave it alone (a
// privatization candidate, lane-distinct addresses, shared memory, a
// 32-bit counter nvcc aggregates), keeps its atomic and wraps its address
// in warpagg::profile::seen; no other edit of the rewrite is made. Sites
// that cannot be instrumented get a remark saying why: a header's, an
// address from a macro, an atomic_ref call, a __host__ __device__
// function, a user's overload, a non-reduction, a template never
// instantiated. The profile's include and counter pointer come first
// (a #line keeps the numbers); the table and its registration come last.
// RUN: %warpagg --instrument %s -- -I %S/Inputs/instrument 2>%t.diag | %strip-comments > %t.cu
// RUN: %FileCheck %s < %t.cu
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -I %S/Inputs/instrument -fsyntax-only %t.cu
// RUN: %clang_cuda --cuda-gpu-arch=sm_70 -std=c++17 -I %S/Inputs/instrument --cuda-device-only -fsyntax-only %t.cu
// RUN: %warpagg --instrument --verify --quiet %s -o %t.verified.cu -- -I %S/Inputs/instrument
// RUN: %warpagg --instrument --dry-run --report=json %s -- -I %S/Inputs/instrument > %t.json
// RUN: %python -c "import json,sys; [print('JSON', r['line'], r['reason_code']) for r in json.load(open(sys.argv[1]))]" %t.json | %FileCheck %s --check-prefix=JSON
#include <cuda/atomic>
#include "helper.cuh"
// CHECK: {{^}}#include "helper.cuh"
// CHECK-NEXT: {{^}}#include <warpagg/profiling/profile.cuh>
// CHECK-NEXT: {{^}}static __device__ warpagg::profile::site_counts *wa_profile_counts;
// CHECK-NEXT: {{^}}#line [[#@LINE-3]]

#define COUNT(p) atomicAdd((p), 1u)
#define ADD atomicAdd

struct Vec2 { float x, y; };
__device__ Vec2 atomicAdd(Vec2 *p, Vec2 v) { return *p; }

// JSON: 45 instrumented
// JSON: 47 instrumented
// JSON: 49 instrumented
// JSON: 51 instrumented
// JSON: 55 instrumented
// JSON: 58 not-instrumented
__global__ void hist(unsigned *out, const int *key, unsigned *bins, int *slots,
                     unsigned *total, Vec2 *v) {
  __shared__ unsigned local[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int k = key[i];
  // DIAG: instrument.cu:[[@LINE+2]]:3: remark: instrumented: keeps atomicAdd, counts its warps' addresses (site 0 of the profile, key {{.*}}instrument.cu:[[@LINE+2]] {{[0-9a-f]+}}) [atomicAdd]
  // CHECK: {{^}}  atomicAdd(warpagg::profile::seen(wa_profile_counts, 0u, &out[k], out), 1u);
  atomicAdd(&out[k], 1u);
  // CHECK: {{^}}  atomicAdd(warpagg::profile::seen(wa_profile_counts, 1u, &bins[k & 255], bins), 1u);
  atomicAdd(&bins[k & 255], 1u);
  // CHECK: {{^}}  atomicMax(warpagg::profile::seen(wa_profile_counts, 2u, &out[i], out), 3u);
  atomicMax(&out[i], 3u);
  // CHECK: {{^}}  atomicAdd(warpagg::profile::seen(wa_profile_counts, 3u, &local[k & 63]), 1u);
  atomicAdd(&local[k & 63], 1u);
  // CHECK: {{^}}  int s = atomicAdd(warpagg::profile::seen(wa_profile_counts, 4u, slots), 1);
  int s = atomicAdd(slots, 1);
  // CHECK: {{^}}  ADD(warpagg::profile::seen(wa_profile_counts, 5u, total), unsigned(s));
  ADD(total, unsigned(s));
  // DIAG: instrument.cu:[[@LINE+2]]:3: remark: not instrumented: the address is spelled in a macro (or a macro's argument); macros are not edited [atomicAdd]
  // CHECK: {{^}}  COUNT(&out[k + 1]);
  COUNT(&out[k + 1]);
  // DIAG: instrument.cu:[[@LINE+1]]:3: remark: not instrumented: calls a user-defined atomicAdd, not CUDA's atomic [atomicAdd]
  atomicAdd(&v[k], Vec2{1, 2});
  // DIAG: instrument.cu:[[@LINE+1]]:3: remark: not instrumented: {{.*}}not a reduction{{.*}} [atomicCAS]
  atomicCAS(&out[k], 0u, 1u);
  cuda::atomic_ref<unsigned, cuda::thread_scope_device> r(out[k]);
  // DIAG: instrument.cu:[[@LINE+1]]:5: remark: not instrumented: an atomic_ref call; only CUDA's atomic functions, whose address is an argument, are instrumented [cuda::atomic_ref::fetch_add]
  r.fetch_add(1u, cuda::std::memory_order_relaxed);
  helper_add(&out[k]);
}

__host__ __device__ void both(float *p) {
#ifdef __CUDA_ARCH__
  // DIAG: instrument.cu:[[@LINE+1]]:3: remark: not instrumented: in a __host__ __device__ function; the profile's counting is device-only [atomicAdd]
  atomicAdd(p, 1.0f);
#endif
}

// One wrap for every instantiation; the table has the widest element.
template <class T> __global__ void scatter(T *out, const int *key) {
  // CHECK: {{^}}  atomicAdd(warpagg::profile::seen(wa_profile_counts, 6u, &out[key[threadIdx.x]], out), T(1));
  atomicAdd(&out[key[threadIdx.x]], T(1));
}
template __global__ void scatter<float>(float *, const int *);
template __global__ void scatter<double>(double *, const int *);

template <class T> __device__ void never(T *p) {
  // DIAG: instrument.cu:[[@LINE+1]]:3: remark: not instrumented: in a template this translation unit never instantiates{{.*}} [atomicAdd]
  atomicAdd(p, T(1));
}

// DIAG: helper.cuh:2:{{[0-9]+}}: remark: not instrumented: in a header ('{{.*}}helper.cuh'); only the input's own sites are instrumented in this version, this one keeps its atomic uncounted [atomicAdd]
// DIAG: warpagg: 7 sites instrumented, 7 not instrumented, 1 of 2 files changed

// CHECK-NOT: warpagg::reduce
// CHECK-NOT: wa_priv
// CHECK: static const warpagg::profile::site_info wa_profile_sites[] = {
// CHECK-NEXT: {"{{/.*}}/instrument.cu", 45u, "{{[0-9a-f]+}}", "hist", "atomicAdd", 4u},
// CHECK-NEXT: {"{{/.*}}/instrument.cu", 47u, "{{[0-9a-f]+}}", "hist", "atomicAdd", 4u},
// CHECK-NEXT: {"{{/.*}}/instrument.cu", 49u, "{{[0-9a-f]+}}", "hist", "atomicMax", 4u},
// CHECK-NEXT: {"{{/.*}}/instrument.cu", 51u, "{{[0-9a-f]+}}", "hist", "atomicAdd", 4u},
// CHECK-NEXT: {"{{/.*}}/instrument.cu", 53u, "{{[0-9a-f]+}}", "hist", "atomicAdd", 4u},
// CHECK-NEXT: {"{{/.*}}/instrument.cu", 55u, "{{[0-9a-f]+}}", "hist", "atomicAdd", 4u},
// CHECK-NEXT: {"{{/.*}}/instrument.cu", 79u, "{{[0-9a-f]+}}", "scatter", "atomicAdd", 8u},
// CHECK-NEXT: };
// CHECK-NEXT: static const warpagg::profile::registration wa_profile_registration(wa_profile_sites, 7u, &wa_profile_counts);
