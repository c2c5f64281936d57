// Every edit of a call written inside a macro argument lands in the
// argument's text, inside the call: the once_per_thread tag before the call's
// own ')' (not the macro's), and an atomic_ref call keeps the macro's ')'.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <cuda_fp16.h>
#include <cuda/atomic>

#define SAME(x) x
#define PAREN(x) (x)
#define OUTER(x) SAME(x)
#define CALL_ADD(p, v) atomicAdd(p, v)
#define RELAXED cuda::std::memory_order_relaxed
#define REF_OF(c) (c)

__global__ void kernel(__half *bins, const int *key, __half v, int *counts) {
  int k = key[threadIdx.x];
  // CHECK: SAME(warpagg::reduce_add(&bins[k], v, warpagg::once_per_thread));
  SAME(atomicAdd(&bins[k], v));
  // CHECK: PAREN(warpagg::reduce_add(&bins[k + 1], v, warpagg::once_per_thread));
  PAREN(atomicAdd(&bins[k + 1], v));
  // CHECK: OUTER(warpagg::reduce_add(&bins[k + 2], v, warpagg::once_per_thread));
  OUTER(atomicAdd(&bins[k + 2], v));
  // DIAG: macro-argument-edits.cu:[[@LINE+2]]:3: note: left alone: in the body of macro 'CALL_ADD'
  // CHECK: CALL_ADD(&bins[k + 3], v);
  CALL_ADD(&bins[k + 3], v);
  cuda::atomic_ref<int, cuda::thread_scope_device> r(counts[k]);
  // CHECK: SAME(warpagg::reduce_add(r, 1));
  SAME(r.fetch_add(1, cuda::std::memory_order_relaxed));
  // CHECK: OUTER(warpagg::reduce_add(r, 2));
  OUTER(r.fetch_add(2, RELAXED));
  // CHECK: PAREN(warpagg::reduce_add(r, 3));
  PAREN(r.fetch_add(3, cuda::std::memory_order_relaxed));
}
// DIAG: warpagg: 6 sites rewritten, 1 left alone
