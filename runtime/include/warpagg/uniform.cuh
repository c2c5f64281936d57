// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/uniform.cuh -- strategy::uniform: every active lane hits one address.
//
// Precondition (beyond the engine's): all lanes of the active mask pass the
// same address (the tool proves this, e.g. a single counter). Otherwise the
// result is wrong: use adaptive, which checks it.
// Cost: reduce form on 32-bit integers (sm_80+) one redux.sync + one atomic;
// full warp, other types: 5 xor shuffles + one atomic; otherwise the chain
// scan (5 steps for 32 lanes). Returning form: counters where every lane adds
// the same value take 2 redux + 1 shuffle; otherwise the scan + 2 shuffles.
#pragma once

#include "scan.cuh"
#include "strategy.cuh"

namespace warpagg {
namespace detail {

/// Aggregation when all lanes of mask hit one address: a single group whose
/// chain is the active lanes in order. Uses one redux.sync where the type has
/// it (sm_80+, 32-bit integers), a butterfly for a full warp, else the scan.
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T aggregate_uniform(unsigned mask, T* addr, T v) {
  const int self = static_cast<int>(lane_id());
  const unsigned below = mask & lanemask_lt();
  const int leader = lowest_lane(mask);
  if (mask == (1u << self)) return native_apply<Op, Scope, Ret>(addr, v);
#if WARPAGG_ARCH >= 800
  if constexpr (has_redux<Op, T>::value) {
    if constexpr (!Ret) {
      const T total = redux<Op>(mask, v);
      if (self == leader) native_apply<Op, Scope, false>(addr, total);
      return v;
    } else if constexpr (is_same<Op, op_add>::value || is_same<Op, op_sub>::value) {
      // Counters (idx = atomicAdd(&n, 1)): when every lane adds the same
      // value, the exclusive prefix is value * rank and no scan is needed.
      if (__reduce_min_sync(mask, v) == __reduce_max_sync(mask, v)) {
        const unsigned n = __popc(mask), rank = __popc(below);
        T old = v;
        if (self == leader) old = native_apply<Op, Scope, true>(addr, static_cast<T>(static_cast<unsigned>(v) * n));
        old = shfl(mask, old, leader);
        const T prefix = static_cast<T>(static_cast<unsigned>(v) * rank);
        return Op::after(old, prefix);
      }
    }
  }
#endif
  if constexpr (!Ret) {
    if (mask == 0xffffffffu) {
      // Butterfly: every lane ends with the total after 5 xor shuffles.
#pragma unroll
      for (int d = 16; d >= 1; d >>= 1) {
        const T other = shfl_any<shfl_kind::bfly>(mask, v, d);
        v = (self & d) ? Op::combine(other, v) : Op::combine(v, other);
      }
      if (self == leader) native_apply<Op, Scope, false>(addr, v);
      return v;
    }
  }
  // One run: every active lane but the first continues it.
  return aggregate_run_groups<Op, Scope, Ret>(mask, addr, v, mask & ~(mask & (0u - mask)), highest_lane(below),
                                              leader);
}

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::uniform> {
  template <class Op, class Scope, bool Ret, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    return aggregate_uniform<Op, Scope, Ret>(mask, addr, v);
  }
};

}  // namespace detail
}  // namespace warpagg
