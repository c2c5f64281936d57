// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/strategy.cuh -- the aggregation strategies an entry point can use.
#pragma once

namespace warpagg {

/// How the lanes of a warp that hit the same address are found and combined.
/// Every strategy is correct for every input; they differ only in cost.
enum class strategy {
  /// Default. Per call and warp, takes the cheapest path the evidence allows:
  /// small launches (under 2048 threads a SM) the plain atomic; otherwise a
  /// neighbour compare (one shuffle + ballot): no repeated address -> the
  /// plain atomic; else the uniform path (one address), the run scan (sorted
  /// keys) or, where a distinct estimate finds few addresses, the peer scan
  /// after a match. With warpagg::once_per_thread, a warp without peers may
  /// issue emulated 16-bit float adds in phases (slot_phases.cuh). See
  /// adaptive.cuh for the measurements.
  adaptive,
  /// Match-free: neighbour compare, ballot of run heads, segmented scan within
  /// runs of equal consecutive addresses, one atomic per run. All-distinct
  /// warps fall through to the plain atomic. Best on sorted keys.
  runs,
  /// __match_any_sync on the address (32-bit when possible), scan among
  /// peers, one atomic per distinct address. Currently the same path as
  /// adaptive's default; kept selectable so that adaptive can change.
  match,
  /// Precondition: every active lane passes the same address (e.g. one
  /// counter). One warp reduction, one atomic.
  uniform,
  /// Peer discovery by a shuffle + ballot loop (one iteration per distinct
  /// address), as before __match_any_sync existed. Reference strategy.
  ballot_loop,
  /// For addresses that usually differ in every lane, increasing with the
  /// lane (coalesced rows, flush loops): one shuffle + vote confirms it and
  /// each lane issues the plain atomic; otherwise adaptive
  /// (likely_distinct.cuh).
  likely_distinct,
  /// For addresses distinct whenever a warp lies in one row of the block (a
  /// lane index in threadIdx.x plus values the same in the row): when
  /// blockDim.x is a multiple of 32, each lane issues the plain atomic with
  /// no test; otherwise likely_distinct (distinct_in_rows.cuh).
  distinct_in_rows,
  /// For addresses that are usually the same in every lane (one per loop
  /// iteration): one 64-bit shuffle + vote confirms it and the uniform path
  /// runs; otherwise adaptive (likely_uniform.cuh).
  likely_uniform,
  /// adaptive without its launch gate: for sites whose few addresses many
  /// warps hit at once (a small table, keys sorted with long runs), where
  /// aggregating pays even in small launches (adaptive.cuh).
  contended
};

}  // namespace warpagg
