// bench/realshapes/kernels_anchor.cu -- anchors: what an expert would write by
// hand for the kernels of kernels_plain.cu where aggregation can pay (the
// other entries are null: for those the plain atomic is already the best
// hand-written form). Same launch configurations as the plain kernels.
#include <cooperative_groups.h>

#include "kernels.h"
#include "pytorch3d_geometry.cuh"

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


// ============================================================================
// The middle ground (issue 45). Plain is what an expert writes for
// index_add_wide (a warp adds 32 contiguous distinct floats: one coalesced
// reduction), spvoxelize (a warp holds one point's 4 or 32 channels: nothing
// to share), voxel_reduce (about 3 points per voxel, a loop over features:
// a per-feature reduction would cost more shuffles than the atomics it
// saves), roi_align_bwd and deform_col2im (corners of neighbouring samples
// are distinct addresses; the win, if any, is a combined reduction across
// the four corner sites, issue 45 item 4, not something the projects or an
// expert write by hand): those entries are null.
// ============================================================================

/// This lane's index in its warp (1-D blocks, or 2-D blocks numbered row by row).
__device__ inline int lane_of_block() { return (threadIdx.y * blockDim.x + threadIdx.x) & 31; }

/// Sums v over the run of lanes l, l + F, l + 2F, ... that share `key` with
/// lane l and follow it without a break (F divides 32; every lane of the warp
/// calls it); returns whether this lane heads its run, and then v holds the
/// run's sum. A segmented suffix scan by doubling, with head flags.
template <class Key> __device__ bool strided_run_sum(Key key, float& v, int F) {
  const int lane = lane_of_block();
  const Key prev = __shfl_up_sync(0xffffffffu, key, F);
  const bool head = lane < F || prev != key;
  const unsigned heads = __ballot_sync(0xffffffffu, head);
  unsigned my_class = 0;  // the lanes holding this lane's feature
  for (int l = lane % F; l < 32; l += F) my_class |= 1u << l;
  const unsigned later = lane == 31 ? 0u : heads & my_class & (0xffffffffu << (lane + 1));
  const int end = later ? __ffs(later) - 1 : 32;  // where this lane's run stops
  for (int o = F; o < 32; o <<= 1) {
    const float other = __shfl_down_sync(0xffffffffu, v, o);
    if (lane + o < end) v += other;
  }
  return head;
}

/// The sums of v[0..N) over `peers` (the lanes of `active` sharing this lane's
/// key, itself included), valid in the lowest peer: a tree over the peers'
/// ranks, one shuffle per value and round, log2 of the largest group rounds.
template <int N> __device__ void sum_over_peers(unsigned active, unsigned peers, float (&v)[N]) {
  const int lane = threadIdx.x & 31;
  unsigned rank = __popc(peers & ((1u << lane) - 1));
  unsigned above = lane == 31 ? 0u : peers & (0xffffffffu << (lane + 1));
  while (__any_sync(active, above)) {
    const int next = __ffs(above);
    const bool take = !(rank & 1) && next;
#pragma unroll
    for (int k = 0; k < N; k++) {
      const float t = __shfl_sync(active, v[k], next ? next - 1 : lane);
      if (take) v[k] += t;
    }
    above &= __ballot_sync(active, !(rank & 1));  // the odd ranks handed their sums down
    rank >>= 1;
  }
}

// Feature-parallel scatter (torch_scatter's shape): where F divides 32, lanes
// F apart hold the same feature of consecutive edges; a run of equal keys
// among them is summed by shuffles and its head adds once.
__global__ void scatter_sum_runs(const float* src, const long long* index, float* out, int E, int F, int numel) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const bool valid = t < numel;
  const long long key = valid ? index[t / F] : -1;
  float v = valid ? src[t] : 0.0f;
  if (strided_run_sum(key, v, F) && valid) atomicAdd(out + key * F + t % F, v);
}
__global__ void scatter_sum_plain(const float* src, const long long* index, float* out, int F, int numel) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < numel) atomicAdd(out + index[t / F] * F + t % F, src[t]);
}
void launch_scatter_sum(const scatter_sum_args& a, int block) {
  const int numel = a.E * a.F;
  if (a.F < 32 && 32 % a.F == 0)
    scatter_sum_runs<<<ceil_div(numel, block), block>>>(a.src, a.index, a.out, a.E, a.F, numel);
  else
    scatter_sum_plain<<<ceil_div(numel, block), block>>>(a.src, a.index, a.out, a.F, numel);
}

