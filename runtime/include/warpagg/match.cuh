// warpagg/match.cuh -- strategy::match: peers by __match_any_sync.
//
// The lanes with the same address ("peers") are found with one
// __match_any_sync, scanned along the peer chain, and the last peer issues
// one atomic. All-distinct warps issue the plain atomic. The match runs on the
// low 32 bits of the address when all lanes share the upper 32 bits (the
// usual case: one allocation), which costs about half of a 64-bit match.
// Preconditions: the engine's (scan.cuh). Cost: 1 shuffle + 1 vote + one
// match.any (its cost grows with the number of distinct addresses in the
// warp) + 1 redux (sm_80+; else a vote a step); with duplicates,
// ceil(log2(largest peer group)) scan steps of 2 shuffles + one atomic per
// distinct address (+2 shuffles for the returning form).
#pragma once

#include "scan.cuh"
#include "strategy.cuh"

namespace warpagg {
namespace detail {

/// __match_any_sync on the address; 32-bit when hi_uniform (all lanes of mask
/// share the upper 32 address bits).
WARPAGG_DEVICE unsigned match_peers(unsigned mask, unsigned long long a, bool hi_uniform) {
  return hi_uniform ? __match_any_sync(mask, static_cast<unsigned>(a)) : __match_any_sync(mask, a);
}

/// Aggregates given each lane's peer mask (the lanes of mask with its address).
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T aggregate_peers(unsigned mask, T* addr, T v, unsigned peers) {
  const int prev = highest_lane(peers & lanemask_lt());
#if WARPAGG_ARCH >= 800
  const int steps = ceil_log2(static_cast<int>(__reduce_max_sync(mask, static_cast<unsigned>(__popc(peers)))));
  if (steps == 0) return native_apply<Op, Scope, Ret>(addr, v);
#else
  const int steps = -1;
  if (!__any_sync(mask, prev >= 0)) return native_apply<Op, Scope, Ret>(addr, v);
#endif
  return aggregate_chains<Op, Scope, Ret>(mask, addr, v, prev, highest_lane(peers), steps);
}

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::match> {
  template <class Op, class Scope, bool Ret, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    const unsigned long long a = addr_bits(addr);
    const unsigned hi = static_cast<unsigned>(a >> 32);
    const bool hi_uniform = __all_sync(mask, hi == __shfl_sync(mask, hi, lowest_lane(mask)));
    return aggregate_peers<Op, Scope, Ret>(mask, addr, v, match_peers(mask, a, hi_uniform));
  }
};

}  // namespace detail
}  // namespace warpagg
