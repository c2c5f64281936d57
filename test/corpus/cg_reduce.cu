// Cooperative-groups reductions: a tile reduce followed by one atomic by the
// tile leader, and a coalesced-group pattern that aggregates by hand.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include "corpus/cuda_check.cuh"

namespace cg = cooperative_groups;

__global__ void dot_product(const float *x, const float *y, int n,
                            float *result) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float v = 0.f;
  for (int i = block.group_index().x * block.size() + block.thread_rank();
       i < n; i += gridDim.x * block.size())
    v += x[i] * y[i];
  float s = cg::reduce(tile, v, cg::plus<float>());
  if (tile.thread_rank() == 0) atomicAdd(result, s);
}

// Per-key counts where each thread adds to its own key; the tile is only used
// to stride the loop.
__global__ void keyed_count_tiles(const int *keys, int n, int *count) {
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  int per_block = blockDim.x / 16;
  int t = blockIdx.x * per_block + threadIdx.x / 16;
  for (int i = t * 16 + tile.thread_rank(); i < n;
       i += gridDim.x * per_block * 16)
    atomicAdd(&count[keys[i]], 1);
}

// Warp-aggregated increment in the style of the CUDA blog post: the active
// threads elect a leader, which does one atomic for the group.
__device__ int atomic_agg_inc(int *ctr) {
  cg::coalesced_group g = cg::coalesced_threads();
  int prev;
  if (g.thread_rank() == 0) prev = atomicAdd(ctr, g.num_threads());
  prev = g.thread_rank() + g.shfl(prev, 0);
  return prev;
}

__global__ void filter_positive(const int *in, int n, int *out, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0) out[atomic_agg_inc(count)] = in[i];
}

// Tile reduction with a max operator on unsigned keys.
__global__ void max_key(const unsigned *keys, int n, unsigned *result) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = i < n ? keys[i] : 0u;
  unsigned m = cg::reduce(tile, v, cg::greater<unsigned>());
  if (tile.thread_rank() == 0) atomicMax(result, m);
}

void dot(const float *x, const float *y, int n, float *d_result) {
  CUDA_CHECK(cudaMemset(d_result, 0, sizeof(float)));
  dot_product<<<corpus::grid_for(n, 256), 256>>>(x, y, n, d_result);
  CUDA_CHECK_LAUNCH();
}
