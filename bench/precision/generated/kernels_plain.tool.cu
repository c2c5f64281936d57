// bench/precision/kernels_plain.cu -- kernels whose atomics warpagg leaves
// alone (issue 15): a lane-distinct flush loop and two hand-aggregated
// kernels. Compiled as is (plain), as the tool's output
// (generated/kernels_plain.tool.cu: the same text), and with
// -DPRECISION_FORCED, where the unqualified atomicAdd calls in namespace
// precision find the overload below instead, which sends every global
// atomic through warpagg::reduce_add: what a rewrite would cost. The
// shared-memory atomics are written ::atomicAdd (CUDA's in every variant).
#include "kernels.h"

#ifdef PRECISION_FORCED
#include <warpagg/warpagg.cuh>
#endif

namespace precision {
#ifdef PRECISION_FORCED
template <class T> __device__ __forceinline__ void atomicAdd(T* address, T value) {
  warpagg::reduce_add(address, value);
}
#endif

__global__ void flush_histogram(const unsigned* keys, int n, unsigned* hist, int bins) {
  extern __shared__ unsigned s_hist[];
  for (int i = threadIdx.x; i < bins; i += blockDim.x) s_hist[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    ::atomicAdd(&s_hist[keys[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < bins; i += blockDim.x) atomicAdd(&hist[i], s_hist[i]);
}

__global__ void match_leader(const int* key, const unsigned* weight, int n, unsigned* count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int k = key[i];
  unsigned peers = __match_any_sync(__activemask(), k);
  unsigned sum = __reduce_add_sync(peers, weight[i]);
  int leader = __ffs(peers) - 1;
  if ((threadIdx.x & 31) == leader) atomicAdd(&count[k], sum);
}

__global__ void warp_row_spmv(const int* chunk_row, const int* chunk_begin, const int* chunk_end, int chunks,
                              const int* col, const float* val, const float* x, float* y) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x & 31;
  if (warp >= chunks) return;
  float sum = 0.0f;
  for (int j = chunk_begin[warp] + lane; j < chunk_end[warp]; j += 32) sum += val[j] * x[col[j]];
  for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_down_sync(0xffffffffu, sum, offset);
  if (lane == 0) atomicAdd(&y[chunk_row[warp]], sum);
}
}  // namespace precision

void launch_flush_histogram(const unsigned* keys, int n, unsigned* hist, int bins, int blocks) {
  precision::flush_histogram<<<blocks, 256, bins * sizeof(unsigned)>>>(keys, n, hist, bins);
}
void launch_match_leader(const int* key, const unsigned* weight, int n, unsigned* count) {
  precision::match_leader<<<(n + 255) / 256, 256>>>(key, weight, n, count);
}
void launch_warp_row_spmv(const int* chunk_row, const int* chunk_begin, const int* chunk_end, int chunks,
                          const int* col, const float* val, const float* x, float* y) {
  precision::warp_row_spmv<<<(chunks * 32 + 255) / 256, 256>>>(chunk_row, chunk_begin, chunk_end, chunks, col, val,
                                                               x, y);
}
