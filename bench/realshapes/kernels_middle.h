// bench/realshapes/kernels_middle.h -- arguments of the "middle ground"
// kernels (issue 45, item 6): real code whose plain atomics are cheap
// (coalesced feature-parallel scatters, lanes that share a little, persistent
// launches with few warps per SM, partial warps). Included by kernels.h; the
// launchers are members of rs_kernels there. README.md names the project and
// file each follows; main.cu's middle_*.cu workloads build their data.
#pragma once

#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstddef>

// ---- feature-parallel scatters (GNN message passing, SpMM, index_add_) ----------

/// torch_scatter's scatter (sum): out[index[e]*F + f] += src[e*F + f], one
/// thread per element of src; index is broadcast over the F features.
struct scatter_sum_args {
  int E, F, N;             // source rows (edges), features, destination rows
  const float* src;        // E*F (messages x[src[e]])
  const long long* index;  // E destination rows
  float* out;              // N*F
};

/// DGL's COO SpMM, copy_u and sum: out[col[e]*F + f] += ufeat[row[e]*F + f].
struct spmm_coo_args {
  long long E, N;
  int F;
  const long long *row, *col;  // E sources, E destinations
  const float* ufeat;          // N*F
  float* out;                  // N*F
};

/// PyTorch's index_add_ along dim 0 of a 2-D table whose rows are S floats:
/// dst[index[i]*S + e] += alpha * src[i*S + e].
struct index_add_wide_args {
  int n_index, S, rows;
  float alpha;
  const long long* index;  // n_index, in [0, rows)
  const float* src;        // n_index*S
  float* dst;              // rows*S
  int sms;
};

// ---- point clouds to voxels ---------------------------------------------------

/// torchsparse's count: out[data[i]] += 1 where data[i] >= 0.
struct voxel_count_args {
  int N;
  const int* data;  // N voxel indices, -1 where the point has none
  int* out;         // voxels
};

/// torchsparse's voxelize (forward): the mean of point features per voxel,
/// out[idx[i]*c + j] += data[i*c + j] / counts[idx[i]], one block of c threads
/// per point.
struct spvoxelize_args {
  int N, c, s;          // points, channels, voxels
  const float* data;    // N*c
  const int* idx;       // N, -1 where the point has none
  const int* counts;    // s
  float* out;           // s*c
};

/// mmcv's DynamicScatter (feats_reduce_kernel): a voxel's mean (the sum here;
/// the division is a separate tensor op) or max of its points' features.
enum class voxel_reduce_op { sum = 0, mean = 1, max = 2 };
struct voxel_reduce_args {
  int num_input, num_feats;
  voxel_reduce_op op;
  const float* feats;     // num_input*num_feats
  const int* coors_map;   // num_input voxel ids, -1 where the point is dropped
  float* reduced;         // voxels*num_feats
};

// ---- vision: ROI pooling and deformable convolution ---------------------------

/// mmcv's RoIAlign backward, average mode: grad_input[(b*C + c)*H*W + ...] gets
/// the bilinear weights of every sample of every bin of every RoI.
struct roi_align_bwd_args {
  int nthreads;  // RoIs * C * pooled_height * pooled_width
  const float* grad_output;
  const float* rois;  // RoIs * 5: batch index, x1, y1, x2, y2
  float* grad_input;  // B*C*H*W
  int pooled_height, pooled_width;
  float spatial_scale;
  int sampling_ratio;
  bool aligned;
  int channels, height, width;
};

/// mmcv's deformable convolution col2im (the input gradient of DCN v1).
struct deform_col2im_args {
  int n;                     // C * kh * kw * B * height_col * width_col
  const float* data_col;     // n column gradients
  const float* data_offset;  // B * deformable_group * 2*kh*kw * height_col * width_col
  int channels, height, width, kernel_h, kernel_w, pad_h, pad_w, stride_h, stride_w, dilation_h, dilation_w;
  int channel_per_deformable_group, batch_size, deformable_group, height_col, width_col;
  float* grad_im;  // B*C*height*width
};

// ---- neural fields --------------------------------------------------------------

/// torch-ngp's multiresolution hash-grid encoding backward (3-D, 2 features per
/// level): every sample adds its weighted gradient to the 8 grid corners around
/// it, per level. grad and grad_grid are float (f32) or __half (f16).
struct hashgrid_bwd_args {
  const void* grad;     // L * B * C
  const float* inputs;  // B * 3, in [0, 1]
  const int* offsets;   // L + 1 table offsets per level
  void* grad_grid;      // offsets[L] * C
  unsigned B, L;
  float S;
  unsigned H, gridtype;
  bool align_corners;
  unsigned interp;
};
constexpr unsigned kHashgridDims = 3, kHashgridFeatures = 2;

// ---- differentiable rendering ---------------------------------------------------

/// PyTorch3D's point rasterizer backward: per (pixel, k) the point idxs[i]
/// gets gradients of its x, y (from the squared distance) and z.
struct points_raster_bwd_args {
  const float* points;  // P*3
  const int* idxs;      // N*H*W*K, -1 padding
  int N, P, H, W, K;
  const float *grad_zbuf, *grad_dists;  // N*H*W*K
  float* grad_points;                   // P*3
};

/// PyTorch3D's mesh rasterizer backward: per pixel and each of its K faces,
/// gradients of the face's 9 vertex coordinates.
struct mesh_raster_bwd_args {
  const float* face_verts;        // F*9
  const long long* pix_to_face;   // N*H*W*K, -1 padding
  bool perspective_correct, clip_barycentric_coords;
  int N, H, W, K;
  const float *grad_zbuf, *grad_bary, *grad_dists;  // N*H*W*K (grad_bary: *3)
  float* grad_face_verts;                           // F*9
};

/// PyTorch3D's k-nearest-neighbour backward: the gradient of each
/// neighbour distance goes to both points, per coordinate.
struct knn_bwd_args {
  const float *p1, *p2;                          // N*P1*D, N*P2*D
  const long long *lengths1, *lengths2, *idxs;   // N, N, N*P1*K
  const float* grad_dists;                       // N*P1*K
  float *grad_p1, *grad_p2;                      // N*P1*D, N*P2*D
  size_t N, P1, P2, K, D, norm;
};