// DGL's COO SpMM shape (ntx features x nty edges per block): where ntx < 32
// a warp holds 32 / ntx edges; the same segmented runs over equal
// destinations, in a loop every lane of the warp runs the same number of times.
__global__ void spmm_copy_u_runs(const float* ufeat, const long long* row, const long long* col, float* out,
                                 long long E, int F) {
  long long ty = blockIdx.y * static_cast<long long>(blockDim.y) + threadIdx.y;
  const long long stride_y = static_cast<long long>(blockDim.y) * gridDim.y;
  const int tx = threadIdx.x;  // blockDim.x == F here
  for (;; ty += stride_y) {
    const bool valid = ty < E;
    if (!__any_sync(0xffffffffu, valid)) break;
    const long long dst = valid ? col[ty] : -1;
    float v = valid ? ufeat[row[ty] * F + tx] : 0.0f;
    if (strided_run_sum(dst, v, static_cast<int>(blockDim.x)) && valid) atomicAdd(out + dst * F + tx, v);
  }
}
__global__ void spmm_copy_u_plain(const float* ufeat, const long long* row, const long long* col, float* out,
                                  long long E, int F) {
  for (long long ty = blockIdx.y * static_cast<long long>(blockDim.y) + threadIdx.y; ty < E;
       ty += static_cast<long long>(blockDim.y) * gridDim.y) {
    const long long src = row[ty], dst = col[ty];
    for (long long tx = blockIdx.x * static_cast<long long>(blockDim.x) + threadIdx.x; tx < F;
         tx += static_cast<long long>(blockDim.x) * gridDim.x)
      atomicAdd(out + dst * F + tx, ufeat[src * F + tx]);
  }
}
void launch_spmm_copy_u(const spmm_coo_args& a, int block) {
  int ntx = block;
  while (ntx > a.F) ntx >>= 1;
  const int nty = block / ntx;
  long long nby = (a.E + nty - 1) / nty;
  if (nby > 65535) nby = 65535;
  const dim3 grid(ceil_div(a.F, ntx), static_cast<unsigned>(nby)), threads(ntx, nty);
  if (ntx == a.F && a.F < 32)
    spmm_copy_u_runs<<<grid, threads>>>(a.ufeat, a.row, a.col, a.out, a.E, a.F);
  else
    spmm_copy_u_plain<<<grid, threads>>>(a.ufeat, a.row, a.col, a.out, a.E, a.F);
}

// Points per voxel: points in scan order share voxels with their neighbours;
// match the voxel id, the lowest lane adds the group's size.
__global__ void count_points_matched(int N, const int* data, int* out) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  const int v = i < N ? data[i] : -1;
  const unsigned peers = __match_any_sync(0xffffffffu, v);
  if (v >= 0 && (threadIdx.x & 31) == __ffs(peers) - 1) atomicAdd(&out[v], static_cast<int>(__popc(peers)));
}
void launch_voxel_count(const voxel_count_args& a, int block) {
  count_points_matched<<<ceil_div(a.N, block), block>>>(a.N, a.data, a.out);
}

