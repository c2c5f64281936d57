// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/group.cuh -- fused aggregation: several atomics that share one key
// share one peer discovery, one combined reduction and one leader.
//
//   warpagg::group<warpagg::op::add, float, float, float, float> g;  // at the top of the region
//   g.put<0>(&rho[c], w);            // records slot 0: no memory access yet
//   g.put<1>(&jx[c], w * vx);        // put<I>(T_I* addr, type_identity_t<T_I> val)
//   g.put<2>(&jy[c], w * vy);
//   g.put<3>(&jz[c], w * vz);
//   g.commit();                      // where every lane of the region meets again
//
// commit() reads __activemask() once; in a launch of fewer than
// WARPAGG_LATENCY_BOUND_THREADS threads (32768) every lane issues its
// plain atomics (launch_shape.cuh); otherwise it estimates the distinct slot-0 addresses
// with one redux.sync (sm_80+, 8 lanes or more: distinct_estimate.cuh) and,
// unless they look all distinct (then every lane issues its plain atomics),
// finds the lanes whose slot-0 addresses are equal with ONE 32-bit
// __match_any_sync, reduces the values of every slot
// in ONE pass (each scan step shuffles all slots, so their latencies overlap),
// and the last lane of each peer group issues the native atomic of every slot
// (the issue is predicated on the leader, no branch per slot). Paths, cheapest
// exit first:
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
// warpagg::uniform_group<Op, Ts...> has the same interface for regions whose
// addresses the tool proves warp-uniform: no discovery at all. Full warp and at
// least WARPAGG_GROUP_MIN_LANES contributors: one butterfly over all values,
// the lowest even and odd contributors issue; 32-bit integers: redux.sync on
// any mask, the lowest contributor issues; a
// partial warp or fewer contributors: plain atomics (the measurement of issue
// 19: a reduction per partial warp cost more than it saved). The threshold 8
// was measured on bench/fused's rasterizer (H100: 720 us at 8, 765 at 4, 799
// at 2, 1143 at 16, 2802 at 32; bench/results/2026-11-22-h100-fused.md).
//
// warpagg::likely_uniform_group<Op, Ts...> is for keys the tool proves equal
// in every lane of one loop iteration (a loop's index, a __shared__ value read
// at that index after a barrier): under independent thread scheduling lanes of
// different iterations could still meet at one commit, so it checks: one
// shuffle of the first contributor's slot-0 address and one vote; all equal:
// uniform_group's path, else each lane's plain atomics. Its preconditions are
// group's.
//
// A loop run in step: commit(mask) (keyed groups: commit(mask, addresses_of))
// uses \p mask instead of reading __activemask(). Its precondition: mask
// names exactly the lanes that execute this commit, and every one of them
// executes it each time (the tool's loops run in step: the lanes that
// entered the loop, read once before it; every lane takes every iteration
// and reaches the commit). Each *_sync of the commit then meets all of mask
// at one iteration (none can pass a commit the others have not reached),
// so a key the same in every lane of an iteration is the same in every
// contributor: the tool then uses uniform_group / keyed_uniform_group, with
// no check. Measured (H100, bench/fused's real-shape rasterizer, 1M / 3M
// primitives): 2375-2389 / 5827-5831 us against 2394-2401 / 5834-5841 with
// likely_uniform_group's check (bench/results/2026-11-27-h100-lockstep-commit.md).
//
// A site in a constant-trip loop (`for (ch = 0; ch < C; ++ch)`) is one entry
// warpagg::slots<T, C> of the type list: C slots of T, filled by
// put_at<I>(addr, val, ch), each iteration its own slot (once unrolled, each
// put_at is one put):
//
//   warpagg::group<warpagg::op::add, warpagg::slots<float, C>, float> g;
//   for (int ch = 0; ch < C; ++ch) g.put_at<0>(&dcolor[id * C + ch], v[ch], ch);
//   g.put<1>(&dopacity[id], o);
//   g.commit();
//
// Measured (same file): PIC deposit of 4 quantities, sorted keys 0.29x plain,
// shifted 0.39x, random 1.00x (the hand-fused anchor: the same); rasterizer
// backward, 9 gradients per pair, 0.19x plain (anchor 0.20x); MD forces 0.88x
// (anchor 1.03x).
//
// Op is one of the tags in warpagg::op: add, sub, min, max, bit_and, bit_or,
// bit_xor, each also _block and _system (CUDA's atomicOp, atomicOp_block,
// atomicOp_system). Value types: those the single-site entry points take for
// that op (api.cuh, table in ops.cuh).
//
// Preconditions (the tool establishes them; unchecked):
//   1. The group is constructed fresh for each commit, by every lane that
//      will reach commit(), and each of those lanes calls put<I> for EVERY
//      slot exactly once (put_at<I> once for each k in [0, N) of a
//      slots<T, N> entry) or for NONE (a lane that left the iteration early
//      with `continue` before its first put still executes commit() and takes
//      part with the operation's identity, issuing nothing).
//   2. Two lanes that put have the same slot-0 address exactly when they have
//      the same address at every slot (all addresses are injective functions
//      of one key). For uniform_group: every lane that puts passes the same
//      address at each slot.
//   3. Nothing between a put and the commit reads or writes the locations
//      put, fences or synchronizes: the atomics land at the commit.
//   4. The engine's rules (scan.cuh): commit() may run under any subset of
//      lanes, divergent or partial warps.
// Effect: identical to issuing each put as the plain atomic
// (atomicOp[SCOPE](addr, val)) at the commit; floating-point sums are a valid
// reordering of the same additions (non-contributors add -0.0, the exact
// identity: -0.0 survives, NaN and infinities propagate as in the serial sum).
#pragma once

