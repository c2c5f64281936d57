// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/atomic_ref.cuh -- the entry points for libcu++'s atomic_ref.
//
// #include <warpagg/atomic_ref.cuh>  (not included by warpagg.cuh, which stays
// free of <cuda/atomic> and its compile cost)
//
//   reduce_OP<S>(const cuda::atomic_ref<T, Sco>& ref, T val)       (void)ref.fetch_OP(val, relaxed)
//   atomic_OP<S>(const cuda::atomic_ref<T, Sco>& ref, T val) -> T  ref.fetch_OP(val, relaxed)
//   reduce_OP<S>(const cuda::std::atomic_ref<T>& ref, T val)       the same, system scope
//   atomic_OP<S>(const cuda::std::atomic_ref<T>& ref, T val) -> T
//
// for OP in add, sub, min, max, and, or, xor and S a warpagg::strategy
// (adaptive by default). Each is exactly ref.fetch_OP(val,
// cuda::memory_order_relaxed) (the tool rewrites only relaxed calls), made
// from the pointer entry points of api.cuh, whose contract holds unchanged:
// val converts to T as for fetch_OP, any subset of lanes, divergent calls,
// returned values in lane order, strategies. The scope selects the native
// atomic: thread_scope_device -> atomicOp, thread_scope_block ->
// atomicOp_block, thread_scope_system (and cuda::std::atomic_ref) ->
// atomicOp_system; thread_scope_thread is rejected with a static_assert.
// T must have that native atomic on the target architecture (table in
// ops.cuh; static_assert otherwise), with one addition:
//
//   fetch_sub on a type that has a native atomicAdd but no atomicSub (float,
//   double, unsigned long long) is the add of the negation: -val for float
//   and double, exact because IEEE 754 defines x - v as x + (-v) (signed
//   zeros and NaN included); 0 - val for unsigned long long, exact in
//   modular arithmetic. Returned values are the same "old" values.
//
// Preconditions: a relaxed call (the tool rewrites only those); a libcu++
// whose atomic_ref has address() or its storage member (a static_assert
// otherwise). Cost: the pointer entry point's (api.cuh); the address is read
// from the ref, no memory access of its own.
#pragma once

#include <cuda/atomic>
#include <cuda/std/type_traits>

#include "warpagg.cuh"

