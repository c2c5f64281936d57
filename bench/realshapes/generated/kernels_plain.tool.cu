// bench/realshapes/kernels_plain.cu -- kernels written after the shapes of real
// CUDA projects (control flow, launch configuration, address shapes; see
// README.md for the project and file each follows), with plain CUDA atomics as
// their authors write them. This file is also the tool's input:
// generated/kernels_plain.tool.cu is warpagg's rewrite of it (generate.sh),
// compiled with the same launchers under another RS_SUFFIX.
#include <algorithm>
#include <cmath>
#include <type_traits>

#include "kernels.h"
#include "pytorch3d_geometry.cuh"
#include <cuda_fp16.h>
#include <warpagg/warpagg.cuh>
#line 13

namespace {

int ceil_div(long long a, int b) { return static_cast<int>((a + b - 1) / b); }

// ============================================================================
// Machine learning
// ============================================================================

// ---- embedding backward: one thread per (row, channel) ---------------------
__global__ void embedding_backward(embed_args a) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  const int total = a.B * a.T * a.C;
  if (idx < total) {
    const int bt = idx / a.C;
    const int c = idx % a.C;
    const int t = bt % a.T;
    const int token = a.tokens[bt];
    const float g = a.dout[idx];
    float* wte_row = a.dwte + token * a.C + c;
    float* wpe_row = a.dwpe + t * a.C + c;
    warpagg::reduce_add<warpagg::strategy::likely_distinct>(wte_row, g, warpagg::distinct_if(a.C >= 32));
    warpagg::reduce_add<warpagg::strategy::likely_distinct>(wpe_row, g, warpagg::distinct_if(a.C >= 32));
  }
}
void launch_embedding_bwd(const embed_args& a, int block) {
  embedding_backward<<<ceil_div(static_cast<long long>(a.B) * a.T * a.C, block), block>>>(a);
}

// ---- LayerNorm backward, warp per row, flush through a helper --------------
__device__ void atomicAddX(float* addr, float v) { atomicAdd(addr, v); }

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

__global__ void layernorm_backward_flush(layernorm_args a) {
  extern __shared__ float smem[];  // 2 * C: bias sums, then weight sums
  float* s_dbias = smem;
  float* s_dweight = smem + a.C;
  const int lane = threadIdx.x % 32;
  const int warps_per_block = blockDim.x / 32;
  const int first_row = blockIdx.x * warps_per_block + threadIdx.x / 32;
  const int row_stride = gridDim.x * warps_per_block;
  for (int i = threadIdx.x; i < a.C; i += blockDim.x) {
    s_dbias[i] = 0.0f;
    s_dweight[i] = 0.0f;
  }
  __syncthreads();
  for (int row = first_row; row < a.N; row += row_stride) {
    const float* g = a.dout + static_cast<size_t>(row) * a.C;
    const float* x = a.inp + static_cast<size_t>(row) * a.C;
    float* dx = a.dinp + static_cast<size_t>(row) * a.C;
    const float mu = a.mean[row], rs = a.rstd[row];
    float sum_d = 0.0f, sum_dn = 0.0f;
    for (int i = lane; i < a.C; i += 32) {
      const float n = (x[i] - mu) * rs;
      const float d = a.weight[i] * g[i];
      sum_d += d;
      sum_dn += d * n;
    }
    sum_d = warp_sum(sum_d) / a.C;
    sum_dn = warp_sum(sum_dn) / a.C;
    for (int i = lane; i < a.C; i += 32) {
      const float gi = g[i];
      const float n = (x[i] - mu) * rs;
      atomicAdd(&s_dbias[i], gi);
      atomicAdd(&s_dweight[i], n * gi);
      const float d = a.weight[i] * gi;
      dx[i] = dx[i] + (d - sum_d - n * sum_dn) * rs;
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < a.C; i += blockDim.x) {
    atomicAddX(&a.dbias[i], s_dbias[i]);
    atomicAddX(&a.dweight[i], s_dweight[i]);
  }
}
void launch_layernorm_flush(const layernorm_args& a, int block) {
  const int grid = (1024 / block) * a.sms;
  layernorm_backward_flush<<<grid, block, 2 * a.C * sizeof(float)>>>(a);
}

// ---- LayerNorm backward, naive: one thread per row looping over C -----------
__global__ void layernorm_backward_naive(layernorm_args a) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= a.N) return;
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
    warpagg::reduce_add<warpagg::strategy::likely_uniform>(&a.dbias[i], g[i]);
    warpagg::reduce_add<warpagg::strategy::likely_uniform>(&a.dweight[i], n * g[i]);
    const float d = a.weight[i] * g[i];
    dx[i] = dx[i] + (d - sum_d - n * sum_dn) * rs;
  }
}
void launch_layernorm_naive(const layernorm_args& a, int block) {
  layernorm_backward_naive<<<ceil_div(a.N, block), block>>>(a);
}

// ---- matmul bias backward: 2-D blocks, __shared__ reorder, coalesced flush --
constexpr int kVec = 4;               // floats per 16-byte load
constexpr int kOcPerBlock = 32 * kVec;  // channels per block (one warp's width)
__global__ void bias_backward(bias_args a) {
  extern __shared__ float s[];  // kOcPerBlock
  const int bx = 32;
  const int by = blockDim.y;
  const int local_oc = threadIdx.x * kVec;
  const int oc = blockIdx.x * kOcPerBlock + local_oc;
  float acc[kVec];
  for (int k = 0; k < kVec; k++) acc[k] = 0.0f;
  const int tid = threadIdx.y * bx + threadIdx.x;
  for (int i = tid; i < kOcPerBlock; i += bx * by) s[i] = 0.0f;
  __syncthreads();
  if (oc < a.OC) {
    for (int row = blockIdx.y * by + threadIdx.y; row < a.N; row += gridDim.y * by) {
      const float4 v = *reinterpret_cast<const float4*>(a.dout + static_cast<size_t>(row) * a.OC + oc);
      acc[0] += v.x;
      acc[1] += v.y;
      acc[2] += v.z;
      acc[3] += v.w;
    }
    for (int k = 0; k < kVec; k++) atomicAdd(s + threadIdx.x + k * bx, acc[k]);
  }
  if (threadIdx.y >= kVec) return;
  __syncthreads();
  int i = threadIdx.x + threadIdx.y * bx;
  const float tmp = s[i];
  __syncthreads();
  s[local_oc + threadIdx.y] = tmp;
  __syncthreads();
  if (i + blockIdx.x * kOcPerBlock < a.OC) atomicAdd(a.dbias + i + blockIdx.x * kOcPerBlock, s[i]);
}
void launch_bias_bwd(const bias_args& a, int block) {
  if (block < 256) block = 256;
  const int bx = 32, by = block / bx;
  const int gx = ceil_div(a.OC, kOcPerBlock);
  int gy = a.threads_per_sm * a.sms / (block * gx);
  if (gy < 1) gy = 1;
  bias_backward<<<dim3(gx, gy), dim3(bx, by), kOcPerBlock * sizeof(float)>>>(a);
}

// ---- global add pooling: scatter-sum rows by a sorted batch vector ---------
__global__ void global_add_pool(pool_args a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < a.nodes * a.C) {
    const int row = i / a.C;
    const int c = i % a.C;
    warpagg::reduce_add<warpagg::strategy::likely_distinct>(a.out + a.batch[row] * a.C + c, a.x[i], warpagg::distinct_if(a.C >= 32));
  }
}
void launch_global_pool(const pool_args& a, int block) {
  global_add_pool<<<ceil_div(static_cast<long long>(a.nodes) * a.C, block), block>>>(a);
}

