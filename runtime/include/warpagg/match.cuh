// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/match.cuh -- strategy::match: peers by __match_any_sync.
//
// The lanes with the same address ("peers") are found with one 32-bit
// __match_any_sync on the low address bits (about half the cost of a 64-bit
// match), and scanned along the peer chain; the last peer issues one atomic.
// No peers: the plain atomic, after one vote. With peers, the upper address
// bits of each group are checked (one shuffle + vote; a 64-bit rematch only
// if a warp spans a 4 GiB boundary); groups that are runs of consecutive
// lanes (sorted keys) use the run scan, one group the uniform path.
// Preconditions: the engine's (scan.cuh). Cost: one match.any (grows with
// the number of distinct addresses in the warp) + 1 vote; with duplicates,
// + 1 shuffle + 3 votes + ceil(log2(largest group)) scan steps of 1-2
// shuffles (runs) or 2 shuffles + 1 vote (scattered) + one atomic per
// distinct address (+2 shuffles for the returning form).
#pragma once

#include "scan.cuh"
#include "slot_phases.cuh"
#include "strategy.cuh"
#include "uniform.cuh"

namespace warpagg {
namespace detail {

/// Aggregates given each lane's peer mask `peers` (lanes of mask whose
/// address has the same low 32 bits when Lo32, the same address otherwise).
/// Order of work, cheapest exit first: no lane has a peer -> plain atomic (a
/// 32-bit match never misses a real peer, so the upper bits need no check);
/// else Lo32 groups are checked for equal upper bits (one shuffle + ballot,
/// rematched on 64 bits if not); groups that are runs of consecutive lanes use
/// the run scan (one group: the uniform path); scattered groups the chain scan.
/// `distinct` (slot_phases.cuh) issues the atomics of a warp without peers.
template <bool Lo32, class Op, class Scope, bool Ret, class T, class Distinct>
WARPAGG_DEVICE T aggregate_peers(unsigned mask, T* addr, T v, unsigned peers, const Distinct& distinct) {
  const unsigned below = lanemask_lt();
  int prev = highest_lane(peers & below);
  if (!__any_sync(mask, prev >= 0)) return distinct.template apply<Op, Scope, Ret>(mask, addr, v);
  if constexpr (Lo32) {
    const unsigned long long a = addr_bits(addr);
    const unsigned hi = static_cast<unsigned>(a >> 32);
    if (__any_sync(mask, hi != __shfl_sync(mask, hi, lowest_lane(peers)))) {
      peers = __match_any_sync(mask, a);  // rare: one warp spans a 4 GiB boundary
      prev = highest_lane(peers & below);
    }
  }
  const int prev_active = highest_lane(mask & below);
  const unsigned joined = __ballot_sync(mask, prev >= 0);
  if (__ballot_sync(mask, prev >= 0 && prev != prev_active) == 0u) {
    if (joined == (mask & (mask - 1u))) return aggregate_uniform<Op, Scope, Ret>(mask, addr, v);
    return aggregate_run_groups<Op, Scope, Ret>(mask, addr, v, joined, prev, lowest_lane(peers));
  }
  return aggregate_chains<Op, Scope, Ret>(mask, addr, v, prev, highest_lane(peers), scan_len{true, 0u});
}

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::match> {
  template <class Op, class Scope, bool Ret, class Distinct = issue_at_once, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    const Distinct distinct(mask);  // before the match, so that its work overlaps the match's
    return aggregate_peers<true, Op, Scope, Ret>(mask, addr, v,
                                                 __match_any_sync(mask, static_cast<unsigned>(addr_bits(addr))), distinct);
  }
};

}  // namespace detail
}  // namespace warpagg
