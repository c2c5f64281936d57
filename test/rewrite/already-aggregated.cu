// A site that only one lane per warp (or block) reaches is already
// aggregated by hand: left alone, with that reason. Conditions that let
// several lanes through are not.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__global__ void kernel(float *out, int *count, const float *in, const int *key) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  float s = warp_sum(v);
  int lane = threadIdx.x % 32;
  // DIAG: already-aggregated.cu:[[@LINE+2]]:18: note: left alone: already aggregated: only one lane per warp (or block) reaches it (a lane or thread index tested against a uniform value) [atomicAdd]
  // CHECK: if (lane == 0) atomicAdd(out, s);
  if (lane == 0) atomicAdd(out, s);
  // CHECK: if (threadIdx.x == 0) atomicAdd(&out[1], s);
  if (threadIdx.x == 0) atomicAdd(&out[1], s);
  // CHECK: if ((threadIdx.x & 31) == 0 && s > 0) atomicAdd(&out[2], s);
  if ((threadIdx.x & 31) == 0 && s > 0) atomicAdd(&out[2], s);
  // CHECK: if (!lane) { atomicAdd(&count[key[0]], 1); }
  if (!lane) { atomicAdd(&count[key[0]], 1); }
  const int gid = threadIdx.x + blockIdx.x * blockDim.x;
  // CHECK: if (gid == 0) atomicAdd(&count[1], 1);
  if (gid == 0) atomicAdd(&count[1], 1);
  // The hand-written leader pattern: elect the lowest active lane.
  unsigned active = __activemask();
  int leader = __ffs(active) - 1;
  // CHECK: if (lane == leader) atomicAdd(&count[2], __popc(active));
  if (lane == leader) atomicAdd(&count[2], __popc(active));
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  // CHECK: if (warp.thread_rank() == 0) atomicAdd(&out[3], s);
  if (warp.thread_rank() == 0) atomicAdd(&out[3], s);

  // The guarded atomic may initialise a variable.
  if (threadIdx.x == 0) {
    // CHECK: int ticket = atomicAdd(&count[3], 1);
    int ticket = atomicAdd(&count[3], 1);
    out[5] = ticket;
  }

  // Several lanes per warp get through these: rewritten.
  // CHECK: if (threadIdx.x % 2 == 0) warpagg::reduce_add<warpagg::strategy::likely_uniform>(&count[key[1]], 1);
  if (threadIdx.x % 2 == 0) atomicAdd(&count[key[1]], 1);
  // CHECK: if (threadIdx.x / 32 == 0) warpagg::reduce_add<warpagg::strategy::likely_uniform>(&count[key[2]], 1);
  if (threadIdx.x / 32 == 0) atomicAdd(&count[key[2]], 1);
  // CHECK: if (lane == key[3]) warpagg::reduce_add<warpagg::strategy::likely_uniform>(&count[key[4]], 1);
  if (lane == key[3]) atomicAdd(&count[key[4]], 1);
  // CHECK: if (lane != 0) warpagg::reduce_add<warpagg::strategy::likely_uniform>(&count[key[5]], 1);
  if (lane != 0) atomicAdd(&count[key[5]], 1);

  // Early exit of every other lane.
  if (lane != 0)
    return;
  // CHECK: {{^}}  atomicAdd(&out[4], s);
  atomicAdd(&out[4], s);
}

// A cooperative groups collective of a whole warp (a tile of 32) or of the
// lanes running together (coalesced_group) is what __ballot_sync is: the
// leader it names is one lane. A tile of 16 names one lane per tile, two
// per warp: rewritten.
__global__ void group_leaders(unsigned long long *c, const int *key, int n) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  unsigned pending = tile.ballot(threadIdx.x < n);
  int leader = __ffs(pending) - 1;
  // DIAG: already-aggregated.cu:[[@LINE+2]]:37: note: left alone: already aggregated
  // CHECK: if (tile.thread_rank() == leader) atomicAdd(&c[0], 1ull);
  if (tile.thread_rank() == leader) atomicAdd(&c[0], 1ull);

  auto active = cg::coalesced_threads();
  int first = __ffs(active.ballot(key[threadIdx.x] > 0)) - 1;
  // DIAG: already-aggregated.cu:[[@LINE+2]]:34: note: left alone: already aggregated
  // CHECK: if (threadIdx.x % 32 == first) atomicAdd(&c[1], 1ull);
  if (threadIdx.x % 32 == first) atomicAdd(&c[1], 1ull);

  auto half = cg::tiled_partition<16>(cg::this_thread_block());
  int half_leader = __ffs(half.ballot(threadIdx.x < n)) - 1;
  // CHECK: if (threadIdx.x % 32 == half_leader) warpagg::reduce_add{{.*}}(&c[2], 1ull);
  if (threadIdx.x % 32 == half_leader) atomicAdd(&c[2], 1ull);
}

// The guard by what it means, however it is written: through a conversion,
// a local bool, `< 1`, the lane id read from PTX's %laneid register by a
// project's helper; a bound of 2, another register, a bool that changes and
// `lane > leader` before an early return let several lanes through.
__device__ unsigned ptx_lane() {
  unsigned r;
  asm("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}
__device__ unsigned ptx_warp() {
  unsigned r;
  asm("mov.u32 %0, %%warpid;" : "=r"(r));
  return r;
}
__global__ void spellings(float *f, const int *key) {
  int lane = threadIdx.x % 32;
  int first = __ffs(__activemask()) - 1;
  unsigned peers = __match_any_sync(__activemask(), key[threadIdx.x]);
  bool leads = (__ffs(peers) - 1) == lane;
  // DIAG: already-aggregated.cu:[[@LINE+1]]:{{[0-9]+}}: note: left alone: already aggregated
  if ((int)(threadIdx.x % 32u) == first) atomicAdd(&f[0], 1.0f);
  // DIAG: already-aggregated.cu:[[@LINE+1]]:{{[0-9]+}}: note: left alone: already aggregated
  if (leads) atomicAdd(&f[1 + key[threadIdx.x]], (float)__popc(peers));
  // DIAG: already-aggregated.cu:[[@LINE+1]]:{{[0-9]+}}: note: left alone: already aggregated
  if (lane < 1) atomicAdd(&f[2], 1.0f);
  // DIAG: already-aggregated.cu:[[@LINE+1]]:{{[0-9]+}}: note: left alone: already aggregated
  if (ptx_lane() == 0) atomicAdd(&f[3], 1.0f);
  // CHECK: if (lane < 2) warpagg::reduce_add
  if (lane < 2) atomicAdd(&f[4], 1.0f);
  // CHECK: if (ptx_warp() == 0) warpagg::reduce_add
  if (ptx_warp() == 0) atomicAdd(&f[5], 1.0f);
  bool again = lane == 0;
  again = key[threadIdx.x] > 0;
  // CHECK: if (again) warpagg::reduce_add
  if (again) atomicAdd(&f[6], 1.0f);
  if (lane > first) return;
  // CHECK: {{^}}  warpagg::reduce_add{{.*}}(&f[7], 1.0f);
  atomicAdd(&f[7], 1.0f);
}
// DIAG: warpagg: 9 sites rewritten, 15 left alone
