// warpagg/match.cuh -- strategy::match: peers by __match_any_sync.
//
// The lanes with the same address ("peers") are found with one
// __match_any_sync and scanned along the peer chain; the last peer issues one
// atomic. The match runs on the low 32 bits of the address when all lanes
// share the upper 32 bits (the usual case, checked by two redux.sync that
// overlap with the match): a 64-bit match costs about twice as much. If no
// lane has a peer, the plain atomic is issued; if every group is a run of
// consecutive lanes (sorted keys), the cheaper run scan is used; if the whole
// warp is one group, the uniform path.
// Preconditions: the engine's (scan.cuh). Cost: one match.any (its cost grows
// with the number of distinct addresses in the warp) + 2 redux + 2 ballots;
// with duplicates, ceil(log2(largest peer group)) scan steps of 1-2 shuffles
// (runs) or 2 shuffles + 1 vote (scattered) + one atomic per distinct address
// (+2 shuffles for the returning form).
#pragma once

#include "scan.cuh"
#include "strategy.cuh"
#include "uniform.cuh"

namespace warpagg {
namespace detail {

/// __match_any_sync on the address: 32-bit when all lanes of mask share the
/// upper 32 address bits, else 64-bit.
WARPAGG_DEVICE unsigned match_peers(unsigned mask, unsigned long long a) {
  const unsigned lo = static_cast<unsigned>(a), hi = static_cast<unsigned>(a >> 32);
  unsigned peers = __match_any_sync(mask, lo);
#if WARPAGG_ARCH >= 800
  const bool hi_uniform = __reduce_and_sync(mask, hi) == __reduce_or_sync(mask, hi);
#else
  const bool hi_uniform = __all_sync(mask, hi == __shfl_sync(mask, hi, lowest_lane(mask)));
#endif
  if (!hi_uniform) peers = __match_any_sync(mask, a);
  return peers;
}

/// Aggregates given each lane's peer mask (the lanes of mask with its address).
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T aggregate_peers(unsigned mask, T* addr, T v, unsigned peers) {
  const unsigned below = lanemask_lt();
  const int prev = highest_lane(peers & below);
  const int prev_active = highest_lane(mask & below);
  const unsigned joined = __ballot_sync(mask, prev >= 0);
  const unsigned scattered = __ballot_sync(mask, prev >= 0 && prev != prev_active);
  if (joined == 0u) return native_apply<Op, Scope, Ret>(addr, v);
  if (scattered == 0u) {
    if (joined == (mask & (mask - 1u))) return aggregate_uniform<Op, Scope, Ret>(mask, addr, v);
    return aggregate_run_groups<Op, Scope, Ret>(mask, addr, v, joined, prev, lowest_lane(peers));
  }
  return aggregate_chains<Op, Scope, Ret>(mask, addr, v, prev, highest_lane(peers), scan_len{true, 0u});
}

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::match> {
  template <class Op, class Scope, bool Ret, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    return aggregate_peers<Op, Scope, Ret>(mask, addr, v, match_peers(mask, addr_bits(addr)));
  }
};

}  // namespace detail
}  // namespace warpagg