// ---- index_add_ along dim 0, grid-stride over (index, element) --------------
__global__ void index_add_large(index_add_args a) {
  const long long total = static_cast<long long>(a.n_index) * a.S;
  for (long long lin = blockIdx.x * static_cast<long long>(blockDim.x) + threadIdx.x; lin < total;
       lin += static_cast<long long>(gridDim.x) * blockDim.x) {
    const int i = static_cast<int>(lin / a.S);
    const int e = static_cast<int>(lin % a.S);
    const int target = a.index[i];
    warpagg::reduce_add<warpagg::strategy::likely_distinct>(&a.dst[target * a.S + e], a.src[i * a.S + e] * a.alpha, warpagg::distinct_if(a.S >= 32));
  }
}
void launch_index_add(const index_add_args& a, int block) {
  const long long total = static_cast<long long>(a.n_index) * a.S;
  int grid = ceil_div(total, block);
  if (grid > a.sms * 8) grid = a.sms * 8;
  index_add_large<<<grid, block>>>(a);
}

// ---- edge softmax: exponentials and per-destination denominators -----------
__global__ void edge_softmax_exp_sum(edge_softmax_args a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.E * a.H) return;
  const int e = i / a.H;
  const int h = i % a.H;
  const int d = a.dst[e];
  const float v = __expf(a.score[i] - a.dst_max[d * a.H + h]);
  a.ex[i] = v;
  warpagg::reduce_add<warpagg::strategy::likely_distinct>(&a.denom[d * a.H + h], v, warpagg::distinct_if(a.H >= 32));
}
void launch_edge_softmax(const edge_softmax_args& a, int block) {
  edge_softmax_exp_sum<<<ceil_div(static_cast<long long>(a.E) * a.H, block), block>>>(a);
}

// ============================================================================
// Graphs
// ============================================================================

// ---- degree counts over a COO edge list, grid-stride -------------------------
__global__ void degree_count(degree_args a) {
  for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < a.E; e += blockDim.x * gridDim.x) {
    warpagg::reduce_add(&a.out_deg[a.src[e]], 1);
    warpagg::reduce_add(&a.in_deg[a.dst[e]], 1);
  }
}
void launch_degree(const degree_args& a, int block) {
  int grid = ceil_div(a.E, block);
  const int cap = a.sms * (2048 / block);
  if (grid > cap) grid = cap;
  degree_count<<<grid, block>>>(a);
}

// ---- SpMM over COO: edge-parallel message aggregation ------------------------
__global__ void spmm_coo(spmm_args a) {
  int ty = blockIdx.y * blockDim.y + threadIdx.y;
  const int stride_y = blockDim.y * gridDim.y;
  while (ty < a.E) {
    const int u = a.src[ty];
    const int v = a.dst[ty];
    const float w = a.w[ty];
    int tx = blockIdx.x * blockDim.x + threadIdx.x;
    const int stride_x = blockDim.x * gridDim.x;
    while (tx < a.F) {
      atomicAdd(a.out + v * a.F + tx, a.feat[u * a.F + tx] * w);
      tx += stride_x;
    }
    ty += stride_y;
  }
}
void launch_spmm(const spmm_args& a, int block) {
  int ntx = 1;
  while (ntx * 2 <= a.F && ntx * 2 <= block) ntx *= 2;
  const int nty = block / ntx;
  const int nbx = ceil_div(a.F, ntx);
  int nby = ceil_div(a.E, nty);
  if (nby > 65535) nby = 65535;
  spmm_coo<<<dim3(nbx, nby), dim3(ntx, nty)>>>(a);
}

// ---- BFS top-down step: claim neighbours, append through a counter -----------
__global__ void frontier_expand(frontier_args a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.in_len) return;
  const int u = a.frontier[i];
  const int end = a.row_ptr[u + 1];
  for (int e = a.row_ptr[u]; e < end; e++) {
    const int v = a.col[e];
    if (a.labels[v] != -1) continue;
    if (atomicCAS(&a.labels[v], -1, a.depth) != -1) continue;
    const int pos = atomicAdd(a.out_len, 1);
    a.out_frontier[pos] = v;
  }
}
void launch_frontier(const frontier_args& a, int block) { frontier_expand<<<ceil_div(a.in_len, block), block>>>(a); }

// ============================================================================
// Rendering: tile rasterizer backward
// ============================================================================

template <int C> __global__ void __launch_bounds__(kRasterBlockX * kRasterBlockY) raster_backward(raster_args a) {
  constexpr int BLOCK_SIZE = kRasterBlockX * kRasterBlockY;
  const int tiles_x = (a.W + kRasterBlockX - 1) / kRasterBlockX;
  const int px = blockIdx.x * kRasterBlockX + threadIdx.x;
  const int py = blockIdx.y * kRasterBlockY + threadIdx.y;
  const int rank = threadIdx.y * kRasterBlockX + threadIdx.x;
  const int pix = a.W * py + px;
  const float pxf = static_cast<float>(px), pyf = static_cast<float>(py);
  const bool inside = px < a.W && py < a.H;
  const int2 range = a.ranges[blockIdx.y * tiles_x + blockIdx.x];
  const int rounds = (range.y - range.x + BLOCK_SIZE - 1) / BLOCK_SIZE;
  bool done = !inside;
  int toDo = range.y - range.x;

  __shared__ int collected_id[BLOCK_SIZE];
  __shared__ float2 collected_xy[BLOCK_SIZE];
  __shared__ float4 collected_conic_o[BLOCK_SIZE];
  __shared__ float collected_colors[C * BLOCK_SIZE];

  const float T_final = inside ? a.final_T[pix] : 0.0f;
  float T = T_final;
  int contributor = toDo;
  const int last_contributor = inside ? a.n_contrib[pix] : 0;
  float accum_rec[C] = {0};
  float dL_dpixel[C] = {0};
  if (inside)
    for (int ch = 0; ch < C; ch++) dL_dpixel[ch] = a.dL_dpix[ch * a.H * a.W + pix];
  float last_alpha = 0.0f;
  float last_color[C] = {0};
  const float ddelx_dx = 0.5f * a.W;
  const float ddely_dy = 0.5f * a.H;

  for (int i = 0; i < rounds; i++, toDo -= BLOCK_SIZE) {
    __syncthreads();
    const int progress = i * BLOCK_SIZE + rank;
    if (range.x + progress < range.y) {
      const int id = a.ids[range.y - progress - 1];  // back to front
      collected_id[rank] = id;
      collected_xy[rank] = a.xy[id];
      collected_conic_o[rank] = a.conic_o[id];
      for (int ch = 0; ch < C; ch++) collected_colors[ch * BLOCK_SIZE + rank] = a.colors[id * C + ch];
    }
    __syncthreads();
    for (int j = 0; !done && j < min(BLOCK_SIZE, toDo); j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float, float, float, float, float> wa_group_355; do {
      contributor--;
      if (contributor >= last_contributor) continue;
      const float2 xy = collected_xy[j];
      const float2 d = {xy.x - pxf, xy.y - pyf};
      const float4 con_o = collected_conic_o[j];
      const float power = -0.5f * (con_o.x * d.x * d.x + con_o.z * d.y * d.y) - con_o.y * d.x * d.y;
      if (power > 0.0f) continue;
      const float G = expf(power);
      const float alpha = fminf(0.99f, con_o.w * G);
      if (alpha < 1.0f / 255.0f) continue;
      T = T / (1.0f - alpha);
      const float dchannel_dcolor = alpha * T;
      float dL_dalpha = 0.0f;
      const int global_id = collected_id[j];
      for (int ch = 0; ch < C; ch++) {
        const float c = collected_colors[ch * BLOCK_SIZE + j];
        accum_rec[ch] = last_alpha * last_color[ch] + (1.0f - last_alpha) * accum_rec[ch];
        last_color[ch] = c;
        const float dL_dchannel = dL_dpixel[ch];
        dL_dalpha += (c - accum_rec[ch]) * dL_dchannel;
        warpagg::reduce_add<warpagg::strategy::likely_uniform>(&a.dL_dcolors[global_id * C + ch], dchannel_dcolor * dL_dchannel);
      }
      dL_dalpha *= T;
      last_alpha = alpha;
      float bg_dot = 0.0f;
      for (int ch = 0; ch < C; ch++) bg_dot += a.bg[ch] * dL_dpixel[ch];
      dL_dalpha += (-T_final / (1.0f - alpha)) * bg_dot;
      const float dL_dG = con_o.w * dL_dalpha;
      const float gdx = G * d.x;
      const float gdy = G * d.y;
      const float dG_ddelx = -gdx * con_o.x - gdy * con_o.y;
      const float dG_ddely = -gdy * con_o.z - gdx * con_o.y;
      wa_group_355.put<0>(global_id, dL_dG * dG_ddelx * ddelx_dx);
      wa_group_355.put<1>(global_id, dL_dG * dG_ddely * ddely_dy);
      wa_group_355.put<2>(global_id, -0.5f * gdx * d.x * dL_dG);
      wa_group_355.put<3>(global_id, -0.5f * gdx * d.y * dL_dG);
      wa_group_355.put<4>(global_id, -0.5f * gdy * d.y * dL_dG);
      wa_group_355.put<5>(global_id, G * dL_dalpha);
    } while (0); wa_group_355.commit([&](int global_id) { return warpagg::addresses(&a.dL_dmean2D[global_id].x, &a.dL_dmean2D[global_id].y, &a.dL_dconic[global_id].x, &a.dL_dconic[global_id].y, &a.dL_dconic[global_id].w, &a.dL_dopacity[global_id]); }); }
  }
}
void launch_raster_bwd(const raster_args& a, int) {
  const dim3 grid((a.W + kRasterBlockX - 1) / kRasterBlockX, (a.H + kRasterBlockY - 1) / kRasterBlockY);
  raster_backward<kRasterChannels><<<grid, dim3(kRasterBlockX, kRasterBlockY)>>>(a);
}

