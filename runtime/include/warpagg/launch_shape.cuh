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
// Cost: gridDim and blockDim (constant bank, loop-invariant), compared with a
// constant; no shuffle, no vote. (Reading %nsmid to count per SM instead
// cost bench/fused's md, a 1M-thread launch the gate never stops, 7% of its
// time: 0.97x plain against 0.90x with a constant.) Preconditions: none.
#pragma once

#include "config.cuh"

#ifndef WARPAGG_LATENCY_BOUND_THREADS
/// Launches of fewer threads than this are taken as latency-bound: a group
/// whose keys nothing proves shared issues plain atomics there. 32768 is
/// about 256 threads per SM on an H100 (132 SMs) or an A100 (108).
#define WARPAGG_LATENCY_BOUND_THREADS 32768
#endif

namespace warpagg {
namespace detail {

/// True when the launch running this thread has fewer than \p threads
/// threads (never when \p threads is 0).
WARPAGG_DEVICE bool launch_smaller_than(unsigned long long threads) {
  return threads > 0 && static_cast<unsigned long long>(gridDim.x) * gridDim.y * gridDim.z * blockDim.x * blockDim.y *
                                blockDim.z <
                            threads;
}

/// True when the launch running this thread has fewer than
/// WARPAGG_LATENCY_BOUND_THREADS threads.
/// WARPAGG_LATENCY_BOUND_THREADS=0 turns the gate off.
WARPAGG_DEVICE bool latency_bound_launch() { return launch_smaller_than(WARPAGG_LATENCY_BOUND_THREADS); }

}  // namespace detail
}  // namespace warpagg
