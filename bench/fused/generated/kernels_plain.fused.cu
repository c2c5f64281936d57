// bench/fused/kernels_plain.cu -- the fused-aggregation workloads as users
// write them: plain CUDA atomics, no warpagg. This file is also the input of
// the tool's variants (generated/kernels_plain.{persite,fused}.cu are its
// rewrites, compiled from the same launchers with another FUSED_SUFFIX).
#include "kernels.h"

#include <cooperative_groups.h>
#include <warpagg/warpagg.cuh>
#line 8
namespace cg = cooperative_groups;

namespace {

// ---- PIC deposit: 4 quantities per particle into its cell -----------------
template <class T> __global__ void pic_deposit(pic_args<T> a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.n) return;
  // The particle is read into registers first, then deposited (written
  // with the loads inside the atomics' arguments instead, the tool keeps the
  // sites apart: a load of T through a pointer that may alias rho between
  // two deposits could see the first one, and says so).
  const int c = a.cell[i];
  const T w = a.w[i], vx = a.vx[i], vy = a.vy[i], vz = a.vz[i];
  warpagg::keyed_group<int, warpagg::op::add, warpagg::value_at_t<decltype(&a.rho[c])>, warpagg::value_at_t<decltype(&a.jx[c])>, warpagg::value_at_t<decltype(&a.jy[c])>, warpagg::value_at_t<decltype(&a.jz[c])>> wa_group_22; wa_group_22.template put<0>(c, w);
  wa_group_22.template put<1>(c, w * vx);
  wa_group_22.template put<2>(c, w * vy);
  wa_group_22.template put<3>(c, w * vz); wa_group_22.commit([&](int c) { return warpagg::addresses(&a.rho[c], &a.jx[c], &a.jy[c], &a.jz[c]); });
}

// ---- tile rasterizer backward: 9 gradients per (pixel, primitive) ----------
template <int C> __global__ void __launch_bounds__(kTile * kTile) raster_backward(raster_args a) {
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
    for (int j = 0; j < min(B, todo); j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, warpagg::slots<float, C>, float, float, float, float, float, float> wa_group_75; do {
      if (!inside) continue;
      const float2 xy = collected_xy[j];
      const float2 d = {xy.x - px, xy.y - py};
      const float4 con_o = collected_conic_o[j];
      const float power = -0.5f * (con_o.x * d.x * d.x + con_o.z * d.y * d.y) - con_o.y * d.x * d.y;
      if (power > 0.0f) continue;
      const float G = expf(power);
      const float alpha = fminf(0.99f, con_o.w * G);
      if (alpha < 1.0f / 255.0f) continue;
      const float dchannel_dcolor = alpha * T;
      float dL_dalpha = 0.0f;
      const int global_id = collected_id[j];
      for (int ch = 0; ch < C; ch++) {
        const float c = collected_color[ch * B + j];
        const float dL_dchannel = dL_dpixel[ch];
        dL_dalpha += (c - kBackground) * dL_dchannel;
        wa_group_75.template put_at<0>(global_id, dchannel_dcolor * dL_dchannel, ch);
      }
      dL_dalpha *= T;
      const float dL_dG = con_o.w * dL_dalpha;
      const float gdx = G * d.x;
      const float gdy = G * d.y;
      const float dG_ddelx = -gdx * con_o.x - gdy * con_o.y;
      const float dG_ddely = -gdy * con_o.z - gdx * con_o.y;
      wa_group_75.template put<1>(global_id, dL_dG * dG_ddelx * ddelx_dx);
      wa_group_75.template put<2>(global_id, dL_dG * dG_ddely * ddely_dy);
      wa_group_75.template put<3>(global_id, -0.5f * gdx * d.x * dL_dG);
      wa_group_75.template put<4>(global_id, -0.5f * gdx * d.y * dL_dG);
      wa_group_75.template put<5>(global_id, -0.5f * gdy * d.y * dL_dG);
      wa_group_75.template put<6>(global_id, G * dL_dalpha);
    } while (0); wa_group_75.commit([&](int global_id, int ch) { return warpagg::addresses(&a.dL_dcolor[global_id * C + ch], &a.dL_dmean2D[global_id].x, &a.dL_dmean2D[global_id].y, &a.dL_dconic[global_id].x, &a.dL_dconic[global_id].y, &a.dL_dconic[global_id].w, &a.dL_dopacity[global_id]); }); }
  }
}

