// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/detail/group_slots.cuh -- the type machinery of a fused group:
// its slots (an address and a value per type), the entries of its type list
// (T, or warpagg::slots<T, N> for a site in a constant-trip loop) flattened
// into slots, and a list of addresses indexed at compile time.
//
// Preconditions: none (types only).
// Cost: none: every index is resolved at compile time; a slot's fields are
// deliberately left uninitialised (see slot).
#pragma once

#include "../config.cuh"

namespace warpagg {
namespace detail {

// ---- indices and the I-th type of a pack ----------------------------------
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

/// The flat slot of entry I's first value: the widths of the entries before.
template <int I, class... Ts> struct entry_offset {
  static constexpr int value = 0;
};
template <int I, class T, class... Ts> struct entry_offset<I, T, Ts...> {
  static constexpr int value = I == 0 ? 0 : entry_of<T>::width + entry_offset<(I > 0 ? I - 1 : 0), Ts...>::value;
};

}  // namespace detail

/// The value type an address of type P (a pointer) points to, cv removed: a
/// slot type the tool writes as `warpagg::value_at_t<decltype(&a.rho[c])>`
/// where a template names no type for it.
template <class P> struct value_at;
template <class T> struct value_at<T*> { using type = typename detail::remove_cv<T>::type; };
template <class P> using value_at_t = typename value_at<P>::type;

}  // namespace warpagg
