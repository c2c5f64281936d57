// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/keyed_group.cuh -- a fused group that keeps only its values and one
// key between the puts and the commit; the commit computes each slot's
// address from the key.
//
//   warpagg::keyed_group<int, warpagg::op::add, warpagg::slots<float, C>, float> g;
//   for (int ch = 0; ch < C; ++ch) g.put_at<0>(id, v[ch], ch);  // put_at<I>(Key key, T val, int k)
//   g.put<1>(id, o);                                           // put<I>(Key key, T val)
//   g.commit([&](int id, int ch) { return warpagg::addresses(&dcolor[id * C + ch], &dopacity[id]); });
//
// group (group.cuh) keeps every slot's address from its put to the commit:
// N 64-bit pointers live across the code between them. Where every address
// is a function of one integer key and of values that are the same at the
// commit, the addresses can be computed there instead, by the lanes that
// issue: one 32-bit key lives across the region instead of N pointers.
// Measured (H100, bench/results/2026-11-27-h100-keyed-groups.md): bench/fused's
// real-shape rasterizer (9 slots) 11% / 9% less time than group at 1M / 3M
// primitives, PIC deposits 22-28 registers instead of 28-32 at equal time.
//
// commit(addresses_of) takes a callable that, given a key and (where the
// group has a slots<T, N> entry) the iteration k of such an entry, returns
// warpagg::addresses(p0, p1, ...): entry I's address for that key (and k),
// one per entry of the type list. A callable taking the key alone is called
// so. It is called only by lanes that put, with their own key, and only for
// the addresses they issue; it must compute addresses and nothing else (no
// memory access, no side effects).
//
// keyed_group<Key, Op, Ts...> discovers peers as group does, matching the
// keys instead of slot-0 addresses (one 32-bit match for a key of 4 bytes or
// fewer; non-contributors are taken out of every peer set by the ballot of
// the contributors, since a key may be any value). keyed_likely_uniform_group
// checks the key as likely_uniform_group checks the address (one shuffle for
// a key of 4 bytes or fewer). Costs otherwise as group/*.cuh say.
//
// Preconditions (the tool establishes them; unchecked): group's (group.cuh),
// with 2. read as: every lane that puts passes one key to all its puts, and
// two lanes' addresses at every slot are equal exactly when their keys are
// equal (each address an injective function of the key); and: the callable
// gives, for a lane's key, the addresses that lane would have passed to its
// puts. Key: an integer type of at most 8 bytes.
// Effect: group's.
#pragma once

#include "group.cuh"

