// warpagg/match.cuh -- strategy::match: peers by __match_any_sync.
//
// The lanes with the same address ("peers") are found with one
// __match_any_sync on the 64-bit address, scanned along the peer chain, and
// the last peer issues one atomic. All-distinct warps issue the plain atomic.
// Preconditions: the engine's (scan.cuh). Cost: one match.any (on sm_70+ its
// cost grows with the number of distinct addresses in the warp) + 1 vote;
// with duplicates, ceil(log2(largest peer group)) scan steps + one atomic per
// distinct address (+2 shuffles for the returning form).
#pragma once

#include "scan.cuh"
#include "strategy.cuh"

namespace warpagg {
namespace detail {

/// Aggregates given each lane's peer mask (the lanes of mask with its address).
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T aggregate_peers(unsigned mask, T* addr, T v, unsigned peers) {
  const int prev = highest_lane(peers & lanemask_lt());
  if (!__any_sync(mask, prev >= 0)) return native_apply<Op, Scope, Ret>(addr, v);
  return aggregate_chains<Op, Scope, Ret>(mask, addr, v, prev, highest_lane(peers));
}

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::match> {
  template <class Op, class Scope, bool Ret, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    return aggregate_peers<Op, Scope, Ret>(mask, addr, v, __match_any_sync(mask, addr_bits(addr)));
  }
};

}  // namespace detail
}  // namespace warpagg