// ============================================================================
// Physics
// ============================================================================

// ---- PIC charge deposition, linear shape (8 nodes per particle) ---------------
__global__ void deposit_charge_cic(deposit_args a) {
  const int ip = blockIdx.x * blockDim.x + threadIdx.x;
  if (ip >= a.np) return;
  const float wq = a.q * a.w[ip];
  const float xm = a.x[ip] * a.dxi, ym = a.y[ip] * a.dxi, zm = a.z[ip] * a.dxi;
  const int i = static_cast<int>(floorf(xm)), j = static_cast<int>(floorf(ym)), k = static_cast<int>(floorf(zm));
  const float fx = xm - i, fy = ym - j, fz = zm - k;
  const float sx[2] = {1.0f - fx, fx}, sy[2] = {1.0f - fy, fy}, sz[2] = {1.0f - fz, fz};
  const int sxn = a.nx + 1, syn = a.ny + 1;
  for (int iz = 0; iz <= 1; iz++) {
    for (int iy = 0; iy <= 1; iy++) {
      for (int ix = 0; ix <= 1; ix++) {
        warpagg::reduce_add(&a.rho[(i + ix) + sxn * ((j + iy) + syn * (k + iz))], sx[ix] * sy[iy] * sz[iz] * wq);
      }
    }
  }
}
void launch_deposit(const deposit_args& a, int block) { deposit_charge_cic<<<ceil_div(a.np, block), block>>>(a); }

// ---- Lennard-Jones forces, half neighbour list, Newton's third law ----------
__global__ void lj_half_newton(lj_args a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.n) return;
  const double xtmp = a.x[i], ytmp = a.y[i], ztmp = a.z[i];
  const int jnum = a.numneigh[i];
  double fxtmp = 0.0, fytmp = 0.0, fztmp = 0.0;
  for (int jj = 0; jj < jnum; jj++) {
    int j = a.neighbors[jj * a.n + i];
    j &= kNeighMask;
    const double delx = xtmp - a.x[j];
    const double dely = ytmp - a.y[j];
    const double delz = ztmp - a.z[j];
    const double rsq = delx * delx + dely * dely + delz * delz;
    if (rsq < a.cutsq) {
      const double r2inv = 1.0 / rsq;
      const double r6inv = r2inv * r2inv * r2inv;
      const double fpair = 24.0 * r6inv * (2.0 * r6inv - 1.0) * r2inv;
      fxtmp += delx * fpair;
      fytmp += dely * fpair;
      fztmp += delz * fpair;
      warpagg::keyed_group<int, warpagg::op::add, double, double, double> wa_group_414; wa_group_414.put<0>(j, -delx * fpair);
      wa_group_414.put<1>(j, -dely * fpair);
      wa_group_414.put<2>(j, -delz * fpair); wa_group_414.commit([&](int j) { return warpagg::addresses(&a.fx[j], &a.fy[j], &a.fz[j]); });
    }
  }
  atomicAdd(&a.fx[i], fxtmp);
  atomicAdd(&a.fy[i], fytmp);
  atomicAdd(&a.fz[i], fztmp);
}
void launch_lj(const lj_args& a, int block) { lj_half_newton<<<ceil_div(a.n, block), block>>>(a); }

// ============================================================================
// Histograms and sparse matrices
// ============================================================================

// ---- 256-bin histogram, global atomics, grid-stride ---------------------------
__global__ void histo_kernel(hist_args a) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  const int offset = blockDim.x * gridDim.x;
  while (i < a.n) {
    warpagg::reduce_add(&a.hist[a.img[i]], 1u);
    i += offset;
  }
}
void launch_hist(const hist_args& a, int block) { histo_kernel<<<a.sms * 2, block>>>(a); }

// ---- COO SpMV, one thread per nonzero ------------------------------------------
__global__ void spmv_coo(spmv_args a) {
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k < a.nnz) warpagg::reduce_add(&a.y[a.row[k]], a.val[k] * a.x[a.col[k]]);
}
void launch_spmv(const spmv_args& a, int block) { spmv_coo<<<ceil_div(a.nnz, block), block>>>(a); }

// ---- bench/'s persistent rows: a grid-stride scatter at 256 threads per SM --------
// One copy per key distribution (random cells, sorted cells), so that each
// has its own site (and its own profile): the body is bench.cu's
// hist_stride_kernel.
__global__ void scatter_persistent_random(persistent_args a) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < a.n; i += gridDim.x * blockDim.x) {
    const int k = a.keys[i];
    if (k >= 0) warpagg::reduce_add(&a.table[k], a.vals[i]);
  }
}
__global__ void scatter_persistent_sorted(persistent_args a) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < a.n; i += gridDim.x * blockDim.x) {
    const int k = a.keys[i];
    if (k >= 0) warpagg::reduce_add(&a.table[k], a.vals[i]);
  }
}
void launch_persistent_random(const persistent_args& a, int block) {
  scatter_persistent_random<<<a.sms * (256 / block), block>>>(a);
}
void launch_persistent_sorted(const persistent_args& a, int block) {
  scatter_persistent_sorted<<<a.sms * (256 / block), block>>>(a);
}


// ============================================================================
// The middle ground (issue 45): feature-parallel scatters
// ============================================================================

// ---- torch_scatter scatter (sum), one thread per element of src ------------------
/// The index tensor as the library hands it to the kernel (ATen's TensorInfo):
/// broadcast over the features, stride 0.
struct broadcast_index {
  const long long* data;
  int sizes[2];
  int strides[2];
  int dims;
};
/// The element offset of linear element `linear` of `t`, walking its
/// dimensions at run time (ATen's IndexToOffset with dynamic rank).
__device__ int broadcast_offset(int linear, const broadcast_index& t) {
  int offset = 0;
  for (int d = t.dims - 1; d > 0; --d) {
    offset += (linear % t.sizes[d]) * t.strides[d];
    linear /= t.sizes[d];
  }
  return offset + linear * t.strides[0];
}
/// The library's typed atomics: add is the hardware one, max a CAS loop.
__device__ inline void atom_add(float* address, float val) { warpagg::reduce_add(address, val); }
__device__ inline void atom_max(float* address, float val) {
  int* bits = reinterpret_cast<int*>(address);
  int old = *bits;
  int assumed;
  do {
    assumed = old;
    old = atomicCAS(bits, assumed, __float_as_int(fmaxf(__int_as_float(assumed), val)));
  } while (assumed != old);
}
enum scatter_reduction { kScatterSum, kScatterMean, kScatterMax };
template <int R> struct scatter_reducer {
  static __device__ inline void atomic_write(float* address, float val) {
    if (R == kScatterSum || R == kScatterMean)
      atom_add(address, val);
    else if (R == kScatterMax)
      atom_max(address, val);
  }
};
template <int R>
__global__ void scatter_elementwise(const float* src, broadcast_index index, float* out, int E, int K, int N, int numel) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int b = t / (E * K);
  const int k = t % K;
  if (t < numel) {
    const long long idx = index.data[broadcast_offset(t, index)];
    scatter_reducer<R>::atomic_write(out + b * N * K + idx * K + k, src[t]);
  }
}
void launch_scatter_sum(const scatter_sum_args& a, int block) {
  const broadcast_index index{a.index, {a.E, a.F}, {1, 0}, 2};
  const int numel = a.E * a.F;
  scatter_elementwise<kScatterSum><<<ceil_div(numel, block), block>>>(a.src, index, a.out, a.E, a.F, a.N, numel);
}

