#include <mt/binning.cuh>

namespace mt {

__device__ unsigned bucket_of(unsigned key, unsigned buckets) {
  unsigned h = key * 2654435761u;
  return static_cast<unsigned>((static_cast<unsigned long long>(h) * buckets) >> 32);
}

__global__ void count_buckets_kernel(const unsigned *keys, size_t n,
                                     unsigned *counts, unsigned buckets) {
  for (size_t i = global_index(); i < n; i += grid_stride())
    atomicAdd(&counts[bucket_of(keys[i], buckets)], 1u);
}

void count_buckets(const unsigned *keys, size_t n, unsigned *counts,
                   unsigned buckets) {
  count_buckets_kernel<<<256, kBlock>>>(keys, n, counts, buckets);
  MT_CHECK(cudaGetLastError());
}

} // namespace mt
