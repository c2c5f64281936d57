// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/private_table.cuh -- a block-private copy of a small table in shared
// memory: zeroed (to the operation's identity) at the kernel's start, updated
// with shared-memory atomics, flushed to the global table once per block.
//
//   __global__ void hist(const unsigned char* in, unsigned* out, int n) {
//     __shared__ unsigned wa_priv_out[256];
//     warpagg::private_zero<warpagg::op::add>(wa_priv_out);   // every thread
//     __syncthreads();
//     ... atomicAdd(&wa_priv_out[in[i]], 1u) ...               // shared atomics
//     __syncthreads();
//     warpagg::private_flush<warpagg::op::add>(wa_priv_out, out);  // every thread
//   }
//
// private_zero<Op>(T (&table)[N])  stores Op's identity in every entry.
// private_flush<Op>(T (&table)[N], T* dst, long long first = 0)
//   for each entry j whose bits differ from the identity, issues Op's native
//   atomic (with Op's scope: op::add, op::add_block, op::add_system, ...)
//   on dst[first + j], result unused (RED); for sub, the entry holds minus
//   the block's sum and is added (atomicAdd of the same scope). `first` is the key of entry 0 (a
//   table of signed 8-bit keys starts at -128).
//
// private_or_global<Op, Lo, Hi>(T (&table)[N], T* dst)(p, v)
//   for a table whose key range only a profile measured (Lo..Hi, inclusive;
//   N == Hi - Lo + 1): p is the call's address, dst the global table it
//   indexes. Its key k = p - dst in [Lo, Hi] updates table[k - Lo] with Op's
//   native atomic; any other key updates *p itself, as the original call
//   did. Correct for any key; the copy is flushed with first = Lo. Returns v
//   (the call's result is unused: RED).
//
// Op is a tag of warpagg::op (add, sub, min, max, bit_and, bit_or, bit_xor and
// their _block/_system forms). Identities: add/sub -0.0 for floating point
// (x + -0.0 == x for every x, so nothing is lost or changed), 0 for integers;
// min the type's maximum; max its lowest value; and ~0; or/xor 0. T is any
// type CUDA has Op's native atomic for (table in ops.cuh) except float2 and
// float4, whose atomics take global memory only.
//
// Preconditions (the tool establishes them; unchecked):
//   1. Every thread of the block calls private_zero, then a barrier, ... a
//      barrier, then private_flush: both loops are strided over the whole
//      block (threadIdx and blockDim in x, y and z: any block shape, any block
//      size, N need not be a multiple of the block size or of 32).
//   2. Between the barriers the table is touched only by atomics of Op (any
//      scope: the table is shared by the block only).
//   3. N is a compile-time constant: the table is a static __shared__ array.
//
// Cost: N / (block size) shared stores to zero; N / (block size) shared
// loads to flush plus one global atomic per entry the block touched (and did
// not bring back to the identity). Against a global atomic per update this
// pays when a block makes many more updates than it touches entries.
//
// Vector flush: a float table of add (any scope) of at least 8 entries, on
// sm_90+, whose target dst + first is 16-byte aligned global memory, is
// flushed four entries per atomic (red.global.add.v4.f32) wherever one of the
// four was changed: the others hold the identity -0.0, whose addition changes
// nothing. Up to 4x fewer atomics where a block touches adjacent entries; the
// same number where it touches one entry in four; never more.
#pragma once

#include "keyed_group.cuh"  // warpagg::op tags, detail::identity; and the groups of a file with tables
#include "ops.cuh"

