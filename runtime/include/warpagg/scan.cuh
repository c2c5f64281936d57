// warpagg/scan.cuh -- the engine every aggregating strategy ends in.
//
// A strategy describes the groups of lanes that hit the same address by a
// "predecessor" lane per lane (`prev`: the previous lane of the same group, -1
// for the group's first lane) and by whether the lane is its group's last. The
// engine then
//   1. scans each group (Hillis-Steele with pointer jumping along the prev
//      chains, ceil(log2(largest group)) steps of 2-3 shuffles + 1 vote),
//   2. lets each group's last lane issue one native atomic with the group's
//      total,
//   3. for the value-returning form, hands every lane the old value it would
//      have seen had the group's updates been applied one by one in lane
//      order: old for the first lane, after(old, fold of earlier peers) for
//      the others.
// Preconditions for all functions here: every lane of `mask` executes the call
// with the same `mask` (the one __activemask() value read at entry), and prev
// chains only link lanes of `mask` that hit the same address.
#pragma once

#include "ops.cuh"

namespace warpagg {
namespace detail {

/// Inclusive fold of v along this lane's prev chain (itself included).
/// Precondition: at least one lane of mask has prev >= 0.
template <class Op, class T>
WARPAGG_DEVICE T chain_scan(unsigned mask, T v, int prev) {
  const int self = static_cast<int>(lane_id());
  do {
    const int src = prev >= 0 ? prev : self;
    const T other = shfl(mask, v, src);
    const int next_prev = __shfl_sync(mask, prev, src);
    if (prev >= 0) {
      v = Op::combine(other, v);
      prev = next_prev;
    }
  } while (__any_sync(mask, prev >= 0));
  return v;
}

/// Steps 2 and 3 above. `incl` is the lane's inclusive scan, `tail` the lane
/// of the group's last member (the one that issues the atomic).
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T issue_and_distribute(unsigned mask, T* addr, T incl, int prev, int tail) {
  const int self = static_cast<int>(lane_id());
  T old = incl;
  if (self == tail) old = native_apply<Op, Scope, Ret>(addr, incl);
  if constexpr (Ret) {
    old = shfl(mask, old, tail);
    const T excl = shfl(mask, incl, prev >= 0 ? prev : self);
    return prev >= 0 ? Op::after(old, excl) : old;
  } else {
    return old;
  }
}

/// Aggregates over groups given by prev chains; `tail` as above.
/// Precondition: at least one lane of mask has prev >= 0.
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T aggregate_chains(unsigned mask, T* addr, T v, int prev, int tail) {
  const T incl = chain_scan<Op>(mask, v, prev);
  return issue_and_distribute<Op, Scope, Ret>(mask, addr, incl, prev, tail);
}

}  // namespace detail
}  // namespace warpagg
