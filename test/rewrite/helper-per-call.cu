// A __device__ helper that wraps an atomic is decided from its call sites:
// left alone where no call gains, rewritten in place where every call does,
// and where they differ, a rewritten copy <helper>_warpagg is emitted after
// it for the calls that gain, the others keeping the original.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg %s --report=json -o %t.cu | %FileCheck %s --check-prefix=JSON

// Parameter gradients flushed from a block's partial sums, one channel per
// thread (a LayerNorm backward's flush): every call passes an address that
// differs in every lane.
// DIAG: helper-per-call.cu:[[@LINE+3]]:{{[0-9]+}}: note: left alone: the address differs in every lane
// CHECK: __device__ void atomicAddX(float *a, float v) { atomicAdd(a, v); }
// CHECK-NOT: atomicAddX_warpagg
__device__ void atomicAddX(float *a, float v) { atomicAdd(a, v); }

__global__ void layernorm_flush(float *dbias, float *dweight,
                                const float *partial, int C) {
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    atomicAddX(&dbias[i], partial[i]);
    atomicAddX(&dweight[i], partial[C + i]);
  }
}

// A pair added by one lane per warp after a hand-written warp reduction at
// one call, and by a thread per element at the other: no call gains.
// DIAG: helper-per-call.cu:[[@LINE+5]]:3: note: left alone: no call of 'add_pair' gains from aggregating it (2 calls, each left alone for its own reason) [atomicAdd]
// CHECK: __device__ void add_pair(float2 *p, float2 v) {
// CHECK-NEXT: {{^}}  atomicAdd(&p->x, v.x);
// CHECK-NOT: add_pair_warpagg
__device__ void add_pair(float2 *p, float2 v) {
  atomicAdd(&p->x, v.x);
  atomicAdd(&p->y, v.y);
}

__global__ void gather_warp(float2 *acc, const float2 *in, const int *key) {
  float2 v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int off = 16; off > 0; off /= 2) {
    v.x += __shfl_down_sync(0xffffffff, v.x, off);
    v.y += __shfl_down_sync(0xffffffff, v.y, off);
  }
  if (threadIdx.x % 32 == 0)
    // DIAG: helper-per-call.cu:[[@LINE+1]]:5: note: at this call (in 'gather_warp'), atomicAdd on line {{[0-9]+}}: already aggregated: only one lane per warp
    add_pair(&acc[key[blockIdx.x]], v);
}

__global__ void gather_each(float2 *acc, const float2 *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: helper-per-call.cu:[[@LINE+1]]:3: note: at this call (in 'gather_each'), atomicAdd on line {{[0-9]+}}: the address differs in every lane
  add_pair(&acc[i], in[i]);
}

// Scattered by key in one kernel, one element per thread in another: the
// scatter calls a rewritten copy, the other keeps the original.
// CHECK: __device__ void scatter_add(float *p, float v) { atomicAdd(p, v); }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: __device__ void scatter_add_warpagg(float *p, float v) { warpagg::reduce_add(p, v); }
// CHECK-NEXT: #line [[@LINE+3]]
// DIAG: helper-per-call.cu:[[@LINE+1]]:{{[0-9]+}}: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused) in scatter_add_warpagg, the copy of scatter_add that its gaining calls call; the original keeps atomicAdd
__device__ void scatter_add(float *p, float v) { atomicAdd(p, v); }

__global__ void scatter(float *out, const int *key, const float *val, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG: helper-per-call.cu:[[@LINE+2]]:5: note: this call goes to scatter_add_warpagg (in 'scatter'), atomicAdd on line [[@LINE-5]]: its lanes can share the address: aggregated as warpagg::reduce_add
    // CHECK: {{^}}    scatter_add_warpagg(&out[key[i]], val[i]);
    scatter_add(&out[key[i]], val[i]);
}

__global__ void per_element(float *out, const float *val) {
  // DIAG: helper-per-call.cu:[[@LINE+2]]:3: note: this call keeps the original scatter_add (in 'per_element'), atomicAdd on line {{[0-9]+}}: the address differs in every lane
  // CHECK: {{^}}  scatter_add(&out[threadIdx.x + blockIdx.x * blockDim.x], val[threadIdx.x]);
  scatter_add(&out[threadIdx.x + blockIdx.x * blockDim.x], val[threadIdx.x]);
}

