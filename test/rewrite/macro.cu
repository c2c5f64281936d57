// A call spelled inside a macro body is left alone with a note naming the
// macro; the macro and its
// uses stay as they are.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

#define COUNT(p) atomicAdd((p), 1)
#define ADD atomicAdd

__global__ void kernel(int *out, const int *key) {
  int k = key[threadIdx.x];
  // DIAG: macro.cu:[[@LINE+2]]:3: note: left alone: in the body of macro 'COUNT'; macro bodies are not rewritten [atomicAdd]
  // CHECK: {{^}}  COUNT(&out[k]);
  COUNT(&out[k]);
  // CHECK: {{^}}  ADD(&out[k], 2);
  ADD(&out[k], 2);
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 3);
  atomicAdd(&out[k], 3);
}
// CHECK-NOT: warpagg::
// DIAG: warpagg: 1 site rewritten, 2 left alone
