// Tables privatization leaves in global memory, each with its reason (a note
// on the site in the text report, "not_privatized" in JSON, counted by
// --stats). The sites keep today's rewrite. Reasons too common to note on
// every site (range-unknown, a site left alone, a template) are in JSON and
// --stats only.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s --implicit-check-not=wa_priv_hist
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --dry-run --stats %s 2>&1 | %FileCheck %s --check-prefix=STATS
// RUN: %warpagg --dry-run --report=json %s 2>&1 | %FileCheck %s --check-prefix=JSON
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ void helper(unsigned *p);

// Read besides the atomics.
__global__ void reads(const unsigned char *in, unsigned *hist, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // DIAG: privatize-refusals.cu:[[@LINE+2]]:3: note: table 'hist' of kernel 'reads' not privatized: 'hist' is read (line [[@LINE+3]]) besides the reduction atomics [table-used]
  // CHECK: warpagg::reduce_add(&hist[in[i]], 1u);
  atomicAdd(&hist[in[i]], 1u);
  out[i] = hist[0];
}

// Written, and passed to a function.
__global__ void writes(const unsigned char *in, unsigned *hist, unsigned *h2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0) hist[0] = 0;
  // DIAG: privatize-refusals.cu:[[@LINE+2]]:14: note: table 'hist' of kernel 'writes' not privatized: 'hist' is written (line [[@LINE-1]]) besides the reduction atomics [table-used]
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:43: note: table 'h2' of kernel 'writes' not privatized: 'h2' is passed to 'helper' (line [[@LINE+2]]) besides the reduction atomics [table-used]
  if (i < n) atomicAdd(&hist[in[i]], 1u), atomicAdd(&h2[in[i]], 1u);
  helper(h2);
}

// The result of an atomic on the table is used (JSON only: result-used).
__global__ void returning(const unsigned char *in, unsigned *hist, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = atomicAdd(&hist[in[i]], 1u);
  if (i < n) atomicAdd(&hist[in[i] & 3], 1u);
}

// Two operations on one table.
__global__ void mixed(const unsigned char *in, unsigned *t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&t[in[i]], 1u);
    // DIAG: privatize-refusals.cu:[[@LINE+1]]:5: note: table 't' of kernel 'mixed' not privatized: its atomics are of different operations, scopes or types (line [[@LINE+1]]) [mixed-ops]
    atomicMax(&t[in[i]], 7u);
  }
}

// A barrier under a condition that differs between threads.
__global__ void divergent(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    // DIAG: privatize-refusals.cu:[[@LINE+1]]:5: note: table 'hist' of kernel 'divergent' not privatized: a block barrier under a condition not proven uniform (line [[@LINE+2]]) [divergent-barrier]
    atomicAdd(&hist[in[i]], 1u);
    __syncthreads();
  }
}

// A barrier after an early return: returned threads would meet it at the
// flush's barrier.
__global__ void late_barrier(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:3: note: table 'hist' of kernel 'late_barrier' not privatized: a block barrier after an early return (line [[@LINE+1]]); threads that returned would wait at the flush's barrier [barrier-after-return]
  atomicAdd(&hist[in[i]], 1u); __syncthreads();
}

// A cooperative-groups grid sync; a cluster.
__global__ void grid_synced(const unsigned char *in, unsigned *hist, int n) {
  cg::grid_group g = cg::this_grid();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:14: note: table 'hist' of kernel 'grid_synced' not privatized: the kernel synchronizes the grid (line [[@LINE-2]]) [grid-sync]
  if (i < n) atomicAdd(&hist[in[i]], 1u);
  g.sync();
}
__global__ void __cluster_dims__(2, 1, 1) clustered(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:14: note: table 'hist' of kernel 'clustered' not privatized: the kernel is launched in thread-block clusters (__cluster_dims__) [cluster]
  if (i < n) atomicAdd(&hist[in[i]], 1u);
}

// Too large for the budget (16384 bytes by default): 65536 x 4 bytes.
__global__ void too_large(const unsigned short *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:14: note: table 'hist' of kernel 'too_large' not privatized: its keys span 65536 entries of unsigned, more than the 16384 bytes of --privatize-budget [budget]
  if (i < n) atomicAdd(&hist[in[i]], 1u);
}
// Two tables that fit alone but not together: the second is refused.
// CHECK-LABEL: __global__ void budget_sum(const unsigned short *in, unsigned *a, unsigned *b, int n) { __shared__ unsigned wa_priv_a[4096];
__global__ void budget_sum(const unsigned short *in, unsigned *a, unsigned *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&a[in[i] >> 4], 1u);
    // DIAG: privatize-refusals.cu:[[@LINE+1]]:5: note: table 'b' of kernel 'budget_sum' not privatized: its copy needs 16384 bytes of shared memory per block (4096 x unsigned); 0 of the 16384 bytes of --privatize-budget are left [budget]
    atomicAdd(&b[in[i] >> 4], 1u);
  }
}

