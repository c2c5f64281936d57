// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/or_overload.cuh -- entry points for a template call whose
// instantiations do not all have a runtime form.
//
//   reduce_OP[SCOPE]_or_overload<S>(addr, val)
//   atomic_OP[SCOPE]_or_overload<S>(addr, val) -> what the call returns
//
// OP and SCOPE as in api.cuh. Where addr is a T* and the runtime aggregates
// OP[SCOPE] on T for this architecture (detail::native<...>::supported), the
// call is exactly reduce_OP[SCOPE]<S>(addr, val) (atomic_...). Otherwise it is
// the unqualified call atomicOP[SCOPE](addr, val), the arguments passed on
// as given, so that a project's own overload is still chosen
// (`atomicAdd(c10::Half *, c10::Half)`, `atomicAdd(complex<T> *, complex<T>)`):
// the call depends on the arguments' types, so it is looked up where the
// template is instantiated by argument-dependent lookup, and where this header
// is included by ordinary lookup (CUDA's atomics, and global overloads the
// project declared before it).
//
// The warpagg tool emits these for a call in a template that resolves to
// CUDA's atomic for some instantiations (float, double: aggregated) and to a
// project's overload for others (a scatter kernel dispatched over float,
// double and a half type), after proving for each of those that its overload
// is found from here: through argument-dependent lookup (declared in the
// namespace of the value's class) or declared in the global namespace before
// the line where this header is included. Types without a runtime form
// compile exactly as the original call did, on any architecture.
//
// Preconditions: api.cuh's for the types the runtime aggregates; for the
// others, the project's overload is found from here as just said (the tool
// proves it). Cost: the entry point's (api.cuh) for the aggregated types;
// exactly the original call for the others.
#pragma once

#include "api.cuh"

namespace warpagg {
namespace detail {

template <class A> struct pointee { using type = void; };
template <class T> struct pointee<T*> { using type = T; };
template <class T> struct pointee<T*&> { using type = T; };
template <class T> struct pointee<T* const> { using type = T; };
template <class T> struct pointee<T* const&> { using type = T; };

/// Whether reduce_OP[SCOPE] aggregates the target of an address argument of
/// type A (a forwarding reference's deduced type).
template <class Op, class Scope, class A>
inline constexpr bool aggregated = native<Op, Scope, typename pointee<A>::type>::supported;

}  // namespace detail

// The fallback's unqualified call is spelled with the arguments forwarded: a
// dependent call, so that argument-dependent lookup runs at instantiation.
#define WARPAGG_OR_OVERLOAD(NAME, OPTAG, SFX, SCOPETAG, CUDANAME)                         \
  template <strategy S = strategy::adaptive, class A, class V>                            \
  WARPAGG_DEVICE void reduce_##NAME##SFX##_or_overload(A&& addr, V&& val) {                \
    if constexpr (detail::aggregated<detail::OPTAG, detail::SCOPETAG, A>) {               \
      reduce_##NAME##SFX<S>(addr, static_cast<V&&>(val));                                 \
    } else {                                                                              \
      CUDANAME##SFX(static_cast<A&&>(addr), static_cast<V&&>(val));                       \
    }                                                                                     \
  }                                                                                       \
  template <strategy S = strategy::adaptive, class A, class V>                            \
  WARPAGG_DEVICE decltype(auto) atomic_##NAME##SFX##_or_overload(A&& addr, V&& val) {      \
    if constexpr (detail::aggregated<detail::OPTAG, detail::SCOPETAG, A>) {               \
      return atomic_##NAME##SFX<S>(addr, static_cast<V&&>(val));                          \
    } else {                                                                              \
      return CUDANAME##SFX(static_cast<A&&>(addr), static_cast<V&&>(val));                \
    }                                                                                     \
  }
// With a callable as the last argument (what the warpagg tool emits: a
// lambda making the original call where it was written), the fallback calls
// it instead: the overload is then found by the original call's own lookup,
// whatever was declared before this header was first included (an overload
// for a fundamental type such as `atomicAdd(int64_t *, int64_t)` is found by
// ordinary lookup only, which the entries above do where this header is
// first included).
#define WARPAGG_OR_OVERLOAD_CALL(NAME, OPTAG, SFX, SCOPETAG)                                \
  template <strategy S = strategy::adaptive, class A, class V, class C>                   \
  WARPAGG_DEVICE void reduce_##NAME##SFX##_or_overload(A&& addr, V&& val, C&& call) {      \
    if constexpr (detail::aggregated<detail::OPTAG, detail::SCOPETAG, A>) {               \
      reduce_##NAME##SFX<S>(addr, static_cast<V&&>(val));                                 \
    } else {                                                                              \
      call(static_cast<A&&>(addr), static_cast<V&&>(val));                                \
    }                                                                                     \
  }                                                                                       \
  template <strategy S = strategy::adaptive, class A, class V, class C>                   \
  WARPAGG_DEVICE decltype(auto) atomic_##NAME##SFX##_or_overload(A&& addr, V&& val,        \
                                                                 C&& call) {              \
    if constexpr (detail::aggregated<detail::OPTAG, detail::SCOPETAG, A>) {               \
      return atomic_##NAME##SFX<S>(addr, static_cast<V&&>(val));                          \
    } else {                                                                              \
      return call(static_cast<A&&>(addr), static_cast<V&&>(val));                         \
    }                                                                                     \
  }
#define WARPAGG_OR_OVERLOAD_SCOPES(NAME, OPTAG, CUDANAME)                                 \
  WARPAGG_OR_OVERLOAD(NAME, OPTAG, , scope_device, CUDANAME)                              \
  WARPAGG_OR_OVERLOAD(NAME, OPTAG, _block, scope_block, CUDANAME)                         \
  WARPAGG_OR_OVERLOAD(NAME, OPTAG, _system, scope_system, CUDANAME)                       \
  WARPAGG_OR_OVERLOAD_CALL(NAME, OPTAG, , scope_device)                                   \
  WARPAGG_OR_OVERLOAD_CALL(NAME, OPTAG, _block, scope_block)                              \
  WARPAGG_OR_OVERLOAD_CALL(NAME, OPTAG, _system, scope_system)

WARPAGG_OR_OVERLOAD_SCOPES(add, op_add, atomicAdd)
WARPAGG_OR_OVERLOAD_SCOPES(sub, op_sub, atomicSub)
WARPAGG_OR_OVERLOAD_SCOPES(min, op_min, atomicMin)
WARPAGG_OR_OVERLOAD_SCOPES(max, op_max, atomicMax)
WARPAGG_OR_OVERLOAD_SCOPES(and, op_and, atomicAnd)
WARPAGG_OR_OVERLOAD_SCOPES(or, op_or, atomicOr)
WARPAGG_OR_OVERLOAD_SCOPES(xor, op_xor, atomicXor)

#undef WARPAGG_OR_OVERLOAD_SCOPES
#undef WARPAGG_OR_OVERLOAD
#undef WARPAGG_OR_OVERLOAD_CALL

}  // namespace warpagg
