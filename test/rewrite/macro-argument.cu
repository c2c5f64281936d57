// A call written whole inside a macro argument at the call site is rewritten
// there; a call whose callee or parentheses come from a macro body is not.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

#define CHECK_BELOW(expr, cap) do { if ((expr) >= (cap)) __trap(); } while (0)
#define TWICE(stmt) stmt; stmt
#define APPLY(f, p) f(p, 1)

__global__ void kernel(int *out, const int *key, int cap) {
  int k = key[threadIdx.x];
  // DIAG: macro-argument.cu:[[@LINE+2]]:15: remark: rewrote atomicAdd as warpagg::atomic_add (int, result used)
  // CHECK: CHECK_BELOW(warpagg::atomic_add(&out[k], 1), cap);
  CHECK_BELOW(atomicAdd(&out[k], 1), cap);
  // One argument expanded twice is one site, rewritten once.
  // CHECK: TWICE(warpagg::reduce_add(&out[k + 1], 2));
  TWICE(atomicAdd(&out[k + 1], 2));
  // The callee comes in as an argument but the call is built by the macro.
  // DIAG: macro-argument.cu:[[@LINE+2]]:9: note: left alone: in the body of macro 'APPLY'; macro bodies are not rewritten [atomicAdd]
  // CHECK: APPLY(atomicAdd, &out[k + 2]);
  APPLY(atomicAdd, &out[k + 2]);
}
// DIAG: warpagg: 2 sites rewritten, 1 left alone
