// Address expressions of several shapes: only the callee's name changes, the
// address is kept byte for byte.
// Sites here are rewritten one by one (--fuse=off): fusion is fusion.cu's.
// RUN: %warpagg --fuse=off %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

struct Arrays { float *f; int *counts; };
struct Particle { float x, y, z; };
struct Cell { float mass; float momentum[3]; };

__global__ void kernel(float *a, Arrays s, Particle *p, Cell *cells,
                       const int *key, float **rows) {
  int k = key[threadIdx.x];
  // CHECK: warpagg::reduce_add(&a[k], 1.0f);
  atomicAdd(&a[k], 1.0f);
  // CHECK: warpagg::reduce_add(a + k, 1.0f);
  atomicAdd(a + k, 1.0f);
  // CHECK: warpagg::reduce_add(&s.f[k], 1.0f);
  atomicAdd(&s.f[k], 1.0f);
  // CHECK: warpagg::reduce_add(&p[k].x, 1.0f);
  atomicAdd(&p[k].x, 1.0f);
  // CHECK: warpagg::reduce_add(&cells[k].momentum[1], 2.0f);
  atomicAdd(&cells[k].momentum[1], 2.0f);
  // CHECK: warpagg::reduce_add(&(p + k)->y, 1.0f);
  atomicAdd(&(p + k)->y, 1.0f);
  // CHECK: warpagg::reduce_add(s.counts + (k >> 1), 1);
  atomicAdd(s.counts + (k >> 1), 1);
  // CHECK: warpagg::reduce_add(&rows[k][k], 1.0f);
  atomicAdd(&rows[k][k], 1.0f);
  // A local struct holding a global pointer is not thread-local memory.
  Arrays local = s;
  // CHECK: warpagg::reduce_add(&local.f[k], 3.0f);
  atomicAdd(&local.f[k], 3.0f);
  // A qualified call keeps working: the qualifier is part of the callee
  // (and &a[0] with a a kernel parameter is the same in every lane).
  // CHECK: warpagg::reduce_add<warpagg::strategy::uniform>(&a[0], 1.0f);
  ::atomicAdd(&a[0], 1.0f);
}
// DIAG: warpagg: 10 sites rewritten, 0 left alone
