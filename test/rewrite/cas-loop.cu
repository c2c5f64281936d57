// Atomics inside a loop around atomicCAS belong to a hand-written lock-free
// or locking protocol: left alone with that reason. Outside the loop they
// are ordinary sites. The atomicCAS itself is noted (not a reduction).
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

__global__ void insert(int *keys, float *sums, int *counts, const int *key,
                       const float *val, int capacity) {
  int k = key[blockIdx.x * blockDim.x + threadIdx.x];
  int slot = k % capacity;
  while (true) {
    // DIAG: cas-loop.cu:[[@LINE+1]]:16: note: left alone: atomicCAS cannot be aggregated: a compare-and-swap is not a reduction {{.*}} [atomicCAS]
    int prev = atomicCAS(&keys[slot], -1, k);
    if (prev == -1 || prev == k) {
      // DIAG: cas-loop.cu:[[@LINE+2]]:7: note: left alone: inside a loop around atomicCAS or compare_exchange (a hand-written lock-free or locking protocol) [atomicAdd]
      // CHECK: {{^}}      atomicAdd(&sums[slot], val[0]);
      atomicAdd(&sums[slot], val[0]);
      break;
    }
    slot = (slot + 1) % capacity;
  }
  // CHECK: {{^}}  warpagg::reduce_add(&counts[slot], 1);
  atomicAdd(&counts[slot], 1);
}
// DIAG: warpagg: 1 site rewritten, 2 left alone
