// Atomics on __shared__ memory are left alone by default (cheap on-chip
// atomics, aggregation rarely pays); --shared=rewrite opts in.
// Sites here are rewritten one by one (--fuse=off): fusion is fusion.cu's.
// RUN: %warpagg --fuse=off %s 2>%t.diag | %strip-comments | %FileCheck %s --check-prefix=LEAVE
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --fuse=off --shared=rewrite %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=OPTIN

__global__ void kernel(int *out, const int *key) {
  __shared__ int bins[256];
  extern __shared__ float dynamic[];
  int k = key[threadIdx.x] & 255;
  // DIAG: shared-memory.cu:[[@LINE+3]]:3: note: left alone: address is in shared memory ('bins'); shared atomics are cheap, use --shared=rewrite to opt in [atomicAdd]
  // LEAVE: {{^}}  atomicAdd(&bins[k], 1);
  // OPTIN: {{^}}  warpagg::reduce_add(&bins[k], 1);
  atomicAdd(&bins[k], 1);
  // LEAVE: {{^}}  atomicAdd(dynamic + k, 1.0f);
  atomicAdd(dynamic + k, 1.0f);
  // A local pointer into shared memory that never changes is shared too.
  int *row = &bins[16];
  // LEAVE: {{^}}  atomicMax(row + (k & 15), k);
  atomicMax(row + (k & 15), k);
  // A pointer that may be reassigned is not provably shared: rewritten.
  int *either = bins;
  if (k > 128) either = out;
  // LEAVE: {{^}}  warpagg::reduce_add(&either[k & 127], 1);
  atomicAdd(&either[k & 127], 1);
  // Thread-local storage is never shared between lanes.
  int mine[2] = {0, 0};
  // DIAG: shared-memory.cu:[[@LINE+2]]:3: note: left alone: address is the thread's own variable 'mine'; no two lanes share it [atomicAdd]
  // LEAVE: {{^}}  atomicAdd(&mine[k & 1], 1);
  atomicAdd(&mine[k & 1], 1);
  // LEAVE: {{^}}  warpagg::reduce_add(&out[k], bins[k] + mine[0]);
  atomicAdd(&out[k], bins[k] + mine[0]);
}
// DIAG: warpagg: 2 sites rewritten, 4 left alone