// Hash-grid backward, 16-bit gradients: tiny-cuda-nn's way, a non-returning
// red.global.add.noftz.f16x2 (CUDA's atomicAdd(__half2*) returns the old
// value: an ATOM where a RED suffices). Otherwise the torch-ngp kernel.
__device__ inline void red_add_half2(__half2* addr, __half2 v) {
  const unsigned bits = *reinterpret_cast<const unsigned*>(&v);
  asm volatile("red.relaxed.gpu.global.add.noftz.f16x2 [%0], %1;" ::"l"(addr), "r"(bits) : "memory");
}
__global__ void grid_backward_red_f16(const __half* __restrict__ grad, const float* __restrict__ inputs,
                                      const int* __restrict__ offsets, __half* __restrict__ grad_grid, unsigned B,
                                      float S, unsigned H) {
  constexpr unsigned D = kHashgridDims, C = kHashgridFeatures;
  const unsigned b = blockIdx.x * blockDim.x + threadIdx.x;  // two features per thread: one sample
  if (b >= B) return;
  const unsigned level = blockIdx.y;
  grad_grid += offsets[level] * C;
  inputs += b * D;
  grad += level * B * C + b * C;
  const unsigned hashmap_size = offsets[level + 1] - offsets[level];
  const float scale = exp2f(level * S) * H - 1.0f;
  const unsigned resolution = static_cast<unsigned>(ceilf(scale)) + 1;
  float pos[D];
  unsigned pos_grid[D];
  for (unsigned d = 0; d < D; d++) {
    if (inputs[d] < 0 || inputs[d] > 1) return;
    pos[d] = inputs[d] * scale + 0.5f;
    pos_grid[d] = floorf(pos[d]);
    pos[d] -= static_cast<float>(pos_grid[d]);
  }
  const float g0 = __half2float(grad[0]), g1 = __half2float(grad[1]);
#pragma unroll
  for (unsigned idx = 0; idx < (1u << D); idx++) {
    float w = 1;
    unsigned local[D];
    for (unsigned d = 0; d < D; d++) {
      const bool hi = idx & (1u << d);
      w *= hi ? pos[d] : 1 - pos[d];
      local[d] = pos_grid[d] + (hi ? 1 : 0);
    }
    unsigned stride = 1, index = 0;
    for (unsigned d = 0; d < D && stride <= hashmap_size; d++) {
      index += local[d] * stride;
      stride *= resolution + 1;
    }
    if (stride > hashmap_size) index = local[0] ^ (local[1] * 2654435761u) ^ (local[2] * 805459861u);
    red_add_half2(reinterpret_cast<__half2*>(grad_grid + (index % hashmap_size) * C),
                  __halves2half2(__float2half(w * g0), __float2half(w * g1)));
  }
}
void launch_hashgrid_bwd_f16(const hashgrid_bwd_args& a, int block) {
  grid_backward_red_f16<<<dim3(ceil_div(a.B, block), a.L), block>>>(static_cast<const __half*>(a.grad), a.inputs,
                                                                   a.offsets, static_cast<__half*>(a.grad_grid), a.B,
                                                                   a.S, a.H);
}

// Point rasterizer backward: neighbouring pixels list the same points; the
// lanes with the same point sum their three gradients, the lowest one adds.
__global__ void rasterize_points_backward_peers(const float* points, const int* idxs, int N, int H, int W, int K,
                                                const float* grad_zbuf, const float* grad_dists, float* grad_points) {
  const int num_threads = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < N * H * W * K; i += num_threads) {
    const int yxk = i % (H * W * K);
    const int yi = yxk / (W * K), xi = (yxk % (W * K)) / K;
    const int p = idxs[i];
    if (p < 0) continue;
    const float g = grad_dists[i];
    float v[3] = {2.0f * g * (points[p * 3] - pix_to_non_square_ndc(W - 1 - xi, W, H)),
                  2.0f * g * (points[p * 3 + 1] - pix_to_non_square_ndc(H - 1 - yi, H, W)), grad_zbuf[i]};
    const unsigned active = __activemask();
    const unsigned peers = __match_any_sync(active, p);
    sum_over_peers(active, peers, v);
    if ((threadIdx.x & 31) == __ffs(peers) - 1)
      for (int c = 0; c < 3; c++) atomicAdd(grad_points + p * 3 + c, v[c]);
  }
}
void launch_points_raster_bwd(const points_raster_bwd_args& a, int) {
  rasterize_points_backward_peers<<<1024, 64>>>(a.points, a.idxs, a.N, a.H, a.W, a.K, a.grad_zbuf, a.grad_dists,
                                                a.grad_points);
}

