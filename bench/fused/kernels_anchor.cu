// bench/fused/kernels_anchor.cu -- the hand-fused anchors of issue 19: what an
// expert writes without warpagg. One __match_any_sync on the key, every value
// reduced in one interleaved loop (the "voting and shuffling" reduce_peers
// tree: each step shuffles all values), the group's first lane issues every
// atomic; a warp whose lanes all have distinct keys issues plain atomics
// after one vote. Rasterizer: the warp kept converged (the `continue`s become
// a skip flag, skipped lanes contribute 0), all 9 values computed, one match
// on the id; the whole warp sharing it with >= 8 contributors: one butterfly
// over the 9 values and lane 0 issues, else plain atomics.
#include "kernels.h"

#include <cooperative_groups.h>
#ifdef FUSED_RASTER3_BOUND
#include "bound_use.h"
#endif
namespace cg = cooperative_groups;

namespace {

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x & 31u; }

template <class T> __device__ __forceinline__ void take_from(unsigned mask, bool take, int src, T& v) {
  const T other = __shfl_sync(mask, v, src);
  if (take) v += other;
}

/// Reduces every v over the lanes of `peers` (this lane's group, all of mask
/// executing) into the group's lowest lane; returns whether this lane is it.
template <class... T> __device__ __forceinline__ bool reduce_peers(unsigned mask, unsigned peers, T&... v) {
  const unsigned lane = lane_id();
  const bool leader = (peers & ((1u << lane) - 1u)) == 0u;
  unsigned rel = __popc(peers & ((1u << lane) - 1u));
  unsigned rest = peers & ~((2u << lane) - 1u);  // peers above this lane
  while (__any_sync(mask, rest != 0u)) {
    const int next = __ffs(rest) - 1;
    const int src = next >= 0 ? next : static_cast<int>(lane);
    const bool take = (rel & 1u) == 0u && next >= 0;
    (take_from(mask, take, src, v), ...);
    rest &= __ballot_sync(mask, (rel & 1u) == 0u);
    rel >>= 1;
  }
  return leader;
}

template <class T> __global__ void pic_deposit(pic_args<T> a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.n) return;
  const int c = a.cell[i];
  const T w = a.w[i];
  T q = w, x = w * a.vx[i], y = w * a.vy[i], z = w * a.vz[i];
  const unsigned mask = __activemask();
  const unsigned peers = __match_any_sync(mask, c);
  if (__all_sync(mask, peers == (1u << lane_id())) || reduce_peers(mask, peers, q, x, y, z)) {
    atomicAdd(&a.rho[c], q);
    atomicAdd(&a.jx[c], x);
    atomicAdd(&a.jy[c], y);
    atomicAdd(&a.jz[c], z);
  }
}

