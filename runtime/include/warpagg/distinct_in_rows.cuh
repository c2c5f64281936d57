// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/distinct_in_rows.cuh -- strategy::distinct_in_rows: for sites whose
// lanes hit distinct addresses whenever a warp lies in one row of the block.
//
// A 2-D block's warps are runs of 32 consecutive linear thread ids
// (threadIdx.x + threadIdx.y * blockDim.x + ...). When blockDim.x is a
// multiple of 32, each warp lies in one row: its lanes share threadIdx.y and
// z and differ in threadIdx.x. The tool picks this strategy where its
// analysis finds the address distinct under exactly that condition: a lane
// index in threadIdx.x plus values the same in a whole block row (a graph
// SpMM's `out + dst[ty] * F + tx`, `threadIdx.x + threadIdx.y * 32`, a
// threadIdx.x index in a kernel that also reads threadIdx.y).
//
// One uniform branch on blockDim.x decides: a multiple of 32, and each lane
// issues its own atomic, with no shuffle or vote on the way (the plain
// atomic's cost); otherwise likely_distinct's per-warp test. Whatever the
// addresses turn out to be, both paths are correct: the choice only costs.
// Preconditions: the engine's (scan.cuh). Cost: a special-register read and
// a compare before the plain atomic; otherwise likely_distinct's.
#pragma once

#include "likely_distinct.cuh"
#include "slot_phases.cuh"
#include "strategy.cuh"

namespace warpagg {
namespace detail {

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::distinct_in_rows> {
  template <class Op, class Scope, bool Ret, bool OncePerThread = false, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    if (blockDim.x % 32u == 0u)
      return distinct_issue<OncePerThread, Op, Scope, T>(mask).template apply<Op, Scope, Ret>(mask, addr, v);
    return strategy_impl<strategy::likely_distinct>::template apply<Op, Scope, Ret, OncePerThread>(mask, addr, v);
  }
};

}  // namespace detail
}  // namespace warpagg
