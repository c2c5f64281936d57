// bench/realshapes/kernels.h -- the real-shapes benchmark's kernel interface
// (issue 25, item 4). Every variant source (kernels_plain.cu, kernels_anchor.cu
// and the tool's rewrite generated/kernels_plain.tool.cu) is compiled once per
// variant with -DRS_SUFFIX=<id> and defines one function, rs_kernels_<id>(),
// returning its launchers (null where the variant has none). Launchers only
// launch, on the default stream, with the block size they are given (the
// driver, main.cu, sweeps the sizes the real harnesses sweep and times them
// with events). The shapes follow real projects; see README.md.
#pragma once

#include <cuda_runtime.h>

#include "kernels_middle.h"  // the middle-ground kernels' arguments (issue 45)

// ---- machine learning (GPT-2 small shapes: B=8, T=1024, C=768) -------------

/// Embedding backward, one thread per (row, channel): dwte[token] and
/// dwpe[position] rows accumulate dout.
struct embed_args {
  int B, T, C;
  const float* dout;  // B*T*C
  const int* tokens;  // B*T, in [0, V)
  float* dwte;        // V*C
  float* dwpe;        // T*C
};

/// LayerNorm backward. flush: one warp per row, per-block sums in __shared__
/// flushed through a helper; naive: one thread per row looping over C.
struct layernorm_args {
  int N, C;  // N = B*T rows
  int sms;   // multiprocessors (the flush kernel's grid is (1024 / block) * sms)
  const float *dout, *inp, *weight, *mean, *rstd;
  float *dinp, *dweight, *dbias;
};

/// Bias gradient of a matmul: dbias[oc] = sum over rows of dout[row][oc],
/// 2-D blocks (32 x block/32), float4 loads, a __shared__ reorder, one
/// coalesced flush per block.
struct bias_args {
  int N, OC;  // rows, output channels (OC a multiple of 4)
  int sms, threads_per_sm;
  const float* dout;  // N*OC
  float* dbias;       // OC
};

/// Global add pooling of node features per graph (scatter-sum by a sorted
/// batch vector), one thread per element: out[batch[row]*C + c] += x[row*C + c].
struct pool_args {
  int nodes, C;
  const float* x;    // nodes*C
  const int* batch;  // nodes, sorted graph ids
  float* out;        // graphs*C
};

/// index_add_ along dim 0: dst[index[i]*S + e] += alpha * src[i*S + e].
struct index_add_args {
  int n_index, S;
  float alpha;
  const int* index;  // n_index, in [0, dst_rows)
  const float* src;  // n_index*S
  float* dst;        // dst_rows*S
  int sms;
};

/// Edge softmax (graph attention): ex[e*H + h] = exp(score - max over the
/// destination's edges) and denom[dst*H + h] += ex; edges sorted by destination.
struct edge_softmax_args {
  int E, H;
  const int* dst;        // E
  const float* score;    // E*H
  const float* dst_max;  // nodes*H
  float* ex;             // E*H
  float* denom;          // nodes*H
};

// ---- graphs ------------------------------------------------------------------

/// Out- and in-degree counts over a COO edge list (sorted by source).
struct degree_args {
  int E;
  const int *src, *dst;
  int *out_deg, *in_deg;
  int sms;
};

/// Edge-parallel message aggregation (SpMM over COO, u_mul_e then sum):
/// out[dst*F + f] += feat[src*F + f] * w[e]; 2-D blocks (F threads x 256/F).
struct spmm_args {
  int E, F;
  const int *src, *dst;
  const float *feat, *w;
  float* out;
};

/// Top-down BFS step: each frontier vertex claims its unvisited neighbours
/// (atomicCAS on the label) and appends them through an atomic counter.
struct frontier_args {
  int in_len, depth;
  const int* frontier;
  const int *row_ptr, *col;
  int* labels;
  int* out_frontier;
  int* out_len;
};

// ---- rendering ---------------------------------------------------------------

/// Backward pass of a 16x16-tile Gaussian rasterizer: the forward's final
/// transmittance and last contributor per pixel, ids walked back to front in
/// batches of 256 staged in __shared__, 9 gradients per (pixel, primitive).
struct raster_args {
  int W, H;
  const int2* ranges;     // per tile [begin, end) into ids
  const int* ids;         // primitive ids, front to back per tile
  const float* bg;        // 3
  const float2* xy;       // per primitive
  const float4* conic_o;  // per primitive: conic x, y, z and opacity
  const float* colors;    // per primitive, 3
  const float* final_T;   // per pixel
  const int* n_contrib;   // per pixel
  const float* dL_dpix;   // 3 * H * W
  float3* dL_dmean2D;     // .x, .y
  float4* dL_dconic;      // .x, .y, .w
  float* dL_dopacity;
  float* dL_dcolors;  // 3 per primitive
};
constexpr int kRasterBlockX = 16, kRasterBlockY = 16, kRasterChannels = 3;

