// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/api.cuh -- the entry points the warpagg tool emits.
//
//   reduce_OP[SCOPE]<S>(T* addr, T val)      result discarded (compiles to RED)
//   atomic_OP[SCOPE]<S>(T* addr, T val) -> T returns an "old" value
//   either with a third argument warpagg::once_per_thread: the same, for a
//   call site that runs at most once per thread (see once_per_thread_t)
//   atomic_OP(addr, val, warpagg::result_discarded) -> T(): the reduce form,
//   for a value only a helper's dropped return hands on (result_discarded_t)
//
// for OP in add, sub, min, max, and, or, xor; SCOPE in "", _block, _system
// (CUDA's atomicOp, atomicOp_block, atomicOp_system); S a warpagg::strategy,
// adaptive by default (likely_distinct, distinct_in_rows and likely_uniform:
// adaptive after a check of the shape the tool expects, strategy.cuh). Each is a drop-in replacement for the native atomicOp:
// same arguments (val converts to T as it would for the native call), same
// effect on *addr, any address space the native atomic takes (generic
// pointers to global or shared memory), any subset of lanes, divergent call
// sites, loops whose lanes leave at different iterations.
//
// Preconditions: CUDA has the native atomicOp[SCOPE] for T on the target
// architecture (else a static_assert fires; table in ops.cuh); for
// strategy::uniform, all active lanes pass the same addr.
//
// Semantics of the returned value: the warp's updates to one address become
// one atomic; lane i of the lanes hitting that address (in lane order) gets
// the value *addr would have held had those updates been applied one at a
// time in lane order right where the atomic landed: the first gets the old
// value, later ones old OP (fold of earlier peers' values). So
// `idx = atomic_add(&n, 1)` hands out distinct, dense indices. Floating-point
// sums are a valid reordering of the same additions (no identity is added;
// -0.0, NaN and infinities behave as in the serial sum).
//
// Cost: see strategy.cuh and each strategy's header. Correctness never depends
// on the strategy (except uniform's precondition).
//
// The same operations on a cuda::atomic_ref / cuda::std::atomic_ref: include
// warpagg/atomic_ref.cuh (not included here: it pulls in <cuda/atomic>).
#pragma once

#include "adaptive.cuh"
#include "ballot_loop.cuh"
#include "likely_distinct.cuh"
#include "distinct_if.cuh"
#include "distinct_in_rows.cuh"
#include "likely_uniform.cuh"
#include "match.cuh"
#include "ops.cuh"
#include "runs.cuh"
#include "strategy.cuh"
#include "uniform.cuh"

