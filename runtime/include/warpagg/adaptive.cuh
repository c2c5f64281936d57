// warpagg/adaptive.cuh -- strategy::adaptive (the default): per call and per
// warp, picks the cheapest path from cheap evidence.
//
//   1. Neighbour evidence (as runs: 2 shuffles + 2 ballots): which lanes
//      continue a run of equal addresses, and whether all addresses share
//      their upper 32 bits (then match works on 32 bits).
//   2. One run covering every active lane: one address -> uniform path.
//   3. Runs join at least RunsPct% of the lanes -> runs path (sorted keys).
//   4. Otherwise estimate how many distinct addresses the warp holds: every
//      lane sets one bit chosen by a hash of its address and the warp ORs the
//      bits (one redux.sync on sm_80+). If the bits set are at most MatchPct%
//      of what all-distinct addresses would set, duplicates are scattered:
//      match path (match.any pays off only then).
//   5. Otherwise runs path, which is the plain atomic when no lane joins.
// Preconditions: the engine's (scan.cuh). Cost on all-distinct addresses:
// 2 shuffles + 2 ballots + 1 redux before the plain atomic.
// The thresholds were tuned with bench/ on an H100 (see bench/results/).
#pragma once

#include "match.cuh"
#include "runs.cuh"
#include "uniform.cuh"

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

/// Kind 0 (runs first, described above); kind 1 (match first: always the
/// match path, which falls back to the plain atomic, the run scan or the
/// uniform path by itself); kind 2 (runs first, else the match path without
/// the distinct estimate).
template <int Kind, int RunsPct, int MatchPct> struct adaptive_policy {
  template <class Op, class Scope, bool Ret, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    const unsigned long long a = addr_bits(addr);
    if constexpr (Kind == 1) {
      return aggregate_peers<true, Op, Scope, Ret>(mask, addr, v, __match_any_sync(mask, static_cast<unsigned>(a)));
    } else {
      const run_info r = find_runs(mask, a);
      const int n = __popc(mask);
      const int joined = __popc(r.joined);
      if (joined == n - 1) return aggregate_uniform<Op, Scope, Ret>(mask, addr, v);
      if (joined * 100 >= RunsPct * n) return aggregate_runs<Op, Scope, Ret>(mask, addr, v, r);
      if constexpr (Kind == 2) {
        return aggregate_peers<true, Op, Scope, Ret>(mask, addr, v, __match_any_sync(mask, static_cast<unsigned>(a)));
      } else {
        if (n >= 8) {
          // Buckets that n distinct addresses occupy on average: 32(1-(31/32)^n).
          const float expect = 32.0f * (1.0f - __expf(-0.0317486983f * static_cast<float>(n)));
          if (static_cast<float>(distinct_buckets(mask, a) * 100) <= static_cast<float>(MatchPct) * expect)
            return aggregate_peers<true, Op, Scope, Ret>(mask, addr, v, __match_any_sync(mask, static_cast<unsigned>(a)));
        }
        return aggregate_runs<Op, Scope, Ret>(mask, addr, v, r);
      }
    }
  }
};

#ifndef WARPAGG_ADAPTIVE_KIND
#define WARPAGG_ADAPTIVE_KIND 0
#endif
#ifndef WARPAGG_ADAPTIVE_RUNS_PCT
#define WARPAGG_ADAPTIVE_RUNS_PCT 50
#endif
#ifndef WARPAGG_ADAPTIVE_MATCH_PCT
#define WARPAGG_ADAPTIVE_MATCH_PCT 85
#endif

template <strategy S> struct strategy_impl;
template <>
struct strategy_impl<strategy::adaptive>
    : adaptive_policy<WARPAGG_ADAPTIVE_KIND, WARPAGG_ADAPTIVE_RUNS_PCT, WARPAGG_ADAPTIVE_MATCH_PCT> {};

}  // namespace detail
}  // namespace warpagg