// ---- DGL COO SpMM (copy_u, sum), edge-parallel 2-D blocks ------------------------
namespace dgl_like {
/// The library's atomic add: returns the old value (every caller drops it).
__device__ __forceinline__ float AtomicAdd(float* addr, float val) { return atomicAdd(addr, val); }
/// The message: the source node's feature.
struct copy_lhs {
  static constexpr bool use_lhs = true;
  static constexpr bool use_rhs = false;
  static __device__ __forceinline__ float call(const float* lhs, const float*) { return lhs[0]; }
};
/// The reducer: an atomic sum (the argument buffers are unused by sum).
template <class Idx> struct sum {
  static __device__ __forceinline__ void call(float* out_buf, Idx*, Idx*, float val, Idx, Idx) {
    AtomicAdd(out_buf, val);
  }
};
}  // namespace dgl_like

template <class Idx, class BinaryOp, class ReduceOp>
__global__ void spmm_coo_edge_parallel(const float* __restrict__ ufeat, const float* __restrict__ efeat,
                                       float* __restrict__ out, const Idx* __restrict__ row,
                                       const Idx* __restrict__ col, long long E, long long ufeat_len,
                                       long long efeat_len, long long out_len) {
  Idx ty = blockIdx.y * blockDim.y + threadIdx.y;
  const Idx stride_y = blockDim.y * gridDim.y;
  while (ty < E) {
    const Idx src = __ldg(row + ty);
    const Idx dst = __ldg(col + ty);
    const Idx eid = ty;
    long long tx = blockIdx.x * blockDim.x + threadIdx.x;
    const long long stride_x = blockDim.x * gridDim.x;
    const float* uoff = BinaryOp::use_lhs ? ufeat + src * ufeat_len : nullptr;
    const float* eoff = BinaryOp::use_rhs ? efeat + eid * efeat_len : nullptr;
    float* outoff = out + dst * out_len;
    while (tx < out_len) {
      const float val = BinaryOp::call(uoff + tx, eoff + tx);
      ReduceOp::call(outoff + tx, nullptr, nullptr, val, src, eid);
      tx += stride_x;
    }
    ty += stride_y;
  }
}
/// The library's thread count for a feature length: the largest power of two
/// not above it, at most max_threads.
int find_num_threads(int dim, int max_threads) {
  if (dim == 0) return 1;
  int n = max_threads;
  while (n > dim) n >>= 1;
  return n;
}
void launch_spmm_copy_u(const spmm_coo_args& a, int block) {
  const int ntx = find_num_threads(a.F, block);
  const int nty = block / ntx;
  const int nbx = ceil_div(a.F, ntx);
  long long nby = (a.E + nty - 1) / nty;
  if (nby > 65535) nby = 65535;
  spmm_coo_edge_parallel<long long, dgl_like::copy_lhs, dgl_like::sum<long long>>
      <<<dim3(nbx, static_cast<unsigned>(nby)), dim3(ntx, nty)>>>(a.ufeat, nullptr, a.out, a.row, a.col, a.E, a.F,
                                                                   0, a.F);
}

// ---- PyTorch index_add_ (large-index kernel, index major) ------------------------
/// A tensor as ATen hands it to its kernels (TensorInfo): sizes and strides.
template <class T, class IndexType> struct tensor_view {
  T* data;
  IndexType sizes[2];
  IndexType strides[2];
  int dims;
};
/// ATen's IndexToOffset: a static rank walks the dimensions, -2 means contiguous.
template <class T, class IndexType, int Dims> struct linear_to_offset {
  static __device__ IndexType get(IndexType linear, const tensor_view<T, IndexType>& t) {
    IndexType offset = 0;
#pragma unroll
    for (int i = Dims - 1; i > 0; --i) {
      offset += (linear % t.sizes[i]) * t.strides[i];
      linear /= t.sizes[i];
    }
    return offset + linear * t.strides[0];
  }
};
template <class T, class IndexType> struct linear_to_offset<T, IndexType, -2> {
  static __device__ IndexType get(IndexType linear, const tensor_view<T, IndexType>&) { return linear; }
};
/// ATen's atomic helpers: gpuAtomicAdd returns the old value; the no-return
/// form calls it; the specialized add pairs 16-bit types and adds others
/// plainly; fastAtomicAdd picks between them.
__device__ inline float gpu_atomic_add(float* address, float val) { return warpagg::atomic_add(address, val, warpagg::result_discarded); }
__device__ inline void gpu_atomic_add_no_return(float* address, float val) { gpu_atomic_add(address, val); }
template <class T, class I>
__device__ __forceinline__ void fast_specialized_atomic_add(T* tensor, I index, const I, T value) {
  gpu_atomic_add_no_return(tensor + index, value);
}
template <class T, class I>
__device__ __forceinline__ void fast_atomic_add(T* tensor, I index, const I numel, T value, bool fast_atomics) {
  if (fast_atomics) {
    fast_specialized_atomic_add(tensor, index, numel, value);
  } else {
    gpu_atomic_add_no_return(tensor + index, value);
  }
}
/// Indexing.cu's reduce functor for index_add_.
struct index_reduce_add {
  template <class T>
  __device__ void operator()(T* self_data_start, long long index, long long numel, const T* src_data) const {
    fast_atomic_add(self_data_start, index, numel, *src_data, true);
  }
};
template <class T, class IndicesType, class IndexType, int DstDim, int SrcDim, int IdxDim, bool IndexIsMajor,
          class func_t>
__global__ void index_func_large_index(tensor_view<T, IndexType> dst, tensor_view<const T, IndexType> src,
                                       tensor_view<const IndicesType, IndexType> indices, int dstAddDim,
                                       int srcAddDim, IndexType totalSize, IndexType innerSize,
                                       long long dstAddDimSize, long long dstNumel, func_t op, T alpha) {
  for (IndexType linearIndex = blockIdx.x * blockDim.x + threadIdx.x; linearIndex < totalSize;
       linearIndex += gridDim.x * blockDim.x) {
    IndexType srcIndex, elementInSlice;
    if (IndexIsMajor) {
      srcIndex = linearIndex / innerSize;
      elementInSlice = linearIndex % innerSize;
    } else {
      elementInSlice = linearIndex / innerSize;
      srcIndex = linearIndex % innerSize;
    }
    const IndexType dstIndex =
        indices.data[linear_to_offset<const IndicesType, IndexType, IdxDim>::get(srcIndex, indices)];
    if (dstIndex >= dstAddDimSize) __trap();  // the library's device-side assert
    IndexType dstOffset = linear_to_offset<T, IndexType, DstDim>::get(elementInSlice, dst);
    dstOffset += dstIndex * dst.strides[dstAddDim];
    IndexType srcOffset = linear_to_offset<const T, IndexType, SrcDim>::get(elementInSlice, src);
    srcOffset += srcIndex * src.strides[srcAddDim];
    T val = src.data[srcOffset] * alpha;
    op(dst.data, dstOffset, dstNumel, &val);
  }
}
void launch_index_add_wide(const index_add_wide_args& a, int block) {
  using IT = unsigned;
  const IT S = static_cast<IT>(a.S);
  // 2-D contiguous tables with the indexed dimension reduced to size 1.
  const tensor_view<float, IT> dst{a.dst, {1u, S}, {S, 1u}, 2};
  const tensor_view<const float, IT> src{a.src, {1u, S}, {S, 1u}, 2};
  const tensor_view<const long long, IT> index{a.index, {static_cast<IT>(a.n_index), 1u}, {1u, 1u}, 1};
  const long long total = static_cast<long long>(a.n_index) * a.S;
  const int grid = static_cast<int>(std::min<long long>(ceil_div(total, block), 8LL * a.sms));
  const int threads = static_cast<int>(std::min<long long>(total, block));
  index_func_large_index<float, long long, IT, 2, 2, -2, true><<<grid, threads>>>(
      dst, src, index, 0, 0, static_cast<IT>(total), S, a.rows, static_cast<long long>(a.rows) * a.S,
      index_reduce_add{}, a.alpha);
}

