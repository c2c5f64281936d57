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
// the warp, repeated rows, a 4 GiB boundary) adaptive's path decides.
// Preconditions: the engine's (scan.cuh). Cost where it holds: 1 shuffle +
// 1 vote before the plain atomic; otherwise those plus adaptive's cost.
#pragma once

#include "adaptive.cuh"
#include "slot_phases.cuh"
#include "strategy.cuh"

namespace warpagg {
namespace detail {

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::likely_distinct> {
  template <class Op, class Scope, bool Ret, bool OncePerThread = false, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    if (increasing_in_lane_order(mask, static_cast<unsigned>(addr_bits(addr))))
      return distinct_issue<OncePerThread, Op, Scope, T>(mask).template apply<Op, Scope, Ret>(mask, addr, v);
    return strategy_impl<strategy::adaptive>::template apply<Op, Scope, Ret, OncePerThread>(mask, addr, v);
  }
};

}  // namespace detail
}  // namespace warpagg
