// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/adaptive.cuh -- strategy::adaptive (the default): per call and per
// warp, takes the cheapest path the evidence allows.
//
// Default (kind 1, "match first"), chosen by measurement (bench/results/):
//   1. One 32-bit __match_any_sync on the low address bits and one vote. No
//      lane has a peer (random keys): the plain atomic. On an H200 this costs
//      under 1% over plain on 1M random keys -- the 1.6x slowdown of
//      match-based code seen before came from the 64-bit match on the whole
//      address, which costs about twice as much as the 32-bit one. At a
//      once_per_thread site, an emulated 16-bit float add on sm_90 goes in
//      phases on a busy SM instead (slot_phases.cuh).
//   2. Lanes with peers: the upper address bits of each group are checked
//      (1 shuffle + 1 vote; 64-bit rematch only across a 4 GiB boundary).
//   3. Every group a run of consecutive lanes (sorted keys): the run scan,
//      1 shuffle a step, no pointer shuffles; the whole warp one group (a hot
//      counter): the uniform path (redux.sync for 32-bit integers).
//   4. Scattered duplicates (hashed, shifted, small key spaces): the chain
//      scan along peers, 2 shuffles + 1 vote a step.
// This is strategy::match's path. Alternatives kept for measurement (the
// benchmark's tune/adaptive_K_R_M rows): kind 0 first looks at neighbours
// (runs if at least RunsPct% of lanes continue a run), then estimates the
// number of distinct addresses by OR-ing one hashed bit per lane (one
// redux.sync) and matches only if the bits set are at most MatchPct% of what
// all-distinct addresses would set; kind 2 is neighbours first, then the
// match path. Both pay their neighbour test on every warp: kind 0 was 13%
// slower than the best variant on the sorted-and-shifted grid, kind 2 4%
// slower than plain on random keys (H200, 2026-11-22). Kind 3 estimates the
// distinct addresses first (one redux.sync; plain atomic if many): cheaper on
// random keys in latency-bound loops, but 12% slower on sorted keys at full
// occupancy (H100, bench/results/2026-11-22-h100-runtime-experiments.md 6).
// Cost in latency-bound code: in a grid-stride loop launched with few warps
// per SM (<= 256 threads) every dependent instruction shows; there a plain RED
// on a rarely shared address is free and this path costs 1.5x (random keys) to
// 2.1x (sorted) the plain atomic, while contended keys still gain 4-30x
// (bench/results/2026-11-22-h100-persistent.md). No policy measured avoids it.
// Preconditions: the engine's (scan.cuh).
#pragma once

#include "distinct_estimate.cuh"
#include "match.cuh"
#include "runs.cuh"
#include "slot_phases.cuh"
#include "uniform.cuh"

namespace warpagg {
namespace detail {

/// Kind 0 (runs first, described above); kind 1 (match first: always the
/// match path, which falls back to the plain atomic, the run scan or the
/// uniform path by itself); kind 2 (runs first, else the match path without
/// the distinct estimate); kind 3 (distinct estimate first, else kind 1).
/// OncePerThread: the call site runs at most once per thread (the
/// once_per_thread tag): a warp without peers may issue in phases
/// (slot_phases.cuh; kinds 1 and 3).
template <int Kind, int RunsPct, int MatchPct> struct adaptive_policy {
  template <class Op, class Scope, bool Ret, bool OncePerThread = false, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    using match_path = strategy_impl<strategy::match>;
    using distinct = distinct_issue<OncePerThread, Op, Scope, T>;
    if constexpr (Kind == 1 || Kind == 3) {
#if WARPAGG_ARCH >= 800
      if constexpr (Kind == 3) {  // one redux.sync instead of a match whose latency grows with the addresses
        const int n = __popc(mask);
        if (n >= 8 && !few_distinct<MatchPct>(mask, addr_bits(addr), n))
          return distinct(mask).template apply<Op, Scope, Ret>(mask, addr, v);
      }
#endif
      return match_path::template apply<Op, Scope, Ret, distinct>(mask, addr, v);
    } else {
      const unsigned long long a = addr_bits(addr);
      const run_info r = find_runs(mask, a);
      const int n = __popc(mask);
      const int joined = __popc(r.joined);
      if (joined == n - 1) return aggregate_uniform<Op, Scope, Ret>(mask, addr, v);
      if (joined * 100 >= RunsPct * n) return aggregate_runs<Op, Scope, Ret>(mask, addr, v, r);
      if (Kind == 2 || (n >= 8 && few_distinct<MatchPct>(mask, a, n)))
        return match_path::template apply<Op, Scope, Ret>(mask, addr, v);
      return aggregate_runs<Op, Scope, Ret>(mask, addr, v, r);
    }
  }
};

#ifndef WARPAGG_ADAPTIVE_KIND
#define WARPAGG_ADAPTIVE_KIND 1
#endif
#ifndef WARPAGG_ADAPTIVE_RUNS_PCT
#define WARPAGG_ADAPTIVE_RUNS_PCT 50
#endif

template <strategy S> struct strategy_impl;
template <>
struct strategy_impl<strategy::adaptive>
    : adaptive_policy<WARPAGG_ADAPTIVE_KIND, WARPAGG_ADAPTIVE_RUNS_PCT, WARPAGG_ADAPTIVE_MATCH_PCT> {};

}  // namespace detail
}  // namespace warpagg
