// Only CUDA's own atomics are candidates: a user's overload with the same name
// is reported and left alone.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
struct Vec3 { float x, y, z; };

__device__ Vec3 atomicAdd(Vec3 *p, Vec3 v) {
  // CHECK: warpagg::reduce_add(&p->x, v.x);
  atomicAdd(&p->x, v.x);
  return *p;
}

__global__ void kernel(Vec3 *out, const int *key) {
  // DIAG: user-defined-atomic.cu:[[@LINE+2]]:3: note: left alone: calls a user-defined atomicAdd, not CUDA's atomic; its body holds 1 CUDA atomic, decided there for each call [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&out[key[threadIdx.x]], Vec3{1, 2, 3});
  atomicAdd(&out[key[threadIdx.x]], Vec3{1, 2, 3});
}
