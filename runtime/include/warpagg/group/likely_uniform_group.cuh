// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/group/likely_uniform_group.cuh -- warpagg::likely_uniform_group:
// atomics whose key the tool proves equal in every lane of one loop
// iteration (a loop's index, a __shared__ value read at that index after a
// barrier), a check instead of a discovery. Use and common contract:
// group.cuh.
//
// Under independent thread scheduling lanes of different iterations could
// still meet at one commit, so commit() checks: one shuffle of the first
// contributor's slot-0 address and one vote; all equal: uniform_group's path
// (group/uniform_group.cuh), else each lane's plain atomics.
//
// Preconditions: group.cuh's 1-4 (those of warpagg::group).
// Cost: uniform_group's, plus one shuffle (two for a key wider than 32 bits)
// and one vote, asked only where the fold pays. Keeping group's discovery
// for a failed check instead of the plain atomics cost 8 registers (40 ->
// 48) in bench/fused's rasterizer.
#pragma once

#include "../detail/group_entries.cuh"
#include "../detail/group_issue.cuh"

namespace warpagg {
namespace detail {

/// likely_uniform_group::commit(): uniform_group's path when the check
/// holds, else the plain atomics (the proof says lanes of one iteration
/// agree: a failed check means lanes of different iterations met, which is
/// rare; keeping group's discovery for it cost 8 registers, 40 -> 48, in
/// bench/fused's rasterizer). The check: one shuffle of the first
/// contributor's key bits \p a (two where wide) and one vote.
template <class Op, class Scope, class KeyKind, class A, class... Ts>
WARPAGG_DEVICE void commit_likely_uniform(unsigned mask, bool has, unsigned long long a, const A& addrs, Ts... v) {
  const auto agree = [&](unsigned putters) {
    const int first = lowest_lane(putters);
    unsigned long long a0 = __shfl_sync(mask, static_cast<unsigned>(a), first);
    if constexpr (KeyKind::wide) a0 |= static_cast<unsigned long long>(__shfl_sync(mask, static_cast<unsigned>(a >> 32), first)) << 32;
    return __all_sync(mask, !has || a == a0);
  };
  commit_shared_address<Op, Scope>(mask, has, addrs, agree, v...);
}

template <> struct discovery_commit<discovery::likely_uniform> {
  /// Checked on the slot-0 address (a non-contributor's is never compared).
  template <class Op, class Scope, class A, class... Ts>
  static WARPAGG_DEVICE void addresses(unsigned mask, unsigned has, const A& addrs, Ts... v) {
    commit_likely_uniform<Op, Scope, address_key>(mask, has != 0u, addr_bits(addrs.template at<0>()), addrs, v...);
  }
  template <class Op, class Scope, class KeyKind, class A, class... Ts>
  static WARPAGG_DEVICE void keyed(unsigned mask, bool has, unsigned long long bits, const A& addrs, Ts... v) {
    commit_likely_uniform<Op, Scope, KeyKind>(mask, has, bits, addrs, v...);
  }
};

}  // namespace detail

/// Atomics whose key is the same in every lane of one loop iteration: a
/// check instead of a discovery, plain atomics when it fails (preconditions:
/// group's).
template <class Op, class... Ts>
using likely_uniform_group = detail::entry_group<detail::discovery::likely_uniform, Op, Ts...>;

}  // namespace warpagg
