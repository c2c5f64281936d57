// bench/fused/kernels_group.cu -- the plain kernels of kernels_plain.cu
// written by hand with warpagg's group API exactly as the tool is expected to
// emit them (issue 19): the group declared where every lane of the region
// runs, put<I> at each former atomic, commit where the lanes meet again; a
// loop body with `continue`s wrapped as `do { ... } while (0);` so that lanes
// that leave early reach the commit and take part with the identity.
// FUSED_RASTER_KIND builds only the rasterizer, with another group:
// 1 warpagg::group (one match on the id), 2 likely_uniform_group (a check
// that the lanes agree) instead of uniform_group (0: the id taken as
// warp-uniform: it is read from __shared__ at a uniform index after a
// barrier). FUSED_RASTER_SLOTS=1 fills the colour slots with put_at in the
// channel loop (slots<float, C>, as the tool writes it) instead of a switch.
#include <warpagg/warpagg.cuh>

#include "kernels.h"

#ifndef FUSED_RASTER_KIND
#define FUSED_RASTER_KIND 0
#endif
#ifndef FUSED_RASTER_SLOTS
#define FUSED_RASTER_SLOTS 0
#endif
#define FUSED_RASTER_ONLY (FUSED_RASTER_KIND != 0 || FUSED_RASTER_SLOTS)

namespace {

using warpagg::group;
using warpagg::uniform_group;
namespace op = warpagg::op;

template <class T> __global__ void pic_deposit(pic_args<T> a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.n) return;
  group<op::add, T, T, T, T> g;
  const int c = a.cell[i];
  const T w = a.w[i];
  g.template put<0>(&a.rho[c], w);
  g.template put<1>(&a.jx[c], w * a.vx[i]);
  g.template put<2>(&a.jy[c], w * a.vy[i]);
  g.template put<3>(&a.jz[c], w * a.vz[i]);
  g.commit();
}

template <int C> __global__ void __launch_bounds__(kTile * kTile) raster_backward(raster_args a) {
  static_assert(C == 3, "the colour slots below are written out for C == 3");
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
#if FUSED_RASTER_SLOTS
#define FUSED_COLOUR_SLOTS warpagg::slots<float, C>
#else
#define FUSED_COLOUR_SLOTS float, float, float
#endif
#if FUSED_RASTER_KIND == 1
      group<op::add, FUSED_COLOUR_SLOTS, float, float, float, float, float, float> g;
#elif FUSED_RASTER_KIND == 2
      warpagg::likely_uniform_group<op::add, FUSED_COLOUR_SLOTS, float, float, float, float, float, float> g;
#else
      uniform_group<op::add, FUSED_COLOUR_SLOTS, float, float, float, float, float, float> g;
#endif
#undef FUSED_COLOUR_SLOTS
      constexpr int colour = 0, rest = FUSED_RASTER_SLOTS ? 1 : C;  // entries of the type list
      do {
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
#pragma unroll
        for (int ch = 0; ch < C; ch++) {
          const float c = collected_color[ch * B + j];
          const float dL_dchannel = dL_dpixel[ch];
          dL_dalpha += (c - kBackground) * dL_dchannel;
          // One slot per iteration of the constant-trip loop (put<I> takes a
          // constant I): after unrolling each case is one put.
#if FUSED_RASTER_SLOTS
          g.template put_at<colour>(&a.dL_dcolor[global_id * C + ch], dchannel_dcolor * dL_dchannel, ch);
#else
          switch (ch) {
            case 0: g.template put<0>(&a.dL_dcolor[global_id * C + ch], dchannel_dcolor * dL_dchannel); break;
            case 1: g.template put<1>(&a.dL_dcolor[global_id * C + ch], dchannel_dcolor * dL_dchannel); break;
            default: g.template put<2>(&a.dL_dcolor[global_id * C + ch], dchannel_dcolor * dL_dchannel); break;
          }
#endif
        }
        dL_dalpha *= T;
        const float dL_dG = con_o.w * dL_dalpha;
        const float gdx = G * d.x;
        const float gdy = G * d.y;
        const float dG_ddelx = -gdx * con_o.x - gdy * con_o.y;
        const float dG_ddely = -gdy * con_o.z - gdx * con_o.y;
        g.template put<rest + 0>(&a.dL_dmean2D[global_id].x, dL_dG * dG_ddelx * ddelx_dx);
        g.template put<rest + 1>(&a.dL_dmean2D[global_id].y, dL_dG * dG_ddely * ddely_dy);
        g.template put<rest + 2>(&a.dL_dconic[global_id].x, -0.5f * gdx * d.x * dL_dG);
        g.template put<rest + 3>(&a.dL_dconic[global_id].y, -0.5f * gdx * d.y * dL_dG);
        g.template put<rest + 4>(&a.dL_dconic[global_id].w, -0.5f * gdy * d.y * dL_dG);
        g.template put<rest + 5>(&a.dL_dopacity[global_id], G * dL_dalpha);
      } while (0);
      g.commit();
    }
  }
}

constexpr float kCut2 = 2.2f * 2.2f;
__global__ void md_forces(md_args a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= a.n) return;
  const float xi = a.x[i], yi = a.y[i], zi = a.z[i];
  float fxi = 0.0f, fyi = 0.0f, fzi = 0.0f;
  const int cnt = a.count[i];
  for (int k = 0; k < cnt; ++k) {
    group<op::add, float, float, float> g;
    do {
      const int j = a.neigh[k * a.n + i];
      const float dx = xi - a.x[j], dy = yi - a.y[j], dz = zi - a.z[j];
      const float r2 = dx * dx + dy * dy + dz * dz;
      if (r2 > kCut2) continue;
      const float sr2 = 1.0f / r2;
      const float sr6 = sr2 * sr2 * sr2;
      const float fpair = 24.0f * sr6 * (2.0f * sr6 - 1.0f) * sr2;
      fxi += dx * fpair;
      fyi += dy * fpair;
      fzi += dz * fpair;
      g.put<0>(&a.fx[j], -dx * fpair);
      g.put<1>(&a.fy[j], -dy * fpair);
      g.put<2>(&a.fz[j], -dz * fpair);
    } while (0);
    g.commit();
  }
  group<op::add, float, float, float> gi;
  gi.put<0>(&a.fx[i], fxi);
  gi.put<1>(&a.fy[i], fyi);
  gi.put<2>(&a.fz[i], fzi);
  gi.commit();
}

template <class T> [[maybe_unused]] void launch_pic(const pic_args<T>& a) { pic_deposit<T><<<(a.n + 255) / 256, 256>>>(a); }
void launch_raster(const raster_args& a) {
  const int tiles = a.tiles_x * ((a.height + kTile - 1) / kTile);
  raster_backward<kChannels><<<tiles, kTile * kTile>>>(a);
}
[[maybe_unused]] void launch_md(const md_args& a) { md_forces<<<(a.n + 127) / 128, 128>>>(a); }

}  // namespace

#if FUSED_RASTER_ONLY
fused_kernels FUSED_ENTRY() { return {nullptr, nullptr, launch_raster, nullptr, nullptr}; }
#else
fused_kernels FUSED_ENTRY() { return {launch_pic<float>, launch_pic<double>, launch_raster, launch_md, nullptr}; }
#endif
