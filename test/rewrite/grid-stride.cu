// A site in a grid-stride loop is rewritten like any other, and the report
// adds a note: launched with few warps per SM, the loop is latency-bound and
// the aggregation can cost more than it saves. Not for the uniform strategy,
// nor for loops that do not step by the grid's size.
// Sites here are rewritten one by one (--fuse=off): fusion is fusion.cu's.
// RUN: %warpagg --fuse=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --fuse=off %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG --implicit-check-not='in a grid-stride loop'
// RUN: %warpagg --fuse=off --dry-run --report=json %s 2>&1 | %FileCheck %s --check-prefix=JSON
// RUN: %warpagg --fuse=off --dry-run --stats %s 2>&1 | %FileCheck %s --check-prefix=STATS
// --grid-stride=leave keeps those atomics, except proven-uniform addresses and
// sites whose 'warpagg: strategy=' comment asks for a rewrite.
// RUN: %warpagg --fuse=off --grid-stride=leave %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=LEAVE-OUT
// RUN: %warpagg --fuse=off --grid-stride=leave %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=LEAVE
// RUN: not %warpagg --grid-stride=sometimes %s 2>&1 | %FileCheck %s --check-prefix=BAD
// BAD: warpagg: for the --grid-stride option: Cannot find option named 'sometimes'!
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void hist(int *bins, const int *key, int n, float *sums, int *count) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    // DIAG: grid-stride.cu:[[@LINE+5]]:5: remark: rewrote atomicAdd as warpagg::reduce_add (int, result unused)
    // DIAG-NEXT: grid-stride.cu:[[@LINE+4]]:5: note: in a grid-stride loop: where a launch runs it with fewer than 2048 threads per SM (a persistent-style launch) the plain atomic is nearly free, the adaptive strategy then issues it after one compare, and the rewrite can still cost 3-11%; measure, and keep the atomic with '// warpagg: ignore' (or all such with --grid-stride=leave) if so
    // LEAVE: grid-stride.cu:[[@LINE+3]]:5: note: left alone: in a grid-stride loop, left alone by --grid-stride=leave (a 'warpagg: strategy=' comment rewrites it anyway) [atomicAdd]
    // LEAVE-OUT: {{^}}    atomicAdd(&bins[key[i]], 1);
    // CHECK: {{^}}    warpagg::reduce_add(&bins[key[i]], 1);
    atomicAdd(&bins[key[i]], 1);
    // The uniform path gains everywhere: no note, and rewritten under leave.
    // LEAVE: grid-stride.cu:[[@LINE+3]]:5: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::uniform>
    // LEAVE-OUT: {{^}}    warpagg::reduce_add<warpagg::strategy::uniform>(&sums[blockIdx.x], 1.0f);
    // DIAG: grid-stride.cu:[[@LINE+1]]:5: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::uniform> (float, result unused; uniform strategy: address is the same in every lane)
    atomicAdd(&sums[blockIdx.x], 1.0f);
  }
}

// The stride through a local variable, in a while loop.
__global__ void scatter(float *out, const int *key, const float *v, int n) {
  const int stride = gridDim.x * blockDim.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  while (i < n) {
    // DIAG: grid-stride.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused)
    // DIAG-NEXT: grid-stride.cu:[[@LINE+1]]:5: note: in a grid-stride loop
    atomicAdd(&out[key[i]], v[i]);
    i += stride;
  }
}

// Cooperative groups: the grid's size.
__global__ void degrees(unsigned *deg, const int *dst, int m) {
  cg::grid_group grid = cg::this_grid();
  for (unsigned long long e = grid.thread_rank(); e < m; e += grid.size()) {
    // DIAG: grid-stride.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd as warpagg::reduce_add (unsigned, result unused)
    // DIAG-NEXT: grid-stride.cu:[[@LINE+1]]:5: note: in a grid-stride loop
    atomicAdd(&deg[dst[e]], 1u);
  }
}

// A loop over a lane's own items (stride 1), and a block-stride loop: no note.
__global__ void rows(int *bins, const int *key, int per_thread, int n) {
  for (int j = 0; j < per_thread; ++j) {
    // DIAG: grid-stride.cu:[[@LINE+1]]:5: remark: rewrote atomicAdd as warpagg::reduce_add (int, result unused)
    atomicAdd(&bins[key[threadIdx.x * per_thread + j]], 1);
  }
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    // DIAG: grid-stride.cu:[[@LINE+1]]:5: remark: rewrote atomicAdd as warpagg::reduce_add (int, result unused)
    atomicAdd(&bins[key[i]], 1);
  }
}

// JSON: "grid_stride_loop": true
// JSON: "grid_stride_loop": false
// JSON: "grid_stride_loop": true
// JSON: "grid_stride_loop": true
// JSON: "grid_stride_loop": false
// JSON: "grid_stride_loop": false
// JSON: "grid_stride_loop": true
// JSON: "grid_stride_loop": false

// STATS:      rewritten: 8
// STATS-NEXT:   strategy adaptive: 6
// STATS-NEXT:   strategy runs: 1
// STATS-NEXT:   strategy uniform: 1
// STATS-NEXT:   in grid-stride loops (noted): 4

// A comment picks the strategy, and under --grid-stride=leave asks for the
// rewrite back.
__global__ void chosen(int *bins, const int *key, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    // DIAG: grid-stride.cu:[[@LINE+5]]:5: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::runs> (int, result unused; runs strategy: a 'warpagg: strategy=runs' comment)
    // DIAG-NEXT: grid-stride.cu:[[@LINE+4]]:5: note: in a grid-stride loop
    // LEAVE: grid-stride.cu:[[@LINE+3]]:5: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::runs> (int, result unused; runs strategy: a 'warpagg: strategy=runs' comment)
    // LEAVE-OUT: {{^}}    warpagg::reduce_add<warpagg::strategy::runs>(&bins[key[i]], 1);
    // warpagg: strategy=runs
    atomicAdd(&bins[key[i]], 1);
  }
}

// A loop that reads gridDim but steps its own counter by one: no note.
__global__ void not_a_stride(int *bins, const int *key) {
  int blocks = 0;
  for (int j = 0; j < 4; ++j) {
    blocks = gridDim.x;
    // DIAG: grid-stride.cu:[[@LINE+1]]:5: remark: rewrote atomicAdd as warpagg::reduce_add (int, result unused)
    atomicAdd(&bins[key[j * blocks + threadIdx.x]], 1);
  }
}