// ============================================================================
// The middle ground: point clouds to voxels
// ============================================================================

// ---- torchsparse count: points per voxel -------------------------------------------
__global__ void count_points(int N, const int* __restrict__ data, int* __restrict__ out) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < N && data[i] >= 0) {
    warpagg::reduce_add(&out[data[i]], 1);
  }
}
void launch_voxel_count(const voxel_count_args& a, int block) {
  count_points<<<static_cast<int>(std::ceil(static_cast<double>(a.N) / block)), block>>>(a.N, a.data, a.out);
}

// ---- torchsparse voxelize: mean features per voxel, a block of c threads per point --
template <class scalar_t>
__global__ void voxelize_forward(int N, int c, int s, const scalar_t* __restrict__ data, const int* __restrict__ idx,
                                 const int* __restrict__ counts, scalar_t* __restrict__ out) {
  const int index = blockDim.x * blockIdx.x + threadIdx.x;
  const int i = index / c;
  const int j = index % c;
  if (i < N) {
    const int pos = idx[i];
    if (pos < 0 || pos >= s || counts[pos] == 0) return;
    warpagg::reduce_add<warpagg::strategy::likely_distinct>(&out[pos * c + j], data[i * c + j] / static_cast<float>(counts[pos]));
  }
}
void launch_spvoxelize(const spvoxelize_args& a, int) {
  voxelize_forward<float><<<a.N, a.c>>>(a.N, a.c, a.s, a.data, a.idx, a.counts, a.out);
}

// ---- mmcv DynamicScatter: per-voxel sum (mean) or max of point features ------------
/// The library's one-dimensional grid-stride loop.
#define CUDA_1D_KERNEL_LOOP(i, n) for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += blockDim.x * gridDim.x)
/// The library's reductions: max a CAS loop that retries while a larger value
/// is not yet in place, add the hardware atomic.
__device__ __forceinline__ static void voxel_reduce_max(float* address, float val) {
  int* address_as_i = reinterpret_cast<int*>(address);
  int old = *address_as_i;
  int assumed;
  do {
    assumed = old;
    old = atomicCAS(address_as_i, assumed, __float_as_int(fmaxf(val, __int_as_float(assumed))));
  } while (assumed != old || __int_as_float(old) < val);
}
__device__ __forceinline__ static void voxel_reduce_add(float* address, float val) { warpagg::reduce_add(address, val); }
template <class T>
__global__ void feats_reduce(const T* feats, const int* coors_map, T* reduced_feats, int num_input, int num_feats,
                             voxel_reduce_op reduce_type) {
  CUDA_1D_KERNEL_LOOP(x, num_input) {
    const int reduce_to = coors_map[x];
    if (reduce_to == -1) continue;
    const T* feats_offset = feats + x * num_feats;
    T* reduced_feats_offset = reduced_feats + reduce_to * num_feats;
    if (reduce_type == voxel_reduce_op::max) {
      for (int i = 0; i < num_feats; i++) voxel_reduce_max(&reduced_feats_offset[i], feats_offset[i]);
    } else {
      for (int i = 0; i < num_feats; i++) voxel_reduce_add(&reduced_feats_offset[i], feats_offset[i]);
    }
  }
}
void launch_voxel_reduce(const voxel_reduce_args& a, int block) {
  const int grid = std::min(ceil_div(a.num_input, block), 50000);
  feats_reduce<float><<<grid, block>>>(a.feats, a.coors_map, a.reduced, a.num_input, a.num_feats, a.op);
}

// ============================================================================
// The middle ground: ROI pooling and deformable convolution backward
// ============================================================================

// ---- mmcv RoIAlign backward ------------------------------------------------------
/// The four bilinear corners of (y, x) and their weights; corners of -1 where
/// the point lies outside the map.
template <class T>
__device__ void bilinear_interpolate_gradient(const int height, const int width, T y, T x, T& w1, T& w2, T& w3,
                                              T& w4, int& x_low, int& x_high, int& y_low, int& y_high) {
  if (y < -1.0 || y > height || x < -1.0 || x > width) {
    w1 = w2 = w3 = w4 = 0.;
    x_low = x_high = y_low = y_high = -1;
    return;
  }
  if (y <= 0) y = 0;
  if (x <= 0) x = 0;
  y_low = static_cast<int>(y);
  x_low = static_cast<int>(x);
  if (y_low >= height - 1) {
    y_high = y_low = height - 1;
    y = static_cast<T>(y_low);
  } else {
    y_high = y_low + 1;
  }
  if (x_low >= width - 1) {
    x_high = x_low = width - 1;
    x = static_cast<T>(x_low);
  } else {
    x_high = x_low + 1;
  }
  const T ly = y - y_low, lx = x - x_low;
  const T hy = 1. - ly, hx = 1. - lx;
  w1 = hy * hx;
  w2 = hy * lx;
  w3 = ly * hx;
  w4 = ly * lx;
}
template <class T>
__global__ void roi_align_backward(const int nthreads, const T* grad_output, const T* rois, const T* argmax_y,
                                   const T* argmax_x, T* grad_input, const int pooled_height, const int pooled_width,
                                   const T spatial_scale, const int sampling_ratio, const int pool_mode,
                                   const bool aligned, const int channels, const int height, const int width) {
  CUDA_1D_KERNEL_LOOP(index, nthreads) {
    // (n, c, ph, pw): an element of the pooled output
    const int pw = index % pooled_width;
    const int ph = (index / pooled_width) % pooled_height;
    const int c = (index / pooled_width / pooled_height) % channels;
    const int n = index / pooled_width / pooled_height / channels;
    const T grad_output_this_bin = grad_output[index];
    const T* offset_rois = rois + n * 5;
    const int roi_batch_ind = offset_rois[0];
    T* offset_grad_input = grad_input + ((roi_batch_ind * channels + c) * height * width);
    if (pool_mode == 0) {  // max pooling: the forward's arg max
      const T y = argmax_y[index], x = argmax_x[index];
      if (y != -1.f) {
        T w1, w2, w3, w4;
        int x_low, x_high, y_low, y_high;
        bilinear_interpolate_gradient(height, width, y, x, w1, w2, w3, w4, x_low, x_high, y_low, y_high);
        if (x_low >= 0 && x_high >= 0 && y_low >= 0 && y_high >= 0) {
          warpagg::reduce_add(offset_grad_input + y_low * width + x_low, grad_output_this_bin * w1);
          warpagg::reduce_add(offset_grad_input + y_low * width + x_high, grad_output_this_bin * w2);
          warpagg::reduce_add(offset_grad_input + y_high * width + x_low, grad_output_this_bin * w3);
          warpagg::reduce_add(offset_grad_input + y_high * width + x_high, grad_output_this_bin * w4);
        }
      }
    } else if (pool_mode == 1) {  // average pooling over the bin's sampling grid
      const T offset = aligned ? static_cast<T>(0.5) : static_cast<T>(0.0);
      const T roi_start_w = offset_rois[1] * spatial_scale - offset;
      const T roi_start_h = offset_rois[2] * spatial_scale - offset;
      const T roi_end_w = offset_rois[3] * spatial_scale - offset;
      const T roi_end_h = offset_rois[4] * spatial_scale - offset;
      T roi_width = roi_end_w - roi_start_w;
      T roi_height = roi_end_h - roi_start_h;
      if (!aligned) {
        roi_width = max(roi_width, static_cast<T>(1.));
        roi_height = max(roi_height, static_cast<T>(1.));
      }
      const T bin_size_h = roi_height / static_cast<T>(pooled_height);
      const T bin_size_w = roi_width / static_cast<T>(pooled_width);
      const int roi_bin_grid_h = sampling_ratio > 0 ? sampling_ratio : static_cast<int>(ceilf(roi_height / pooled_height));
      const int roi_bin_grid_w = sampling_ratio > 0 ? sampling_ratio : static_cast<int>(ceilf(roi_width / pooled_width));
      const T count = roi_bin_grid_h * roi_bin_grid_w;
      for (int iy = 0; iy < roi_bin_grid_h; iy++) {
        const T y = roi_start_h + ph * bin_size_h + static_cast<T>(iy + .5f) * bin_size_h / static_cast<T>(roi_bin_grid_h);
        for (int ix = 0; ix < roi_bin_grid_w; ix++) {
          const T x = roi_start_w + pw * bin_size_w + static_cast<T>(ix + .5f) * bin_size_w / static_cast<T>(roi_bin_grid_w);
          T w1, w2, w3, w4;
          int x_low, x_high, y_low, y_high;
          bilinear_interpolate_gradient(height, width, y, x, w1, w2, w3, w4, x_low, x_high, y_low, y_high);
          if (x_low >= 0 && x_high >= 0 && y_low >= 0 && y_high >= 0) {
            warpagg::reduce_add(offset_grad_input + y_low * width + x_low, grad_output_this_bin * w1 / count);
            warpagg::reduce_add(offset_grad_input + y_low * width + x_high, grad_output_this_bin * w2 / count);
            warpagg::reduce_add(offset_grad_input + y_high * width + x_low, grad_output_this_bin * w3 / count);
            warpagg::reduce_add(offset_grad_input + y_high * width + x_high, grad_output_this_bin * w4 / count);
          }
        }
      }
    }
  }
}
/// The library's launch: 512 threads, at most 4096 blocks (a grid-stride loop beyond).
int mmcv_blocks(int n, int threads) { return std::min(ceil_div(n, threads), 4096); }
void launch_roi_align_bwd(const roi_align_bwd_args& a, int block) {
  roi_align_backward<float><<<mmcv_blocks(a.nthreads, block), block>>>(
      a.nthreads, a.grad_output, a.rois, nullptr, nullptr, a.grad_input, a.pooled_height, a.pooled_width,
      a.spatial_scale, a.sampling_ratio, /*pool_mode=*/1, a.aligned, a.channels, a.height, a.width);
}