// Mesh rasterizer backward (the bench's settings: no perspective correction,
// no clipping): the lanes whose pixels lie on the same face sum its 9
// gradients, the lowest one adds them.
__global__ void rasterize_meshes_backward_peers(const float* face_verts, const long long* pix_to_face, int N, int H,
                                                int W, int K, const float* grad_zbuf, const float* grad_bary,
                                                const float* grad_dists, float* grad_face_verts) {
  const int num_threads = gridDim.x * blockDim.x;
  for (int t_i = blockIdx.x * blockDim.x + threadIdx.x; t_i < N * H * W; t_i += num_threads) {
    const int n = t_i / (H * W), pix_idx = t_i % (H * W);
    const float2 pxy =
        make_float2(pix_to_non_square_ndc(W - 1 - pix_idx % W, W, H), pix_to_non_square_ndc(H - 1 - pix_idx / W, H, W));
    for (int k = 0; k < K; k++) {
      const int i = (n * H * W + pix_idx) * K + k;
      const int f = static_cast<int>(pix_to_face[i]);
      if (f < 0) continue;
      const face_corners c = single_face_verts(face_verts, f);
      const float2 v0 = make_float2(c.v0.x, c.v0.y), v1 = make_float2(c.v1.x, c.v1.y), v2 = make_float2(c.v2.x, c.v2.y);
      const float3 b = barycentric_forward(pxy, v0, v1, v2);
      const float sign = b.x > 0.0f && b.y > 0.0f && b.z > 0.0f ? -1.0f : 1.0f;
      const triangle_grads gd = point_triangle_distance_backward(pxy, v0, v1, v2, sign * grad_dists[i]);
      const float gz = grad_zbuf[i];
      const float3 gb = make_float3(grad_bary[i * 3] + gz * c.v0.z, grad_bary[i * 3 + 1] + gz * c.v1.z,
                                    grad_bary[i * 3 + 2] + gz * c.v2.z);
      const triangle_grads gw = barycentric_backward(pxy, v0, v1, v2, gb);
      float v[9] = {gw.dv0.x + gd.dv0.x, gw.dv0.y + gd.dv0.y, gz * b.x, gw.dv1.x + gd.dv1.x, gw.dv1.y + gd.dv1.y,
                    gz * b.y, gw.dv2.x + gd.dv2.x, gw.dv2.y + gd.dv2.y, gz * b.z};
      const unsigned active = __activemask();
      const unsigned peers = __match_any_sync(active, f);
      sum_over_peers(active, peers, v);
      if ((threadIdx.x & 31) == __ffs(peers) - 1)
        for (int s = 0; s < 9; s++) atomicAdd(grad_face_verts + f * 9 + s, v[s]);
    }
  }
}
void launch_mesh_raster_bwd(const mesh_raster_bwd_args& a, int) {
  rasterize_meshes_backward_peers<<<1024, 64>>>(a.face_verts, a.pix_to_face, a.N, a.H, a.W, a.K, a.grad_zbuf,
                                                a.grad_bary, a.grad_dists, a.grad_face_verts);
}

// k-nearest-neighbour backward (norm 2, the bench's): the lanes of a warp hold consecutive (k, d)
// of one or two points, so grad_p1 has a handful of addresses per warp
// (K = 16): sum them over the lanes with the same address first. grad_p2's
// neighbours are mostly distinct: plain.
__global__ void knn_backward_peers(const float* p1, const float* p2, const long long* lengths1,
                                   const long long* lengths2, const long long* idxs, const float* grad_dists,
                                   float* grad_p1, float* grad_p2, size_t N, size_t P1, size_t P2, size_t K, size_t D) {
  const size_t stride = static_cast<size_t>(gridDim.x) * blockDim.x;
  for (size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x; i < N * P1 * K * D; i += stride) {
    const size_t n = i / (P1 * K * D), rem = i % (P1 * K * D);
    const size_t p1_idx = rem / (K * D), k = (rem % (K * D)) / D, d = rem % D;
    if (p1_idx >= static_cast<size_t>(lengths1[n]) || k >= static_cast<size_t>(lengths2[n])) continue;
    const long long p2_idx = idxs[n * P1 * K + p1_idx * K + k];
    if (p2_idx == -1) continue;
    const size_t a1 = n * P1 * D + p1_idx * D + d;
    float v[1] = {2.0f * grad_dists[n * P1 * K + p1_idx * K + k] * (p1[a1] - p2[n * P2 * D + p2_idx * D + d])};
    atomicAdd(grad_p2 + n * P2 * D + p2_idx * D + d, -v[0]);
    const unsigned active = __activemask();
    const unsigned peers = __match_any_sync(active, a1);
    sum_over_peers(active, peers, v);
    if ((threadIdx.x & 31) == __ffs(peers) - 1) atomicAdd(grad_p1 + a1, v[0]);
  }
}
void launch_knn_bwd(const knn_bwd_args& a, int) {
  knn_backward_peers<<<64, 512>>>(a.p1, a.p2, a.lengths1, a.lengths2, a.idxs, a.grad_dists, a.grad_p1, a.grad_p2, a.N,
                                  a.P1, a.P2, a.K, a.D);
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
  k.scatter_sum = launch_scatter_sum;
  k.spmm_copy_u = launch_spmm_copy_u;
  k.voxel_count = launch_voxel_count;
  k.hashgrid_bwd_f16 = launch_hashgrid_bwd_f16;
  k.points_raster_bwd = launch_points_raster_bwd;
  k.mesh_raster_bwd = launch_mesh_raster_bwd;
  k.knn_bwd = launch_knn_bwd;
  return k;
}
