// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/group/uniform_group.cuh -- warpagg::uniform_group: atomics whose
// addresses the tool proves warp-uniform; no discovery at all. Use and
// common contract: group.cuh.
//
// commit(): a full warp with at least WARPAGG_GROUP_MIN_LANES contributors
// does one butterfly over all values and the lowest even and odd
// contributors issue (fold); 32-bit integers: redux.sync on any mask, the
// lowest contributor issues; a partial warp or fewer contributors: their
// plain atomics (a reduction per partial warp cost more than it saved,
// issue 19). It is also the group of a loop run in step (group.cuh): its
// commit then meets all of the mask at one iteration, so the key, the same
// in every lane of an iteration, is the same in every contributor.
//
// Preconditions: group.cuh's 1-4, with 2. read as: every lane that puts
// passes the same address at each slot.
// Cost: one vote and one ballot where no fold pays, one fold (a redux.sync
// or 5 - log2(WARPAGG_GROUP_ISSUERS) shuffle steps per slot) where it does.
// Measured (H100, bench/fused's real-shape rasterizer, 1M / 3M primitives,
// in step): 2375-2389 / 5827-5831 us against 2394-2401 / 5834-5841 with
// likely_uniform_group's check (bench/results/2026-11-27-h100-lockstep-commit.md).
#pragma once

#include "../detail/group_entries.cuh"
#include "../detail/group_issue.cuh"

namespace warpagg {
namespace detail {

/// uniform_group::commit(): no check.
template <class Op, class Scope, class A, class... Ts>
WARPAGG_DEVICE void commit_uniform(unsigned mask, bool has, const A& addrs, Ts... v) {
  commit_shared_address<Op, Scope>(mask, has, addrs, [](unsigned) { return true; }, v...);
}

template <> struct discovery_commit<discovery::uniform> {
  template <class Op, class Scope, class A, class... Ts>
  static WARPAGG_DEVICE void addresses(unsigned mask, unsigned has, const A& addrs, Ts... v) {
    commit_uniform<Op, Scope>(mask, has != 0u, addrs, v...);
  }
  /// The key is not needed: every contributor's is the same, and an
  /// issuer's own addresses are the ones all share.
  template <class Op, class Scope, class KeyKind, class A, class... Ts>
  static WARPAGG_DEVICE void keyed(unsigned mask, bool has, unsigned long long, const A& addrs, Ts... v) {
    commit_uniform<Op, Scope>(mask, has, addrs, v...);
  }
};

}  // namespace detail

/// Atomics whose addresses are warp-uniform: no discovery (preconditions at
/// the top).
template <class Op, class... Ts> using uniform_group = detail::entry_group<detail::discovery::uniform, Op, Ts...>;

}  // namespace warpagg
