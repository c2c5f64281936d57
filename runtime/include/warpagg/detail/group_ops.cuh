// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/detail/group_ops.cuh -- the operation tags of fused groups and
// private tables (warpagg::op::add, ..._block, ..._system) and the identity
// of each operation: the value a lane that puts nothing contributes.
//
// Preconditions: none (types only, and the identities as constants).
// Cost: none at run time beyond the constant a non-contributor holds.
#pragma once

#include "../ops.cuh"

namespace warpagg {
namespace detail {

template <class Op, class Scope> struct op_tag {
  using op_type = Op;
  using scope_type = Scope;
};

// ---- the identity of each operation (the value a non-contributor adds) ----
template <class T> WARPAGG_DEVICE T all_ones() {
  T t;
  __builtin_memset(static_cast<void*>(&t), 0xff, sizeof(T));
  return t;
}
/// -0.0 in every floating-point component (x + -0.0 == x for every x,
/// -0.0 included); integer 0.
template <class T> WARPAGG_DEVICE T add_identity() {
  if constexpr (is_same<T, int>::value || is_same<T, unsigned>::value || is_same<T, long long>::value ||
                is_same<T, unsigned long long>::value) {
    return T(0);
  } else if constexpr (sizeof(T) == 2) {
    return bit_cast<T>(static_cast<unsigned short>(0x8000u));
  } else if constexpr (is_float16_pair<T>::value) {
    return bit_cast<T>(0x80008000u);
  } else if constexpr (is_same<T, double>::value) {
    return -0.0;
  } else {  // float, float2, float4
    struct words {
      unsigned w[sizeof(T) / 4];
    };
    words x;
#pragma unroll
    for (unsigned i = 0; i < sizeof(T) / 4; ++i) x.w[i] = 0x80000000u;
    return bit_cast<T>(x);
  }
}
template <class Op, class T> WARPAGG_DEVICE T identity() {
  if constexpr (is_same<Op, op_add>::value || is_same<Op, op_sub>::value) {
    return add_identity<T>();
  } else if constexpr (is_same<Op, op_min>::value || is_same<Op, op_max>::value) {
    constexpr bool is_signed = T(-1) < T(0);
    constexpr T top = is_signed ? static_cast<T>(~0ull >> (65 - 8 * sizeof(T))) : static_cast<T>(~0ull);
    constexpr T bottom = is_signed ? static_cast<T>(-top - 1) : T(0);
    return is_same<Op, op_min>::value ? top : bottom;
  } else if constexpr (is_same<Op, op_and>::value) {
    return all_ones<T>();
  } else {
    return T(0);
  }
}

}  // namespace detail

/// Operation tags of group / uniform_group (CUDA's atomicOp[_block|_system]).
namespace op {
#define WARPAGG_OP_TAGS(NAME, OPTAG)                                               \
  using NAME = detail::op_tag<detail::OPTAG, detail::scope_device>;                \
  using NAME##_block = detail::op_tag<detail::OPTAG, detail::scope_block>;         \
  using NAME##_system = detail::op_tag<detail::OPTAG, detail::scope_system>;
WARPAGG_OP_TAGS(add, op_add)
WARPAGG_OP_TAGS(sub, op_sub)
WARPAGG_OP_TAGS(min, op_min)
WARPAGG_OP_TAGS(max, op_max)
WARPAGG_OP_TAGS(bit_and, op_and)
WARPAGG_OP_TAGS(bit_or, op_or)
WARPAGG_OP_TAGS(bit_xor, op_xor)
#undef WARPAGG_OP_TAGS
}  // namespace op

}  // namespace warpagg
