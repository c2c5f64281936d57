// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/scan.cuh -- the engine every aggregating strategy ends in.
//
// A strategy describes the groups of lanes that hit the same address by a
// "predecessor" lane per lane (`prev`: the previous lane of the same group, -1
// for the group's first lane) and by whether the lane is its group's last. The
// engine then
//   1. scans each group (Hillis-Steele with pointer jumping along the prev
//      chains, ceil(log2(largest group)) steps of 2-3 shuffles; groups that
//      are runs of consecutive lanes of a dense mask need 1-2 a step),
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

/// Scan-length control shared by the scans below. A scan needs
/// ceil(log2(longest group)) Hillis-Steele steps. For groups that are runs of
/// consecutive lanes that number follows from the (warp-uniform) bit set
/// `streak` of lanes that continue a group, inactive lanes counted as
/// continuing (an upper bound): step k is needed while streak has 2^k
/// consecutive set bits, tracked by streak &= streak << 2^k alongside the
/// shuffles, with no communication. Otherwise (streak unknown) a vote after
/// each step ends the scan.
struct scan_len {
  bool use_votes;
  unsigned streak;
};

/// One scan step for one value: v becomes other OP v (other from an earlier
/// lane) where `take`.
template <class Op, class T> WARPAGG_DEVICE void fold_later(bool take, T& v, const T& other) {
  if (take) v = Op::combine(other, v);
}
/// One butterfly step: operands in lane order (`upper`: other is from a lower lane).
template <class Op, class T> WARPAGG_DEVICE void fold_pair(bool upper, T& v, const T& other) {
  v = upper ? Op::combine(other, v) : Op::combine(v, other);
}

/// Inclusive fold of every v (one value per slot of a group, group.cuh) along
/// this lane's prev chain (itself included), all values shuffled in the same
/// step so that their shuffles overlap. Precondition: with use_votes, some
/// lane of mask has prev >= 0.
template <class Op, class... T>
WARPAGG_DEVICE void chain_scan_all(unsigned mask, int prev, scan_len len, T&... v) {
  const int self = static_cast<int>(lane_id());
  unsigned streak = len.use_votes ? 1u : len.streak;
  for (unsigned d = 1; streak != 0u && d < 32u; d <<= 1) {
    const int src = prev >= 0 ? prev : self;
    const int next_prev = __shfl_sync(mask, prev, src);
    (fold_later<Op>(prev >= 0, v, shfl(mask, v, src)), ...);
    if (prev >= 0) prev = next_prev;
    streak = len.use_votes ? static_cast<unsigned>(__any_sync(mask, prev >= 0)) : streak & (streak << d);
  }
}
/// The same for one value, written out so that the single-site entry points
/// compile to exactly the code they had before groups existed (the pack form
/// orders one shuffle and one predicate differently).
template <class Op, class T>
WARPAGG_DEVICE T chain_scan(unsigned mask, T v, int prev, scan_len len) {
  const int self = static_cast<int>(lane_id());
  unsigned streak = len.use_votes ? 1u : len.streak;
  for (unsigned d = 1; streak != 0u && d < 32u; d <<= 1) {
    const int src = prev >= 0 ? prev : self;
    const T other = shfl(mask, v, src);
    const int next_prev = __shfl_sync(mask, prev, src);
    if (prev >= 0) {
      v = Op::combine(other, v);
      prev = next_prev;
    }
    streak = len.use_votes ? static_cast<unsigned>(__any_sync(mask, prev >= 0)) : streak & (streak << d);
  }
  return v;
}

/// The same scan for groups that are runs of consecutive lanes, when mask is
/// dense (lanes 0..n-1, so lane == rank): the predecessor at distance d is
/// lane - d while that is not before the group's first lane `head`, so no
/// pointer is shuffled. Steps are bounded by `streak` as above. Every v is
/// scanned in the same step.
template <class Op, class... T>
WARPAGG_DEVICE void dense_run_scan_all(unsigned mask, int head, unsigned streak, T&... v) {
  const int self = static_cast<int>(lane_id());
  for (unsigned d = 1; streak != 0u && d < 32u; d <<= 1) {
    const bool in_run = self - static_cast<int>(d) >= head;
    (fold_later<Op>(in_run, v, shfl_any<shfl_kind::up>(mask, v, static_cast<int>(d))), ...);
    streak &= streak << d;
  }
}
/// The same for one value, written out (as chain_scan).
template <class Op, class T>
WARPAGG_DEVICE T dense_run_scan(unsigned mask, T v, int head, unsigned streak) {
  const int self = static_cast<int>(lane_id());
  for (unsigned d = 1; streak != 0u && d < 32u; d <<= 1) {
    const T other = shfl_any<shfl_kind::up>(mask, v, static_cast<int>(d));
    if (self - static_cast<int>(d) >= head) v = Op::combine(other, v);
    streak &= streak << d;
  }
  return v;
}

/// The first steps of the butterfly below, down to xor distance Classes
/// (a power of two, 1 to 16): every lane ends with the fold of the values of
/// the 32 / Classes lanes with its own `lane % Classes`, after log2(32 /
/// Classes) xor shuffles per value. Classes == 1: the whole warp's fold.
template <class Op, int Classes, class... T> WARPAGG_DEVICE void butterfly_to(unsigned mask, T&... v) {
  static_assert(Classes >= 1 && Classes <= 16 && (Classes & (Classes - 1)) == 0, "a power of two, 1 to 16");
  const int self = static_cast<int>(lane_id());
#pragma unroll
  for (int d = 16; d >= Classes; d >>= 1) {
    (fold_pair<Op>((self & d) != 0, v, shfl_any<shfl_kind::bfly>(mask, v, d)), ...);
  }
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

/// Aggregates over groups given by prev chains; `tail` and `len` as above.
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T aggregate_chains(unsigned mask, T* addr, T v, int prev, int tail, scan_len len) {
  const T incl = chain_scan<Op>(mask, v, prev, len);
  return issue_and_distribute<Op, Scope, Ret>(mask, addr, incl, prev, tail);
}

/// Aggregates groups that are runs of consecutive active lanes: `joined` is
/// the ballot of lanes whose previous active lane is in their group, `prev`
/// that lane (or -1), `head` the group's first lane.
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T aggregate_run_groups(unsigned mask, T* addr, T v, unsigned joined, int prev, int head) {
  const unsigned heads_after = mask & ~joined & lanemask_gt();
  // Lanes below the next group's head (all lanes when this is the last group).
  const unsigned before_next = heads_after ? (heads_after & (0u - heads_after)) - 1u : 0xffffffffu;
  const int tail = highest_lane(mask & before_next);
  const unsigned streak = joined | ~mask;  // inactive lanes count as joined: an upper bound
  if ((mask & (mask + 1u)) == 0u) {        // dense: lane == rank
    const T incl = dense_run_scan<Op>(mask, v, head, streak);
    return issue_and_distribute<Op, Scope, Ret>(mask, addr, incl, prev, tail);
  }
  return aggregate_chains<Op, Scope, Ret>(mask, addr, v, prev, tail, scan_len{false, streak});
}

}  // namespace detail
}  // namespace warpagg