// ---- mmcv deformable convolution: col2im (the input's gradient) ------------------------
/// The bilinear weight of pixel (h, w) for the sampling point (argmax_h, argmax_w).
template <class T>
__device__ T get_gradient_weight(T argmax_h, T argmax_w, const int h, const int w, const int height, const int width) {
  if (argmax_h <= -1 || argmax_h >= height || argmax_w <= -1 || argmax_w >= width) return 0;
  const int argmax_h_low = floorf(argmax_h);
  const int argmax_w_low = floorf(argmax_w);
  const int argmax_h_high = argmax_h_low + 1;
  const int argmax_w_high = argmax_w_low + 1;
  T weight = 0;
  if (h == argmax_h_low && w == argmax_w_low) weight = (h + 1 - argmax_h) * (w + 1 - argmax_w);
  if (h == argmax_h_low && w == argmax_w_high) weight = (h + 1 - argmax_h) * (argmax_w + 1 - w);
  if (h == argmax_h_high && w == argmax_w_low) weight = (argmax_h + 1 - h) * (w + 1 - argmax_w);
  if (h == argmax_h_high && w == argmax_w_high) weight = (argmax_h + 1 - h) * (argmax_w + 1 - w);
  return weight;
}
template <class T>
__global__ void deformable_col2im(const int n, const T* data_col, const T* data_offset, const int channels,
                                  const int height, const int width, const int kernel_h, const int kernel_w,
                                  const int pad_h, const int pad_w, const int stride_h, const int stride_w,
                                  const int dilation_h, const int dilation_w, const int channel_per_deformable_group,
                                  const int batch_size, const int deformable_group, const int height_col,
                                  const int width_col, T* grad_im) {
  CUDA_1D_KERNEL_LOOP(index, n) {
    const int j = (index / width_col / height_col / batch_size) % kernel_w;
    const int i = (index / width_col / height_col / batch_size / kernel_w) % kernel_h;
    const int c = index / width_col / height_col / batch_size / kernel_w / kernel_h;
    const int deformable_group_index = c / channel_per_deformable_group;
    const int w_out = index % width_col;
    const int h_out = (index / width_col) % height_col;
    const int b = (index / width_col / height_col) % batch_size;
    const int w_in = w_out * stride_w - pad_w;
    const int h_in = h_out * stride_h - pad_h;
    const T* data_offset_ptr =
        data_offset + (b * deformable_group + deformable_group_index) * 2 * kernel_h * kernel_w * height_col * width_col;
    const int data_offset_h_ptr = ((2 * (i * kernel_w + j)) * height_col + h_out) * width_col + w_out;
    const int data_offset_w_ptr = ((2 * (i * kernel_w + j) + 1) * height_col + h_out) * width_col + w_out;
    const T offset_h = data_offset_ptr[data_offset_h_ptr];
    const T offset_w = data_offset_ptr[data_offset_w_ptr];
    const T cur_inv_h_data = h_in + i * dilation_h + offset_h;
    const T cur_inv_w_data = w_in + j * dilation_w + offset_w;
    const T cur_top_grad = data_col[index];
    const int cur_h = static_cast<int>(cur_inv_h_data);
    const int cur_w = static_cast<int>(cur_inv_w_data);
    for (int dy = -2; dy <= 2; dy++) {
      for (int dx = -2; dx <= 2; dx++) {
        if (cur_h + dy >= 0 && cur_h + dy < height && cur_w + dx >= 0 && cur_w + dx < width &&
            fabsf(cur_inv_h_data - (cur_h + dy)) < 1 && fabsf(cur_inv_w_data - (cur_w + dx)) < 1) {
          const int cur_bottom_grad_pos = ((b * channels + c) * height + cur_h + dy) * width + cur_w + dx;
          const T weight = get_gradient_weight(cur_inv_h_data, cur_inv_w_data, cur_h + dy, cur_w + dx, height, width);
          warpagg::reduce_add(grad_im + cur_bottom_grad_pos, weight * cur_top_grad);
        }
      }
    }
  }
}
void launch_deform_col2im(const deform_col2im_args& a, int block) {
  deformable_col2im<float><<<mmcv_blocks(a.n, block), block>>>(
      a.n, a.data_col, a.data_offset, a.channels, a.height, a.width, a.kernel_h, a.kernel_w, a.pad_h, a.pad_w,
      a.stride_h, a.stride_w, a.dilation_h, a.dilation_w, a.channel_per_deformable_group, a.batch_size,
      a.deformable_group, a.height_col, a.width_col, a.grad_im);
}

// ============================================================================
// The middle ground: neural fields
// ============================================================================

