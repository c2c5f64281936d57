// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/detail/group_entries.cuh -- the class behind every fused group
// that keeps its addresses (group, uniform_group, likely_uniform_group):
// put<I> and put_at<I> record a slot's address and value, commit() hands
// them to the commit of the group's discovery.
//
// A discovery (how the lanes that share a key are found) is one of
// discovery::match, uniform and likely_uniform; the header of each group
// (group/*.cuh) specialises discovery_commit<D> with its commit, so this
// class knows none of them. keyed_group.cuh's groups commit through the same
// specialisations.
//
// Preconditions and effect: group.cuh's. Cost: nothing of its own: a put is
// two stores to registers and a flag, a commit its discovery's.
#pragma once

#include "../ops.cuh"
#include "group_issue.cuh"
#include "group_ops.cuh"
#include "group_slots.cuh"

namespace warpagg {
namespace detail {

enum class discovery { match, uniform, likely_uniform };

/// How a group of discovery D commits, specialised where D's group is
/// defined (group/match_group.cuh, group/uniform_group.cuh,
/// group/likely_uniform_group.cuh):
///   addresses<Op, Scope>(mask, has, addrs, values...): the commit of a
///     group that keeps its addresses, addrs.at<I>() slot I's; \p has the
///     put flag as the word flat_group keeps it in (see has_);
///   keyed<Op, Scope, KeyKind>(mask, has, bits, addrs, values...): the commit
///     of a keyed group (keyed_group.cuh), \p bits its key's.
template <discovery D> struct discovery_commit;

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
    discovery_commit<D>::template addresses<Op, Scope>(mask, has_, addrs, static_cast<slot<Is, Ts>&>(slots_).val...);
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

template <discovery D, class OpTag, class List> struct flat_group_of;
template <discovery D, class OpTag, class... Fs> struct flat_group_of<D, OpTag, type_list<Fs...>> {
  using type = flat_group<D, OpTag, Fs...>;
};

/// The group the user names: entries T or slots<T, N>, mapped onto a
/// flat_group whose slot of entry I (iteration k) is offset(I) + k.
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
  /// Issues every slot's atomic, aggregated over the warp (group.cuh).
  WARPAGG_DEVICE void commit() { flat_.commit(); }
  /// The same where the caller knows the lanes: \p mask names exactly the
  /// lanes that execute this commit, every one of them (group.cuh, "A loop
  /// run in step"); used instead of __activemask().
  WARPAGG_DEVICE void commit(unsigned mask) { flat_.commit(mask); }
};

}  // namespace detail
}  // namespace warpagg
