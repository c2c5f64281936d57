#include "binning.cuh"
#include <vector>

int main() {
  const size_t n = size_t(1) << 20;
  const mt::GridSpec grid{32};
  const size_t cells = size_t(grid.side) * grid.side * grid.side;
  std::vector<float> xyz(3 * n);
  mt::Rng rng(7);
  for (float &v : xyz)
    v = rng.uniform();

  float *d_xyz;
  int *d_cell;
  unsigned *d_counts, *d_start, *d_fill, *d_order;
  MT_CHECK(cudaMalloc(&d_xyz, 3 * n * sizeof(float)));
  MT_CHECK(cudaMalloc(&d_cell, n * sizeof(int)));
  MT_CHECK(cudaMalloc(&d_counts, cells * sizeof(unsigned)));
  MT_CHECK(cudaMalloc(&d_start, cells * sizeof(unsigned)));
  MT_CHECK(cudaMalloc(&d_fill, cells * sizeof(unsigned)));
  MT_CHECK(cudaMalloc(&d_order, n * sizeof(unsigned)));
  MT_CHECK(cudaMemcpy(d_xyz, xyz.data(), 3 * n * sizeof(float),
                      cudaMemcpyHostToDevice));
  MT_CHECK(cudaMemset(d_counts, 0, cells * sizeof(unsigned)));
  MT_CHECK(cudaMemset(d_fill, 0, cells * sizeof(unsigned)));

  Particles p{d_xyz, d_xyz + n, d_xyz + 2 * n, n};
  count_cells(p, grid, d_cell, d_counts);
  std::vector<unsigned> counts(cells), start(cells);
  MT_CHECK(cudaMemcpy(counts.data(), d_counts, cells * sizeof(unsigned),
                      cudaMemcpyDeviceToHost));
  unsigned sum = 0;
  for (size_t c = 0; c < cells; ++c) {
    start[c] = sum;
    sum += counts[c];
  }
  MT_CHECK(cudaMemcpy(d_start, start.data(), cells * sizeof(unsigned),
                      cudaMemcpyHostToDevice));
  sort_into_cells(d_cell, n, d_start, d_fill, d_order);

  // Every particle appears once, in its own cell's range.
  std::vector<unsigned> order(n);
  std::vector<int> cell(n);
  MT_CHECK(cudaMemcpy(order.data(), d_order, n * sizeof(unsigned),
                      cudaMemcpyDeviceToHost));
  MT_CHECK(cudaMemcpy(cell.data(), d_cell, n * sizeof(int),
                      cudaMemcpyDeviceToHost));
  std::vector<char> seen(n, 0);
  bool ok = sum == n;
  for (size_t c = 0; ok && c < cells; ++c)
    for (unsigned k = start[c]; k < start[c] + counts[c]; ++k) {
      unsigned i = order[k];
      ok = ok && i < n && !seen[i] && cell[i] == static_cast<int>(c);
      if (ok)
        seen[i] = 1;
    }

  for (void *ptr : {static_cast<void *>(d_xyz), static_cast<void *>(d_cell),
                    static_cast<void *>(d_counts), static_cast<void *>(d_start),
                    static_cast<void *>(d_fill), static_cast<void *>(d_order)})
    MT_CHECK(cudaFree(ptr));
  return mt::report("particles", ok);
}
