// Sites already aggregated by hand behind guards that need more than the
// enclosing if: a lane id from a 2-D or 3-D thread index, a lane index
// passed in as a parameter, a leader among the lanes sharing a key, a guard
// in every caller, and the plain fallback beside a hand-written match. All
// left alone as 'already-aggregated'; look-alikes that let several lanes
// through stay rewritten.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__global__ void tiles_2d(float *out, const float *in, const int *key) {
  int tid = threadIdx.y * blockDim.x + threadIdx.x;
  float s = warp_sum(in[tid]);
  // DIAG: hand-aggregated-hidden.cu:[[@LINE+2]]:24: note: left alone: already aggregated{{.*}} [atomicAdd]
  // CHECK: if ((tid & 31) == 0) atomicAdd(&out[key[blockIdx.x]], s);
  if ((tid & 31) == 0) atomicAdd(&out[key[blockIdx.x]], s);
  int lane = (threadIdx.z * blockDim.y * blockDim.x + tid) % 32;
  // CHECK: if (lane == 0) atomicAdd(&out[key[1]], s);
  if (lane == 0) atomicAdd(&out[key[1]], s);
  // threadIdx.y alone repeats in a warp: rewritten.
  // CHECK: if (threadIdx.y == 0) warpagg::reduce_add<warpagg::strategy::likely_uniform>(&out[key[2]], s);
  if (threadIdx.y == 0) atomicAdd(&out[key[2]], s);
}

// The lane index arrives as a parameter; every call passes one.
__device__ void flush_warp(float *out, int bin, float s, int lane_idx) {
  // DIAG: hand-aggregated-hidden.cu:[[@LINE+2]]:22: note: left alone: already aggregated{{.*}} [atomicAdd]
  // CHECK: if (lane_idx == 0) atomicAdd(&out[bin], s);
  if (lane_idx == 0) atomicAdd(&out[bin], s);
}

// One caller passes a key: the parameter is not a lane index. That call
// gets a copy, whose one call passes key[3] for bin: read through a pointer
// to const at a constant index, the same in the lanes of an iteration.
__device__ void maybe_flush(float *out, int bin, float s, int which) {
  // CHECK: if (which == 0) warpagg::reduce_add<warpagg::strategy::likely_uniform>(&out[bin], s);
  if (which == 0) atomicAdd(&out[bin], s);
}

// Only ever called under a one-lane guard.
__device__ void leader_commit(int *hist, int bin, int count) {
  // DIAG: hand-aggregated-hidden.cu:[[@LINE+2]]:3: note: left alone: already aggregated{{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&hist[bin], count);
  atomicAdd(&hist[bin], count);
}

// Called under a one-lane guard once and unguarded once: rewritten.
__device__ void sometimes_guarded(int *hist, int bin) {
  // CHECK: {{^}}  warpagg::reduce_add(&hist[bin], 1);
  atomicAdd(&hist[bin], 1);
}

__global__ void callers(float *out, int *hist, const float *in,
                        const int *key) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = warp_sum(in[i]);
  flush_warp(out, key[0], s, threadIdx.x % 32);
  flush_warp(out, key[1], s, i & 31);
  maybe_flush(out, key[2], s, threadIdx.x % 32);
  maybe_flush(out, key[3], s, key[i]);
  if (threadIdx.x % 32 == 0) leader_commit(hist, key[4], 32);
  if (cg::this_thread_block().thread_rank() == 0) leader_commit(hist, key[5], 1);
  if (threadIdx.x == 0) sometimes_guarded(hist, key[6]);
  sometimes_guarded(hist, key[i]);
}

// A leader per key: __match_any_sync groups the lanes sharing the address.
__global__ void match_leader(int *hist, const int *key, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int k = key[i];
  unsigned peers = __match_any_sync(__activemask(), k);
  int leader = __ffs(peers) - 1;
  int lane = threadIdx.x & 31;
  // DIAG: hand-aggregated-hidden.cu:[[@LINE+2]]:23: note: left alone: already aggregated{{.*}} [atomicAdd]
  // CHECK: if (lane == leader) atomicAdd(&hist[k], __popc(peers));
  if (lane == leader) atomicAdd(&hist[k], __popc(peers));
  // The same through cooperative groups.
  auto group = cg::labeled_partition(cg::coalesced_threads(), k);
  // CHECK: if (group.thread_rank() == 0) atomicAdd(&hist[k + n], (int)group.size());
  if (group.thread_rank() == 0) atomicAdd(&hist[k + n], (int)group.size());
}

// The plain fallback beside a hand-written match: deliberate.
__global__ void match_or_fallback(int *hist, const int *key, bool use_match) {
  int k = key[blockIdx.x * blockDim.x + threadIdx.x];
  if (use_match) {
    unsigned peers = __match_any_sync(__activemask(), k);
    if ((threadIdx.x & 31) == __ffs(peers) - 1) atomicAdd(&hist[k], __popc(peers));
  } else {
    // DIAG: hand-aggregated-hidden.cu:[[@LINE+2]]:5: note: left alone: {{.*}}fallback{{.*}} [atomicAdd]
    // CHECK: {{^}}    atomicAdd(&hist[k], 1);
    atomicAdd(&hist[k], 1);
  }
}
