// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/distinct_estimate.cuh -- an estimate of how many distinct addresses
// the lanes of a warp hit, in one redux.sync (sm_80 and newer).
//
// Each lane sets one of 32 bits chosen by a hash of its address; the OR over
// the warp counts the occupied buckets. n distinct addresses occupy
// 32(1-(31/32)^n) buckets on average, fewer where lanes share addresses.
// Used where a match would cost more than it can save when lanes rarely
// share an address (adaptive's kind 3, likely_distinct's fallback, a group
// whose key nothing proves shared). Preconditions: every lane of mask calls
// it. Cost: a few integer instructions and one redux.sync (sm_80+); on older
// targets a 5-step butterfly for a full warp, "all distinct" otherwise.
#pragma once

#include "config.cuh"

#ifndef WARPAGG_ADAPTIVE_MATCH_PCT
#define WARPAGG_ADAPTIVE_MATCH_PCT 85
#endif

namespace warpagg {
namespace detail {

/// Number of distinct 32-bucket hash values among the lanes of mask.
WARPAGG_DEVICE int distinct_buckets(unsigned mask, unsigned long long a) {
  const unsigned x = static_cast<unsigned>(a >> 2) ^ static_cast<unsigned>(a >> 34);
  unsigned bits = 1u << ((x * 0x9E3779B1u) >> 27);
#if WARPAGG_ARCH >= 800
  bits = __reduce_or_sync(mask, bits);
#else
  if (mask != 0xffffffffu) return 32;  // no cheap OR: report "all distinct"
#pragma unroll
  for (int d = 16; d >= 1; d >>= 1) bits |= __shfl_xor_sync(mask, bits, d);
#endif
  return __popc(bits);
}

/// Whether the n (>= 8) lanes of mask hit few enough distinct addresses for
/// the match path: hash buckets occupied at most MatchPct% of those n distinct
/// addresses would occupy on average, 32(1-(31/32)^n).
template <int MatchPct> WARPAGG_DEVICE bool few_distinct(unsigned mask, unsigned long long a, int n) {
  const int occupied = distinct_buckets(mask, a);
  // A full warp (the usual case) without the exponential's latency.
  const float expect = n == 32 ? 20.4142307f : 32.0f * (1.0f - __expf(-0.0317486983f * static_cast<float>(n)));
  return static_cast<float>(occupied * 100) <= static_cast<float>(MatchPct) * expect;
}

}  // namespace detail
}  // namespace warpagg
