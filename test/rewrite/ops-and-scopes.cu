// Every reduction atomic and its _block/_system forms map to the runtime
// function of the same op and scope. Exchange, CAS and the wrap-around
// atomicInc/atomicDec are not reductions: noted, never rewritten
// (non-reduction-notes.cu).
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

__global__ void kernel(int *a, unsigned *u, unsigned long long *q, const int *key) {
  int k = key[threadIdx.x];
  // CHECK: warpagg::reduce_sub(&a[k], 1);
  atomicSub(&a[k], 1);
  // CHECK: warpagg::reduce_min(&a[k], 2);
  atomicMin(&a[k], 2);
  // CHECK: warpagg::reduce_max(&u[k], 3u);
  atomicMax(&u[k], 3u);
  // CHECK: warpagg::reduce_and(&u[k], 4u);
  atomicAnd(&u[k], 4u);
  // CHECK: warpagg::reduce_or(&q[k], 5ull);
  atomicOr(&q[k], 5ull);
  // CHECK: warpagg::reduce_xor(&a[k], 6);
  atomicXor(&a[k], 6);
  // CHECK: warpagg::reduce_add_block(&a[k], 7);
  atomicAdd_block(&a[k], 7);
  // CHECK: int m = warpagg::atomic_max_system(&a[k], 8);
  int m = atomicMax_system(&a[k], 8);
  // CHECK: warpagg::reduce_or_block(&u[k], 9u);
  atomicOr_block(&u[k], 9u);
  // CHECK: atomicInc(&u[k], 10u);
  atomicInc(&u[k], 10u);
  // CHECK: atomicExch(&a[k], m);
  atomicExch(&a[k], m);
  // CHECK: atomicCAS(&a[k], 0, 1);
  atomicCAS(&a[k], 0, 1);
}
// DIAG: ops-and-scopes.cu:29:3: note: left alone: atomicInc cannot be aggregated
// DIAG: ops-and-scopes.cu:31:3: note: left alone: atomicExch cannot be aggregated
// DIAG: ops-and-scopes.cu:33:3: note: left alone: atomicCAS cannot be aggregated
// DIAG: warpagg: 9 sites rewritten, 3 left alone
