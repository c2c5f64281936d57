// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/detail/group_issue.cuh -- how a fused group's combined values are
// issued: every slot's native atomic behind one predicate (issue_all), the
// fold of contributors that share one address per slot (redux.sync or a
// shortened butterfly, fold), and the commit of groups whose contributors
// share their addresses (commit_shared_address: uniform_group's and
// likely_uniform_group's).
//
// Preconditions: the engine's (scan.cuh): every lane of a mask passed here
// calls the function; the values of non-contributors are the operation's
// identity where a fold combines them.
// Cost: a fold is one redux.sync per slot (32-bit integers, sm_80+) or
// 5 - log2(WARPAGG_GROUP_ISSUERS) shuffle steps per slot; the issue is one
// predicate and the slots' atomics back to back, in one place per commit
// (each copy of them is code ptxas schedules and allocates registers for:
// bench/fused's real-shape rasterizer 64 registers with three copies, 48 with
// one).
#pragma once

#include "../ops.cuh"
#include "../scan.cuh"
#include "group_ops.cuh"
#include "group_slots.cuh"

#ifndef WARPAGG_GROUP_ISSUERS
/// Lanes that issue a full warp's combined atomics of one address (1, 2, 4,
/// 8 or 16): the butterfly stops log2 of it steps early (fold).
/// Measured (H100, bench/fused, bench/results/2026-11-26-h100-raster3-bounds.md),
/// the tool's output at 1 / 2 / 4 / 8: real-shape rasterizer 1M 3127 / 3057
/// / 2963 / 3484 us, 3M 7642 / 7477 / 7268 / 7996; the older rasterizer
/// (200K primitives, more warps on each address) 739 / 715 / 993 / 1530;
/// PIC, MD and bench/realshapes unchanged. The shuffles a step saves pay
/// until the atomics it adds queue on hot addresses: 2.
#define WARPAGG_GROUP_ISSUERS 2
#endif
#ifndef WARPAGG_GROUP_MIN_LANES
/// Contributors to one address below which a full warp without redux issues
/// its plain atomics instead of folding (a reduction per partial warp cost
/// more than it saved, issue 19). Measured on bench/fused's rasterizer
/// (H100: 720 us at 8, 765 at 4, 799 at 2, 1143 at 16, 2802 at 32;
/// bench/results/2026-11-22-h100-fused.md).
#define WARPAGG_GROUP_MIN_LANES 8
#endif