namespace warpagg {
namespace detail {

template <strategy S, class Op, class Scope, bool Ret, class T, bool OncePerThread = false>
WARPAGG_DEVICE T entry(T* addr, T val) {
  static_assert(native<Op, Scope, T>::supported,
                "warpagg: CUDA has no native atomic for this operation, value type and scope on "
                "this target architecture, so warpagg has none either (" WARPAGG_NATIVE_TABLE_NOTE ")");
  if constexpr (native<Op, Scope, T>::supported) {
    const unsigned mask = __activemask();  // read exactly once per call
    if constexpr (S == strategy::adaptive || S == strategy::contended || S == strategy::likely_distinct ||
                  S == strategy::distinct_in_rows || S == strategy::likely_uniform) {
      return strategy_impl<S>::template apply<Op, Scope, Ret, OncePerThread>(mask, addr, val);
    } else {
      return strategy_impl<S>::template apply<Op, Scope, Ret>(mask, addr, val);
    }
  } else {
    return val;
  }
}

/// The call with a distinct_if argument: each lane's own atomic where the
/// condition holds, else entry's.
template <strategy S, class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T entry_unless_distinct(distinct_if d, T* addr, T val) {
  if constexpr (native<Op, Scope, T>::supported) {
    if (d.holds) return native_apply<Op, Scope, Ret>(addr, val);
  }
  return entry<S, Op, Scope, Ret, T>(addr, val);
}

}  // namespace detail

/// Tag for a call site that runs at most once per thread (in a kernel's body,
/// no loop around it), e.g. `reduce_add(&bin[k], v, warpagg::once_per_thread)`.
/// The tool passes it where it proves that and the runtime uses it: today
/// only adaptive's scalar __half / __nv_bfloat16 add on sm_90 (slot_phases.cuh),
/// where it lets a warp without peers issue in phases on a busy SM (up to 14%
/// faster; in a loop the same phases cost up to 12%). Every other call is the
/// untagged one. Wrong only in speed if the site does loop.
struct once_per_thread_t {
  explicit constexpr once_per_thread_t() = default;
};
inline constexpr once_per_thread_t once_per_thread{};

/// Tag for a call whose value is returned from a helper that every caller
/// drops (`return atomicAdd(p, v);` in `float add(float* p, float v)`, whose
/// calls are all statements): `return warpagg::atomic_add(p, v,
/// warpagg::result_discarded);` issues the reduce form (RED: no round trip,
/// and the aggregation's returned-value shuffles skipped) and returns T(), a
/// value nobody reads. The tool passes it only where it sees every call of
/// the helper. Wrong (a zero where the old value was expected) if a caller
/// reads it.
struct result_discarded_t {
  explicit constexpr result_discarded_t() = default;
};
inline constexpr result_discarded_t result_discarded{};

#define WARPAGG_ENTRY(NAME, OPTAG, SFX, SCOPETAG)                                         \
  template <strategy S = strategy::adaptive, class T>                                     \
  WARPAGG_DEVICE void reduce_##NAME##SFX(T* addr, type_identity_t<T> val) {               \
    detail::entry<S, detail::OPTAG, detail::SCOPETAG, false, T>(addr, val);               \
  }                                                                                       \
  template <strategy S = strategy::adaptive, class T>                                     \
  WARPAGG_DEVICE T atomic_##NAME##SFX(T* addr, type_identity_t<T> val) {                  \
    return detail::entry<S, detail::OPTAG, detail::SCOPETAG, true, T>(addr, val);         \
  }                                                                                       \
  template <strategy S = strategy::adaptive, class T>                                     \
  WARPAGG_DEVICE void reduce_##NAME##SFX(T* addr, type_identity_t<T> val, once_per_thread_t) { \
    detail::entry<S, detail::OPTAG, detail::SCOPETAG, false, T, true>(addr, val);         \
  }                                                                                       \
  template <strategy S = strategy::adaptive, class T>                                     \
  WARPAGG_DEVICE T atomic_##NAME##SFX(T* addr, type_identity_t<T> val, once_per_thread_t) { \
    return detail::entry<S, detail::OPTAG, detail::SCOPETAG, true, T, true>(addr, val);   \
  }                                                                                       \
  template <strategy S = strategy::adaptive, class T>                                     \
  WARPAGG_DEVICE T atomic_##NAME##SFX(T* addr, type_identity_t<T> val, result_discarded_t) { \
    detail::entry<S, detail::OPTAG, detail::SCOPETAG, false, T>(addr, val);               \
    return T();                                                                           \
  }                                                                                       \
  template <strategy S = strategy::adaptive, class T>                                     \
  WARPAGG_DEVICE void reduce_##NAME##SFX(T* addr, type_identity_t<T> val, distinct_if d) { \
    detail::entry_unless_distinct<S, detail::OPTAG, detail::SCOPETAG, false, T>(d, addr, val); \
  }                                                                                       \
  template <strategy S = strategy::adaptive, class T>                                     \
  WARPAGG_DEVICE T atomic_##NAME##SFX(T* addr, type_identity_t<T> val, distinct_if d) {   \
    return detail::entry_unless_distinct<S, detail::OPTAG, detail::SCOPETAG, true, T>(d, addr, val); \
  }
#define WARPAGG_ENTRY_SCOPES(NAME, OPTAG)                                                 \
  WARPAGG_ENTRY(NAME, OPTAG, , scope_device)                                              \
  WARPAGG_ENTRY(NAME, OPTAG, _block, scope_block)                                         \
  WARPAGG_ENTRY(NAME, OPTAG, _system, scope_system)

/// reduce_add / atomic_add[_block|_system]: *addr += val. int, unsigned,
/// unsigned long long, float, double; device scope also __half, __half2,
/// __nv_bfloat16, __nv_bfloat162 (where their header came before the
/// runtime: config.cuh); float2, float4 on sm_90+ (global memory only, added
/// and returned component-wise).
WARPAGG_ENTRY_SCOPES(add, op_add)
/// reduce_sub / atomic_sub[_block|_system]: *addr -= val. int, unsigned.
WARPAGG_ENTRY_SCOPES(sub, op_sub)
/// reduce_min / atomic_min[_block|_system]: *addr = min(*addr, val).
/// int, unsigned, long long, unsigned long long.
WARPAGG_ENTRY_SCOPES(min, op_min)
/// reduce_max / atomic_max[_block|_system]: *addr = max(*addr, val). As min.
WARPAGG_ENTRY_SCOPES(max, op_max)
/// reduce_and / atomic_and[_block|_system]: *addr &= val. As min.
WARPAGG_ENTRY_SCOPES(and, op_and)
/// reduce_or / atomic_or[_block|_system]: *addr |= val. As min.
WARPAGG_ENTRY_SCOPES(or, op_or)
/// reduce_xor / atomic_xor[_block|_system]: *addr ^= val. As min.
WARPAGG_ENTRY_SCOPES(xor, op_xor)

#undef WARPAGG_ENTRY_SCOPES
#undef WARPAGG_ENTRY

}  // namespace warpagg
