// A call in a template is decided once for all the instantiations the file
// contains: rewritten only when every one is supported, else left alone
// with the instantiation's reason.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

template <class T> __device__ void add_all(T *p, T v) {
  // CHECK: warpagg::reduce_add(p, v);
  atomicAdd(p, v);
}

template <class T> __device__ void add_some(T *p, T v) {
  // DIAG: template-instantiations.cu:[[@LINE+2]]:3: note: left alone: one instantiation of this template blocks it: the warpagg runtime has no aggregated atomicAdd for 'float2' [atomicAdd]
  // CHECK: {{^}}  atomicAdd(p, v);
  atomicAdd(p, v);
}

// Never instantiated: nothing proves anything about it.
template <class T> __device__ void unused(T *p, T v) {
  // CHECK: {{^}}  atomicAdd(p, v);
  atomicAdd(p, v);
}

__global__ void kernel(float *f, double *d, float2 *f2, const int *key) {
  int k = key[threadIdx.x];
  add_all(&f[k], 1.0f);
  add_all(&d[k], 2.0);
  add_some(&f[k], 3.0f);
  add_some(&f2[k], make_float2(1, 2));
}
// DIAG: warpagg: 1 site rewritten, 1 left alone
