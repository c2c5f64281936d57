// A thresholded sum and count: each thread accumulates its share, then adds
// it to the two totals.
#include "reduction.cuh"
#include <mt/common.cuh>

__global__ void sum_count_kernel(const float *v, size_t n, float floor,
                                 float *sum, unsigned *count) {
  float s = 0.0f;
  unsigned c = 0;
  for (size_t i = mt::global_index(); i < n; i += mt::grid_stride())
    if (v[i] > floor) {
      s += v[i];
      ++c;
    }
  atomicAdd(sum, s);
  atomicAdd(count, c);
}

void sum_count_above(const float *v, size_t n, float floor, float *sum,
                     unsigned *count) {
  sum_count_kernel<<<240, mt::kBlock>>>(v, n, floor, sum, count);
  MT_CHECK(cudaGetLastError());
}
