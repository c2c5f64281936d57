// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/ops.cuh -- operation traits and the table of native CUDA atomics.
//
// For every (operation, scope, value type) this header says whether CUDA has a
// native atomic for it on the architecture being compiled, and calls it. The
// table mirrors CUDA 13's device_atomic_functions.h, sm_32/sm_60 atomic
// headers, cuda_fp16.h, cuda_bf16.h (16-bit floats: float16_ops.cuh, where the
// translation unit has them, config.cuh) and sm_90_rt.h (float2/float4:
// vector_ops.cuh):
//
//   op  | device scope ("")                           | _block, _system (sm_60+)
//   ----+---------------------------------------------+---------------------------
//   add | int unsigned ull float double(sm_60+)       | int unsigned ull float double
//       | __half2 (sm_60+) __half __nv_bfloat16        |
//       | __nv_bfloat162 (sm_70+)                      |
//       | float2 float4 (sm_90+, global memory only)   | float2 float4 (sm_90+, global only)
//   sub | int unsigned                                | int unsigned
//   min | int unsigned long-long ull                  | int unsigned long-long ull
//   max | int unsigned long-long ull                  | int unsigned long-long ull
//   and | int unsigned long-long ull                  | int unsigned long-long ull
//   or  | int unsigned long-long ull                  | int unsigned long-long ull
//   xor | int unsigned long-long ull                  | int unsigned long-long ull
//
// Any other combination is rejected by the entry points with a static_assert.
#pragma once

#include "config.cuh"

