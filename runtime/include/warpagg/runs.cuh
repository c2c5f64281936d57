// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/runs.cuh -- strategy::runs: match-free aggregation of runs of equal
// consecutive addresses.
//
// Each lane compares its address with the previous *active* lane's (shuffle
// by lane id, so sparse active masks are handled), a ballot marks the lanes
// that continue a run, each run is scanned along its lanes and its last lane
// issues one atomic. If no lane continues a run the plain atomic is issued at
// once. Preconditions: the engine's (scan.cuh).
// Cost: 2 shuffles + 1 ballot always; with runs, ceil(log2(longest run))
// scan steps of 1 shuffle (dense masks; 2 otherwise) + one atomic per run
// (+2 shuffles for the returning form). Never finds duplicates that are not
// adjacent: use match for those.
#pragma once

#include "scan.cuh"
#include "strategy.cuh"

namespace warpagg {
namespace detail {

/// Neighbour evidence shared by runs and adaptive.
struct run_info {
  int prev_active;  // previous active lane, -1 for the first
  bool joins;       // this lane's address equals prev_active's
  unsigned joined;  // ballot of `joins` over the mask
};

WARPAGG_DEVICE run_info find_runs(unsigned mask, unsigned long long a) {
  run_info r;
  r.prev_active = highest_lane(mask & lanemask_lt());
  const int src = r.prev_active >= 0 ? r.prev_active : static_cast<int>(lane_id());
  const unsigned lo = static_cast<unsigned>(a), hi = static_cast<unsigned>(a >> 32);
  const unsigned plo = __shfl_sync(mask, lo, src), phi = __shfl_sync(mask, hi, src);
  r.joins = r.prev_active >= 0 && plo == lo && phi == hi;
  r.joined = __ballot_sync(mask, r.joins);
  return r;
}

template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T aggregate_runs(unsigned mask, T* addr, T v, const run_info& r) {
  if (r.joined == 0) return native_apply<Op, Scope, Ret>(addr, v);
  const unsigned heads = mask & ~r.joined;
  const int head = highest_lane(heads & (lanemask_lt() | (1u << lane_id())));
  return aggregate_run_groups<Op, Scope, Ret>(mask, addr, v, r.joined, r.joins ? r.prev_active : -1, head);
}

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::runs> {
  template <class Op, class Scope, bool Ret, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    return aggregate_runs<Op, Scope, Ret>(mask, addr, v, find_runs(mask, addr_bits(addr)));
  }
};

}  // namespace detail
}  // namespace warpagg
