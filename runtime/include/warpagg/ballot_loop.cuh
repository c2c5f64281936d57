// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/ballot_loop.cuh -- strategy::ballot_loop: peer discovery by a
// shuffle + ballot loop (the pre-Volta "voting and shuffling" technique).
//
// While lanes remain, the lowest remaining lane broadcasts its address and a
// ballot collects the lanes that share it; then as match. Preconditions: the
// engine's (scan.cuh). Cost: one iteration (1 64-bit shuffle + 1 ballot) per
// distinct address in the warp, then as match. A reference strategy; it needs
// no __match_any_sync.
#pragma once

#include "match.cuh"

namespace warpagg {
namespace detail {

template <> struct strategy_impl<strategy::ballot_loop> {
  template <class Op, class Scope, bool Ret, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    const unsigned long long a = addr_bits(addr);
    unsigned todo = mask, peers = 0;
    while (todo) {  // uniform: todo is the same in every lane of mask
      const unsigned long long leader_a = __shfl_sync(mask, a, lowest_lane(todo));
      const unsigned same = __ballot_sync(mask, a == leader_a);
      if (leader_a == a) peers = same;
      todo &= ~same;
    }
    return aggregate_peers<false, Op, Scope, Ret>(mask, addr, v, peers, issue_at_once(mask));
  }
};

}  // namespace detail
}  // namespace warpagg