// A helper with several atomics, in a namespace and indented: the copy
// keeps its layout, each atomic rewritten.
namespace forces {
  // CHECK: __device__ void atomic_add_f3(float3 *f, float3 v) {
  // CHECK-NEXT: {{^}}    atomicAdd(&f->x, v.x);
  // CHECK: {{^}}  __device__ void atomic_add_f3_warpagg(float3 *f, float3 v) {
  // CHECK-NEXT: {{^}}    warpagg::reduce_add(&f->x, v.x);
  // CHECK-NEXT: {{^}}    warpagg::reduce_add(&f->y, v.y);
  // CHECK-NEXT: {{^}}    warpagg::reduce_add(&f->z, v.z);
  // CHECK-NEXT: {{^}}  }
  // CHECK-NEXT: #line
  __device__ void atomic_add_f3(float3 *f, float3 v) {
    atomicAdd(&f->x, v.x);
    atomicAdd(&f->y, v.y);
    atomicAdd(&f->z, v.z);
  }
}

__global__ void md_forces(float3 *force, const int *nbr, const float3 *d,
                          int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // CHECK: forces::atomic_add_f3_warpagg(&force[nbr[i]], d[i]);
  forces::atomic_add_f3(&force[nbr[i]], d[i]);
  // CHECK: forces::atomic_add_f3(&force[i], d[i]);
  forces::atomic_add_f3(&force[i], d[i]);
}

// Every call gains: rewritten in place, no copy.
// CHECK: __device__ void count_key(int *h, int k) { warpagg::reduce_add(&h[k], 1); }
// CHECK-NOT: count_key_warpagg
__device__ void count_key(int *h, int k) { atomicAdd(&h[k], 1); }

__global__ void histogram(int *h, const int *key) {
  count_key(h, key[threadIdx.x]);
  count_key(h, key[threadIdx.x] + 1);
}

// Refused copies: the calls differ, the helper is rewritten for all of
// them, and a note says why no copy was made. Where a call that cannot gain
// passes an address that differs in every lane, the rewrite takes
// likely_distinct (a per-warp order test, plain atomics there) instead of
// adaptive, whose match would cost up to 2x at that call.
// DIAG: helper-per-call.cu:[[@LINE+5]]:{{[0-9]+}}: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::likely_distinct> (float and double, result unused; likely_distinct strategy: its call at line {{[0-9]+}} (in 'templ') passes an address that differs in every lane (checked per warp: plain atomics there))

// A template.
// DIAG: helper-per-call.cu:[[@LINE+2]]:{{[0-9]+}}: note: rewritten for every call of 'add_t', though it cannot gain at line {{[0-9]+}} (in 'templ'); no copy for the others because 'add_t' is a template (or in one); copies of instantiations are not made
// CHECK: template <class T> __device__ void add_t(T *p, T v) { warpagg::reduce_add<warpagg::strategy::likely_distinct>(p, v); }
template <class T> __device__ void add_t(T *p, T v) { atomicAdd(p, v); }

// A member function.
struct Accumulator {
  // DIAG: helper-per-call.cu:[[@LINE+2]]:{{[0-9]+}}: note: rewritten for every call of 'add', though it cannot gain at line {{[0-9]+}} (in 'templ'); no copy for the others because 'add' is a member function, whose copy would need a declaration in its class
  // CHECK: __device__ void add(float *p, float v) { warpagg::reduce_add<warpagg::strategy::likely_distinct>(p, v); }
  __device__ void add(float *p, float v) { atomicAdd(p, v); }
};

// A static variable, which a copy would not share.
// DIAG: helper-per-call.cu:[[@LINE+6]]:{{[0-9]+}}: note: rewritten for every call of 'add_counted', though it cannot gain at line {{[0-9]+}} (in 'templ'); no copy for the others because it declares the __shared__ variable 'calls', which a copy would not share
// CHECK: __device__ void add_counted(float *p, float v) {
// CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::likely_distinct>(p, v);
__device__ void add_counted(float *p, float v) {
  __shared__ int calls;
  calls = 1;
  atomicAdd(p, v);
}

