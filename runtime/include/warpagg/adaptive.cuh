// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/adaptive.cuh -- strategy::adaptive (the default): per call and per
// warp, the cheapest path the evidence allows, cheapest test first.
//
// Order of work, cheapest test first; each step's threshold is a break-even
// measured on an H200 over distinct addresses, contiguity, active lanes,
// launches and types (bench/results/2026-11-29-h200-cost-model.md):
//   1. A launch of fewer than WARPAGG_ADAPTIVE_MIN_THREADS threads (2048 a
//      SM on 132 SMs): the plain atomic. There a grid-stride loop is
//      latency-bound: a result-less atomic is fire-and-forget, every shuffle
//      lengthens each iteration, and sharing inside a warp paid only where
//      many warps hit the same few addresses, which no test of one warp sees
//      (strategy::contended skips this step for such sites).
//   2. Fewer than WARPAGG_ADAPTIVE_MIN_LANES active lanes: the plain atomic
//      (a call under a data test in an inner loop, a few lanes at a time).
//   3. One 32-bit shuffle from the previous active lane and one ballot: no
//      lane repeats its neighbour's address (distinct keys, feature-parallel
//      rows `out[key * F + f]`, a little scattered sharing) -> the plain
//      atomic.
//   4. Otherwise the upper address bits of the repeating lanes (one shuffle,
//      one ballot), then: the whole warp one address -> the uniform path; a
//      mask other than lanes 0..n-1 with fewer than half its lanes repeating
//      -> the plain atomic; a quarter of the lanes or more repeating (sorted
//      keys) -> the run scan; fewer -> the distinct estimate (one
//      redux.sync) sends warps with few distinct addresses (scattered
//      duplicates) to the match path and the rest to the run scan.
// Preconditions: the engine's (scan.cuh).
// Cost: steps 1-2 a compare; full warps without repeats 1 shuffle + 1 ballot
// before the plain atomic; with repeats + 1 shuffle + 1 ballot + the path's.
// What it cannot avoid: in loops the unexecuted paths' code keeps the
// compiler from unrolling as it does the plain loop (3-11% at 256 threads a
// SM, where the tool leaves sites alone when it sees the launch), and
// repeats without contention across warps that no path turns into a gain.
#pragma once

#include "distinct_estimate.cuh"
#include "launch_shape.cuh"
#include "match.cuh"
#include "runs.cuh"
#include "slot_phases.cuh"
#include "uniform.cuh"

#ifndef WARPAGG_ADAPTIVE_MIN_LANES
/// Calls by fewer active lanes issue plain atomics (step 2 above).
#define WARPAGG_ADAPTIVE_MIN_LANES 8
#endif
#ifndef WARPAGG_ADAPTIVE_MIN_THREADS
/// Launches of fewer threads issue plain atomics (step 1 above); 0 turns the
/// gate off. 270336 is 2048 threads a SM on an H100 / H200 (132 SMs).
#define WARPAGG_ADAPTIVE_MIN_THREADS 270336
#endif

namespace warpagg {
namespace detail {

/// Whether each lane's address repeats its previous active lane's: the low
/// 32 bits first (one shuffle, one ballot), the upper bits only where those
/// repeat. Every lane of mask executes it.
WARPAGG_DEVICE run_info compare_neighbours(unsigned mask, unsigned long long a) {
  run_info r;
  const int self = static_cast<int>(lane_id());
  const bool dense = (mask & (mask + 1u)) == 0u;  // lanes 0..n-1: the previous lane is self - 1
  r.prev_active = dense ? self - 1 : highest_lane(mask & lanemask_lt());
  const int src = r.prev_active >= 0 ? r.prev_active : self;
  const unsigned lo = static_cast<unsigned>(a);
  const unsigned before = dense ? __shfl_up_sync(mask, lo, 1) : __shfl_sync(mask, lo, src);
  r.joins = r.prev_active >= 0 && before == lo;
  r.joined = __ballot_sync(mask, r.joins);
  if (r.joined == 0u) return r;
  const unsigned hi = static_cast<unsigned>(a >> 32);
  const unsigned hi_before = __shfl_sync(mask, hi, src);  // every lane of mask, outside the && below
  r.joins = r.joins && hi_before == hi;
  r.joined = __ballot_sync(mask, r.joins);
  return r;
}

/// Steps 2 and 3 above, after step 1 where Gated (strategy::contended skips
/// it: the tool's word that many warps hit the site's few addresses).
template <bool Gated> struct adaptive_path {
  template <class Op, class Scope, bool Ret, bool OncePerThread = false, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    using distinct = distinct_issue<OncePerThread, Op, Scope, T>;
    if (Gated && launch_smaller_than(WARPAGG_ADAPTIVE_MIN_THREADS)) return native_apply<Op, Scope, Ret>(addr, v);
    const int n = __popc(mask);
    if (n < WARPAGG_ADAPTIVE_MIN_LANES) return native_apply<Op, Scope, Ret>(addr, v);
    const unsigned long long a = addr_bits(addr);
    const run_info r = compare_neighbours(mask, a);
    if (r.joined == 0u) return distinct(mask).template apply<Op, Scope, Ret>(mask, addr, v);
    const int joins = __popc(r.joined);
    if (joins == n - 1) return aggregate_uniform<Op, Scope, Ret>(mask, addr, v);
    if ((mask & (mask + 1u)) != 0u && joins * 2 < n) return native_apply<Op, Scope, Ret>(addr, v);
    if (joins * 4 < n && n >= 8 && few_distinct<WARPAGG_ADAPTIVE_MATCH_PCT>(mask, a, n))
      return strategy_impl<strategy::match>::template apply<Op, Scope, Ret, distinct>(mask, addr, v);
    return aggregate_runs<Op, Scope, Ret>(mask, addr, v, r);
  }
};

template <strategy S> struct strategy_impl;
template <> struct strategy_impl<strategy::adaptive> : adaptive_path<true> {};
template <> struct strategy_impl<strategy::contended> : adaptive_path<false> {};

}  // namespace detail
}  // namespace warpagg
