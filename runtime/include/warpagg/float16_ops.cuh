// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/float16_ops.cuh -- the 16-bit float rows of the runtime (included by
// ops.cuh).
//
// CUDA declares atomicAdd for __half, __half2 (cuda_fp16.h), __nv_bfloat16 and
// __nv_bfloat162 (cuda_bf16.h), device scope only. This header adds exactly
// those rows to the runtime, each type's only where this translation unit
// has it when the runtime is first included (WARPAGG_HAS_FP16 and
// WARPAGG_HAS_BF16, from CUDA's own macros: config.cuh); the runtime itself
// never includes the two headers unless asked to (WARPAGG_ENABLE_16BIT=1).
// Peers' values are combined with the type's own addition (__hadd, __hadd2),
// returned values follow the scalar rule (per half for the pairs), and a
// scalar add may go through the paired atomic (opt-in: paired16.cuh).
// A pair's add whose result nobody reads, on a global address, is one
// `red.global.add.noftz.f16x2` (sm_70+) or `.bf16x2` (sm_90+): CUDA's
// atomicAdd on a generic pointer also carries a compare-and-swap loop for
// shared memory, and cost 1.1-1.5x the red on an H200
// (bench/results/2026-11-29-h200-cost-model.md); other addresses keep CUDA's
// call. Same semantics: relaxed, device scope, no flush of subnormals.
#pragma once

#include "ops.cuh"
#include "paired16.cuh"

namespace warpagg {
namespace detail {

// A 16-bit float type and its pair: the traits and the addition.
#define WARPAGG_FLOAT16_TYPES(H, H2)                                                 \
  template <> struct is_float16<H> { static constexpr bool value = true; };         \
  template <> struct is_float16_pair<H2> { static constexpr bool value = true; };   \
  template <> struct pair_of<H> { using type = H2; };                               \
  WARPAGG_OP_ADD_BY(H, __hadd)                                                      \
  WARPAGG_OP_ADD_BY(H2, __hadd2)
// The scalars' native add: CUDA's, or the opt-in paired one (paired16.cuh).
#if WARPAGG_PAIRED_16BIT && WARPAGG_ARCH >= 900
#define WARPAGG_SCALAR16_ADD paired_add
#else
#define WARPAGG_SCALAR16_ADD atomicAdd
#endif

#if WARPAGG_HAS_FP16
WARPAGG_FLOAT16_TYPES(__half, __half2)
#if WARPAGG_ARCH >= 600
WARPAGG_NATIVE(op_add, scope_device, __half2, atomicAdd)
#endif
#if WARPAGG_ARCH >= 700
WARPAGG_NATIVE(op_add, scope_device, __half, WARPAGG_SCALAR16_ADD)
#endif
#endif  // WARPAGG_HAS_FP16

#if WARPAGG_HAS_BF16
WARPAGG_FLOAT16_TYPES(__nv_bfloat16, __nv_bfloat162)
#if WARPAGG_ARCH >= 700
WARPAGG_NATIVE(op_add, scope_device, __nv_bfloat16, WARPAGG_SCALAR16_ADD)
WARPAGG_NATIVE(op_add, scope_device, __nv_bfloat162, atomicAdd)
#endif
#endif  // WARPAGG_HAS_BF16

// A pair's add on a global address as one red (see the top).
#define WARPAGG_PAIR_RED(H2, PTXTYPE)                                                        \
  template <> struct native_reduce<op_add, scope_device, H2> {                                \
    static WARPAGG_DEVICE void apply(H2* a, H2 v) {                                           \
      if (__isGlobal(a)) {                                                                    \
        asm volatile("red.global.add.noftz." PTXTYPE " [%0], %1;" ::"l"(__cvta_generic_to_global(a)), \
                     "r"(bit_cast<unsigned>(v))                                               \
                     : "memory");                                                             \
      } else {                                                                                \
        atomicAdd(a, v);                                                                      \
      }                                                                                       \
    }                                                                                         \
  };
#if WARPAGG_HAS_FP16 && WARPAGG_ARCH >= 700
WARPAGG_PAIR_RED(__half2, "f16x2")
#endif
#if WARPAGG_HAS_BF16 && WARPAGG_ARCH >= 900
WARPAGG_PAIR_RED(__nv_bfloat162, "bf16x2")
#endif
#undef WARPAGG_PAIR_RED

#undef WARPAGG_SCALAR16_ADD
#undef WARPAGG_FLOAT16_TYPES

}  // namespace detail
}  // namespace warpagg