// Called before its definition, where a copy after it is not visible.
__device__ void add_later(float *p, float v);
__global__ void early(float *out, const int *key) {
  add_later(&out[key[threadIdx.x]], 1.0f);
  add_later(&out[threadIdx.x], 1.0f);
}
// DIAG: helper-per-call.cu:[[@LINE+2]]:{{[0-9]+}}: note: rewritten for every call of 'add_later', though it cannot gain at line {{[0-9]+}} (in 'early'); no copy for the others because the call at line {{[0-9]+}} (in 'early') comes before the definition of 'add_later', where a copy after it would not be visible
// CHECK: __device__ void add_later(float *p, float v) { warpagg::reduce_add<warpagg::strategy::likely_distinct>(p, v); }
__device__ void add_later(float *p, float v) { atomicAdd(p, v); }

// The copy's name already taken.
// DIAG: helper-per-call.cu:[[@LINE+3]]:{{[0-9]+}}: note: rewritten for every call of 'add_named', though it cannot gain at line {{[0-9]+}} (in 'templ'); no copy for the others because the name 'add_named_warpagg' is already in use
// CHECK: __device__ void add_named(float *p, float v) { warpagg::reduce_add<warpagg::strategy::likely_distinct>(p, v); }
__device__ void add_named_warpagg(float *p, float v);
__device__ void add_named(float *p, float v) { atomicAdd(p, v); }

// Its address taken: not every call is visible, decided once.
// DIAG: helper-per-call.cu:[[@LINE+2]]:{{[0-9]+}}: note: decided once for all the calls of 'add_by_pointer': its address is taken, so not every call is visible
// CHECK: __device__ void add_by_pointer(float *p, float v) { warpagg::reduce_add(p, v); }
__device__ void add_by_pointer(float *p, float v) { atomicAdd(p, v); }

__global__ void templ(float *out, double *dout, const int *key) {
  int k = key[threadIdx.x];
  add_t(&out[k], 1.0f);
  add_t(&dout[threadIdx.x], 1.0);
  Accumulator a;
  a.add(&out[k], 1.0f);
  a.add(&out[threadIdx.x], 1.0f);
  add_counted(&out[k], 1.0f);
  add_counted(&out[threadIdx.x], 1.0f);
  add_named(&out[k], 1.0f);
  add_named(&out[threadIdx.x], 1.0f);
  void (*f)(float *, float) = add_by_pointer;
  f(&out[k], 1.0f);
  add_by_pointer(&out[threadIdx.x], 1.0f);
}

// A clock read through an add helper (`add(&clock, 0)`, an LRU cache's
// timestamp) is an atomic read at that call, as the same call written
// directly is; a keyed count through the same helper gains.
// DIAG: helper-per-call.cu:[[@LINE+8]]:{{[0-9]+}}: note: this call keeps the original add64 (in 'stamp'), atomicAdd on line [[@LINE+4]]: an atomic read: the value leaves memory unchanged
// DIAG: helper-per-call.cu:[[@LINE+11]]:{{[0-9]+}}: note: this call goes to add64_warpagg (in 'count_keys')
// CHECK: unsigned long long add64_warpagg(unsigned long long *a, unsigned long long v)
__device__ unsigned long long add64(unsigned long long *a, unsigned long long v) {
  return atomicAdd(a, v);
}
__global__ void stamp(unsigned long long *clock, unsigned long long *slot, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) slot[i] = add64(clock, (unsigned long long)0);
}
__global__ void count_keys(unsigned long long *counts, const int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) add64(&counts[keys[i]], 1);
}

// JSON: "{{.*}}helper-per-call.cu:{{[0-9]+}}:{{[0-9]+}}: this call goes to scatter_add_warpagg (in 'scatter'), atomicAdd on line {{[0-9]+}}: its lanes can share the address: aggregated as warpagg::reduce_add",
// JSON-NEXT: "{{.*}}helper-per-call.cu:{{[0-9]+}}:{{[0-9]+}}: this call keeps the original scatter_add (in 'per_element'), atomicAdd on line {{[0-9]+}}: the address differs in every lane
// JSON-NEXT: ],
// JSON-NEXT: "helper_copy": "scatter_add_warpagg"
