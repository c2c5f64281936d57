// Particles binned into a uniform grid, the first step of a neighbour
// search: count each cell's particles, then (after a scan of the counts on
// the host) place each particle's index in its cell's range.
#include "binning.cuh"

__global__ void count_cells_kernel(Particles p, mt::GridSpec grid, int *cell,
                                   unsigned *counts) {
  size_t i = mt::global_index();
  if (i >= p.n)
    return;
  int c = mt::cell_of(p.x[i], p.y[i], p.z[i], grid);
  cell[i] = c;
  atomicAdd(&counts[c], 1u);
}

__global__ void sort_into_cells_kernel(const int *cell, size_t n,
                                       const unsigned *start, unsigned *fill,
                                       unsigned *order) {
  size_t i = mt::global_index();
  if (i >= n)
    return;
  int c = cell[i];
  unsigned k = atomicAdd(&fill[c], 1u);
  order[start[c] + k] = static_cast<unsigned>(i);
}

void count_cells(Particles p, mt::GridSpec grid, int *cell, unsigned *counts) {
  count_cells_kernel<<<mt::blocks_for(p.n), mt::kBlock>>>(p, grid, cell, counts);
  MT_CHECK(cudaGetLastError());
}

void sort_into_cells(const int *cell, size_t n, const unsigned *start,
                     unsigned *fill, unsigned *order) {
  sort_into_cells_kernel<<<mt::blocks_for(n), mt::kBlock>>>(cell, n, start,
                                                             fill, order);
  MT_CHECK(cudaGetLastError());
}
