// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/likely_uniform.cuh -- strategy::likely_uniform: for sites whose
// address is usually the same in every active lane.
//
// A loop all lanes step through alike (`for (int i = 0; i < C; i++)
// atomicAdd(&dbias[i], d[i])` in one thread per row; `collected_id[j]` read
// from a __shared__ batch in a tile rasterizer, also when lanes leave the loop
// at different iterations) hits one address per iteration, but nothing proves
// it for every execution: under independent thread scheduling lanes of
// different iterations may meet. The tool picks this strategy where its
// analysis finds the address uniform per loop iteration.
//
// One 64-bit shuffle from the lowest active lane and one vote confirm the
// address is the same everywhere: then the uniform path (one warp reduction,
// one atomic), with no discovery. Otherwise adaptive's path decides.
// Preconditions: the engine's (scan.cuh). Cost where it holds: 2 shuffles +
// 1 vote + the uniform path's; otherwise those plus adaptive's cost.
#pragma once

#include "adaptive.cuh"
#include "strategy.cuh"
#include "uniform.cuh"

namespace warpagg {
namespace detail {

/// Whether every lane of mask passes the same address a. Every lane of mask
/// executes it.
WARPAGG_DEVICE bool same_in_every_lane(unsigned mask, unsigned long long a) {
  return __all_sync(mask, a == __shfl_sync(mask, a, lowest_lane(mask)));
}

template <strategy S> struct strategy_impl;

template <> struct strategy_impl<strategy::likely_uniform> {
  template <class Op, class Scope, bool Ret, bool OncePerThread = false, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    if (same_in_every_lane(mask, addr_bits(addr))) return aggregate_uniform<Op, Scope, Ret>(mask, addr, v);
    return strategy_impl<strategy::adaptive>::template apply<Op, Scope, Ret, OncePerThread>(mask, addr, v);
  }
};

}  // namespace detail
}  // namespace warpagg