namespace warpagg {
namespace detail {

// The callable with the key and k where it takes both, else the key alone.
template <class F, class Key>
WARPAGG_DEVICE auto addresses_for(F& f, Key key, int k, int) -> decltype(f(key, k)) {
  return f(key, k);
}
template <class F, class Key>
WARPAGG_DEVICE auto addresses_for(F& f, Key key, int, long) -> decltype(f(key)) {
  return f(key);
}

template <class T> struct is_key_type {
  static constexpr bool value = T(-1) != T(0) && T(1) / T(2) == T(0) && sizeof(T) <= 8;
};

// ---- which entry flat slot F belongs to, and its k --------------------------
template <int F, class... Ts> struct entry_of_flat;
template <int F, class T, class... Ts> struct entry_of_flat<F, T, Ts...> {
  static constexpr bool here = F < entry_of<T>::width;
  using next = entry_of_flat<(here ? 0 : F - entry_of<T>::width), Ts...>;
  static constexpr int entry = here ? 0 : 1 + next::entry;
  static constexpr int k = here ? F : next::k;
};
template <int F> struct entry_of_flat<F> {
  static constexpr int entry = 0;
  static constexpr int k = 0;
};

/// The group: values per flat slot, one key, whether this lane put.
template <discovery D, class Key, class OpTag, class... Ts> class keyed_entry_group {
  static_assert(is_key_type<Key>::value, "warpagg::keyed_group: the key is an integer type of at most 8 bytes");
  template <int I> static constexpr int offset = entry_offset<I, Ts...>::value;
  template <int I> using entry_at = entry_of<typename nth_type<I, Ts...>::type>;
  template <int I> using value_at = typename entry_at<I>::value_type;

  template <class Flat> struct flat_parts;
  template <class... Fs> struct flat_parts<type_list<Fs...>> {
    using seq = typename make_index_seq<static_cast<int>(sizeof...(Fs))>::type;
    template <int I> struct value {
      typename nth_type<I, Fs...>::type v;
    };
    template <class S> struct values;
    template <int... Is> struct values<index_seq<Is...>> : value<Is>... {};
  };
  using flat = typename flatten<Ts...>::type;
  using parts = flat_parts<flat>;
  template <int F> using flat_type = typename entry_at<entry_of_flat<F, Ts...>::entry>::value_type;

  // Deliberately uninitialised, as group's slots (detail/group_slots.cuh): a
  // lane that puts nothing never uses them.
  typename parts::template values<typename parts::seq> values_;
  Key key_;
  unsigned has_ = 0u;  // a word, not a bool: see detail/group_entries.cuh's flat_group

  template <int F> WARPAGG_DEVICE flat_type<F>& value() {
    return static_cast<typename parts::template value<F>&>(values_).v;
  }
  // Flat slot F's address for this lane's key, at<F>() as issue_all asks
  // for it: computed only where the lane issues (group's address_list
  // holds them from the puts instead).
  template <class Fn> struct addresses_from_key {
    Fn& addresses_of;
    Key key;
    template <int F> WARPAGG_DEVICE flat_type<F>* at() const {
      using where = entry_of_flat<F, Ts...>;
      return addresses_for(addresses_of, key, where::k, 0).template at<where::entry>();
    }
  };
  template <class Fn, int... Fs> WARPAGG_DEVICE void commit_flat(unsigned mask, Fn& addresses_of, index_seq<Fs...>) {
    using Op = typename OpTag::op_type;
    using Scope = typename OpTag::scope_type;
    using kind = key_kind<true, sizeof(Key) * 8>;
    const unsigned long long bits = static_cast<unsigned long long>(key_) & (~0ull >> (64 - 8 * sizeof(Key)));
    const addresses_from_key<Fn> addrs{addresses_of, key_};
    discovery_commit<D>::template keyed<Op, Scope, kind>(mask, has_ != 0u, bits, addrs, value<Fs>()...);  // group/*.cuh
  }

 public:
  WARPAGG_DEVICE keyed_entry_group() {}
  keyed_entry_group(const keyed_entry_group&) = delete;
  keyed_entry_group& operator=(const keyed_entry_group&) = delete;

  /// Records entry I's value for \p key; no memory access.
  template <int I> WARPAGG_DEVICE void put(Key key, type_identity_t<value_at<I>> val) {
    static_assert(!entry_at<I>::is_slots, "warpagg::keyed_group: a slots<T, N> entry is filled by put_at<I>(key, val, k)");
    value<offset<I>>() = val;
    key_ = key;
    has_ = 1u;
  }
  /// Records iteration k (0 <= k < N) of entry I, a slots<T, N>.
  template <int I> WARPAGG_DEVICE void put_at(Key key, type_identity_t<value_at<I>> val, int k) {
    static_assert(entry_at<I>::is_slots, "warpagg::keyed_group: put_at<I> fills a slots<T, N> entry");
    put_each<offset<I>>(typename make_index_seq<entry_at<I>::width>::type{}, val, k);
    key_ = key;
    has_ = 1u;
  }
  /// Issues every slot's atomic at the address \p addresses_of gives for the
  /// lane's key, aggregated over the warp (see the top).
  template <class Fn> WARPAGG_DEVICE void commit(Fn&& addresses_of) {
    commit_flat(__activemask(), addresses_of, typename parts::seq{});  // read exactly once per commit
  }
  /// The same where the caller knows the lanes: \p mask names exactly the
  /// lanes that execute this commit, every one of them (group.cuh, "A loop
  /// run in step"); used instead of __activemask().
  template <class Fn> WARPAGG_DEVICE void commit(unsigned mask, Fn&& addresses_of) {
    commit_flat(mask, addresses_of, typename parts::seq{});
  }

 private:
  template <int First, int... Ks, class T> WARPAGG_DEVICE void put_each(index_seq<Ks...>, const T& val, int k) {
    ((k == Ks ? void(value<First + Ks>() = val) : void()), ...);
  }
};

}  // namespace detail

/// What a keyed group's commit callable returns: entry I's address, per entry.
template <class... Ps> WARPAGG_DEVICE detail::address_list<typename detail::make_index_seq<static_cast<int>(sizeof...(Ps))>::type, Ps...>
addresses(Ps... p) {
  return detail::address_list<typename detail::make_index_seq<static_cast<int>(sizeof...(Ps))>::type, Ps...>(p...);
}

/// group whose addresses are computed at the commit from one key (see the top).
template <class Key, class Op, class... Ts>
using keyed_group = detail::keyed_entry_group<detail::discovery::match, Key, Op, Ts...>;
/// uniform_group whose addresses are computed at the commit from one key.
template <class Key, class Op, class... Ts>
using keyed_uniform_group = detail::keyed_entry_group<detail::discovery::uniform, Key, Op, Ts...>;
/// likely_uniform_group whose addresses are computed at the commit from one key.
template <class Key, class Op, class... Ts>
using keyed_likely_uniform_group = detail::keyed_entry_group<detail::discovery::likely_uniform, Key, Op, Ts...>;

}  // namespace warpagg
