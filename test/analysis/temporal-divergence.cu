// Temporal divergence: a value a loop defines, read after the loop, differs
// between lanes where lanes may leave the loop at different iterations,
// though inside the loop it is the same in the lanes of an iteration.
// RUN: %warpagg --print-analysis %s | %FileCheck %s

// CHECK: function 'search' (kernel, line [[@LINE+1]])
__global__ void search(int *out, const int *keys, int n, int key) {
  // CHECK: var i (line [[@LINE+1]]): iteration-uniform
  int i;
  for (i = 0; i < n; ++i)
    if (keys[i * 32 + threadIdx.x] == key)
      break;
  // CHECK-NEXT: read i (line [[@LINE+1]]:7): varying
  out[i] = 1;
  // CHECK: loop ForStmt (line [[@LINE-5]]:3): exits varying; writes i
  // CHECK-NEXT: induction i: start uniform, step uniform
}

// CHECK: function 'counted' (kernel, line [[@LINE+1]])
__global__ void counted(int *out, int n) {
  // Every lane leaves when the count, the same in all, runs out.
  // CHECK: var j (line [[@LINE+1]]): iteration-uniform
  int j;
  for (j = 0; j < n; ++j)
    out[j * blockDim.x + threadIdx.x] = 0;
  // CHECK-NOT: read j
  out[j] = 1;
  // CHECK: loop ForStmt (line [[@LINE-4]]:3): exits iteration-uniform
}

// CHECK: function 'walk' (kernel, line [[@LINE+1]])
__global__ void walk(int *out, const int *next, int start) {
  // CHECK: var hops (line [[@LINE+1]]): iteration-uniform
  int hops = 0;
  // CHECK-NEXT: read hops (line [[@LINE+7]]:7): varying
  // CHECK-NEXT: var at (line [[@LINE+1]]): varying
  int at = start + threadIdx.x;
  while (at >= 0) {
    at = next[at];
    hops += 1;
  }
  out[hops] = at;
  // CHECK: branch (line [[@LINE-5]]:10) 'at >= 0': varying
}