// The user's comments: no-privatize on a site, on a kernel; ignore.
__global__ void kept(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:14: note: table 'hist' of kernel 'kept' not privatized: a 'warpagg: no-privatize' comment (line [[@LINE+1]]) [directive]
  if (i < n) atomicAdd(&hist[in[i]], 1u); // warpagg: no-privatize
}
// warpagg: no-privatize
__global__ void kept_kernel(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:14: note: table 'hist' of kernel 'kept_kernel' not privatized: a 'warpagg: no-privatize' comment on the kernel [directive]
  if (i < n) atomicAdd(&hist[in[i]], 1u);
}
__global__ void ignored(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-refusals.cu:[[@LINE+2]]:14: note: table 'hist' of kernel 'ignored' not privatized: a 'warpagg: ignore' comment (line [[@LINE+2]]) [directive]
  // CHECK: if (i < n) atomicAdd(&hist[in[i]], 1u);
  if (i < n) atomicAdd(&hist[in[i]], 1u); // warpagg: ignore
}

// Keys not proven small: a signed modulo, an int key; a 32-bit value shifted
// by 8 is proven below 2^24, far over the budget.
__global__ void unknown(const int *k, const unsigned *u, unsigned *a, unsigned *b, unsigned *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&a[k[i] % 16], 1u);
    atomicAdd(&b[k[i]], 1u);
    // DIAG: privatize-refusals.cu:[[@LINE+1]]:5: note: table 'c' of kernel 'unknown' not privatized: its keys span 16777216 entries of unsigned, more than the 16384 bytes of --privatize-budget [budget]
    atomicAdd(&c[u[i] >> 8], 1u);
  }
}

// A template kernel this file never instantiates (instantiated ones:
// privatize-templates.cu); float4 (CUDA's vector atomics take global memory
// only).
template <class T> __global__ void templated(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&hist[in[i]], 1u);
}
__global__ void vectors(const unsigned char *in, float4 *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:14: note: table 'hist' of kernel 'vectors' not privatized: CUDA has no shared-memory atomicAdd for 'float4' [unsupported-type]
  if (i < n) atomicAdd(&hist[in[i]], make_float4(1, 1, 1, 1));
}

// A __device__ table another device function touches.
__device__ unsigned g_hist[256];
__device__ void peek(unsigned *out) { *out = g_hist[0]; }
__global__ void shared_global(const unsigned char *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:14: note: table 'g_hist' of kernel 'shared_global' not privatized: 'g_hist' is read in device function 'peek' (line [[@LINE-3]]) besides the reduction atomics [table-used]
  if (i < n) atomicAdd(&g_hist[in[i]], 1u);
  peek(out);
}

// STATS: tables privatized: 1
// STATS-NEXT: tables not privatized: 22
// STATS-NEXT: already-aggregated: 1
// STATS-NEXT: barrier-after-return: 1
// STATS-NEXT: budget: 3
// STATS-NEXT: cluster: 1
// STATS-NEXT: directive: 3
// STATS-NEXT: divergent-barrier: 1
// STATS-NEXT: grid-sync: 1
// STATS-NEXT: mixed-ops: 1
// STATS-NEXT: range-unknown: 2
// STATS-NEXT: result-used: 1
// STATS-NEXT: table-used: 4
// STATS-NEXT: template: 1
// STATS-NEXT: unsupported-type: 1
// STATS-NEXT: warp-sync-after-return: 1
// JSON: "not_privatized": {
// JSON-NEXT: "reason": "table 'hist' of kernel 'reads' not privatized: 'hist' is read (line 22) besides the reduction atomics",
// JSON-NEXT: "reason_code": "table-used"

// A warp-synchronous call after an early return: the lanes that returned
// would wait at the flush's barrier, not exit.
__global__ void warp_reduced(const unsigned *v, unsigned *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned s = __reduce_add_sync(0xffffffffu, v[i]);
  // DIAG: privatize-refusals.cu:[[@LINE+1]]:3: note: table 'total' of kernel 'warp_reduced' not privatized: a warp-synchronous call after an early return (line [[@LINE-1]]); lanes that returned would wait at the flush's barrier [warp-sync-after-return]
  atomicAdd(total, s);
}

// An atomic a guard leaves to one thread of the block: already aggregated,
// a copy would only add a shared atomic and a barrier (JSON and --stats only).
__global__ void block_leader(const unsigned *v, unsigned long long *out) {
  __shared__ unsigned long long sum;
  if (threadIdx.x == 0) sum = 0;
  __syncthreads();
  atomicAdd(&sum, (unsigned long long)v[blockIdx.x * blockDim.x + threadIdx.x]);
  __syncthreads();
  // CHECK: if (threadIdx.x == 0) atomicAdd(out, sum);
  if (threadIdx.x == 0) atomicAdd(out, sum);
}
