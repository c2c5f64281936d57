// Experiment (issue 26), not shipped: bench/fused's raster3 group as
// warpagg::likely_uniform_group commits it (ballot of the contributors, the
// first contributor's key checked in every contributor, a butterfly over the
// 9 values to 2 issuing lanes where a full warp has 8 or more contributors,
// else each contributor's own atomics), but keeping only the values between
// the puts and the commit: the 9 addresses are computed again at the commit
// from one key (the primitive id), as a rewrite could where it proves each
// slot's address a function of the key and values visible at the commit.
// Deferring the 9 addresses is what takes the tool's output from the plain
// kernel's 54 registers to 64 (bench/results/2026-11-27-h100-raster3-early-exit.md).
#pragma once

#ifndef VOG_MIN_LANES  // fewest contributors that fold (warpagg's WARPAGG_GROUP_MIN_LANES)
#define VOG_MIN_LANES 8
#endif
#ifndef VOG_ISSUERS  // lanes that issue the folded values (WARPAGG_GROUP_ISSUERS): 1, 2 or 4
#define VOG_ISSUERS 2
#endif

struct raster3_value_only_group {
  float* const colors;
  float3* const mean;
  float4* const conic;
  float* const opacity;
  float v[9];
  int key = -1;  // -1: this lane put nothing

  __device__ raster3_value_only_group(float* c, float3* m, float4* k, float* o)
      : colors(c), mean(m), conic(k), opacity(o) {}

  // put<I> of the tool's output is flat slot I + 2 (slots 0-2: the colours).
  template <int I> __device__ void put(int, float x) { v[I + 2] = x; }
  template <int I> __device__ void put_at(int id, float x, int k) {
#pragma unroll
    for (int q = 0; q < 3; q++)
      if (q == k) v[q] = x;
    key = id;
  }

  __device__ void issue(int id) {
    float* const at[9] = {&colors[id * 3], &colors[id * 3 + 1], &colors[id * 3 + 2], &mean[id].x, &mean[id].y,
                          &conic[id].x,    &conic[id].y,        &conic[id].w,        &opacity[id]};
#pragma unroll
    for (int s = 0; s < 9; s++) atomicAdd(at[s], v[s]);
  }

  // The tool's commit passes its addresses' callable; this group writes
  // the addresses itself (issue()).
  template <class F> __device__ void commit(F&&) { commit(); }
  __device__ void commit() {
    const unsigned mask = __activemask();
    const bool has = key >= 0;
    const unsigned putters = __ballot_sync(mask, has);
    if (putters == 0u) return;
    const int first = __ffs(putters) - 1;
    const int k0 = __shfl_sync(mask, key, first);
    if (mask == 0xffffffffu && __popc(putters) >= VOG_MIN_LANES && __all_sync(mask, !has || key == k0)) {
#pragma unroll
      for (int s = 0; s < 9; s++) {
        float x = has ? v[s] : 0.0f;
#pragma unroll
        for (int off = 16; off >= VOG_ISSUERS; off >>= 1) x += __shfl_xor_sync(mask, x, off);
        v[s] = x;
      }
      unsigned lane;
      asm("mov.u32 %0, %%laneid;" : "=r"(lane));
      if (lane < VOG_ISSUERS) issue(k0);  // lane i holds the sum of lanes i mod VOG_ISSUERS
      return;
    }
    if (has) issue(key);
  }
};