// ---- torch-ngp hash-grid encoding backward -------------------------------------------
template <class T> __host__ __device__ inline T div_round_up(T val, T divisor) { return (val + divisor - 1) / divisor; }
template <class T> __device__ inline T smoothstep(T val) { return val * val * (3.0f - 2.0f * val); }
/// Instant-NGP's spatial hash: coordinates times large primes, xor-ed.
template <unsigned D> __device__ unsigned fast_hash(const unsigned pos_grid[D]) {
  constexpr unsigned primes[7] = {1u, 2654435761u, 805459861u, 3674653429u, 2097192037u, 1434869437u, 2165219737u};
  unsigned result = 0;
#pragma unroll
  for (unsigned i = 0; i < D; ++i) result ^= pos_grid[i] * primes[i];
  return result;
}
/// A grid vertex's entry: dense while the level fits its table, hashed beyond.
template <unsigned D, unsigned C>
__device__ unsigned get_grid_index(const unsigned gridtype, const bool align_corners, const unsigned ch,
                                   const unsigned hashmap_size, const unsigned resolution, const unsigned pos_grid[D]) {
  unsigned stride = 1;
  unsigned index = 0;
#pragma unroll
  for (unsigned d = 0; d < D && stride <= hashmap_size; d++) {
    index += pos_grid[d] * stride;
    stride *= align_corners ? resolution : (resolution + 1);
  }
  if (gridtype == 0 && stride > hashmap_size) index = fast_hash<D>(pos_grid);
  return (index % hashmap_size) * C + ch;
}
template <class scalar_t, unsigned D, unsigned C, unsigned N_C>
__global__ void grid_backward(const scalar_t* __restrict__ grad, const float* __restrict__ inputs,
                              const int* __restrict__ offsets, scalar_t* __restrict__ grad_grid, const unsigned B,
                              const unsigned L, const float S, const unsigned H, const unsigned gridtype,
                              const bool align_corners, const unsigned interp) {
  const unsigned b = (blockIdx.x * blockDim.x + threadIdx.x) * N_C / C;
  if (b >= B) return;
  const unsigned level = blockIdx.y;
  const unsigned ch = (blockIdx.x * blockDim.x + threadIdx.x) * N_C - b * C;
  grad_grid += offsets[level] * C;
  inputs += b * D;
  grad += level * B * C + b * C + ch;  // L, B, C
  const unsigned hashmap_size = offsets[level + 1] - offsets[level];
  const float scale = exp2f(level * S) * H - 1.0f;
  const unsigned resolution = static_cast<unsigned>(ceil(scale)) + 1;
#pragma unroll
  for (unsigned d = 0; d < D; d++) {
    if (inputs[d] < 0 || inputs[d] > 1) return;  // outside the grid: no gradient
  }
  float pos[D];
  unsigned pos_grid[D];
#pragma unroll
  for (unsigned d = 0; d < D; d++) {
    pos[d] = inputs[d] * scale + (align_corners ? 0.0f : 0.5f);
    pos_grid[d] = floorf(pos[d]);
    pos[d] -= static_cast<float>(pos_grid[d]);
    if (interp == 1) pos[d] = smoothstep(pos[d]);
  }
  scalar_t grad_cur[N_C] = {};
#pragma unroll
  for (unsigned c = 0; c < N_C; c++) grad_cur[c] = grad[c];
#pragma unroll
  for (unsigned idx = 0; idx < (1u << D); idx++) {
    float w = 1;
    unsigned pos_grid_local[D];
#pragma unroll
    for (unsigned d = 0; d < D; d++) {
      if ((idx & (1u << d)) == 0) {
        w *= 1 - pos[d];
        pos_grid_local[d] = pos_grid[d];
      } else {
        w *= pos[d];
        pos_grid_local[d] = pos_grid[d] + 1;
      }
    }
    const unsigned index = get_grid_index<D, C>(gridtype, align_corners, ch, hashmap_size, resolution, pos_grid_local);
    // 16-bit gradients go two at a time, as one __half2 (a single __half add is slow).
    if (std::is_same<scalar_t, __half>::value && N_C % 2 == 0) {
#pragma unroll
      for (unsigned c = 0; c < N_C; c += 2) {
        __half2 v = {static_cast<__half>(w * static_cast<float>(grad_cur[c])),
                     static_cast<__half>(w * static_cast<float>(grad_cur[c + 1]))};
        warpagg::reduce_add(reinterpret_cast<__half2*>(&grad_grid[index + c]), v);
      }
    } else {
#pragma unroll
      for (unsigned c = 0; c < N_C; c++) warpagg::reduce_add(&grad_grid[index + c], w * static_cast<float>(grad_cur[c]));
    }
  }
}
template <class scalar_t> void launch_grid_backward(const hashgrid_bwd_args& a, int block) {
  constexpr unsigned C = kHashgridFeatures, N_C = C < 2 ? C : 2;  // features per thread: min(2, C)
  const dim3 blocks(div_round_up(a.B * C / N_C, static_cast<unsigned>(block)), a.L, 1);
  grid_backward<scalar_t, kHashgridDims, C, N_C><<<blocks, block>>>(
      static_cast<const scalar_t*>(a.grad), a.inputs, a.offsets, static_cast<scalar_t*>(a.grad_grid), a.B, a.L, a.S,
      a.H, a.gridtype, a.align_corners, a.interp);
}
void launch_hashgrid_bwd_f32(const hashgrid_bwd_args& a, int block) { launch_grid_backward<float>(a, block); }
void launch_hashgrid_bwd_f16(const hashgrid_bwd_args& a, int block) { launch_grid_backward<__half>(a, block); }

// ============================================================================
// The middle ground: differentiable rendering and point-cloud losses
// ============================================================================

// ---- PyTorch3D point rasterizer backward -------------------------------------------------
__global__ void rasterize_points_backward(const float* points, const int* idxs, const int N, const int P, const int H,
                                          const int W, const int K, const float* grad_zbuf, const float* grad_dists,
                                          float* grad_points) {
  // One thread per (image, pixel row, pixel column, k), grid-stride.
  const auto num_threads = gridDim.x * blockDim.x;
  const auto tid = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = tid; i < N * H * W * K; i += num_threads) { warpagg::keyed_group<int, warpagg::op::add, float, float, float> wa_group_1049; do {
    const int yxk = i % (H * W * K);
    const int yi = yxk / (W * K);
    const int xk = yxk % (W * K);
    const int xi = xk / K;
    const int yidx = H - 1 - yi;  // the X and Y axes run backwards
    const int xidx = W - 1 - xi;
    const float xf = pix_to_non_square_ndc(xidx, W, H);
    const float yf = pix_to_non_square_ndc(yidx, H, W);
    const int p = idxs[i];
    if (p < 0) continue;
    const float grad_dist2 = grad_dists[i];
    const int p_ind = p * 3;
    const float px = points[p_ind + 0];
    const float py = points[p_ind + 1];
    const float dx = px - xf;
    const float dy = py - yf;
    const float grad_px = 2.0f * grad_dist2 * dx;
    const float grad_py = 2.0f * grad_dist2 * dy;
    const float grad_pz = grad_zbuf[i];
    wa_group_1049.put<0>(p_ind, grad_px);
    wa_group_1049.put<1>(p_ind, grad_py);
    wa_group_1049.put<2>(p_ind, grad_pz);
  } while (0); wa_group_1049.commit([&](int p_ind) { return warpagg::addresses(grad_points + p_ind + 0, grad_points + p_ind + 1, grad_points + p_ind + 2); }); }
}
void launch_points_raster_bwd(const points_raster_bwd_args& a, int) {
  rasterize_points_backward<<<1024, 64>>>(a.points, a.idxs, a.N, a.P, a.H, a.W, a.K, a.grad_zbuf, a.grad_dists,
                                          a.grad_points);
}

