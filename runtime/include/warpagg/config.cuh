// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/config.cuh -- common definitions for the warpagg runtime.
//
// Part of warpagg's header-only device runtime. Nothing in here is public API
// except warpagg::type_identity_t and the 16-bit float switches below;
// everything else lives in warpagg::detail.
//
// 16-bit floats. CUDA's cuda_fp16.h and cuda_bf16.h cost about 0.4 s of
// nvcc's CPU per translation unit (bench/results/2026-11-26-launcher-speed.md),
// so the runtime does not include them: its __half / __half2 rows
// (float16_ops.cuh) are compiled where cuda_fp16.h was included before the
// first warpagg header, its __nv_bfloat16 / __nv_bfloat162 rows where
// cuda_bf16.h was. Both are detected by CUDA's own macros: the headers'
// include guards (__CUDA_FP16_H__, __CUDA_BF16_H__, the same in CUDA 11, 12
// and 13) or the macros they define once their types exist
// (__CUDA_FP16_TYPES_EXIST__, __CUDA_BF16_TYPES_EXIST__, which replacement
// headers define too). Compiling with -DWARPAGG_ENABLE_16BIT=1 includes both
// headers here, for code that includes them after warpagg.
// Precondition: a translation unit that calls the runtime with a 16-bit float
// includes that type's header before the first warpagg header (or defines
// WARPAGG_ENABLE_16BIT=1); else the call stops at the entry point's
// static_assert, and a *_or_overload entry (or_overload.cuh) calls CUDA's
// atomic unaggregated. The warpagg tool inserts the header before its own
// include where a rewritten call needs it and the file's leading directives
// do not include it. (<cuda/atomic>, which atomic_ref.cuh includes first,
// brings both headers.)
#pragma once

#ifndef WARPAGG_ENABLE_16BIT
#define WARPAGG_ENABLE_16BIT 0
#endif
#if WARPAGG_ENABLE_16BIT
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#endif

/// Whether this translation unit has CUDA's __half / __half2 (WARPAGG_HAS_FP16)
/// and __nv_bfloat16 / __nv_bfloat162 (WARPAGG_HAS_BF16) at this point.
#if defined(__CUDA_FP16_H__) || defined(__CUDA_FP16_TYPES_EXIST__)
#define WARPAGG_HAS_FP16 1
#else
#define WARPAGG_HAS_FP16 0
#endif
#if defined(__CUDA_BF16_H__) || defined(__CUDA_BF16_TYPES_EXIST__)
#define WARPAGG_HAS_BF16 1
#else
#define WARPAGG_HAS_BF16 0
#endif

/// Every runtime function is a force-inlined device function: the runtime
/// replaces a single atomic instruction and must not add a call.
#define WARPAGG_DEVICE __device__ __forceinline__

/// The architecture the current pass compiles for. In a host pass (no
/// __CUDA_ARCH__) it is "newest", so that templates instantiated from kernels
/// in clang's host pass accept everything some device could accept; the
/// device pass then checks the real architecture.
#if defined(__CUDA_ARCH__)
#define WARPAGG_ARCH __CUDA_ARCH__
#else
#define WARPAGG_ARCH 100000
#endif

namespace warpagg {

/// std::type_identity_t without <type_traits> (C++20) : makes the value
/// parameter of every entry point a non-deduced context, so that
/// `reduce_add(unsigned_ptr, 1)` converts 1 to unsigned exactly as the native
/// `atomicAdd(unsigned_ptr, 1)` does.
template <class T> struct type_identity { using type = T; };
template <class T> using type_identity_t = typename type_identity<T>::type;

namespace detail {

template <class A, class B> struct is_same { static constexpr bool value = false; };
template <class A> struct is_same<A, A> { static constexpr bool value = true; };
template <bool B, class A, class C> struct conditional { using type = A; };
template <class A, class C> struct conditional<false, A, C> { using type = C; };
template <class T> struct remove_cv { using type = T; };
template <class T> struct remove_cv<const T> { using type = T; };
template <class T> struct remove_cv<volatile T> { using type = T; };
template <class T> struct remove_cv<const volatile T> { using type = T; };

/// This lane's index in its warp.
WARPAGG_DEVICE unsigned lane_id() {
  unsigned r;
  asm("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}
/// Bits of the lanes below / at-or-below this lane.
WARPAGG_DEVICE unsigned lanemask_lt() {
  unsigned r;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(r));
  return r;
}
WARPAGG_DEVICE unsigned lanemask_gt() {
  unsigned r;
  asm("mov.u32 %0, %%lanemask_gt;" : "=r"(r));
  return r;
}
/// Highest set bit of m as a lane number, -1 when m == 0.
WARPAGG_DEVICE int highest_lane(unsigned m) { return 31 - __clz(m); }
/// Lowest set bit of m as a lane number, -1 when m == 0.
WARPAGG_DEVICE int lowest_lane(unsigned m) { return __ffs(m) - 1; }

/// Bit-exact copy between same-sized trivially copyable types.
template <class To, class From> WARPAGG_DEVICE To bit_cast(const From& f) {
  static_assert(sizeof(To) == sizeof(From), "warpagg: bit_cast size mismatch");
  To t;
  __builtin_memcpy(static_cast<void*>(&t), static_cast<const void*>(&f), sizeof(To));
  return t;
}

enum class shfl_kind { idx, up, bfly };
template <shfl_kind K, class W> WARPAGG_DEVICE W shfl_word(unsigned mask, W w, int arg) {
  if constexpr (K == shfl_kind::idx) return __shfl_sync(mask, w, arg);
  else if constexpr (K == shfl_kind::up) return __shfl_up_sync(mask, w, static_cast<unsigned>(arg));
  else return __shfl_xor_sync(mask, w, arg);
}
/// __shfl_{,up_,xor_}sync(mask, v, arg) for any trivially copyable T of 2, 4,
/// 8 or a multiple of 4 bytes (bit-cast to a 32- or 64-bit word; wider types,
/// e.g. float4, word by word). Precondition: every lane of `mask` executes it
/// and the source lane is in `mask`.
template <shfl_kind K, class T> WARPAGG_DEVICE T shfl_any(unsigned mask, const T& v, int arg) {
  if constexpr (sizeof(T) == 8) {
    return bit_cast<T>(shfl_word<K>(mask, bit_cast<unsigned long long>(v), arg));
  } else if constexpr (sizeof(T) == 4) {
    return bit_cast<T>(shfl_word<K>(mask, bit_cast<unsigned>(v), arg));
  } else if constexpr (sizeof(T) > 8 && sizeof(T) % 4 == 0) {
    struct words {
      unsigned w[sizeof(T) / 4];
    };
    words x = bit_cast<words>(v);
#pragma unroll
    for (unsigned i = 0; i < sizeof(T) / 4; ++i) x.w[i] = shfl_word<K>(mask, x.w[i], arg);
    return bit_cast<T>(x);
  } else {
    static_assert(sizeof(T) == 2, "warpagg: shuffled types are 2, 4, 8 or a multiple of 4 bytes");
    const unsigned w = bit_cast<unsigned short>(v);
    return bit_cast<T>(static_cast<unsigned short>(shfl_word<K>(mask, w, arg)));
  }
}
template <class T> WARPAGG_DEVICE T shfl(unsigned mask, const T& v, int src) {
  return shfl_any<shfl_kind::idx>(mask, v, src);
}

/// An address as a 64-bit integer (generic addresses compare exactly).
template <class T> WARPAGG_DEVICE unsigned long long addr_bits(const T* p) {
  return reinterpret_cast<unsigned long long>(p);
}

}  // namespace detail
}  // namespace warpagg