namespace warpagg {
namespace detail {

// ---- element-wise arithmetic used to combine peers' values ----------------
// Integer add/sub wrap (done in unsigned arithmetic), exactly as the native
// atomics do. Floating point uses the type's own addition; no identity element
// is ever added, so -0.0 survives and NaN/inf propagate.
WARPAGG_DEVICE int add(int a, int b) { return static_cast<int>(static_cast<unsigned>(a) + static_cast<unsigned>(b)); }
WARPAGG_DEVICE unsigned add(unsigned a, unsigned b) { return a + b; }
WARPAGG_DEVICE unsigned long long add(unsigned long long a, unsigned long long b) { return a + b; }
WARPAGG_DEVICE float add(float a, float b) { return a + b; }
WARPAGG_DEVICE double add(double a, double b) { return a + b; }
WARPAGG_DEVICE int sub(int a, int b) { return static_cast<int>(static_cast<unsigned>(a) - static_cast<unsigned>(b)); }
WARPAGG_DEVICE unsigned sub(unsigned a, unsigned b) { return a - b; }

// ---- operation tags --------------------------------------------------------
// combine(earlier, later): folds two peers' contributions (the value that one
//   atomic carries for both).
// after(old, prefix): what a lane sees as "old" when the fold `prefix` of the
//   earlier peers' contributions was applied before it.
struct op_add {
  template <class T> static WARPAGG_DEVICE T combine(T a, T b) { return add(a, b); }
  template <class T> static WARPAGG_DEVICE T after(T old, T prefix) { return add(old, prefix); }
};
// op_add's members call add() unqualified in templates, and argument-dependent
// lookup does not reach warpagg::detail for CUDA's types of the global
// namespace (float2, __half, ...) whose add() comes in a later header
// (vector_ops.cuh, float16_ops.cuh): their members are specialised instead.
#define WARPAGG_OP_ADD_BY(T, ADD)                                                   \
  template <> WARPAGG_DEVICE T op_add::combine<T>(T a, T b) { return ADD(a, b); }   \
  template <> WARPAGG_DEVICE T op_add::after<T>(T old, T prefix) { return ADD(old, prefix); }
struct op_sub {  // contributions are subtrahends: they add up
  template <class T> static WARPAGG_DEVICE T combine(T a, T b) { return add(a, b); }
  template <class T> static WARPAGG_DEVICE T after(T old, T prefix) { return sub(old, prefix); }
};
struct op_min {
  template <class T> static WARPAGG_DEVICE T combine(T a, T b) { return b < a ? b : a; }
  template <class T> static WARPAGG_DEVICE T after(T old, T prefix) { return combine(old, prefix); }
};
struct op_max {
  template <class T> static WARPAGG_DEVICE T combine(T a, T b) { return a < b ? b : a; }
  template <class T> static WARPAGG_DEVICE T after(T old, T prefix) { return combine(old, prefix); }
};
struct op_and {
  template <class T> static WARPAGG_DEVICE T combine(T a, T b) { return a & b; }
  template <class T> static WARPAGG_DEVICE T after(T old, T prefix) { return old & prefix; }
};
struct op_or {
  template <class T> static WARPAGG_DEVICE T combine(T a, T b) { return a | b; }
  template <class T> static WARPAGG_DEVICE T after(T old, T prefix) { return old | prefix; }
};
struct op_xor {
  template <class T> static WARPAGG_DEVICE T combine(T a, T b) { return a ^ b; }
  template <class T> static WARPAGG_DEVICE T after(T old, T prefix) { return old ^ prefix; }
};

// ---- scope tags ------------------------------------------------------------
struct scope_device {};  // atomicOp
struct scope_block {};   // atomicOp_block
struct scope_system {};  // atomicOp_system

// ---- the native atomic table ----------------------------------------------
/// What the static_asserts of the entry points say where native<> has no row.
#define WARPAGG_NATIVE_TABLE_NOTE                                                           \
  "see the table in warpagg/ops.cuh; a 16-bit float also needs its header (cuda_fp16.h, "   \
  "cuda_bf16.h) included before warpagg's, or -DWARPAGG_ENABLE_16BIT=1: warpagg/config.cuh"

/// native<Op, Scope, T>::supported is true exactly where CUDA declares the
/// corresponding atomic for the architecture of this pass; apply() calls it.
template <class Op, class Scope, class T> struct native {
  static constexpr bool supported = false;
};

#define WARPAGG_NATIVE(OPTAG, SCOPETAG, T, FN)                                  \
  template <> struct native<OPTAG, SCOPETAG, T> {                               \
    static constexpr bool supported = true;                                     \
    static WARPAGG_DEVICE T apply(T* a, T v) { return FN(a, v); }               \
  };
#define WARPAGG_NATIVE_INT32(OPTAG, SCOPETAG, FN)                               \
  WARPAGG_NATIVE(OPTAG, SCOPETAG, int, FN)                                      \
  WARPAGG_NATIVE(OPTAG, SCOPETAG, unsigned, FN)
#define WARPAGG_NATIVE_INT(OPTAG, SCOPETAG, FN)                                 \
  WARPAGG_NATIVE_INT32(OPTAG, SCOPETAG, FN)                                     \
  WARPAGG_NATIVE(OPTAG, SCOPETAG, long long, FN)                                \
  WARPAGG_NATIVE(OPTAG, SCOPETAG, unsigned long long, FN)
#define WARPAGG_NATIVE_SCOPE(SCOPETAG, SFX)                                     \
  WARPAGG_NATIVE_INT32(op_add, SCOPETAG, atomicAdd##SFX)                        \
  WARPAGG_NATIVE(op_add, SCOPETAG, unsigned long long, atomicAdd##SFX)          \
  WARPAGG_NATIVE(op_add, SCOPETAG, float, atomicAdd##SFX)                       \
  WARPAGG_NATIVE_INT32(op_sub, SCOPETAG, atomicSub##SFX)                        \
  WARPAGG_NATIVE_INT(op_min, SCOPETAG, atomicMin##SFX)                          \
  WARPAGG_NATIVE_INT(op_max, SCOPETAG, atomicMax##SFX)                          \
  WARPAGG_NATIVE_INT(op_and, SCOPETAG, atomicAnd##SFX)                          \
  WARPAGG_NATIVE_INT(op_or, SCOPETAG, atomicOr##SFX)                            \
  WARPAGG_NATIVE_INT(op_xor, SCOPETAG, atomicXor##SFX)

WARPAGG_NATIVE_SCOPE(scope_device, )
#if WARPAGG_ARCH >= 600
WARPAGG_NATIVE(op_add, scope_device, double, atomicAdd)
WARPAGG_NATIVE_SCOPE(scope_block, _block)
WARPAGG_NATIVE_SCOPE(scope_system, _system)
WARPAGG_NATIVE(op_add, scope_block, double, atomicAdd_block)
WARPAGG_NATIVE(op_add, scope_system, double, atomicAdd_system)
#endif

#undef WARPAGG_NATIVE_SCOPE
#undef WARPAGG_NATIVE_INT
#undef WARPAGG_NATIVE_INT32

/// The 16-bit float types (specialised by float16_ops.cuh for the ones this
/// translation unit has): a scalar (__half, __nv_bfloat16) or a pair (__half2,
/// __nv_bfloat162).
template <class T> struct is_float16 { static constexpr bool value = false; };
template <class T> struct is_float16_pair { static constexpr bool value = false; };

/// The atomic whose result nobody reads: CUDA's own call, whose result the
/// compiler drops (RED instead of ATOM), unless a row below has a cheaper
/// instruction (float16_ops.cuh: the 16-bit pairs).
template <class Op, class Scope, class T> struct native_reduce {
  static WARPAGG_DEVICE void apply(T* a, T v) { native<Op, Scope, T>::apply(a, v); }
};

/// Issues the native atomic; `Ret == false` discards the result
/// (native_reduce).
template <class Op, class Scope, bool Ret, class T>
WARPAGG_DEVICE T native_apply(T* addr, T v) {
  if constexpr (Ret) {
    return native<Op, Scope, T>::apply(addr, v);
  } else {
    native_reduce<Op, Scope, T>::apply(addr, v);
    return v;
  }
}

// ---- warp-wide single-instruction reductions (redux.sync, sm_80+) ---------
/// has_redux<Op, T>: __reduce_<op>_sync exists for this op and type.
template <class Op, class T> struct has_redux { static constexpr bool value = false; };
#if WARPAGG_ARCH >= 800
template <> struct has_redux<op_add, int> { static constexpr bool value = true; };
template <> struct has_redux<op_add, unsigned> { static constexpr bool value = true; };
template <> struct has_redux<op_sub, int> { static constexpr bool value = true; };
template <> struct has_redux<op_sub, unsigned> { static constexpr bool value = true; };
template <> struct has_redux<op_min, int> { static constexpr bool value = true; };
template <> struct has_redux<op_min, unsigned> { static constexpr bool value = true; };
template <> struct has_redux<op_max, int> { static constexpr bool value = true; };
template <> struct has_redux<op_max, unsigned> { static constexpr bool value = true; };
template <> struct has_redux<op_and, int> { static constexpr bool value = true; };
template <> struct has_redux<op_and, unsigned> { static constexpr bool value = true; };
template <> struct has_redux<op_or, int> { static constexpr bool value = true; };
template <> struct has_redux<op_or, unsigned> { static constexpr bool value = true; };
template <> struct has_redux<op_xor, int> { static constexpr bool value = true; };
template <> struct has_redux<op_xor, unsigned> { static constexpr bool value = true; };

/// Fold of v over the lanes of mask in one instruction. Precondition:
/// has_redux<Op, T>::value, and every lane of mask executes it.
template <class Op, class T> WARPAGG_DEVICE T redux(unsigned mask, T v) {
  if constexpr (is_same<Op, op_add>::value || is_same<Op, op_sub>::value) {
    return static_cast<T>(__reduce_add_sync(mask, static_cast<unsigned>(v)));
  } else if constexpr (is_same<Op, op_min>::value) {
    return __reduce_min_sync(mask, v);
  } else if constexpr (is_same<Op, op_max>::value) {
    return __reduce_max_sync(mask, v);
  } else if constexpr (is_same<Op, op_and>::value) {
    return static_cast<T>(__reduce_and_sync(mask, static_cast<unsigned>(v)));
  } else if constexpr (is_same<Op, op_or>::value) {
    return static_cast<T>(__reduce_or_sync(mask, static_cast<unsigned>(v)));
  } else {
    return static_cast<T>(__reduce_xor_sync(mask, static_cast<unsigned>(v)));
  }
}
#endif

}  // namespace detail
}  // namespace warpagg

#include "vector_ops.cuh"    // the float2/float4 rows (sm_90+)
#include "float16_ops.cuh"   // the 16-bit float rows this translation unit has types for

#undef WARPAGG_OP_ADD_BY
#undef WARPAGG_NATIVE
