// Sync dependence: a variable defined under a branch that differs between
// lanes differs where the branch's paths meet again (its immediate
// post-dominator) if it is read there, as LLVM's UniformityAnalysis finds
// it; a branch whose paths meet where the variable is dead, or that holds
// its declaration, does not make it differ.
// RUN: %warpagg --print-analysis %s | %FileCheck %s

// CHECK: function 'joins' (kernel, line [[@LINE+1]])
__global__ void joins(float *sums, int n, bool flag) {
  // Both branches of a uniform condition: the same in every lane.
  // CHECK: var k (line [[@LINE+1]]): uniform
  int k;
  if (blockIdx.x & 1)
    k = n;
  else
    k = 2 * n;
  // Defined under a lane-dependent condition and read after it.
  // CHECK-NEXT: var d (line [[@LINE+1]]): varying
  int d = n;
  if (threadIdx.x & 1)
    d = 2 * n;
  // Defined and read only inside such a branch: where its paths meet
  // nothing reads it, so the lanes that read it agree.
  // CHECK-NEXT: var inside (line [[@LINE+1]]): uniform
  int inside = n;
  if (threadIdx.x & 2) {
    inside = 3 * n;
    sums[inside] += 1.0f;
  }
  // Declared in the branch: its scope ends before the paths meet.
  if (threadIdx.x & 4) {
    // CHECK-NEXT: var local (line [[@LINE+1]]): uniform
    int local = n;
    local += 1;
    sums[local] += 1.0f;
  }
  // Nested: the outer condition is uniform, the inner one is not.
  // CHECK-NEXT: var nested (line [[@LINE+1]]): varying
  int nested = 0;
  if (flag)
    if (threadIdx.x > 3)
      nested = 1;
  // A switch on a lane-dependent value.
  // CHECK-NEXT: var s (line [[@LINE+1]]): varying
  int s = 0;
  switch (threadIdx.x % 4) {
  case 0:
    s = 1;
    break;
  default:
    s = 2;
  }
  sums[k] += 1.0f;
  sums[d] += 2.0f;
  sums[nested + s] += 3.0f;
}

// CHECK: function 'early' (kernel, line [[@LINE+1]])
__global__ void early(float *sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // Defined after some lanes returned: the lanes that remain define it
  // alike, and the paths meet only at the function's end.
  // CHECK: var row (line [[@LINE+1]]): uniform
  int row;
  row = blockIdx.x;
  sums[row] += 1.0f;
  // CHECK: branch (line [[@LINE-8]]:7) 'i >= n': varying
}

// CHECK: function 'skips' (kernel, line [[@LINE+1]])
__global__ void skips(float *sums, int n) {
  // CHECK: var acc (line [[@LINE+1]]): varying
  int acc = 0;
  // CHECK-NEXT: var last (line [[@LINE+1]]): iteration-uniform
  int last = 0;
  for (int j = 0; j < n; ++j) {
    // Defined before the lanes that skip leave: the same in the lanes of
    // an iteration.
    last = j;
    if (threadIdx.x & j)
      continue;
    // Defined after, and read in the next iteration: differs.
    acc += j;
    sums[last] += 1.0f;
  }
  sums[acc] += 1.0f;
}