namespace warpagg {
namespace detail {

// ---- the address an atomic_ref refers to ---------------------------------
// libcu++ (CCCL 3 in CUDA 13) has no public accessor for it. C++26 adds
// atomic_ref::address() (P2835), used when present. Otherwise the pointer is
// read from the storage member `__a` (an __atomic_ref_storage<T> with get()),
// reachable only because libcu++'s implementation bases are structs. A
// libcu++ with neither is rejected by a static_assert instead of guessed at.
template <class R, class = void> struct has_address_member {
  static constexpr bool value = false;
};
template <class R>
struct has_address_member<
    R, cuda::std::void_t<decltype(static_cast<typename R::value_type*>(cuda::std::declval<const R&>().address()))>> {
  static constexpr bool value = true;
};
template <class R, class = void> struct has_storage_get {
  static constexpr bool value = false;
};
template <class R>
struct has_storage_get<
    R, cuda::std::void_t<decltype(static_cast<typename R::value_type*>(cuda::std::declval<const R&>().__a.get()))>> {
  static constexpr bool value = true;
};

template <class T, class R> WARPAGG_DEVICE T* ref_address(const R& ref) {
  static_assert(has_address_member<R>::value || has_storage_get<R>::value,
                "warpagg: this libcu++ atomic_ref has neither address() nor the storage member __a.get() "
                "that warpagg/atomic_ref.cuh reads the referenced address from; update that header for it");
  if constexpr (has_address_member<R>::value) {
    return ref.address();
  } else if constexpr (has_storage_get<R>::value) {
    return ref.__a.get();
  } else {
    return nullptr;
  }
}

// ---- scope and operation mapping ------------------------------------------
/// The runtime's scope tag for a libcu++ thread scope; not `supported` for
/// scopes without a CUDA atomicOp form (thread_scope_thread).
template <cuda::thread_scope Sco> struct scope_of {
  static constexpr bool supported = false;
  using type = void;
};
#define WARPAGG_SCOPE_OF(SCO, TAG)            \
  template <> struct scope_of<SCO> {          \
    static constexpr bool supported = true;   \
    using type = TAG;                         \
  };
WARPAGG_SCOPE_OF(cuda::thread_scope_device, scope_device)
WARPAGG_SCOPE_OF(cuda::thread_scope_block, scope_block)
WARPAGG_SCOPE_OF(cuda::thread_scope_system, scope_system)
#undef WARPAGG_SCOPE_OF

/// Types whose fetch_sub is the native add of the negation (see the top).
template <class T> struct sub_as_negated_add {
  static constexpr bool value = false;
};
template <> struct sub_as_negated_add<float> {
  static constexpr bool value = true;
  static WARPAGG_DEVICE float negate(float v) { return -v; }
};
template <> struct sub_as_negated_add<double> {
  static constexpr bool value = true;
  static WARPAGG_DEVICE double negate(double v) { return -v; }
};
template <> struct sub_as_negated_add<unsigned long long> {
  static constexpr bool value = true;
  static WARPAGG_DEVICE unsigned long long negate(unsigned long long v) { return 0ull - v; }
};

/// How fetch_OP on T at Scope is performed: the native Op, or (sub only) the
/// native add of the negated value.
template <class Op, class Scope, class T> struct ref_op {
  static constexpr bool negated_add = false;
  static constexpr bool supported = native<Op, Scope, T>::supported;
};
template <class Scope, class T> struct ref_op<op_sub, Scope, T> {
  static constexpr bool negated_add = !native<op_sub, Scope, T>::supported &&
                                      native<op_add, Scope, T>::supported && sub_as_negated_add<T>::value;
  static constexpr bool supported = native<op_sub, Scope, T>::supported || negated_add;
};

/// Whether reduce_OP / atomic_OP on an atomic_ref<T, Sco> compiles for the
/// architecture of this pass.
template <class Op, cuda::thread_scope Sco, class T> struct ref_supported {
  static constexpr bool value = scope_of<Sco>::supported && ref_op<Op, typename scope_of<Sco>::type, T>::supported;
};

template <strategy S, class Op, bool Ret, cuda::thread_scope Sco, class T>
WARPAGG_DEVICE T ref_entry(T* addr, T val) {
  using Scope = typename scope_of<Sco>::type;
  static_assert(scope_of<Sco>::supported,
                "warpagg: atomic_ref with cuda::thread_scope_thread has no warp-aggregated form (CUDA has no "
                "thread-scoped atomicOp); only thread_scope_block, thread_scope_device and thread_scope_system "
                "are supported");
  if constexpr (scope_of<Sco>::supported) {
    using R = ref_op<Op, Scope, T>;
    static_assert(R::supported,
                  "warpagg: CUDA has no native atomic for this atomic_ref fetch operation, value type and scope "
                  "on this target architecture, so warpagg has none either (" WARPAGG_NATIVE_TABLE_NOTE "; "
                  "fetch_sub is also the add of the negation for float, double and unsigned long long)");
    if constexpr (R::negated_add) {
      return entry<S, op_add, Scope, Ret, T>(addr, sub_as_negated_add<T>::negate(val));
    } else if constexpr (R::supported) {
      return entry<S, Op, Scope, Ret, T>(addr, val);
    }
  }
  return val;
}

}  // namespace detail

#define WARPAGG_REF_ENTRY(NAME, OPTAG)                                                                   \
  template <strategy S = strategy::adaptive, class T, cuda::thread_scope Sco>                            \
  WARPAGG_DEVICE void reduce_##NAME(const cuda::atomic_ref<T, Sco>& ref, type_identity_t<T> val) {       \
    detail::ref_entry<S, detail::OPTAG, false, Sco, T>(detail::ref_address<T>(ref), val);                \
  }                                                                                                      \
  template <strategy S = strategy::adaptive, class T, cuda::thread_scope Sco>                            \
  WARPAGG_DEVICE T atomic_##NAME(const cuda::atomic_ref<T, Sco>& ref, type_identity_t<T> val) {          \
    return detail::ref_entry<S, detail::OPTAG, true, Sco, T>(detail::ref_address<T>(ref), val);          \
  }                                                                                                      \
  template <strategy S = strategy::adaptive, class T>                                                    \
  WARPAGG_DEVICE void reduce_##NAME(const cuda::std::atomic_ref<T>& ref, type_identity_t<T> val) {       \
    detail::ref_entry<S, detail::OPTAG, false, cuda::thread_scope_system, T>(detail::ref_address<T>(ref), \
                                                                             val);                       \
  }                                                                                                      \
  template <strategy S = strategy::adaptive, class T>                                                    \
  WARPAGG_DEVICE T atomic_##NAME(const cuda::std::atomic_ref<T>& ref, type_identity_t<T> val) {          \
    return detail::ref_entry<S, detail::OPTAG, true, cuda::thread_scope_system, T>(                      \
        detail::ref_address<T>(ref), val);                                                               \
  }

/// reduce_add / atomic_add: ref.fetch_add(val, relaxed).
WARPAGG_REF_ENTRY(add, op_add)
/// reduce_sub / atomic_sub: ref.fetch_sub(val, relaxed) (float, double,
/// unsigned long long: the add of the negation).
WARPAGG_REF_ENTRY(sub, op_sub)
/// reduce_min / atomic_min: ref.fetch_min(val, relaxed).
WARPAGG_REF_ENTRY(min, op_min)
/// reduce_max / atomic_max: ref.fetch_max(val, relaxed).
WARPAGG_REF_ENTRY(max, op_max)
/// reduce_and / atomic_and: ref.fetch_and(val, relaxed).
WARPAGG_REF_ENTRY(and, op_and)
/// reduce_or / atomic_or: ref.fetch_or(val, relaxed).
WARPAGG_REF_ENTRY(or, op_or)
/// reduce_xor / atomic_xor: ref.fetch_xor(val, relaxed).
WARPAGG_REF_ENTRY(xor, op_xor)

#undef WARPAGG_REF_ENTRY

}  // namespace warpagg