// ---- PyTorch3D mesh rasterizer backward (geometry: pytorch3d_geometry.cuh) ------------
__global__ void rasterize_meshes_backward(const float* face_verts, const long long* pix_to_face,
                                          const bool perspective_correct, const bool clip_barycentric_coords,
                                          const int N, const int H, const int W, const int K, const float* grad_zbuf,
                                          const float* grad_bary, const float* grad_dists, float* grad_face_verts) {
  // One thread per pixel of each image, grid-stride; a pixel's K faces in turn.
  const auto num_threads = gridDim.x * blockDim.x;
  const auto tid = blockIdx.x * blockDim.x + threadIdx.x;
  for (int t_i = tid; t_i < N * H * W; t_i += num_threads) {
    const int n = t_i / (H * W);
    const int pix_idx = t_i % (H * W);
    const int yi = H - 1 - pix_idx / W;  // the X and Y axes run backwards
    const int xi = W - 1 - pix_idx % W;
    const float2 pxy = make_float2(pix_to_non_square_ndc(xi, W, H), pix_to_non_square_ndc(yi, H, W));
    for (int k = 0; k < K; k++) { warpagg::keyed_group<int, warpagg::op::add, float, float, float, float, float, float, float, float, float> wa_group_1101; do {
      const int i = n * H * W * K + pix_idx * K + k;
      const int f = pix_to_face[i];
      if (f < 0) continue;  // padding
      const face_corners v = single_face_verts(face_verts, f);
      const float2 v0xy = make_float2(v.v0.x, v.v0.y), v1xy = make_float2(v.v1.x, v.v1.y);
      const float2 v2xy = make_float2(v.v2.x, v.v2.y);
      const float grad_dist_upstream = grad_dists[i];
      const float grad_zbuf_upstream = grad_zbuf[i];
      const float3 grad_bary_upstream = make_float3(grad_bary[i * 3 + 0], grad_bary[i * 3 + 1], grad_bary[i * 3 + 2]);
      const float3 b_w = barycentric_forward(pxy, v0xy, v1xy, v2xy);
      const float3 b_pp = !perspective_correct ? b_w : perspective_correction_forward(b_w, v.v0.z, v.v1.z, v.v2.z);
      const float3 b_w_clip = !clip_barycentric_coords ? b_pp : barycentric_clip_forward(b_pp);
      const bool inside = b_pp.x > 0.0f && b_pp.y > 0.0f && b_pp.z > 0.0f;
      const float sign = inside ? -1.0f : 1.0f;
      const triangle_grads grad_dist_f =
          point_triangle_distance_backward(pxy, v0xy, v1xy, v2xy, sign * grad_dist_upstream);
      // zbuf = w0 z0 + w1 z1 + w2 z2: its gradient reaches the coordinates too.
      const float3 grad_bary_f_sum = grad_bary_upstream + grad_zbuf_upstream * make_float3(v.v0.z, v.v1.z, v.v2.z);
      float3 grad_bary0 = grad_bary_f_sum;
      if (clip_barycentric_coords) grad_bary0 = barycentric_clip_backward(b_w, grad_bary_f_sum);
      float dz0_persp = 0.0f, dz1_persp = 0.0f, dz2_persp = 0.0f;
      if (perspective_correct) {
        const perspective_grads pg = perspective_correction_backward(b_w, v.v0.z, v.v1.z, v.v2.z, grad_bary0);
        grad_bary0 = pg.dbary;
        dz0_persp = pg.dz0, dz1_persp = pg.dz1, dz2_persp = pg.dz2;
      }
      const triangle_grads grad_bary_f = barycentric_backward(pxy, v0xy, v1xy, v2xy, grad_bary0);
      wa_group_1101.put<0>(f, grad_bary_f.dv0.x + grad_dist_f.dv0.x);
      wa_group_1101.put<1>(f, grad_bary_f.dv0.y + grad_dist_f.dv0.y);
      wa_group_1101.put<2>(f, grad_zbuf_upstream * b_w_clip.x + dz0_persp);
      wa_group_1101.put<3>(f, grad_bary_f.dv1.x + grad_dist_f.dv1.x);
      wa_group_1101.put<4>(f, grad_bary_f.dv1.y + grad_dist_f.dv1.y);
      wa_group_1101.put<5>(f, grad_zbuf_upstream * b_w_clip.y + dz1_persp);
      wa_group_1101.put<6>(f, grad_bary_f.dv2.x + grad_dist_f.dv2.x);
      wa_group_1101.put<7>(f, grad_bary_f.dv2.y + grad_dist_f.dv2.y);
      wa_group_1101.put<8>(f, grad_zbuf_upstream * b_w_clip.z + dz2_persp);
    } while (0); wa_group_1101.commit([&](int f) { return warpagg::addresses(grad_face_verts + f * 9 + 0, grad_face_verts + f * 9 + 1, grad_face_verts + f * 9 + 2, grad_face_verts + f * 9 + 3, grad_face_verts + f * 9 + 4, grad_face_verts + f * 9 + 5, grad_face_verts + f * 9 + 6, grad_face_verts + f * 9 + 7, grad_face_verts + f * 9 + 8); }); }
  }
}
void launch_mesh_raster_bwd(const mesh_raster_bwd_args& a, int) {
  rasterize_meshes_backward<<<1024, 64>>>(a.face_verts, a.pix_to_face, a.perspective_correct,
                                          a.clip_barycentric_coords, a.N, a.H, a.W, a.K, a.grad_zbuf, a.grad_bary,
                                          a.grad_dists, a.grad_face_verts);
}

// ---- PyTorch3D k-nearest-neighbour backward ---------------------------------------------
__global__ void knn_backward(const float* __restrict__ p1, const float* __restrict__ p2,
                             const long long* __restrict__ lengths1, const long long* __restrict__ lengths2,
                             const long long* __restrict__ idxs, const float* __restrict__ grad_dists,
                             float* __restrict__ grad_p1, float* __restrict__ grad_p2, const size_t N, const size_t P1,
                             const size_t P2, const size_t K, const size_t D, const size_t norm) {
  const size_t tid = blockIdx.x * blockDim.x + threadIdx.x;
  const size_t stride = gridDim.x * blockDim.x;
  for (size_t i = tid; i < N * P1 * K * D; i += stride) {
    const size_t n = i / (P1 * K * D);
    size_t rem = i % (P1 * K * D);
    const size_t p1_idx = rem / (K * D);
    rem = rem % (K * D);
    const size_t k = rem / D;
    const size_t d = rem % D;
    const size_t num1 = lengths1[n];
    const size_t num2 = lengths2[n];
    if (p1_idx < num1 && k < num2) {
      const float grad_dist = grad_dists[n * P1 * K + p1_idx * K + k];
      const long long p2_idx = idxs[n * P1 * K + p1_idx * K + k];
      if (p2_idx == -1) continue;  // padding
      float diff = 0.0;
      if (norm == 1) {
        const float sign = p1[n * P1 * D + p1_idx * D + d] > p2[n * P2 * D + p2_idx * D + d] ? 1.0 : -1.0;
        diff = grad_dist * sign;
      } else {
        diff = 2.0 * grad_dist * (p1[n * P1 * D + p1_idx * D + d] - p2[n * P2 * D + p2_idx * D + d]);
      }
      warpagg::reduce_add(grad_p1 + n * P1 * D + p1_idx * D + d, diff);
      warpagg::reduce_add(grad_p2 + n * P2 * D + p2_idx * D + d, -1.0f * diff);
    }
  }
}
void launch_knn_bwd(const knn_bwd_args& a, int) {
  knn_backward<<<64, 512>>>(a.p1, a.p2, a.lengths1, a.lengths2, a.idxs, a.grad_dists, a.grad_p1, a.grad_p2, a.N, a.P1,
                            a.P2, a.K, a.D, a.norm);
}

}  // namespace

rs_kernels RS_ENTRY() {
  rs_kernels k{};
  k.embedding_bwd = launch_embedding_bwd;
  k.layernorm_flush = launch_layernorm_flush;
  k.layernorm_naive = launch_layernorm_naive;
  k.bias_bwd = launch_bias_bwd;
  k.global_pool = launch_global_pool;
  k.index_add = launch_index_add;
  k.edge_softmax = launch_edge_softmax;
  k.degree = launch_degree;
  k.spmm = launch_spmm;
  k.frontier = launch_frontier;
  k.raster_bwd = launch_raster_bwd;
  k.deposit = launch_deposit;
  k.lj = launch_lj;
  k.hist = launch_hist;
  k.spmv = launch_spmv;
  k.persistent_random = launch_persistent_random;
  k.persistent_sorted = launch_persistent_sorted;
  k.scatter_sum = launch_scatter_sum;
  k.spmm_copy_u = launch_spmm_copy_u;
  k.index_add_wide = launch_index_add_wide;
  k.voxel_count = launch_voxel_count;
  k.spvoxelize = launch_spvoxelize;
  k.voxel_reduce = launch_voxel_reduce;
  k.roi_align_bwd = launch_roi_align_bwd;
  k.deform_col2im = launch_deform_col2im;
  k.hashgrid_bwd_f32 = launch_hashgrid_bwd_f32;
  k.hashgrid_bwd_f16 = launch_hashgrid_bwd_f16;
  k.points_raster_bwd = launch_points_raster_bwd;
  k.mesh_raster_bwd = launch_mesh_raster_bwd;
  k.knn_bwd = launch_knn_bwd;
  return k;
}
