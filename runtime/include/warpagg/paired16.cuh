// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/paired16.cuh -- opt-in: 16-bit float adds as native paired adds.
//
// On sm_90, CUDA's atomicAdd for __half and __nv_bfloat16 is not a native
// instruction: ptxas emulates it with a 32-bit compare-and-swap loop on the
// aligned word that holds the value (ATOM.E.CAS in the SASS), which retries
// under contention. The paired forms (__half2, __nv_bfloat162) are native.
// With WARPAGG_PAIRED_16BIT=1 (sm_90+ only; off by default), the runtime adds
// a 16-bit value with one native paired atomicAdd on its word, adding -0.0 to
// the other half: x + (-0.0) == x for every number, zero and infinity, and
// the target's result equals CUDA's bit for bit (all 65536 patterns checked:
// bench/experiments/half_word_probe.cu). Measured on an H100: 2.0x faster
// than CUDA's atomicAdd on 1M random keys, 12x on sorted keys
// (bench/results/2026-11-22-h100-runtime-experiments.md).
//
// Why it is opt-in: the add rewrites the neighbouring 16 bits, and the FP16
// adder turns a NaN with a non-canonical payload there into the canonical NaN
// 0x7fff. That is invisible for arrays of __half whose NaNs come from
// arithmetic (always canonical), but it changes a neighbouring 16-bit object
// that holds such a pattern (e.g. a short of value -1 next to a __half).
// Enable it only where every 16-bit float you add to sits beside 16-bit floats.
//
// Preconditions: sm_90 or newer (elsewhere the macro is ignored); every
// 16-bit float added to shares its 32-bit word only with 16-bit floats.
#pragma once

#include "config.cuh"

#ifndef WARPAGG_PAIRED_16BIT
#define WARPAGG_PAIRED_16BIT 0
#endif

namespace warpagg {
namespace detail {

/// The paired type of a 16-bit float (specialised by float16_ops.cuh).
template <class H> struct pair_of;

/// atomicAdd(a, v) for a 16-bit float through the native paired atomicAdd on
/// the aligned 32-bit word that holds *a; returns the old value of *a.
/// Precondition: the other half of the word may be rewritten with itself
/// (see above); CUDA has the paired atomicAdd natively (sm_90+).
template <class H> WARPAGG_DEVICE H paired_add(H* a, H v) {
  using P = typename pair_of<H>::type;
  const unsigned long long bits = reinterpret_cast<unsigned long long>(a);
  const unsigned shift = (bits & 2ull) ? 16u : 0u;  // little-endian: lower address = low half
  const unsigned neg_zero = 0x8000u;
  const unsigned word = (static_cast<unsigned>(bit_cast<unsigned short>(v)) << shift) | (neg_zero << (16u - shift));
  const P old = atomicAdd(reinterpret_cast<P*>(bits & ~3ull), bit_cast<P>(word));
  return bit_cast<H>(static_cast<unsigned short>(bit_cast<unsigned>(old) >> shift));
}

}  // namespace detail
}  // namespace warpagg
