// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/group/match_group.cuh -- warpagg::group: atomics whose addresses
// are injective functions of one key that nothing proves shared; one peer
// discovery (a match of the slot-0 addresses), one combined reduction and one
// leader per key issue them all. Use and common contract: group.cuh.
//
// commit() reads __activemask() once; in a launch of fewer than
// WARPAGG_LATENCY_BOUND_THREADS threads (32768) every lane issues its
// plain atomics (launch_shape.cuh); otherwise it estimates the distinct
// slot-0 addresses with one redux.sync (sm_80+, 8 lanes or more:
// distinct_estimate.cuh) and, unless they look all distinct (then every lane
// issues its plain atomics), finds the lanes whose slot-0 addresses are equal
// with ONE 32-bit __match_any_sync, reduces the values of every slot in ONE
// pass (each scan step shuffles all slots, so their latencies overlap), and
// the last lane of each peer group issues the native atomic of every slot
// (the issue is predicated on the leader, no branch per slot). Paths,
// cheapest exit first:
//   * no lane has a peer (random keys): every lane issues its plain atomics
//     after the match and one vote;
//   * all contributing lanes share the address: a full warp with at least
//     WARPAGG_GROUP_MIN_LANES contributors does one butterfly over all values
//     (redux.sync for 32-bit integers, any mask and any count) and one lane
//     of the even and one of the odd lanes issue (fold); fewer
//     contributors issue their plain atomics; a partial warp scans the
//     contributors' chain;
//   * groups that are runs of consecutive lanes of a full-mask dense warp
//     (sorted keys): the run scan, one shuffle per slot and step;
//   * scattered groups: the chain scan along peers.
//
// Preconditions: group.cuh's 1-4 (2.: two lanes that put have the same
// slot-0 address exactly when they have the same address at every slot).
// Cost, measured against plain atomics (H100, bench/results/
// 2026-11-22-h100-fused.md): a PIC deposit of 4 quantities 0.29x plain's
// time on sorted keys, 0.39x shifted, 1.00x random (the hand-fused anchor:
// the same); MD forces 0.88x (anchor 1.03x).
#pragma once

#include "../distinct_estimate.cuh"
#include "../launch_shape.cuh"

#ifndef WARPAGG_GROUP_MATCH_PCT
/// A group matches its keys only where the distinct estimate finds at most
/// this share (%) of the hash buckets all-distinct keys would fill on
/// average (see commit_match). Above 100 because a group's match is worth
/// more than a single site's: measured (H100, bench/experiments/
/// group_match_pct.sh) 85 / 95 / 105 / no estimate: a Lennard-Jones half
/// list 1.01-1.06x / 1.02-1.05x / 1.03-1.05x / 0.96-0.97x plain, bench/fused's
/// md 0.98 / 0.93 / 0.90 / 0.91 of plain's time, pic rows alike.
#define WARPAGG_GROUP_MATCH_PCT 105
#endif
#include "../ops.cuh"
#include "../scan.cuh"
#include "../detail/group_entries.cuh"
#include "../detail/group_issue.cuh"

