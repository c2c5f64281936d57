// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/distinct_if.cuh -- the distinct_if argument: a condition, the same
// in every lane, under which no two lanes of the call share an address.
//
// An embedding's gradient row `dwte + tok[idx / C] * C + idx % C` is
// distinct in every lane exactly when C >= 32 (a warp's 32 consecutive idx
// have distinct remainders), and C is a run-time value: the tool proves the
// shape and passes the condition,
//   warpagg::reduce_add<warpagg::strategy::likely_distinct>(p, g, warpagg::distinct_if(C >= 32));
// Where it holds, each lane issues its own atomic with no shuffle, vote or
// match (the plain atomic's cost plus one uniform branch: measured against
// likely_distinct's per-warp test, which costs up to 5% at 1024 threads per
// block on that shape, bench/results/2026-11-26-h200-static-shapes.md);
// where it does not, the strategy decides as without it.
// Preconditions: the condition is the same in every lane that makes the
// call (the tool passes only conditions of warp-uniform values). It is
// evaluated before the active mask is read, so lanes that disagree would
// still be correct (each group reads its own mask), only slower.
// Cost where it holds: one compare and a uniform branch.
#pragma once

#include "config.cuh"

namespace warpagg {

struct distinct_if {
  bool holds;
  __host__ __device__ explicit constexpr distinct_if(bool h) : holds(h) {}
};

}  // namespace warpagg