// ---- the same backward as the real 3DGS kernel is written (issue 26) -------
// Written here after the real kernel's control flow, not copied: a 2-D block
// per tile, loads back to front between block.sync()s, the per-lane `done`
// in the loop condition, the last-contributor `continue`, transmittance and
// colour accumulated back to front.
template <uint32_t C>  // as the real kernel declares it
__global__ void __launch_bounds__(kBlockSize)
    render_backward(const uint2* __restrict__ ranges, const uint32_t* __restrict__ point_list, int W, int H,
                    const float* __restrict__ bg_color, const float2* __restrict__ points_xy,
                    const float4* __restrict__ conic_opacity, const float* __restrict__ colors,
                    const float* __restrict__ final_Ts, const uint32_t* __restrict__ n_contrib,
                    const float* __restrict__ dL_dpixels, float3* __restrict__ dL_dmean2D,
                    float4* __restrict__ dL_dconic2D, float* __restrict__ dL_dopacity,
                    float* __restrict__ dL_dcolors) {
  auto block = cg::this_thread_block();
  const uint32_t tiles_across = (W + kBlockX - 1) / kBlockX;
  const uint2 corner = {block.group_index().x * kBlockX, block.group_index().y * kBlockY};
  const uint2 pix = {corner.x + block.thread_index().x, corner.y + block.thread_index().y};
  const uint32_t pix_id = W * pix.y + pix.x;
  const float2 pixf = {(float)pix.x, (float)pix.y};
  const bool inside = pix.x < W && pix.y < H;
  const uint2 range = ranges[block.group_index().y * tiles_across + block.group_index().x];
  const int rounds = (range.y - range.x + kBlockSize - 1) / kBlockSize;
  bool done = !inside;
  int toDo = range.y - range.x;

  __shared__ int collected_id[kBlockSize];
  __shared__ float2 collected_xy[kBlockSize];
  __shared__ float4 collected_conic_o[kBlockSize];
  __shared__ float collected_colors[C * kBlockSize];

  const float T_final = inside ? final_Ts[pix_id] : 0;
  float T = T_final;
  uint32_t contributor = toDo;
  const int last_contributor = inside ? n_contrib[pix_id] : 0;
  float accum_rec[C] = {0};
  float dL_dpixel[C];
  if (inside)
    for (int ch = 0; ch < C; ch++) dL_dpixel[ch] = dL_dpixels[ch * H * W + pix_id];
  float last_alpha = 0;
  float last_color[C] = {0};
  const float ddelx_dx = 0.5 * W;
  const float ddely_dy = 0.5 * H;

  for (int i = 0; i < rounds; i++, toDo -= kBlockSize) {
    block.sync();
    const int progress = i * kBlockSize + block.thread_rank();
    if (range.x + progress < range.y) {
      const int id = point_list[range.y - progress - 1];
      collected_id[block.thread_rank()] = id;
      collected_xy[block.thread_rank()] = points_xy[id];
      collected_conic_o[block.thread_rank()] = conic_opacity[id];
      for (int ch = 0; ch < C; ch++) collected_colors[ch * kBlockSize + block.thread_rank()] = colors[id * C + ch];
    }
    block.sync();
    const unsigned wa_mask_169 = __activemask(); const bool wa_enter_169 = __any_sync(wa_mask_169, !done); for (int j = 0; wa_enter_169 && j < min(kBlockSize, toDo); j++) { warpagg::keyed_uniform_group<int, warpagg::op::add, warpagg::slots<float, C>, float, float, float, float, float, float> wa_group_169; do { if (done) continue;
      contributor--;
      if (contributor >= last_contributor) continue;
      const float2 xy = collected_xy[j];
      const float2 d = {xy.x - pixf.x, xy.y - pixf.y};
      const float4 con_o = collected_conic_o[j];
      const float power = -0.5f * (con_o.x * d.x * d.x + con_o.z * d.y * d.y) - con_o.y * d.x * d.y;
      if (power > 0.0f) continue;
      const float G = exp(power);
      const float alpha = min(0.99f, con_o.w * G);
      if (alpha < 1.0f / 255.0f) continue;
      T = T / (1.f - alpha);
      const float dchannel_dcolor = alpha * T;
      float dL_dalpha = 0.0f;
      const int global_id = collected_id[j];
      for (int ch = 0; ch < C; ch++) {
        const float c = collected_colors[ch * kBlockSize + j];
        accum_rec[ch] = last_alpha * last_color[ch] + (1.f - last_alpha) * accum_rec[ch];
        last_color[ch] = c;
        const float dL_dchannel = dL_dpixel[ch];
        dL_dalpha += (c - accum_rec[ch]) * dL_dchannel;
        wa_group_169.template put_at<0>(global_id, dchannel_dcolor * dL_dchannel, ch);
      }
      dL_dalpha *= T;
      last_alpha = alpha;
      float bg_dot_dpixel = 0;
      for (int ch = 0; ch < C; ch++) bg_dot_dpixel += bg_color[ch] * dL_dpixel[ch];
      dL_dalpha += (-T_final / (1.f - alpha)) * bg_dot_dpixel;
      const float dL_dG = con_o.w * dL_dalpha;
      const float gdx = G * d.x;
      const float gdy = G * d.y;
      const float dG_ddelx = -gdx * con_o.x - gdy * con_o.y;
      const float dG_ddely = -gdy * con_o.z - gdx * con_o.y;
      wa_group_169.template put<1>(global_id, dL_dG * dG_ddelx * ddelx_dx);
      wa_group_169.template put<2>(global_id, dL_dG * dG_ddely * ddely_dy);
      wa_group_169.template put<3>(global_id, -0.5f * gdx * d.x * dL_dG);
      wa_group_169.template put<4>(global_id, -0.5f * gdx * d.y * dL_dG);
      wa_group_169.template put<5>(global_id, -0.5f * gdy * d.y * dL_dG);
      wa_group_169.template put<6>(global_id, G * dL_dalpha);
    } while (0); wa_group_169.commit(wa_mask_169, [&](int global_id, int ch) { return warpagg::addresses(&(dL_dcolors[global_id * C + ch]), &dL_dmean2D[global_id].x, &dL_dmean2D[global_id].y, &dL_dconic2D[global_id].x, &dL_dconic2D[global_id].y, &dL_dconic2D[global_id].w, &(dL_dopacity[global_id])); }); }
  }
}

