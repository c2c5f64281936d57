// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/vector_ops.cuh -- float2 and float4 adds (included by ops.cuh).
//
// CUDA 13 declares atomicAdd, atomicAdd_block and atomicAdd_system for float2
// and float4 on sm_90+ only (crt/sm_90_rt.h), and only for global memory:
// PTX's vector atom/red take the .global space or a generic address that
// points to it. This header adds exactly those rows to the runtime: the
// peers' values are combined by component-wise float addition (returned
// values follow the scalar rule component by component) and the native rows
// below issue one vector atomic per group. float4 (16 bytes) is shuffled
// word by word (config.cuh).
//
// Preconditions: sm_90 or newer, an address in global memory (a generic
// pointer to it included). Cost: each shuffle step moves every component
// (two or four words); one vector atomic per group of peers.
#pragma once

#include "ops.cuh"

namespace warpagg {
namespace detail {

WARPAGG_DEVICE float2 add(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
WARPAGG_DEVICE float4 add(float4 a, float4 b) {
  return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}

// float2/float4 are of the global namespace: op_add's members are
// specialised (ops.cuh).
WARPAGG_OP_ADD_BY(float2, add)
WARPAGG_OP_ADD_BY(float4, add)

#if WARPAGG_ARCH >= 900
// Own inline PTX rather than CUDA's atomicAdd: clang's definitions of the
// vector atomicAdd (__clang_cuda_intrinsics.h) are non-volatile asm without
// a memory clobber, which clang deletes when the result is unused (the
// reduce_ form). The instruction is the one nvcc emits for CUDA's: relaxed
// atom.global.add.v2/v4.f32 at .gpu scope (the default), .cta (_block) or
// .sys (_system); the memory clobber orders it like CUDA's atomic.
#define WARPAGG_VEC_NATIVE(SCOPETAG, QUAL)                                              \
  template <> struct native<op_add, SCOPETAG, float2> {                                 \
    static constexpr bool supported = true;                                             \
    static WARPAGG_DEVICE float2 apply(float2* a, float2 v) {                           \
      float2 r;                                                                         \
      asm volatile("atom" QUAL ".global.add.v2.f32 {%0, %1}, [%2], {%3, %4};"          \
                   : "=f"(r.x), "=f"(r.y)                                               \
                   : "l"(__cvta_generic_to_global(a)), "f"(v.x), "f"(v.y)               \
                   : "memory");                                                         \
      return r;                                                                         \
    }                                                                                   \
  };                                                                                    \
  template <> struct native<op_add, SCOPETAG, float4> {                                 \
    static constexpr bool supported = true;                                             \
    static WARPAGG_DEVICE float4 apply(float4* a, float4 v) {                           \
      float4 r;                                                                         \
      asm volatile("atom" QUAL ".global.add.v4.f32 {%0, %1, %2, %3}, [%4], {%5, %6, %7, %8};" \
                   : "=f"(r.x), "=f"(r.y), "=f"(r.z), "=f"(r.w)                         \
                   : "l"(__cvta_generic_to_global(a)), "f"(v.x), "f"(v.y), "f"(v.z), "f"(v.w) \
                   : "memory");                                                         \
      return r;                                                                         \
    }                                                                                   \
  };
WARPAGG_VEC_NATIVE(scope_device, "")
WARPAGG_VEC_NATIVE(scope_block, ".cta")
WARPAGG_VEC_NATIVE(scope_system, ".sys")
#undef WARPAGG_VEC_NATIVE

/// Adds v to the four floats at a (16-byte aligned, global memory), result
/// unused: one red.global.add.v4.f32 of Scope (private_table.cuh's flush).
template <class Scope> WARPAGG_DEVICE void red_add_v4(float* a, float4 v) {
#define WARPAGG_RED_V4(QUAL)                                                                       \
  asm volatile("red" QUAL ".global.add.v4.f32 [%0], {%1, %2, %3, %4};" ::"l"(__cvta_generic_to_global(a)), \
               "f"(v.x), "f"(v.y), "f"(v.z), "f"(v.w)                                               \
               : "memory")
  if constexpr (is_same<Scope, scope_block>::value)
    WARPAGG_RED_V4(".cta");
  else if constexpr (is_same<Scope, scope_system>::value)
    WARPAGG_RED_V4(".sys");
  else
    WARPAGG_RED_V4("");
#undef WARPAGG_RED_V4
}
#endif

}  // namespace detail
}  // namespace warpagg