template <int C> __global__ void __launch_bounds__(kTile * kTile) raster_backward(raster_args a) {
  static_assert(C == 3, "the colour values below are written out for C == 3");
  constexpr int B = kTile * kTile;
  __shared__ int collected_id[B];
  __shared__ float2 collected_xy[B];
  __shared__ float4 collected_conic_o[B];
  __shared__ float collected_color[C * B];
  const int tile = blockIdx.x;
  const int px = (tile % a.tiles_x) * kTile + threadIdx.x % kTile;
  const int py = (tile / a.tiles_x) * kTile + threadIdx.x / kTile;
  const bool inside = px < a.width && py < a.height;
  const int pix = py * a.width + px;
  const int2 range = a.ranges[tile];
  const int rounds = (range.y - range.x + B - 1) / B;
  int todo = range.y - range.x;
  const float T = inside ? a.T_final[pix] : 0.0f;
  float dL_dpixel[C];
  for (int ch = 0; ch < C; ch++) dL_dpixel[ch] = inside ? a.dL_dpix[ch * a.width * a.height + pix] : 0.0f;
  const float ddelx_dx = 0.5f * a.width, ddely_dy = 0.5f * a.height;
  for (int i = 0; i < rounds; i++, todo -= B) {
    __syncthreads();
    const int progress = i * B + threadIdx.x;
    if (range.x + progress < range.y) {
      const int id = a.ids[range.x + progress];
      collected_id[threadIdx.x] = id;
      collected_xy[threadIdx.x] = a.xy[id];
      collected_conic_o[threadIdx.x] = a.conic_o[id];
      for (int ch = 0; ch < C; ch++) collected_color[ch * B + threadIdx.x] = a.color[id * C + ch];
    }
    __syncthreads();
    for (int j = 0; j < min(B, todo); j++) {
      const int global_id = collected_id[j];
      const float2 xy = collected_xy[j];
      const float2 d = {xy.x - px, xy.y - py};
      const float4 con_o = collected_conic_o[j];
      const float power = -0.5f * (con_o.x * d.x * d.x + con_o.z * d.y * d.y) - con_o.y * d.x * d.y;
      const float G = expf(power);
      const float alpha = fminf(0.99f, con_o.w * G);
      const bool skip = !inside || power > 0.0f || alpha < 1.0f / 255.0f;
      float v[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
      if (!skip) {
        const float dchannel_dcolor = alpha * T;
        float dL_dalpha = 0.0f;
#pragma unroll
        for (int ch = 0; ch < C; ch++) {
          const float c = collected_color[ch * B + j];
          dL_dalpha += (c - kBackground) * dL_dpixel[ch];
          v[ch] = dchannel_dcolor * dL_dpixel[ch];
        }
        dL_dalpha *= T;
        const float dL_dG = con_o.w * dL_dalpha;
        const float gdx = G * d.x;
        const float gdy = G * d.y;
        const float dG_ddelx = -gdx * con_o.x - gdy * con_o.y;
        const float dG_ddely = -gdy * con_o.z - gdx * con_o.y;
        v[3] = dL_dG * dG_ddelx * ddelx_dx;
        v[4] = dL_dG * dG_ddely * ddely_dy;
        v[5] = -0.5f * gdx * d.x * dL_dG;
        v[6] = -0.5f * gdx * d.y * dL_dG;
        v[7] = -0.5f * gdy * d.y * dL_dG;
        v[8] = G * dL_dalpha;
      }
      const unsigned mask = __activemask();  // the whole warp: the loop is uniform
      const unsigned peers = __match_any_sync(mask, global_id);
      const int contributing = __popc(__ballot_sync(mask, !skip));
      bool issue = !skip;
      if (peers == 0xffffffffu && contributing >= 8) {
#pragma unroll
        for (int off = 16; off > 0; off >>= 1)
#pragma unroll
          for (int s = 0; s < 9; s++) v[s] += __shfl_xor_sync(0xffffffffu, v[s], off);
        issue = lane_id() == 0;
      }
      if (issue) {
        atomicAdd(&a.dL_dcolor[global_id * C + 0], v[0]);
        atomicAdd(&a.dL_dcolor[global_id * C + 1], v[1]);
        atomicAdd(&a.dL_dcolor[global_id * C + 2], v[2]);
        atomicAdd(&a.dL_dmean2D[global_id].x, v[3]);
        atomicAdd(&a.dL_dmean2D[global_id].y, v[4]);
        atomicAdd(&a.dL_dconic[global_id].x, v[5]);
        atomicAdd(&a.dL_dconic[global_id].y, v[6]);
        atomicAdd(&a.dL_dconic[global_id].w, v[7]);
        atomicAdd(&a.dL_dopacity[global_id], v[8]);
      }
    }
  }
}

// ---- the real-shape rasterizer backward (issue 26), hand-optimized ----------
// As the published hand-optimized version does it: the warp kept converged
// (the per-lane `done` exit and the `continue`s become a skip flag, skipped
// lanes contribute 0), one match on the id, and where the whole warp shares
// it one butterfly over the 9 values and lane 0 issues, else plain atomics.
// With FUSED_RASTER3_RS the 9 values are combined by a reduce-scatter
// instead (issue 26 item 3): padded to 16 slots, each step halves the slots
// a lane carries (8 + 4 + 2 + 1 shuffles, then 1 for the last pair of lanes),
// and lanes 0, 2, ..., 16 issue one slot each. With FUSED_RASTER3_BLOCK the
// warps' reduced values go to a __shared__ sum per batch slot instead, and
// each slot's thread issues the block's 9 atomics at the next barrier
// (issue 26 item 4: one atomic per value per block, not per warp).
// With FUSED_RASTER3_SMEM the butterfly becomes a trip through shared memory
// (issue 26, a cheaper combination for many slots): each lane stores its 9
// values in its warp's staging rows, and lanes 0-8 each add up one row (eight
// 16-byte loads) and issue that slot's atomic. FUSED_RASTER3_EARLY leaves
// the iteration as soon as no lane of the warp is before its last
// contributor, as the plain kernel's first `continue` does for a whole warp.
// FUSED_RASTER3_BOUND (bench CMake option FUSED_BOUND, measurement only: the
// results are not the gradients) bounds what any combination can reach:
// 1 keeps the vote, the match and the butterfly and drops the atomics; 2
// computes the values and combines nothing (bound_use.h).
#ifdef FUSED_RASTER3_RS
__device__ __forceinline__ void reduce_scatter_16(float (&v)[16], unsigned lane) {
#pragma unroll
  for (int half = 8, offset = 16; half >= 1; half >>= 1, offset >>= 1) {
    const bool upper = (lane & offset) != 0;
#pragma unroll
    for (int k = 0; k < half; k++) {
      const float send = upper ? v[k] : v[k + half];
      const float keep = upper ? v[k + half] : v[k];
      v[k] = keep + __shfl_xor_sync(0xffffffffu, send, offset);
    }
  }
  v[0] += __shfl_xor_sync(0xffffffffu, v[0], 1);
}
#endif

template <uint32_t C>  // as the real kernel declares it
__global__ void __launch_bounds__(kBlockSize)
    render_backward(const uint2* __restrict__ ranges, const uint32_t* __restrict__ point_list, int W, int H,
                    const float* __restrict__ bg_color, const float2* __restrict__ points_xy,
                    const float4* __restrict__ conic_opacity, const float* __restrict__ colors,
                    const float* __restrict__ final_Ts, const uint32_t* __restrict__ n_contrib,
                    const float* __restrict__ dL_dpixels, float3* __restrict__ dL_dmean2D,
                    float4* __restrict__ dL_dconic2D, float* __restrict__ dL_dopacity,
                    float* __restrict__ dL_dcolors) {
  static_assert(C == 3, "the values below are written out for C == 3");
  auto block = cg::this_thread_block();
  const uint32_t tiles_across = (W + kBlockX - 1) / kBlockX;
  const uint2 corner = {block.group_index().x * kBlockX, block.group_index().y * kBlockY};
  const uint2 pix = {corner.x + block.thread_index().x, corner.y + block.thread_index().y};
  const uint32_t pix_id = W * pix.y + pix.x;
  const float2 pixf = {(float)pix.x, (float)pix.y};
  const bool inside = pix.x < W && pix.y < H;
  const uint2 range = ranges[block.group_index().y * tiles_across + block.group_index().x];
  const int rounds = (range.y - range.x + kBlockSize - 1) / kBlockSize;
  const bool done = !inside;
  int toDo = range.y - range.x;
  const unsigned lane = block.thread_rank() % 32u;

  __shared__ int collected_id[kBlockSize];
  __shared__ float2 collected_xy[kBlockSize];
  __shared__ float4 collected_conic_o[kBlockSize];
  __shared__ float collected_colors[C * kBlockSize];
#if defined(FUSED_RASTER3_SMEM) || defined(FUSED_RASTER3_RS)
  // The address of value `slot` (0-8) of primitive `id`, for a lane issuing one slot.
  auto slot_address = [&](unsigned slot, int id) {
    return slot < 3    ? &dL_dcolors[id * C + slot]
           : slot == 3 ? &dL_dmean2D[id].x
           : slot == 4 ? &dL_dmean2D[id].y
           : slot == 5 ? &dL_dconic2D[id].x
           : slot == 6 ? &dL_dconic2D[id].y
           : slot == 7 ? &dL_dconic2D[id].w
                       : &dL_dopacity[id];
  };
#endif
#ifdef FUSED_RASTER3_SMEM
  // Rows padded to 36 floats: the 16-byte loads of lanes 0-7 fall in distinct
  // banks (lane 8 is served in the next phase).
  __shared__ __align__(16) float stage[kBlockSize / 32][9][36];
  float(*const staged)[36] = stage[block.thread_rank() / 32u];
#endif
#ifdef FUSED_RASTER3_BLOCK
  // The warps' reduced values per batch slot, issued once per block at the
  // next barrier (slot t by thread t, which loaded its id).
  __shared__ float block_sum[9][kBlockSize];
  const unsigned t = block.thread_rank();
  auto flush = [&] {
    const int id = collected_id[t];
    float* const at[9] = {&dL_dcolors[id * C + 0], &dL_dcolors[id * C + 1], &dL_dcolors[id * C + 2],
                          &dL_dmean2D[id].x,       &dL_dmean2D[id].y,       &dL_dconic2D[id].x,
                          &dL_dconic2D[id].y,      &dL_dconic2D[id].w,      &dL_dopacity[id]};
#pragma unroll
    for (int s = 0; s < 9; s++) {
      if (block_sum[s][t] != 0.0f) atomicAdd(at[s], block_sum[s][t]);
      block_sum[s][t] = 0.0f;
    }
  };
#pragma unroll
  for (int s = 0; s < 9; s++) block_sum[s][t] = 0.0f;
#endif

  const float T_final = inside ? final_Ts[pix_id] : 0;
  float T = T_final;
  uint32_t contributor = toDo;
  const int last_contributor = inside ? n_contrib[pix_id] : 0;
  float accum_rec[C] = {0};
  float dL_dpixel[C] = {0};
  if (inside)
    for (int ch = 0; ch < C; ch++) dL_dpixel[ch] = dL_dpixels[ch * H * W + pix_id];
  float last_alpha = 0;
  float last_color[C] = {0};
  const float ddelx_dx = 0.5 * W;
  const float ddely_dy = 0.5 * H;
#ifdef FUSED_RASTER3_BOUND
  float sink = 0.0f;  // what a bound variant keeps instead of adding to memory
#endif
  float bg_dot_dpixel = 0;
  for (int ch = 0; ch < C; ch++) bg_dot_dpixel += bg_color[ch] * dL_dpixel[ch];

  for (int i = 0; i < rounds; i++, toDo -= kBlockSize) {
    block.sync();
#ifdef FUSED_RASTER3_BLOCK
    if (i > 0) flush();
#endif
    const int progress = i * kBlockSize + block.thread_rank();
    if (range.x + progress < range.y) {
      const int id = point_list[range.y - progress - 1];
      collected_id[block.thread_rank()] = id;
      collected_xy[block.thread_rank()] = points_xy[id];
      collected_conic_o[block.thread_rank()] = conic_opacity[id];
      for (int ch = 0; ch < C; ch++) collected_colors[ch * kBlockSize + block.thread_rank()] = colors[id * C + ch];
    }
    block.sync();
    for (int j = 0; j < min(kBlockSize, toDo); j++) {
      contributor--;
      bool skip = done || contributor >= last_contributor;
#ifdef FUSED_RASTER3_EARLY
      if (!__any_sync(0xffffffffu, !skip)) continue;
#endif
      const float2 xy = collected_xy[j];
      const float2 d = {xy.x - pixf.x, xy.y - pixf.y};
      const float4 con_o = collected_conic_o[j];
      const float power = -0.5f * (con_o.x * d.x * d.x + con_o.z * d.y * d.y) - con_o.y * d.x * d.y;
      skip = skip || power > 0.0f;
      const float G = exp(power);
      const float alpha = min(0.99f, con_o.w * G);
      skip = skip || alpha < 1.0f / 255.0f;
#ifdef FUSED_RASTER3_RS
      float v[16] = {0};
#else
      float v[9] = {0};
#endif
      if (!skip) {
        T = T / (1.f - alpha);
        const float dchannel_dcolor = alpha * T;
        float dL_dalpha = 0.0f;
#pragma unroll
        for (int ch = 0; ch < C; ch++) {
          const float c = collected_colors[ch * kBlockSize + j];
          accum_rec[ch] = last_alpha * last_color[ch] + (1.f - last_alpha) * accum_rec[ch];
          last_color[ch] = c;
          const float dL_dchannel = dL_dpixel[ch];
          dL_dalpha += (c - accum_rec[ch]) * dL_dchannel;
          v[ch] = dchannel_dcolor * dL_dchannel;
        }
        dL_dalpha *= T;
        last_alpha = alpha;
        dL_dalpha += (-T_final / (1.f - alpha)) * bg_dot_dpixel;
        const float dL_dG = con_o.w * dL_dalpha;
        const float gdx = G * d.x;
        const float gdy = G * d.y;
        const float dG_ddelx = -gdx * con_o.x - gdy * con_o.y;
        const float dG_ddely = -gdy * con_o.z - gdx * con_o.y;
        v[3] = dL_dG * dG_ddelx * ddelx_dx;
        v[4] = dL_dG * dG_ddely * ddely_dy;
        v[5] = -0.5f * gdx * d.x * dL_dG;
        v[6] = -0.5f * gdx * d.y * dL_dG;
        v[7] = -0.5f * gdy * d.y * dL_dG;
        v[8] = G * dL_dalpha;
      }
#if FUSED_RASTER3_BOUND == 2
      // Lower bound of any combination: the values computed, nothing combined.
#pragma unroll
      for (int s = 0; s < 9; s++) bound_use(v[s]);
      continue;
#endif
      if (!__any_sync(0xffffffffu, !skip)) continue;  // the whole warp: the loop is uniform
      const int global_id = collected_id[j];
      const unsigned peers = __match_any_sync(0xffffffffu, global_id);
      if (peers == 0xffffffffu) {
#if defined(FUSED_RASTER3_SMEM)
#pragma unroll
        for (int s = 0; s < 9; s++) staged[s][lane] = v[s];
        __syncwarp();
        if (lane < 9) {
          const float4* row = reinterpret_cast<const float4*>(staged[lane]);
          float4 a = row[0];
#pragma unroll
          for (int k = 1; k < 8; k++) {
            const float4 b = row[k];
            a.x += b.x;
            a.y += b.y;
            a.z += b.z;
            a.w += b.w;
          }
          atomicAdd(slot_address(lane, global_id), (a.x + a.y) + (a.z + a.w));
        }
        __syncwarp();  // the rows are written again by the next iteration
        continue;
#elif defined(FUSED_RASTER3_RS)
        reduce_scatter_16(v, lane);
        const unsigned slot = lane >> 1;
        if ((lane & 1u) == 0 && slot < 9) {
          atomicAdd(slot_address(slot, global_id), v[0]);
        }
        continue;
#else
#pragma unroll
        for (int off = 16; off > 0; off >>= 1)
#pragma unroll
          for (int s = 0; s < 9; s++) v[s] += __shfl_xor_sync(0xffffffffu, v[s], off);
        skip = lane != 0;
#if FUSED_RASTER3_BOUND == 1
        // The anchor's vote, match and butterfly, without its atomics.
        if (!skip)
#pragma unroll
          for (int s = 0; s < 9; s++) sink += v[s];
        continue;
#endif
#ifdef FUSED_RASTER3_BLOCK
        if (!skip)
#pragma unroll
          for (int s = 0; s < 9; s++) atomicAdd(&block_sum[s][j], v[s]);
        continue;
#endif
#endif
      }
      if (!skip) {
        atomicAdd(&dL_dcolors[global_id * C + 0], v[0]);
        atomicAdd(&dL_dcolors[global_id * C + 1], v[1]);
        atomicAdd(&dL_dcolors[global_id * C + 2], v[2]);
        atomicAdd(&dL_dmean2D[global_id].x, v[3]);
        atomicAdd(&dL_dmean2D[global_id].y, v[4]);
        atomicAdd(&dL_dconic2D[global_id].x, v[5]);
        atomicAdd(&dL_dconic2D[global_id].y, v[6]);
        atomicAdd(&dL_dconic2D[global_id].w, v[7]);
        atomicAdd(&dL_dopacity[global_id], v[8]);
      }
    }
  }
#ifdef FUSED_RASTER3_BLOCK
  block.sync();
  if (rounds > 0) flush();
#endif
#ifdef FUSED_RASTER3_BOUND
  if (sink == 1.0e-30f) dL_dopacity[0] = sink;  // keeps the values live; never true on this data
#endif
}

constexpr float kCut2 = 2.2f * 2.2f;
__global__ void md_forces(md_args a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.n) return;
  const float xi = a.x[i], yi = a.y[i], zi = a.z[i];
  float fxi = 0.0f, fyi = 0.0f, fzi = 0.0f;
  const int cnt = a.count[i];
  for (int k = 0; k < cnt; ++k) {
    const int j = a.neigh[k * a.n + i];
    const float dx = xi - a.x[j], dy = yi - a.y[j], dz = zi - a.z[j];
    const float r2 = dx * dx + dy * dy + dz * dz;
    const bool act = r2 <= kCut2;
    float gx = 0.0f, gy = 0.0f, gz = 0.0f;
    if (act) {
      const float sr2 = 1.0f / r2;
      const float sr6 = sr2 * sr2 * sr2;
      const float fpair = 24.0f * sr6 * (2.0f * sr6 - 1.0f) * sr2;
      fxi += dx * fpair;
      fyi += dy * fpair;
      fzi += dz * fpair;
      gx = -dx * fpair;
      gy = -dy * fpair;
      gz = -dz * fpair;
    }
    const unsigned mask = __activemask();
    const unsigned peers = __match_any_sync(mask, act ? j : -1 - static_cast<int>(lane_id()));
    const bool issue = __all_sync(mask, peers == (1u << lane_id())) || reduce_peers(mask, peers, gx, gy, gz);
    if (issue && act) {
      atomicAdd(&a.fx[j], gx);
      atomicAdd(&a.fy[j], gy);
      atomicAdd(&a.fz[j], gz);
    }
  }
  atomicAdd(&a.fx[i], fxi);
  atomicAdd(&a.fy[i], fyi);
  atomicAdd(&a.fz[i], fzi);
}

