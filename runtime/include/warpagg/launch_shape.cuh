// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/launch_shape.cuh -- whether the running launch is too small for a
// peer discovery to pay.
//
// An atomic whose result is unused is fire-and-forget: its cost is the
// memory system's throughput, which only many threads exhaust. With few
// threads per SM nothing waits on the atomics, and a match and a scan only
// add their latency to every thread's path. Measured (H100, bench/results/
// 2026-11-26-gpumd-original-vs-tool.md): GPUMD's small-box NEP forces, 250
// threads on 132 SMs, groups of twelve doubles keyed by a neighbour: 1.15x
// the original's time with the match, 1.03x with plain atomics after the
// estimate; its NEP training 1.06x / 1.01x. Issue 28's profile found the
// same at 256 threads per SM (bench's persistent rows).
// Cost: gridDim, blockDim (constant bank) and %nsmid, all uniform; no
// shuffle, no vote. Preconditions: none.
#pragma once

#include "config.cuh"

#ifndef WARPAGG_LATENCY_BOUND_THREADS_PER_SM
/// Launches of fewer threads than this per SM, on average, are taken as
/// latency-bound: a group whose keys nothing proves shared issues plain atomics.
#define WARPAGG_LATENCY_BOUND_THREADS_PER_SM 256
#endif

namespace warpagg {
namespace detail {

/// True when the launch running this thread has fewer than
/// WARPAGG_LATENCY_BOUND_THREADS_PER_SM threads per SM on average.
WARPAGG_DEVICE bool latency_bound_launch() {
  unsigned sms;
  asm("mov.u32 %0, %%nsmid;" : "=r"(sms));
  const unsigned long long threads =
      static_cast<unsigned long long>(gridDim.x) * gridDim.y * gridDim.z * blockDim.x * blockDim.y * blockDim.z;
  return threads < static_cast<unsigned long long>(WARPAGG_LATENCY_BOUND_THREADS_PER_SM) * sms;
}

}  // namespace detail
}  // namespace warpagg
