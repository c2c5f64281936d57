// Counting sort of particles into cells: count per cell, exclusive scan
// (elsewhere), then scatter each particle into its cell's slot range. The
// second pass uses the atomic's old value as the slot.
#include "corpus/cuda_check.cuh"

__device__ __forceinline__ int cell_of(float3 p, float inv_h, int3 dims) {
  int cx = min(max(int(p.x * inv_h), 0), dims.x - 1);
  int cy = min(max(int(p.y * inv_h), 0), dims.y - 1);
  int cz = min(max(int(p.z * inv_h), 0), dims.z - 1);
  return (cz * dims.y + cy) * dims.x + cx;
}

__global__ void count_per_cell(const float3 *pos, int n, float inv_h,
                               int3 dims, int *cell_count, int *cell_of_p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell_of(pos[i], inv_h, dims);
  cell_of_p[i] = c;
  atomicAdd(&cell_count[c], 1);
}

__global__ void scatter_to_cells(const int *cell_of_p, int n,
                                 int *cell_cursor, int *sorted_index) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int slot = atomicAdd(&cell_cursor[cell_of_p[i]], 1);
    sorted_index[slot] = i;
  }
}

// Neighbour-list construction: each particle appends itself to the list of
// its cell, bounded by a fixed capacity; overflow is counted.
__global__ void append_to_cell_lists(const int *cell_of_p, int n, int capacity,
                                     unsigned *list_len, int *lists,
                                     unsigned *overflow) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell_of_p[i];
  unsigned pos = atomicAdd(list_len + c, 1u);
  if (pos < (unsigned)capacity)
    lists[c * capacity + pos] = i;
  else
    atomicAdd(overflow, 1u);
}

void bin_particles(const float3 *pos, int n, float inv_h, int3 dims,
                   int *cell_count, int *cell_of_p) {
  int cells = dims.x * dims.y * dims.z;
  CUDA_CHECK(cudaMemset(cell_count, 0, cells * sizeof(int)));
  count_per_cell<<<corpus::grid_for(n, 256), 256>>>(pos, n, inv_h, dims,
                                                     cell_count, cell_of_p);
  CUDA_CHECK_LAUNCH();
}
