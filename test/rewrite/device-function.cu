// Kernels, __device__ functions, templates and device lambdas are device
// code; __host__ __device__ functions are left alone because the runtime is
// device-only.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

// CHECK: __device__ void add_to(float *p, float v) { warpagg::reduce_add(p, v); }
__device__ void add_to(float *p, float v) { atomicAdd(p, v); }

__host__ __device__ void both(int *p) {
#ifdef __CUDA_ARCH__
  // DIAG: device-function.cu:[[@LINE+2]]:3: note: left alone: in a __host__ __device__ function; the warpagg runtime is device-only [atomicAdd]
  // CHECK: {{^}}  atomicAdd(p, 1);
  atomicAdd(p, 1);
#endif
}

template <class T> __device__ void accumulate(T *p, T v) {
  // One rewrite of the template's text, however many instantiations.
  // CHECK: warpagg::reduce_add(p, v);
  atomicAdd(p, v);
}

__global__ void kernel(float *f, double *d, int *c, const int *key) {
  int k = key[threadIdx.x];
  add_to(&f[k], 1.0f);
  accumulate(&f[k], 2.0f);
  accumulate(&d[k], 3.0);
  // CHECK: auto bump = [=] __device__ (int j) { warpagg::reduce_add(&c[j], 1); };
  auto bump = [=] __device__ (int j) { atomicAdd(&c[j], 1); };
  bump(k);
  // CHECK: auto plain = [&](int j) { warpagg::reduce_add(&c[j], 2); };
  auto plain = [&](int j) { atomicAdd(&c[j], 2); };
  plain(k);
}
// DIAG: warpagg: 4 sites rewritten, 1 left alone
