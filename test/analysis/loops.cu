// Loops as one canonical form (analysis/LoopForms.h): induction variables
// as a start and steps with their classes, the counter's trip count and its
// class, how lanes leave, a barrier just before, what the loop writes.
// RUN: %warpagg --print-analysis %s | %FileCheck %s

// CHECK: function 'shapes' (kernel, line [[@LINE+1]])
__global__ void shapes(int *out, const int *in, int n) {
  for (int i = 0; i < n; ++i)
    out[i] = 0;
  for (int k = 0; k < 4; ++k)
    out[k] += 1;
  for (int g = blockIdx.x * blockDim.x + threadIdx.x; g < n;
       g += blockDim.x * gridDim.x)
    out[g] = in[g];
  for (int j = 0; j < in[threadIdx.x]; j++)
    out[j] += 1;
  bool done = false;
  __syncthreads();
  for (int j = 0; !done && j < n; j++)
    if (in[j] == threadIdx.x)
      done = true;
  int w = 0;
  while (w < n) {
    w += 2;
    if (in[w + threadIdx.x] < 0)
      return;
  }
  // CHECK: loop ForStmt (line 8:3): exits iteration-uniform; writes i, memory
  // CHECK-NEXT: counter i: start uniform, step uniform, trips uniform
  // CHECK-NEXT: loop ForStmt (line 10:3): exits iteration-uniform; writes k, memory
  // CHECK-NEXT: counter k: start uniform, step uniform, trips uniform, range 0..3
  // CHECK-NEXT: loop ForStmt (line 12:3): exits varying, grid-stride; writes g, memory
  // CHECK-NEXT: counter g: start lane-index, step uniform, trips varying
  // CHECK-NEXT: loop ForStmt (line 15:3): exits varying; writes j, memory
  // CHECK-NEXT: counter j: start uniform, step uniform, trips varying
  // CHECK-NEXT: loop ForStmt (line 19:3): exits varying, barrier before; writes j, done
  // CHECK-NEXT: counter j: start uniform, step uniform, trips varying
  // CHECK-NEXT: loop WhileStmt (line 23:3): exits varying, returns; writes w
  // CHECK-NEXT: induction w: step uniform
}