// ---- physics -----------------------------------------------------------------

/// Charge deposition with a linear (cloud-in-cell) shape: every particle adds
/// its charge to the 8 nodes around it (a 2x2x2 loop); particles sorted by cell.
struct deposit_args {
  int np, nx, ny, nz;  // particles; cells per axis (nodes: n + 1)
  float dxi, q;        // 1 / cell size, charge
  const float *x, *y, *z, *w;
  float* rho;  // (nx+1)*(ny+1)*(nz+1)
};

/// Lennard-Jones forces over a half neighbour list (Newton's third law:
/// -f on the neighbour inside the loop, the atom's own sum after it), double.
struct lj_args {
  int n;
  const double *x, *y, *z;
  const int* numneigh;
  const int* neighbors;  // column-major: neighbors[k * n + i]; high bits carry flags
  double cutsq;
  double *fx, *fy, *fz;
};
constexpr int kNeighMask = 0x3FFFFFFF;

// ---- histograms and sparse -----------------------------------------------------

/// 256-bin histogram of an 8-bit image, grid-stride loop over the pixels.
struct hist_args {
  int n;
  const unsigned char* img;
  unsigned* hist;
  int sms;
};

/// bench/'s persistent rows: table[keys[i]] += vals[i] in a grid-stride loop
/// at 256 threads per SM (one block of 256 per SM), keys of 1M cells either
/// random or sorted (10 per cell), negative keys skipped.
struct persistent_args {
  int n;
  const int* keys;
  const float* vals;
  float* table;
  int sms;
};

/// COO SpMV: y[row[k]] += val[k] * x[col[k]], rows sorted.
struct spmv_args {
  int nnz;
  const int *row, *col;
  const float *val, *x;
  float* y;
};

struct rs_kernels {
  void (*embedding_bwd)(const embed_args&, int block);
  void (*layernorm_flush)(const layernorm_args&, int block);
  void (*layernorm_naive)(const layernorm_args&, int block);
  void (*bias_bwd)(const bias_args&, int block);
  void (*global_pool)(const pool_args&, int block);
  void (*index_add)(const index_add_args&, int block);
  void (*edge_softmax)(const edge_softmax_args&, int block);
  void (*degree)(const degree_args&, int block);
  void (*spmm)(const spmm_args&, int block);
  void (*frontier)(const frontier_args&, int block);
  void (*raster_bwd)(const raster_args&, int block);
  void (*deposit)(const deposit_args&, int block);
  void (*lj)(const lj_args&, int block);
  void (*hist)(const hist_args&, int block);
  void (*spmv)(const spmv_args&, int block);
  void (*persistent_random)(const persistent_args&, int block);
  void (*persistent_sorted)(const persistent_args&, int block);
  // The middle ground (issue 45, kernels_middle.h). Launchers whose project
  // fixes the launch ignore the block size.
  void (*scatter_sum)(const scatter_sum_args&, int block);
  void (*spmm_copy_u)(const spmm_coo_args&, int block);
  void (*index_add_wide)(const index_add_wide_args&, int block);
  void (*voxel_count)(const voxel_count_args&, int block);
  void (*spvoxelize)(const spvoxelize_args&, int block);
  void (*voxel_reduce)(const voxel_reduce_args&, int block);
  void (*roi_align_bwd)(const roi_align_bwd_args&, int block);
  void (*deform_col2im)(const deform_col2im_args&, int block);
  void (*hashgrid_bwd_f32)(const hashgrid_bwd_args&, int block);
  void (*hashgrid_bwd_f16)(const hashgrid_bwd_args&, int block);
  void (*points_raster_bwd)(const points_raster_bwd_args&, int block);
  void (*mesh_raster_bwd)(const mesh_raster_bwd_args&, int block);
  void (*knn_bwd)(const knn_bwd_args&, int block);
};

#define RS_CAT2(a, b) a##b
#define RS_CAT(a, b) RS_CAT2(a, b)
/// The variant's entry point: rs_kernels_<RS_SUFFIX>().
#define RS_ENTRY RS_CAT(rs_kernels_, RS_SUFFIX)
