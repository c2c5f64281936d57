// Stream compaction through one atomic counter: each kept element takes the
// next free slot of the output.
#include "compact.cuh"
#include <mt/common.cuh>

__global__ void compact_positive_kernel(const int *in, size_t n, int *out,
                                        unsigned *kept) {
  size_t i = mt::global_index();
  if (i < n && in[i] > 0)
    out[atomicAdd(kept, 1u)] = in[i];
}

void compact_positive(const int *in, size_t n, int *out, unsigned *kept) {
  compact_positive_kernel<<<mt::blocks_for(n), mt::kBlock>>>(in, n, out, kept);
  MT_CHECK(cudaGetLastError());
}
