// bench/fused/kernels.h -- the fused-aggregation workloads' kernel interface
// (issue 19). Every variant source (kernels_plain.cu, kernels_group.cu,
// kernels_anchor.cu, and the tool's rewrites of kernels_plain.cu under
// generated/) is compiled once per variant with -DFUSED_SUFFIX=<name> and
// defines one function, fused_kernels_<name>(), returning its launchers.
// Launchers only launch (no allocation, no synchronization) on the default
// stream; the driver (main.cu) times them with events.
#pragma once

#include <cstdint>
#include <cuda_runtime.h>

/// PIC deposit: particle i adds w, w*vx, w*vy, w*vz to rho, jx, jy, jz at its
/// cell (4 atomics, one key).
template <class T> struct pic_args {
  int n;
  const int* cell;
  const T *w, *vx, *vy, *vz;
  T *rho, *jx, *jy, *jz;
};

/// Tile rasterizer backward (3D Gaussian splatting shape): 16x16-pixel tiles,
/// each walks its depth-ordered list of primitive ids in batches staged in
/// __shared__; per (pixel, primitive) pair 9 atomicAdds keyed by the id:
/// colors[id*C + ch] (C = 3, a template constant), mean2D[id].x/.y (float2),
/// conic[id].x/.y/.w (float4), opacity[id].
struct raster_args {
  int width, height, tiles_x;
  const int2* ranges;      // per tile: [begin, end) into ids
  const int* ids;          // primitive ids, front to back per tile
  const float2* xy;        // per primitive: centre in pixels
  const float4* conic_o;   // per primitive: conic (x, y, z) and opacity (w)
  const float* color;      // per primitive: C colours
  const float* dL_dpix;    // per pixel and channel: C * width * height
  const float* T_final;    // per pixel
  float* dL_dcolor;        // P * C
  float2* dL_dmean2D;      // P
  float4* dL_dconic;       // P (x, y, w used)
  float* dL_dopacity;      // P
};
constexpr int kTile = 16;
constexpr int kChannels = 3;
constexpr float kBackground = 0.5f;  // dL_dalpha's colour term: (colour - background) . dL_dpixel

/// Tile rasterizer backward as the widely used 3D Gaussian splatting kernel
/// is written (issue 26): a 16x16 block per tile (2-D grid and block,
/// cooperative groups), batches of 256 primitives loaded back to front into
/// __shared__ between two block-wide barriers, then
/// `for (j = 0; !done && j < min(256, toDo); j++)` with a per-lane `done`
/// (pixels outside the image), a per-pixel last contributor skipped with
/// `continue` and two more `continue`s (power, alpha), the transmittance and
/// the colour accumulated back to front; 9 atomicAdds keyed by the primitive
/// id (3 colours in a channel loop, mean2D .x/.y of a float3, conic .x/.y/.w,
/// opacity). n_contrib and final_Ts come from the forward pass (the driver
/// computes them on the CPU).
struct raster3_args {
  int W, H;
  const uint2* ranges;         // per tile: [begin, end) into point_list
  const uint32_t* point_list;  // primitive ids, front to back per tile
  const float* bg_color;       // C
  const float2* xy;            // per primitive: centre in pixels
  const float4* conic_o;       // per primitive: conic (x, y, z) and opacity (w)
  const float* colors;         // per primitive: C colours
  const float* final_Ts;       // per pixel: transmittance after the forward pass
  const uint32_t* n_contrib;   // per pixel: entries up to the last contributor
  const float* dL_dpixels;     // per channel and pixel: C * W * H
  float3* dL_dmean2D;          // P (x, y used)
  float4* dL_dconic2D;         // P (x, y, w used)
  float* dL_dopacity;          // P
  float* dL_dcolors;           // P * C
};
constexpr int kBlockX = 16, kBlockY = 16, kBlockSize = kBlockX * kBlockY;

/// Molecular dynamics, Lennard-Jones forces over a half neighbour list
/// (column-major: neigh[k * n + i], k < count[i]); Newton's third law: -f on
/// the neighbour j inside the loop, the atom's own sum once after it.
struct md_args {
  int n;
  const float *x, *y, *z;
  const int* count;
  const int* neigh;
  float *fx, *fy, *fz;
};

struct fused_kernels {
  void (*pic_float)(const pic_args<float>&);
  void (*pic_double)(const pic_args<double>&);
  void (*raster)(const raster_args&);
  void (*md)(const md_args&);
  void (*raster3)(const raster3_args&);  // nullptr where a variant has none
};

#define FUSED_CAT2(a, b) a##b
#define FUSED_CAT(a, b) FUSED_CAT2(a, b)
/// The variant's entry point: fused_kernels_<FUSED_SUFFIX>().
#define FUSED_ENTRY FUSED_CAT(fused_kernels_, FUSED_SUFFIX)