// ---- molecular dynamics: Lennard-Jones over a half neighbour list ----------
constexpr float kCut2 = 2.2f * 2.2f;
__global__ void md_forces(md_args a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.n) return;
  const float xi = a.x[i], yi = a.y[i], zi = a.z[i];
  float fxi = 0.0f, fyi = 0.0f, fzi = 0.0f;
  const int cnt = a.count[i];
  for (int k = 0; k < cnt; ++k) { warpagg::keyed_group<int, warpagg::op::add, float, float, float> wa_group_210; do {
    const int j = a.neigh[k * a.n + i];
    const float dx = xi - a.x[j], dy = yi - a.y[j], dz = zi - a.z[j];
    const float r2 = dx * dx + dy * dy + dz * dz;
    if (r2 > kCut2) continue;  // in the list (cutoff + skin), beyond the cutoff
    const float sr2 = 1.0f / r2;
    const float sr6 = sr2 * sr2 * sr2;
    const float fpair = 24.0f * sr6 * (2.0f * sr6 - 1.0f) * sr2;
    fxi += dx * fpair;
    fyi += dy * fpair;
    fzi += dz * fpair;
    wa_group_210.put<0>(j, -dx * fpair);
    wa_group_210.put<1>(j, -dy * fpair);
    wa_group_210.put<2>(j, -dz * fpair);
  } while (0); wa_group_210.commit([&](int j) { return warpagg::addresses(&a.fx[j], &a.fy[j], &a.fz[j]); }); }
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

fused_kernels FUSED_ENTRY() { return {launch_pic<float>, launch_pic<double>, launch_raster, launch_md, launch_raster3}; }
