// bench/realshapes/middle_workloads.h -- the workloads of issue 45's middle
// ground (kernels_middle.h): each builds its data, the CPU reference of every
// output and runs every variant through the harness (harness.h). `--only=middle`
// selects them all.
#pragma once

#include <vector>

#include "harness.h"

namespace rs {
/// scatter_sum, spmm_copy_u (F = 1..256 over sorted, unsorted and Zipf
/// destinations) and index_add_wide (middle_graph.cu).
void middle_graph_workloads(const std::vector<variant>& vs);
/// voxel_count, spvoxelize, voxel_reduce over simulated LiDAR sweeps, and
/// knn_bwd over point clouds (middle_points.cu).
void middle_points_workloads(const std::vector<variant>& vs);
/// roi_align_bwd and deform_col2im over detector feature maps (middle_vision.cu).
void middle_vision_workloads(const std::vector<variant>& vs);
/// hashgrid_bwd (f32, f16), points_raster_bwd and mesh_raster_bwd (middle_render.cu).
void middle_render_workloads(const std::vector<variant>& vs);
}  // namespace rs
