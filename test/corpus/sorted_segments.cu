// Per-site user control: keys that arrive sorted (segment ids of a CSR row
// expansion) suit the 'runs' strategy; a reproducibility-sensitive float sum
// is excluded from the rewrite; a debug-counter region is fenced off.
#include "corpus/cuda_check.cuh"

// Rows expanded to one thread per nonzero: row ids are sorted, so lanes of a
// warp hold a few long runs of equal keys.
__global__ void row_sums_from_coo(const int *row_of_nz, const float *val,
                                  int nnz, float *row_sum, int *row_len) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= nnz) return;
  int r = row_of_nz[k];
  // warpagg: strategy=runs
  atomicAdd(&row_sum[r], val[k]);
  atomicAdd(&row_len[r], 1);  // warpagg: strategy=runs
}

// Bitwise-reproducible checksum is validated against a CPU reference that
// adds in thread order per address; keep the plain atomic.
__global__ void checksum_by_bucket(const float *x, const int *bucket, int n,
                                   float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    // warpagg: ignore
    atomicAdd(&sum[bucket[i]], x[i]);
  }
}

struct DebugCounters {
  unsigned long long *visits;
  unsigned *max_depth;
};

__global__ void traverse(const int *next, const int *start, int n,
                         int *visits_per_node, DebugCounters dbg) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  int v = start[t], depth = 0;
  while (v >= 0 && depth < 64) {
    atomicAdd(&visits_per_node[v], 1);
    // warpagg: ignore-begin
    atomicAdd(&dbg.visits[v & 1023], 1ull);
    atomicMax(&dbg.max_depth[v & 1023], unsigned(depth));
    // warpagg: ignore-end
    v = next[v];
    ++depth;
  }
}

void row_sums(const int *rows, const float *val, int nnz, float *sum,
              int *len) {
  row_sums_from_coo<<<corpus::grid_for(nnz, 256), 256>>>(rows, val, nnz, sum,
                                                          len);
  CUDA_CHECK_LAUNCH();
}
