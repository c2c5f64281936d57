// bench/realshapes/kernels_anchor.cu -- anchors: what an expert would write by
// hand for the kernels of kernels_plain.cu where aggregation can pay (the
// other entries are null: for those the plain atomic is already the best
// hand-written form). Same launch configurations as the plain kernels.
#include <cooperative_groups.h>

#include "kernels.h"

namespace cg = cooperative_groups;

namespace {

int ceil_div(long long a, int b) { return static_cast<int>((a + b - 1) / b); }

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

// LayerNorm backward, one thread per row: every lane of a warp adds to the
// same dbias[i] / dweight[i] in iteration i, so a full warp reduces both
// values with a butterfly and lane 0 issues (a partial warp adds plainly).
__global__ void layernorm_backward_naive_anchor(layernorm_args a) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= a.N) return;
  const bool full = __activemask() == 0xffffffffu;
  const bool lane0 = (threadIdx.x & 31) == 0;
  const float* g = a.dout + static_cast<size_t>(idx) * a.C;
  const float* x = a.inp + static_cast<size_t>(idx) * a.C;
  float* dx = a.dinp + static_cast<size_t>(idx) * a.C;
  const float mu = a.mean[idx], rs = a.rstd[idx];
  float sum_d = 0.0f, sum_dn = 0.0f;
  for (int i = 0; i < a.C; i++) {
    const float n = (x[i] - mu) * rs;
    const float d = a.weight[i] * g[i];
    sum_d += d;
    sum_dn += d * n;
  }
  sum_d /= a.C;
  sum_dn /= a.C;
  for (int i = 0; i < a.C; i++) {
    const float n = (x[i] - mu) * rs;
    const float gi = g[i];
    if (full) {
      const float sb = warp_sum(gi), sw = warp_sum(n * gi);
      if (lane0) {
        atomicAdd(&a.dbias[i], sb);
        atomicAdd(&a.dweight[i], sw);
      }
    } else {
      atomicAdd(&a.dbias[i], gi);
      atomicAdd(&a.dweight[i], n * gi);
    }
    const float d = a.weight[i] * gi;
    dx[i] = dx[i] + (d - sum_d - n * sum_dn) * rs;
  }
}
void launch_layernorm_naive(const layernorm_args& a, int block) {
  layernorm_backward_naive_anchor<<<ceil_div(a.N, block), block>>>(a);
}

// Degree counts: edges sorted by source, so a warp's sources come in runs:
// match the source, the leader adds the run's length; the destinations are
// scattered (a match would not pay): plain.
__global__ void degree_count_anchor(degree_args a) {
  for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < a.E; e += blockDim.x * gridDim.x) {
    const int s = a.src[e];
    const unsigned peers = __match_any_sync(__activemask(), s);
    if ((threadIdx.x & 31) == __ffs(peers) - 1) atomicAdd(&a.out_deg[s], __popc(peers));
    atomicAdd(&a.in_deg[a.dst[e]], 1);
  }
}
void launch_degree(const degree_args& a, int block) {
  int grid = ceil_div(a.E, block);
  const int cap = a.sms * (2048 / block);
  if (grid > cap) grid = cap;
  degree_count_anchor<<<grid, block>>>(a);
}

// BFS step: the output counter aggregated per warp (the coalesced group of
// lanes that append in this iteration: one atomic, offsets by rank).
__global__ void frontier_expand_anchor(frontier_args a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.in_len) return;
  const int u = a.frontier[i];
  const int end = a.row_ptr[u + 1];
  for (int e = a.row_ptr[u]; e < end; e++) {
    const int v = a.col[e];
    if (a.labels[v] != -1) continue;
    if (atomicCAS(&a.labels[v], -1, a.depth) != -1) continue;
    cg::coalesced_group g = cg::coalesced_threads();
    int base = 0;
    if (g.thread_rank() == 0) base = atomicAdd(a.out_len, static_cast<int>(g.size()));
    base = g.shfl(base, 0);
    a.out_frontier[base + g.thread_rank()] = v;
  }
}
void launch_frontier(const frontier_args& a, int block) {
  frontier_expand_anchor<<<ceil_div(a.in_len, block), block>>>(a);
}

// 256-bin histogram privatised per block in __shared__, flushed once.
__global__ void histo_shared(hist_args a) {
  __shared__ unsigned s[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x) s[b] = 0;
  __syncthreads();
  for (int i = threadIdx.x + blockIdx.x * blockDim.x; i < a.n; i += blockDim.x * gridDim.x) atomicAdd(&s[a.img[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    if (s[b]) atomicAdd(&a.hist[b], s[b]);
}
void launch_hist(const hist_args& a, int block) { histo_shared<<<a.sms * 2, block>>>(a); }

// COO SpMV with sorted rows: a warp's rows come in runs; a segmented
// reduction by shuffles (the run's first lane adds its sum).
__global__ void spmv_coo_segmented(spmv_args a) {
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  const bool valid = k < a.nnz;
  const int lane = threadIdx.x & 31;
  int r = valid ? a.row[k] : -1;
  float v = valid ? a.val[k] * a.x[a.col[k]] : 0.0f;
  for (int o = 1; o < 32; o <<= 1) {
    const float ov = __shfl_down_sync(0xffffffffu, v, o);
    const int orow = __shfl_down_sync(0xffffffffu, r, o);
    if (lane + o < 32 && orow == r) v += ov;
  }
  const int prow = __shfl_up_sync(0xffffffffu, r, 1);
  if (valid && (lane == 0 || prow != r)) atomicAdd(&a.y[r], v);
}
void launch_spmv(const spmv_args& a, int block) { spmv_coo_segmented<<<ceil_div(a.nnz, block), block>>>(a); }

// Sorted keys in a grid-stride loop: each iteration's warp reduces its runs
// of equal keys by shuffles (keys of skipped lanes and of lanes past the end
// never match a real one), and each run's first lane adds the run's sum.
__global__ void scatter_persistent_segmented(persistent_args a) {
  const int lane = threadIdx.x & 31;
  const int stride = gridDim.x * blockDim.x;
  const int first = blockIdx.x * blockDim.x + threadIdx.x;
  // Every lane of a warp makes the same number of trips (the warp stays converged).
  const int warp_first = first - lane;
  for (int base = warp_first; base < a.n; base += stride) {
    const int i = base + lane;
    const int k = i < a.n ? a.keys[i] : -1;
    float v = k >= 0 ? a.vals[i] : 0.0f;
    for (int o = 1; o < 32; o <<= 1) {
      const float ov = __shfl_down_sync(0xffffffffu, v, o);
      const int ok = __shfl_down_sync(0xffffffffu, k, o);
      if (lane + o < 32 && ok == k) v += ov;
    }
    const int pk = __shfl_up_sync(0xffffffffu, k, 1);
    if (k >= 0 && (lane == 0 || pk != k)) atomicAdd(&a.table[k], v);
  }
}
void launch_persistent_sorted(const persistent_args& a, int block) {
  scatter_persistent_segmented<<<a.sms * (256 / block), block>>>(a);
}

}  // namespace

rs_kernels RS_ENTRY() {
  rs_kernels k{};
  k.layernorm_naive = launch_layernorm_naive;
  k.degree = launch_degree;
  k.frontier = launch_frontier;
  k.hist = launch_hist;
  k.spmv = launch_spmv;
  k.persistent_sorted = launch_persistent_sorted;
  return k;
}