namespace warpagg {
namespace detail {

/// The native atomic of every slot, by this lane when `issue`: one predicate,
/// the atomics back to back. \p addrs: where slot I goes, addrs.at<I>() (a
/// group's recorded addresses, or a keyed group's computed from its key
/// here, where the lane issues).
template <class Op, class Scope, class A, int... Is, class... Ts>
WARPAGG_DEVICE void issue_each(const A& addrs, index_seq<Is...>, const Ts&... v) {
  (native_apply<Op, Scope, false>(addrs.template at<Is>(), v), ...);
}
template <class Op, class Scope, class A, class... Ts>
WARPAGG_DEVICE void issue_all(bool issue, const A& addrs, const Ts&... v) {
  // Adjacent float slots (&p[k].x, &p[k].y) paired into one red.v2 when
  // their addresses turn out adjacent at run time measured slower: 64
  // instead of 40 registers in bench/fused's rasterizer, 1.47x its time
  // (bench/results/2026-11-22-h100-fused-slots.md).
  if (issue) issue_each<Op, Scope>(addrs, typename make_index_seq<static_cast<int>(sizeof...(Ts))>::type{}, v...);
}

template <class Op, class... Ts> struct redux_all {
#if WARPAGG_ARCH >= 800
  static constexpr bool value = (has_redux<Op, Ts>::value && ...);
#else
  static constexpr bool value = false;
#endif
};

/// The lanes whose index is a multiple of K (K a power of two).
template <int K> WARPAGG_DEVICE constexpr unsigned lanes_of_class_zero() {
  unsigned m = 0u;
  for (int i = 0; i < 32; i += K) m |= 1u << i;
  return m;
}

/// Every contributor (`putters`) hits one address per slot; non-putters
/// hold the identity. Combines the values and says whether this lane issues
/// the result. 32-bit integers: redux.sync on any mask, the lowest putter
/// issues. Otherwise (full warp): the first log2(32 /
/// WARPAGG_GROUP_ISSUERS) butterfly steps, then in each class of lanes
/// with one `lane % WARPAGG_GROUP_ISSUERS` its lowest putter issues the
/// class's fold (a class without putters issues nothing). Each step saved
/// is one shuffle per slot; each issuer is one more atomic per slot.
/// The caller issues (one issue_all per commit path: each copy of the
/// slots' atomics is code ptxas schedules and allocates registers for).
/// The butterfly names the full warp as the constant it is, not \p mask (a
/// commit's mask may be a register held since a loop's entry).
template <class Op, class... Ts> WARPAGG_DEVICE bool fold(unsigned mask, unsigned putters, Ts&... v) {
  const int self = static_cast<int>(lane_id());
#if WARPAGG_ARCH >= 800  // redux is declared for sm_80 and newer only
  if constexpr (redux_all<Op, Ts...>::value) {
    ((v = redux<Op>(mask, v)), ...);
    return self == lowest_lane(putters);
  }
#endif
  (void)mask;
  constexpr int K = WARPAGG_GROUP_ISSUERS;
  butterfly_to<Op, K>(0xffffffffu, v...);
  const unsigned mine = putters & (lanes_of_class_zero<K>() << (self & (K - 1)));
  return self == lowest_lane(mine);
}

/// Whether a uniform commit's n contributors are combined (fold) rather
/// than each issuing its plain atomics.
template <class Op, class... Ts> WARPAGG_DEVICE bool uniform_fold_pays(unsigned mask, int n) {
  return n >= 2 && (redux_all<Op, Ts...>::value || (mask == 0xffffffffu && n >= WARPAGG_GROUP_MIN_LANES));
}

/// What tells two lanes' slots apart in a commit: group's slot-0 address
/// (non-contributors pass null, which no contributor has), or keyed_group's
/// key (keyed_group.cuh: a contributor may have any value, 0 included, so
/// non-contributors are taken out of every peer set after the match).
template <bool Keyed, int Bits> struct key_kind {
  static constexpr bool keyed = Keyed;
  static constexpr bool wide = Bits > 32;  // a second match or shuffle for the high word
};
using address_key = key_kind<false, 64>;

/// The commit of a group whose contributors share their slots' addresses:
/// uniform_group's (group/uniform_group.cuh), and likely_uniform_group's
/// when \p agree(putters) says every contributor's slot-0 address (keyed:
/// key) is the first contributor's; it is asked only where the fold pays,
/// by every lane of \p mask (too few contributors issue plainly either way).
/// One issue site for every outcome: a lane that issues after the fold is a
/// contributor, whose own address or key is the one all share. With three
/// copies of the nine atomics (plain, folded, failed check) ptxas gave
/// bench/fused's real-shape rasterizer 64 registers and 4 blocks per SM;
/// with one, 48 and 5.
template <class Op, class Scope, class A, class Agree, class... Ts>
WARPAGG_DEVICE void commit_shared_address(unsigned mask, bool has, const A& addrs, Agree agree, Ts... v) {
  if (!__any_sync(mask, has)) return;  // most commits of a divergent loop: one predicate vote
  const unsigned putters = __ballot_sync(mask, has);
  unsigned issue = has;  // a word, as the groups' put flag (flat_group)
  if (uniform_fold_pays<Op, Ts...>(mask, __popc(putters)) && agree(putters)) {
    ((v = has ? v : identity<Op, Ts>()), ...);
    issue = fold<Op>(mask, putters, v...);
  }
  issue_all<Op, Scope>(issue != 0u, addrs, v...);
}

}  // namespace detail
}  // namespace warpagg
