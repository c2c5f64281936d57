// Cooperative groups' block queries are what blockIdx and blockDim are: the
// toolkit's thread_block::group_index(), num_threads() (and grid_group's
// block queries) are the same in every thread of a block, so a value built
// from them is uniform, also through a struct initialised from a temporary
// (`const uint2 r = ranges[block.group_index().x]`, which clang wraps in a
// cleanup). thread_index() and thread_rank() differ per thread; a project's
// own class of the same name is not trusted. The toolkit's block.sync() is a
// barrier of the whole block: the loop right after it is run in step with
// its lanes' mask.
// RUN: %warpagg --dry-run %s 2>&1 | %FileCheck %s
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// CHECK: cooperative-groups-uniform.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::uniform> (float, result unused; uniform strategy: address is the same in every lane)
__global__ void per_block(float *out, const float *in) {
  auto block = cg::this_thread_block();
  atomicAdd(&out[block.group_index().y * gridDim.x + block.group_index().x], in[block.thread_rank()]);
}

// CHECK: cooperative-groups-uniform.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused)
__global__ void per_thread(float *out, const float *in) {
  auto block = cg::this_thread_block();
  atomicAdd(&out[block.thread_index().x / 2], in[block.thread_rank()]);
}

namespace mine {
struct thread_block {
  __device__ static dim3 group_index() { return threadIdx; }
};
} // namespace mine
// CHECK: cooperative-groups-uniform.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused)
__global__ void own_class(float *out, const float *in) {
  mine::thread_block block;
  atomicAdd(&out[block.group_index().x / 2], in[threadIdx.x]);
}

// A tile rasterizer's backward written with cooperative groups, as the
// widely used splatting kernel is: a 2-D block, the tile's range read at
// group_index(), batches staged at thread_rank() between block.sync()s, a
// lane-varying exit in the loop condition and a per-lane `continue` before
// the key is read. The key is the same in every lane of an iteration.
constexpr int kSide = 16, kBatch = kSide * kSide;
__global__ void tile_backward(const uint2 *__restrict__ ranges,
                              const unsigned *__restrict__ list,
                              const unsigned *__restrict__ last, int W, int H,
                              float *__restrict__ grad_a,
                              float *__restrict__ grad_b) {
  auto block = cg::this_thread_block();
  const unsigned across = (W + kSide - 1) / kSide;
  const uint2 pix = {block.group_index().x * kSide + block.thread_index().x,
                     block.group_index().y * kSide + block.thread_index().y};
  const bool inside = pix.x < W && pix.y < H;
  const uint2 range = ranges[block.group_index().y * across + block.group_index().x];
  const int rounds = (range.y - range.x + kBatch - 1) / kBatch;
  bool done = !inside;
  int toDo = range.y - range.x;
  unsigned contributor = toDo;
  const unsigned mine = inside ? last[W * pix.y + pix.x] : 0;
  __shared__ int batch[kBatch];
  for (int i = 0; i < rounds; i++, toDo -= kBatch) {
    block.sync();
    const int progress = i * kBatch + block.thread_rank();
    if (range.x + progress < range.y)
      batch[block.thread_rank()] = list[range.y - progress - 1];
    block.sync();
    for (int j = 0; !done && j < min(kBatch, toDo); j++) {
      contributor--;
      if (contributor >= mine)
        continue;
      const int id = batch[j];
      atomicAdd(&grad_a[id], 1.0f * pix.x);
      atomicAdd(&grad_b[id], 1.0f * pix.y);
    }
  }
}
// CHECK: cooperative-groups-uniform.cu:[[@LINE-5]]:7: remark: fused 2 sites (lines [[@LINE-5]], [[@LINE-4]]) keyed by 'id', the same in every lane of an iteration into wa_group_[[@LINE-5]]: one combined reduction, one leader (its commits meet the loop's lanes at one iteration: no check){{.*}}the lanes that enter after the block's barrier are read once, as wa_mask_[[@LINE-5]])
