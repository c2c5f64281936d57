// The old value decides the form: discarded -> warpagg::reduce_*, used or
// possibly used -> warpagg::atomic_* (which returns a serial-order value).
// (-fgpu-rdc: helpers here have no caller in the file; only relocatable
// device code lets another file call them, else they never run and are
// left alone as 'uncalled'.)
// RUN: %warpagg %s -- -fgpu-rdc 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

__device__ int sink;

__global__ void kernel(int *out, const int *key, int *dst, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: result-use.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (int, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(&out[key[i]], 1);
  atomicAdd(&out[key[i]], 1);
  // DIAG: result-use.cu:[[@LINE+2]]:13: remark: rewrote atomicAdd as warpagg::atomic_add (int, result used)
  // CHECK: int old = warpagg::atomic_add(&out[key[i]], 2);
  int old = atomicAdd(&out[key[i]], 2);
  // CHECK: dst[warpagg::atomic_add(&out[key[i] + 0], 1)] = old;
  dst[atomicAdd(&out[key[i] + 0], 1)] = old;
  // CHECK: (void)warpagg::reduce_add(&out[key[i] + 1], 1);
  (void)atomicAdd(&out[key[i] + 1], 1);
  // CHECK: static_cast<void>(warpagg::reduce_add(&out[key[i] + 1], 1));
  static_cast<void>(atomicAdd(&out[key[i] + 1], 1));
  // CHECK: if (i < n) warpagg::reduce_add(&out[key[i] + 2], 1);
  if (i < n) atomicAdd(&out[key[i] + 2], 1);
  // CHECK: else warpagg::reduce_add(&out[key[i] + 3], 1);
  else atomicAdd(&out[key[i] + 3], 1);
  // CHECK: if (warpagg::atomic_add(&out[key[i] + 4], 1) == 0)
  if (atomicAdd(&out[key[i] + 4], 1) == 0)
    sink = 1;
  // CHECK: for (int j = 0; j < 2; warpagg::reduce_add(&out[key[i] + 5], 1), ++j)
  for (int j = 0; j < 2; atomicAdd(&out[key[i] + 5], 1), ++j)
    // CHECK: warpagg::reduce_add(&out[key[i] + 6], j);
    atomicAdd(&out[key[i] + 6], j);
  // The right side of a comma is the comma's value: used.
  // CHECK: sink = (warpagg::reduce_add(&out[key[i] + 7], 1), warpagg::atomic_add(&out[key[i] + 8], 1));
  sink = (atomicAdd(&out[key[i] + 7], 1), atomicAdd(&out[key[i] + 8], 1));
  // CHECK: while (warpagg::atomic_add(&out[key[i] + 9], 1) < 3) {
  while (atomicAdd(&out[key[i] + 9], 1) < 3) {
  }
  // CHECK: switch (i) { case 0: warpagg::reduce_add(&out[key[i] + 10], 1); break; }
  switch (i) { case 0: atomicAdd(&out[key[i] + 10], 1); break; }
}

__device__ int returned(int *p) {
  // CHECK: return warpagg::atomic_add(p, 1);
  return atomicAdd(p, 1);
}
// CHECK-NOT: atomicAdd