template <class T> void launch_pic(const pic_args<T>& a) { pic_deposit<T><<<(a.n + 255) / 256, 256>>>(a); }
void launch_raster(const raster_args& a) {
  const int tiles = a.tiles_x * ((a.height + kTile - 1) / kTile);
  raster_backward<kChannels><<<tiles, kTile * kTile>>>(a);
}
void launch_md(const md_args& a) { md_forces<<<(a.n + 127) / 128, 128>>>(a); }
void launch_raster3(const raster3_args& a) {
  const dim3 grid((a.W + kBlockX - 1) / kBlockX, (a.H + kBlockY - 1) / kBlockY), block(kBlockX, kBlockY);
  render_backward<kChannels><<<grid, block>>>(a.ranges, a.point_list, a.W, a.H, a.bg_color, a.xy, a.conic_o,
                                              a.colors, a.final_Ts, a.n_contrib, a.dL_dpixels, a.dL_dmean2D,
                                              a.dL_dconic2D, a.dL_dopacity, a.dL_dcolors);
}

}  // namespace

#if defined(FUSED_RASTER3_RS) || defined(FUSED_RASTER3_BLOCK) || defined(FUSED_RASTER3_BOUND) || \
    defined(FUSED_RASTER3_SMEM) || defined(FUSED_RASTER3_EARLY)
fused_kernels FUSED_ENTRY() { return {nullptr, nullptr, nullptr, nullptr, launch_raster3}; }
#else
fused_kernels FUSED_ENTRY() { return {launch_pic<float>, launch_pic<double>, launch_raster, launch_md, launch_raster3}; }
#endif
