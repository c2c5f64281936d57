// warpagg/scan.cuh -- the engine every aggregating strategy ends in.
//
// A strategy describes the groups of lanes that hit the same address by a
// "predecessor" lane per lane (`prev`: the previous lane of the same group, -1
// for the group's first lane) and by whether the lane is its group's last. The
// engine then
//   1. scans each group (Hillis-Steele with pointer jumping along the prev
//      chains, ceil(log2(largest group)) steps of 2-3 shuffles; dense runs
//      need 1-2 shuffles a step),
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

/// Hillis-Steele steps that cover the longest streak of set bits in x plus
/// one lane: ceil(log2(longest streak + 1)), at most 5. Pure ALU, no
/// communication: with x = (lanes that continue a run) it bounds the scan.
WARPAGG_DEVICE int streak_steps(unsigned x) {
  int s = 0;
  for (unsigned w = 1; x != 0u && w < 32u; w <<= 1) {
    ++s;
    x &= x << w;
  }
  return s;
}

/// ceil(log2(n)) for 1 <= n <= 32: scan steps for a group of n lanes.
WARPAGG_DEVICE int ceil_log2(int n) { return n <= 1 ? 0 : 32 - __clz(n - 1); }

/// Inclusive fold of v along this lane's prev chain (itself included).
/// steps >= 0: exactly that many pointer-jumping steps (enough for the
/// longest chain); steps < 0: until a vote says no lane has a predecessor
/// left (then at least one lane of mask must have prev >= 0).
template <class Op, class T>
WARPAGG_DEVICE T chain_scan(unsigned mask, T v, int prev, int steps) {
  const int self = static_cast<int>(lane_id());
  for (int k = 0; steps < 0 || k < steps; ++k) {
    const int src = prev >= 0 ? prev : self;
    const T other = shfl(mask, v, src);
    const int next_prev = __shfl_sync(mask, prev, src);
    if (prev >= 0) {
      v = Op::combine(other, v);
      prev = next_prev;
    }
    if (steps < 0 && !__any_sync(mask, prev >= 0)) break;
  }
  return v;
}

/// The same scan for runs when mask is dense (lanes 0..n-1, so lane ==
/// rank): the predecessor at distance d is lane - d while that is not before
/// the run's head, so no pointer needs shuffling.
template <class Op, class T>
WARPAGG_DEVICE T dense_run_scan(unsigned mask, T v, int head, int steps) {
  const int self = static_cast<int>(lane_id());
  for (int k = 0, d = 1; k < steps; ++k, d <<= 1) {
    const T other = shfl_any<shfl_kind::up>(mask, v, d);
    if (self - d >= head) v = Op::combine(other, v);
  }
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

/// Aggregates over groups given by prev chains; `tail` and `steps` as above.
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T aggregate_chains(unsigned mask, T* addr, T v, int prev, int tail, int steps) {
  const T incl = chain_scan<Op>(mask, v, prev, steps);
  return issue_and_distribute<Op, Scope, Ret>(mask, addr, incl, prev, tail);
}

}  // namespace detail
}  // namespace warpagg