#include "distinct_estimate.cuh"
#include "launch_shape.cuh"

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
#include "ops.cuh"
#include "scan.cuh"

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
#define WARPAGG_GROUP_MIN_LANES 8  // contributors to one address below which plain atomics are issued
#endif

namespace warpagg {
namespace detail {

template <class Op, class Scope> struct op_tag {
  using op_type = Op;
  using scope_type = Scope;
};

// ---- the identity of each operation (the value a non-contributor adds) ----
template <class T> WARPAGG_DEVICE T all_ones() {
  T t;
  __builtin_memset(static_cast<void*>(&t), 0xff, sizeof(T));
  return t;
}
/// -0.0 in every floating-point component (x + -0.0 == x for every x,
/// -0.0 included); integer 0.
template <class T> WARPAGG_DEVICE T add_identity() {
  if constexpr (is_same<T, int>::value || is_same<T, unsigned>::value || is_same<T, long long>::value ||
                is_same<T, unsigned long long>::value) {
    return T(0);
  } else if constexpr (sizeof(T) == 2) {
    return bit_cast<T>(static_cast<unsigned short>(0x8000u));
  } else if constexpr (is_float16_pair<T>::value) {
    return bit_cast<T>(0x80008000u);
  } else if constexpr (is_same<T, double>::value) {
    return -0.0;
  } else {  // float, float2, float4
    struct words {
      unsigned w[sizeof(T) / 4];
    };
    words x;
#pragma unroll
    for (unsigned i = 0; i < sizeof(T) / 4; ++i) x.w[i] = 0x80000000u;
    return bit_cast<T>(x);
  }
}
template <class Op, class T> WARPAGG_DEVICE T identity() {
  if constexpr (is_same<Op, op_add>::value || is_same<Op, op_sub>::value) {
    return add_identity<T>();
  } else if constexpr (is_same<Op, op_min>::value || is_same<Op, op_max>::value) {
    constexpr bool is_signed = T(-1) < T(0);
    constexpr T top = is_signed ? static_cast<T>(~0ull >> (65 - 8 * sizeof(T))) : static_cast<T>(~0ull);
    constexpr T bottom = is_signed ? static_cast<T>(-top - 1) : T(0);
    return is_same<Op, op_min>::value ? top : bottom;
  } else if constexpr (is_same<Op, op_and>::value) {
    return all_ones<T>();
  } else {
    return T(0);
  }
}

// ---- the slots of a group: (address, value) per type ----------------------
template <int... Is> struct index_seq {};
template <int N, int... Is> struct make_index_seq : make_index_seq<N - 1, N - 1, Is...> {};
template <int... Is> struct make_index_seq<0, Is...> {
  using type = index_seq<Is...>;
};
template <int I, class T0, class... Ts> struct nth_type : nth_type<I - 1, Ts...> {};
template <class T0, class... Ts> struct nth_type<0, T0, Ts...> {
  using type = T0;
};

// Deliberately uninitialised: a lane that puts nothing passes them along but
// commit() never uses them (it selects the identity and a null key instead).
// Initialising them made each address a merge of null and the computed
// pointer, which keeps all N 64-bit pointers live from put to commit instead
// of letting the compiler sink their arithmetic: 58 instead of 40 registers
// in bench/fused's rasterizer (half the occupancy, 1.4x slower).
template <int I, class T> struct slot {
  T* addr;
  T val;
};
template <class Seq, class... Ts> struct slot_set;
template <int... Is, class... Ts> struct slot_set<index_seq<Is...>, Ts...> : slot<Is, Ts>... {};

/// One value per index: the addresses of a group's slots (or of a keyed
/// group's entries, keyed_group.cuh), at<I>() the I-th.
template <int I, class P> struct address_at {
  P p;
};
template <class Seq, class... Ps> struct address_list;
template <int... Is, class... Ps> struct address_list<index_seq<Is...>, Ps...> : address_at<Is, Ps>... {
  WARPAGG_DEVICE explicit address_list(Ps... p) : address_at<Is, Ps>{p}... {}
  template <int I> WARPAGG_DEVICE typename nth_type<I, Ps...>::type at() const {
    return static_cast<const address_at<I, typename nth_type<I, Ps...>::type>&>(*this).p;
  }
};

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

/// What tells two lanes' slots apart in a commit: group's slot-0 address
/// (non-contributors pass null, which no contributor has), or keyed_group's
/// key (keyed_group.cuh: a contributor may have any value, 0 included, so
/// non-contributors are taken out of every peer set after the match).
template <bool Keyed, int Bits> struct key_kind {
  static constexpr bool keyed = Keyed;
  static constexpr bool wide = Bits > 32;  // a second match or shuffle for the high word
};
using address_key = key_kind<false, 64>;

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

/// The commit of a group whose contributors share their slots' addresses:
/// uniform_group's (see the top of this file), and likely_uniform_group's
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

/// uniform_group::commit(): no check.
template <class Op, class Scope, class A, class... Ts>
WARPAGG_DEVICE void commit_uniform(unsigned mask, bool has, const A& addrs, Ts... v) {
  commit_shared_address<Op, Scope>(mask, has, addrs, [](unsigned) { return true; }, v...);
}

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

enum class discovery { match, uniform, likely_uniform };

/// The slots as one flat list of value types (what commit() works on).
template <discovery D, class OpTag, class... Ts> class flat_group {
  static_assert(sizeof...(Ts) >= 1, "warpagg::group needs at least one slot");
  static_assert((native<typename OpTag::op_type, typename OpTag::scope_type, Ts>::supported && ...),
                "warpagg: CUDA has no native atomic for this operation, value type and scope on "
                "this target architecture, so warpagg::group has none either (" WARPAGG_NATIVE_TABLE_NOTE ")");
  using seq = typename make_index_seq<static_cast<int>(sizeof...(Ts))>::type;
  template <int I> using type_at = typename nth_type<I, Ts...>::type;

  slot_set<seq, Ts...> slots_;
  // Whether this lane put: a 32-bit word, not a bool. A bool member merged
  // across the region's `continue`s became a 16-bit value that each commit
  // extracted (PRMT) before its vote; as a word ptxas keeps it in a
  // predicate (bench/fused's real-shape rasterizer 4% faster).
  unsigned has_ = 0u;

  template <int... Is> WARPAGG_DEVICE void commit_slots(unsigned mask, index_seq<Is...>) {
    using Op = typename OpTag::op_type;
    using Scope = typename OpTag::scope_type;
    const address_list<seq, Ts*...> addrs(static_cast<slot<Is, Ts>&>(slots_).addr...);
    if constexpr (D == discovery::uniform) {
      commit_uniform<Op, Scope>(mask, has_ != 0u, addrs, static_cast<slot<Is, Ts>&>(slots_).val...);
    } else if constexpr (D == discovery::likely_uniform) {
      commit_likely_uniform<Op, Scope, address_key>(mask, has_ != 0u, addr_bits(addrs.template at<0>()), addrs,
                                                    static_cast<slot<Is, Ts>&>(slots_).val...);
    } else {
      commit_match<Op, Scope, address_key>(mask, has_ != 0u, has_ ? addr_bits(addrs.template at<0>()) : 0ull, addrs,
                                           static_cast<slot<Is, Ts>&>(slots_).val...);
    }
  }

 public:
  WARPAGG_DEVICE flat_group() {}
  flat_group(const flat_group&) = delete;
  flat_group& operator=(const flat_group&) = delete;

  /// Records flat slot I's atomic (address and value); no memory access.
  template <int I> WARPAGG_DEVICE void put(type_at<I>* addr, type_identity_t<type_at<I>> val) {
    slot<I, type_at<I>>& s = slots_;
    s.addr = addr;
    s.val = val;
    has_ = 1u;
  }
  WARPAGG_DEVICE void commit() { commit_slots(__activemask(), seq{}); }  // read exactly once per commit
  WARPAGG_DEVICE void commit(unsigned mask) { commit_slots(mask, seq{}); }
};

// ---- entries of a group's type list: T (one slot) or slots<T, N> ----------
template <class... Ts> struct type_list {};
template <class L1, class L2> struct concat;
template <class... As, class... Bs> struct concat<type_list<As...>, type_list<Bs...>> {
  using type = type_list<As..., Bs...>;
};
template <class T, int> using repeat_one = T;
template <class T, class Seq> struct repeat;
template <class T, int... Is> struct repeat<T, index_seq<Is...>> {
  using type = type_list<repeat_one<T, Is>...>;
};

}  // namespace detail

/// N slots of T as one entry of a group's type list: the site in a loop
/// `for (k = 0; k < N; ++k)`, filled by put_at<I>(addr, val, k).
template <class T, int N> struct slots {
  static_assert(N >= 1, "warpagg::slots needs at least one slot");
};

namespace detail {

template <class T> struct entry_of {
  using value_type = T;
  static constexpr int width = 1;
  static constexpr bool is_slots = false;
  using flat = type_list<T>;
};
template <class T, int N> struct entry_of<slots<T, N>> {
  using value_type = T;
  static constexpr int width = N;
  static constexpr bool is_slots = true;
  using flat = typename repeat<T, typename make_index_seq<N>::type>::type;
};
template <class... Ts> struct flatten {
  using type = type_list<>;
};
template <class T, class... Ts> struct flatten<T, Ts...> {
  using type = typename concat<typename entry_of<T>::flat, typename flatten<Ts...>::type>::type;
};
template <discovery D, class OpTag, class List> struct flat_group_of;
template <discovery D, class OpTag, class... Fs> struct flat_group_of<D, OpTag, type_list<Fs...>> {
  using type = flat_group<D, OpTag, Fs...>;
};

/// The group the user names: entries T or slots<T, N>, mapped onto a
/// flat_group whose slot of entry I (iteration k) is offset(I) + k.
/// The flat slot of entry I's first value: the widths of the entries before.
template <int I, class... Ts> struct entry_offset {
  static constexpr int value = 0;
};
template <int I, class T, class... Ts> struct entry_offset<I, T, Ts...> {
  static constexpr int value = I == 0 ? 0 : entry_of<T>::width + entry_offset<(I > 0 ? I - 1 : 0), Ts...>::value;
};

template <discovery D, class OpTag, class... Ts> class entry_group {
  template <int I> static constexpr int offset = entry_offset<I, Ts...>::value;
  template <int I> using entry_at = entry_of<typename nth_type<I, Ts...>::type>;
  template <int I> using value_at = typename entry_at<I>::value_type;

  typename flat_group_of<D, OpTag, typename flatten<Ts...>::type>::type flat_;

  template <int First, int... Ks, class T>
  WARPAGG_DEVICE void put_each(index_seq<Ks...>, T* addr, const T& val, int k) {
    ((k == Ks ? flat_.template put<First + Ks>(addr, val) : void()), ...);
  }

 public:
  WARPAGG_DEVICE entry_group() {}
  entry_group(const entry_group&) = delete;
  entry_group& operator=(const entry_group&) = delete;

  /// Records entry I's atomic (address and value); no memory access.
  template <int I> WARPAGG_DEVICE void put(value_at<I>* addr, type_identity_t<value_at<I>> val) {
    static_assert(!entry_at<I>::is_slots, "warpagg::group: a slots<T, N> entry is filled by put_at<I>(addr, val, k)");
    flat_.template put<offset<I>>(addr, val);
  }
  /// Records iteration k (0 <= k < N) of entry I, a slots<T, N>.
  template <int I> WARPAGG_DEVICE void put_at(value_at<I>* addr, type_identity_t<value_at<I>> val, int k) {
    static_assert(entry_at<I>::is_slots, "warpagg::group: put_at<I> fills a slots<T, N> entry");
    put_each<offset<I>>(typename make_index_seq<entry_at<I>::width>::type{}, addr, val, k);
  }
  /// Issues every slot's atomic, aggregated over the warp (see the top).
  WARPAGG_DEVICE void commit() { flat_.commit(); }
  /// The same where the caller knows the lanes: \p mask names exactly the
  /// lanes that execute this commit, every one of them (see "A loop run in
  /// step" at the top); used instead of __activemask().
  WARPAGG_DEVICE void commit(unsigned mask) { flat_.commit(mask); }
};

}  // namespace detail

/// Operation tags of group / uniform_group (CUDA's atomicOp[_block|_system]).
namespace op {
#define WARPAGG_OP_TAGS(NAME, OPTAG)                                               \
  using NAME = detail::op_tag<detail::OPTAG, detail::scope_device>;                \
  using NAME##_block = detail::op_tag<detail::OPTAG, detail::scope_block>;         \
  using NAME##_system = detail::op_tag<detail::OPTAG, detail::scope_system>;
WARPAGG_OP_TAGS(add, op_add)
WARPAGG_OP_TAGS(sub, op_sub)
WARPAGG_OP_TAGS(min, op_min)
WARPAGG_OP_TAGS(max, op_max)
WARPAGG_OP_TAGS(bit_and, op_and)
WARPAGG_OP_TAGS(bit_or, op_or)
WARPAGG_OP_TAGS(bit_xor, op_xor)
#undef WARPAGG_OP_TAGS
}  // namespace op

/// Atomics whose addresses are injective functions of one key: one match,
/// one combined reduction, one leader per key (preconditions at the top).
template <class Op, class... Ts> using group = detail::entry_group<detail::discovery::match, Op, Ts...>;
/// Atomics whose addresses are warp-uniform: no discovery (preconditions at
/// the top).
template <class Op, class... Ts> using uniform_group = detail::entry_group<detail::discovery::uniform, Op, Ts...>;
/// Atomics whose key is the same in every lane of one loop iteration: a
/// check instead of a discovery, plain atomics when it fails (preconditions:
/// group's).
template <class Op, class... Ts>
using likely_uniform_group = detail::entry_group<detail::discovery::likely_uniform, Op, Ts...>;

/// The value type an address of type P (a pointer) points to, cv removed: a
/// slot type the tool writes as `warpagg::value_at_t<decltype(&a.rho[c])>`
/// where a template names no type for it.
template <class P> struct value_at;
template <class T> struct value_at<T*> { using type = typename detail::remove_cv<T>::type; };
template <class P> using value_at_t = typename value_at<P>::type;

}  // namespace warpagg