namespace warpagg {
namespace detail {

/// The whole warp's contributors (`putters`, n of them) hit one address per
/// slot. Redux or butterfly where it pays, plain atomics where it does not,
/// the chain scan over the contributors for partial warps with many.
template <class Op, class Scope, class A, class... Ts>
WARPAGG_DEVICE void commit_one_address(unsigned mask, unsigned putters, bool has, const A& addrs, Ts... v) {
  const int n = __popc(putters);
  const int self = static_cast<int>(lane_id());
  if (n == 1 || (n < WARPAGG_GROUP_MIN_LANES && !redux_all<Op, Ts...>::value)) {
    issue_all<Op, Scope>(has, addrs, v...);
    return;
  }
  if (mask == 0xffffffffu || redux_all<Op, Ts...>::value) {
    ((v = has ? v : identity<Op, Ts>()), ...);
    issue_all<Op, Scope>(fold<Op>(mask, putters, v...), addrs, v...);
    return;
  }
  // Partial warp, no redux: one chain through the contributors.
  const int prev = has ? highest_lane(putters & lanemask_lt()) : -1;
  const unsigned streak = (putters & ~(putters & (0u - putters))) | ~putters;
  chain_scan_all<Op>(mask, prev, scan_len{false, streak}, v...);
  issue_all<Op, Scope>(self == highest_lane(putters), addrs, v...);
}

/// group::commit(): see the top of this file. \p mask: __activemask(), read
/// once by the caller; \p a: the lane's key bits (KeyKind).
template <class Op, class Scope, class KeyKind, class A, class... Ts>
WARPAGG_DEVICE void commit_match(unsigned mask, bool has, unsigned long long a, const A& addrs, Ts... v) {
  // Too few threads for the atomics' throughput to matter (launch_shape.cuh).
  if (latency_bound_launch()) {
    issue_all<Op, Scope>(has, addrs, v...);
    return;
  }
#if WARPAGG_ARCH >= 800
  // Keys that look all distinct (one redux.sync): the plain atomics, without
  // the match. A Lennard-Jones half-list scatter (peers in a third of its
  // warps, 22.2 keys for 22.7 lanes) went from 0.90x to 1.03x plain (H200);
  // with the threshold at 105% groups whose lanes do share keys keep their
  // gain (bench/fused md, pic; bench/results/2026-11-26-h200-static-shapes.md).
  // (The estimate hashes a 4-byte element's address; a key counts
  // elements, so it is scaled as one: consecutive keys in distinct buckets.
  // Unscaled, four keys shared a bucket and a Lennard-Jones half list
  // matched where it should not: bench/fused md 1.12x plain's time.)
  const unsigned long long hashed = KeyKind::keyed ? a << 2 : a;
  if (const int n = __popc(mask); n >= 8 && !few_distinct<WARPAGG_GROUP_MATCH_PCT>(mask, hashed, n)) {
    issue_all<Op, Scope>(has, addrs, v...);
    return;
  }
#endif
  const unsigned below = lanemask_lt();
  unsigned peers = __match_any_sync(mask, static_cast<unsigned>(a));
  unsigned putters = 0u;
  if constexpr (KeyKind::keyed) {  // a non-contributor's key bits may equal a contributor's
    putters = __ballot_sync(mask, has);
    peers = has ? peers & putters : 1u << lane_id();
  }
  int prev = highest_lane(peers & below);
  if (!__any_sync(mask, has && prev >= 0)) {  // no peers: the plain atomics
    issue_all<Op, Scope>(has, addrs, v...);
    return;
  }
  if constexpr (KeyKind::wide) {
    const unsigned hi = static_cast<unsigned>(a >> 32);
    if (__any_sync(mask, hi != __shfl_sync(mask, hi, lowest_lane(peers)))) {
      peers = __match_any_sync(mask, a);  // rare: the warp spans a 4 GiB boundary
      if constexpr (KeyKind::keyed) peers = has ? peers & putters : 1u << lane_id();
      prev = highest_lane(peers & below);
    }
  }
  // Contributors' peers are contributors (group: their addresses are not
  // null; keyed: masked above); non-contributors take no part in any chain.
  if (!has) prev = -1;
  if constexpr (!KeyKind::keyed) putters = __ballot_sync(mask, has);
  const unsigned joined = __ballot_sync(mask, prev >= 0);
  if (joined == (putters & (putters - 1u))) {  // one group: every contributor but the first joins it
    commit_one_address<Op, Scope>(mask, putters, has, addrs, v...);
    return;
  }
  const int self = static_cast<int>(lane_id());
  const int prev_putter = highest_lane(putters & below);
  const bool runs = __ballot_sync(mask, prev >= 0 && prev != prev_putter) == 0u;
  if (runs && putters == mask && (mask & (mask + 1u)) == 0u) {  // sorted keys, dense warp: lane == rank
    dense_run_scan_all<Op>(mask, lowest_lane(peers), joined | ~mask, v...);
  } else {
    chain_scan_all<Op>(mask, prev, runs ? scan_len{false, joined | ~putters} : scan_len{true, 0u}, v...);
  }
  issue_all<Op, Scope>(has && self == highest_lane(peers), addrs, v...);
}

template <> struct discovery_commit<discovery::match> {
  /// Matched by the slot-0 address; a non-contributor's is null, which no
  /// contributor has.
  template <class Op, class Scope, class A, class... Ts>
  static WARPAGG_DEVICE void addresses(unsigned mask, unsigned has, const A& addrs, Ts... v) {
    commit_match<Op, Scope, address_key>(mask, has != 0u, has ? addr_bits(addrs.template at<0>()) : 0ull, addrs, v...);
  }
  template <class Op, class Scope, class KeyKind, class A, class... Ts>
  static WARPAGG_DEVICE void keyed(unsigned mask, bool has, unsigned long long bits, const A& addrs, Ts... v) {
    commit_match<Op, Scope, KeyKind>(mask, has, bits, addrs, v...);
  }
};

}  // namespace detail

/// Atomics whose addresses are injective functions of one key: one match,
/// one combined reduction, one leader per key (preconditions at the top).
template <class Op, class... Ts> using group = detail::entry_group<detail::discovery::match, Op, Ts...>;

}  // namespace warpagg
