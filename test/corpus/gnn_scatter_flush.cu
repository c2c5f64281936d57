// GNN message passing and its backward pass: keyed scatter-adds (rewritten)
// beside updates whose address is the thread's own (lane-distinct, left
// alone): per-node feature rows, a float4 row written component by
// component, a shared-memory gradient tile flushed to global memory, and a
// grid-rank accumulator through cooperative groups.
#include <cooperative_groups.h>
#include "corpus/cuda_check.cuh"

namespace cg = cooperative_groups;

constexpr int kTile = 256;

// Sum aggregation: messages scattered to their destination node (keyed).
__global__ void scatter_messages(const float *msg, const int *dst_node,
                                 int edges, int dim, float *agg) {
  CORPUS_KERNEL_LOOP(e, edges) {
    for (int f = 0; f < dim; ++f)
      atomicAdd(&agg[dst_node[e] * dim + f], msg[e * dim + f]);
  }
}

// Self-loop term: node i adds its own features into row i (one thread per
// node and feature column; every lane a different address).
__global__ void add_self_loops(const float *x, int nodes, int dim,
                               float *agg) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nodes * dim) return;
  atomicAdd(agg + i, x[i]);
}

// Four-wide features: out[4 * node + k] for k = 0..3.
__global__ void scale_rows4(const float *norm, int nodes, const float4 *h,
                            float *out) {
  int node = blockIdx.x * blockDim.x + threadIdx.x;
  if (node >= nodes) return;
  float4 v = h[node];
  const float c[4] = {v.x, v.y, v.z, v.w};
  for (int k = 0; k < 4; ++k)
    atomicAdd(out + node * 4 + k, norm[node] * c[k]);
}

// Backward of a gather: the block accumulates a tile of the weight gradient
// in shared memory, then flushes it; the flush loop's lanes own their bins.
__global__ void weight_grad_tiles(const float *grad_out, const int *col,
                                  int nnz, float *weight_grad) {
  __shared__ float tile[kTile];
  for (int b = threadIdx.x; b < kTile; b += blockDim.x) tile[b] = 0.f;
  __syncthreads();
  CORPUS_KERNEL_LOOP(e, nnz) atomicAdd(&tile[col[e] % kTile], grad_out[e]);
  __syncthreads();
  float *slice = weight_grad + blockIdx.x * kTile;
  for (int b = threadIdx.x; b < kTile; b += blockDim.x)
    atomicAdd(&slice[b], tile[b]);
  // Every block adds its tile into one shared total too (keyed by bin).
  for (int b = threadIdx.x; b < kTile; b += blockDim.x)
    atomicAdd(&weight_grad[gridDim.x * kTile + b / 8], tile[b]);
}

// Per-thread partials of a persistent kernel, indexed by the grid rank.
__global__ void persistent_partials(const double *v, long long n,
                                    double *partial) {
  cg::grid_group grid = cg::this_grid();
  double s = 0;
  for (long long i = grid.thread_rank(); i < n; i += grid.size()) s += v[i];
  atomicAdd(&partial[grid.thread_rank()], s);
}

void gnn_layer(const float *msg, const int *dst, int edges, int dim,
               float *agg) {
  scatter_messages<<<corpus::grid_for(edges, 256), 256>>>(msg, dst, edges,
                                                           dim, agg);
  CUDA_CHECK_LAUNCH();
}
