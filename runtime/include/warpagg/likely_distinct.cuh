// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/likely_distinct.cuh -- strategy::likely_distinct: for sites whose
// lanes usually hit distinct addresses in increasing lane order.
//
// Coalesced updates (per-channel gradients `dw[ix * C + c]` with c = idx % C,
// flush loops `out[i]` with i stepping by blockDim.x, 2-D thread indices
// `threadIdx.x + threadIdx.y * 32`) are where the plain atomic is cheapest and
// a match costs most (up to 2x plain, bench/results/2026-11-25-h100-shapes.md).
// The tool picks this strategy where its analysis finds the address affine in
// the lane with a positive stride but cannot prove it distinct for every
// launch (the block's width, the row length C, a repeated row index).
//
// One 32-bit shuffle from the previous active lane and one vote confirm that
// the low 32 address bits strictly increase in lane order: then no two lanes
// share an address, and each issues its own atomic. Otherwise (a wrap inside
// the warp, a warp over two rows of a 2-D block, repeated rows, a 4 GiB
// boundary) adaptive decides (adaptive.cuh), with its own neighbour compare.
// Launches under adaptive's gate issue the plain atomic with no test, as
// adaptive does. (Adaptive's first test is a neighbour compare of the same
// cost, so the two differ only where the order fails.)
// Preconditions: the engine's (scan.cuh). Cost where it holds: 1 shuffle + 1
// vote before the plain atomic (a full warp: shfl.up, no lane search);
// otherwise those plus adaptive's.
#pragma once

#include "adaptive.cuh"
#include "slot_phases.cuh"
#include "strategy.cuh"

namespace warpagg {
namespace detail {

/// Whether the low 32 address bits of the lanes of mask strictly increase in
/// lane order. Distinct low bits mean distinct addresses, so a true answer
/// proves that no lane has a peer. Every lane of mask executes it.
WARPAGG_DEVICE bool increasing_in_lane_order(unsigned mask, unsigned lo) {
  const int self = static_cast<int>(lane_id());
  if (mask == 0xffffffffu) {  // the usual case: the previous lane is self - 1
    const unsigned before = __shfl_up_sync(mask, lo, 1);
    return __all_sync(mask, self == 0 || before < lo);
  }
  const int prev = highest_lane(mask & lanemask_lt());
  const unsigned before = __shfl_sync(mask, lo, prev < 0 ? self : prev);
  return __all_sync(mask, prev < 0 || before < lo);
}

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::likely_distinct> {
  template <class Op, class Scope, bool Ret, bool OncePerThread = false, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    if (launch_smaller_than(WARPAGG_ADAPTIVE_MIN_THREADS)) return native_apply<Op, Scope, Ret>(addr, v);
    if (increasing_in_lane_order(mask, static_cast<unsigned>(addr_bits(addr))))
      return distinct_issue<OncePerThread, Op, Scope, T>(mask).template apply<Op, Scope, Ret>(mask, addr, v);
    return strategy_impl<strategy::adaptive>::template apply<Op, Scope, Ret, OncePerThread>(mask, addr, v);
  }
};

}  // namespace detail
}  // namespace warpagg