namespace warpagg {
namespace detail {

/// The thread's rank in its block and the block's size, for any block shape.
WARPAGG_DEVICE unsigned block_rank() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
WARPAGG_DEVICE unsigned block_size() { return blockDim.x * blockDim.y * blockDim.z; }

/// Same bits: -0.0 is not +0.0 and a NaN is flushed (it changes the sum).
template <class T> WARPAGG_DEVICE bool same_bits(const T& a, const T& b) {
  static_assert(sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8, "warpagg: private table of a scalar type");
  using word = typename conditional<sizeof(T) == 2, unsigned short,
                                    typename conditional<sizeof(T) == 4, unsigned, unsigned long long>::type>::type;
  return bit_cast<word>(a) == bit_cast<word>(b);
}

/// The atomic that carries an entry to the global table: the entry of a
/// subtraction holds minus its sum (0 - a - b - ...), which is added.
template <class Op> struct flush_op { using type = Op; };
template <> struct flush_op<op_sub> { using type = op_add; };

template <class Tag, class T> WARPAGG_DEVICE void check_private_table() {
  using Op = typename Tag::op_type;
  using Scope = typename Tag::scope_type;
  static_assert(native<Op, Scope, T>::supported,
                "warpagg: CUDA has no native atomic for this operation, value type and scope on this target "
                "architecture (" WARPAGG_NATIVE_TABLE_NOTE ")");
  static_assert(sizeof(T) <= 8, "warpagg: float2/float4 atomics take global memory only; no private table");
}

}  // namespace detail

/// Stores Op's identity in every entry of a block's private table (every
/// thread of the block calls it; a barrier must follow before any update).
template <class Op, class T, unsigned long long N>
WARPAGG_DEVICE void private_zero(T (&table)[N]) {
  detail::check_private_table<Op, T>();
  const T id = detail::identity<typename Op::op_type, T>();
  for (unsigned long long j = detail::block_rank(); j < N; j += detail::block_size()) table[j] = id;
}

/// Adds (Op) each entry the block changed into dst[first + j] with Op's native
/// atomic and scope (every thread of the block calls it, after a barrier that
/// follows the block's last update).
template <class Op, class T, unsigned long long N>
WARPAGG_DEVICE void private_flush(T (&table)[N], T* dst, long long first = 0) {
  detail::check_private_table<Op, T>();
  const T id = detail::identity<typename Op::op_type, T>();
  unsigned long long scalar_from = 0;  // entries before it went by vector
#if WARPAGG_ARCH >= 900
  if constexpr (detail::is_same<T, float>::value && detail::is_same<typename Op::op_type, detail::op_add>::value &&
                N >= 8) {
    float* base = dst + first;
    if ((reinterpret_cast<unsigned long long>(base) & 15) == 0 && __isGlobal(base)) {
      for (unsigned long long g = detail::block_rank(); g < N / 4; g += detail::block_size()) {
        const float4 v = make_float4(table[4 * g], table[4 * g + 1], table[4 * g + 2], table[4 * g + 3]);
        if (!detail::same_bits(v.x, id) || !detail::same_bits(v.y, id) || !detail::same_bits(v.z, id) ||
            !detail::same_bits(v.w, id))
          detail::red_add_v4<typename Op::scope_type>(base + 4 * g, v);
      }
      scalar_from = N / 4 * 4;
    }
  }
#endif
  for (unsigned long long j = scalar_from + detail::block_rank(); j < N; j += detail::block_size()) {
    const T v = table[j];
    if (!detail::same_bits(v, id))
      detail::native_apply<typename detail::flush_op<typename Op::op_type>::type, typename Op::scope_type, false>(
          dst + first + (long long)j, v);
  }
}

/// A guarded update of a private table (private_or_global): keys in
/// [Lo, Hi] go to the copy, the others to the global table.
template <class Op, long long Lo, long long Hi, class T, unsigned long long N>
struct private_or_global_update {
  static_assert(Hi >= Lo && (unsigned long long)(Hi - Lo) + 1 == N,
                "warpagg: the guard's keys must be the private table's entries");
  T (&table)[N];
  T* dst;

  WARPAGG_DEVICE T operator()(T* p, T v) const {
    using Apply = typename Op::op_type;
    using Scope = typename Op::scope_type;
    // One unsigned compare: keys below Lo wrap past Hi - Lo.
    const unsigned long long offset = (unsigned long long)(p - dst) - (unsigned long long)Lo;
    if (offset <= (unsigned long long)(Hi - Lo))
      detail::native_apply<Apply, Scope, false>(&table[offset], v);
    else
      detail::native_apply<Apply, Scope, false>(p, v);
    return v;
  }
};

/// The update of private_or_global_update for \p table, a copy of keys Lo..Hi
/// of \p dst (the global table as the call indexes it).
template <class Op, long long Lo, long long Hi, class T, unsigned long long N>
WARPAGG_DEVICE private_or_global_update<Op, Lo, Hi, T, N> private_or_global(T (&table)[N], T* dst) {
  detail::check_private_table<Op, T>();
  return {table, dst};
}

}  // namespace warpagg
