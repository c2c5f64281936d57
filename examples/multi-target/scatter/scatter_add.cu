// Scatter-add: each element's weight added to the bin its index names, as a
// sparse matrix's transpose product or a particle-to-grid deposit does.
#include "scatter_add.cuh"
#include <mt/common.cuh>

__global__ void scatter_add_kernel(const float *w, const int *to, size_t n,
                                   float *out) {
  size_t i = mt::global_index();
  if (i < n)
    atomicAdd(&out[to[i]], w[i]);
}

void scatter_add(const float *w, const int *to, size_t n, float *out) {
  scatter_add_kernel<<<mt::blocks_for(n), mt::kBlock>>>(w, to, n, out);
  MT_CHECK(cudaGetLastError());
}
