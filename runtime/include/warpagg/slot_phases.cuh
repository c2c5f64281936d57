// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/slot_phases.cuh -- how a warp whose lanes hit distinct addresses
// issues its native atomics: at once, or (emulated 16-bit float adds on sm_90,
// call sites that run once per thread) in phases on a busy SM.
//
// On sm_90 CUDA's scalar __half / __nv_bfloat16 atomicAdd is a 32-bit CAS
// loop (paired16.cuh). With many warps resident, random keys saturate the L2
// fabric with loads and CASes, and a warp that issues its CASes in phases
// (8 or 16 lanes at a time, __syncwarp between) keeps fewer in flight: fewer
// fail and retry, and the whole kernel runs up to 15% faster. With few warps
// resident the same phases cost round trips that nothing hides (up to 1.7x).
// A warp cannot time the fabric cheaply, but its hardware slot (%warpid) is
// free evidence of how busy its SM is: slots are handed out lowest first, so
// slot s proves at least s + 1 resident warps. The phases used: 1 below slot
// 16, 2 from 16, 4 from 32 (of 64). Measured on an H100 over launch shapes
// (bench/results/2026-11-22-h100-runtime-experiments.md section 8): 8-14%
// faster at full occupancy, never more than 1.4% slower where phases lose.
//
// Only for sites that run once per thread: in a loop, the same warps would
// take the phases every iteration and become the kernel's tail (1.12x slower
// at 24 warps per SM); the tool passes once_per_thread only where it proves
// no loop encloses the call. Every other type, op, scope and architecture
// issues at once.
//
// Preconditions: every lane of the mask passed calls it (the __syncwarp
// between phases); phases only where the caller passes once_per_thread.
#pragma once

#include "ops.cuh"

namespace warpagg {
namespace detail {

/// The native atomic for every lane of the warp at once.
struct issue_at_once {
  explicit WARPAGG_DEVICE issue_at_once(unsigned /*mask*/) {}
  template <class Op, class Scope, bool Ret, class T>
  WARPAGG_DEVICE T apply(unsigned /*mask*/, T* addr, T v) const {
    return native_apply<Op, Scope, Ret>(addr, v);
  }
};

/// Whether CUDA's atomic for (Op, Scope, T) on this architecture is the
/// emulated 16-bit float add that issue_by_slot throttles (sm_90, where it
/// was measured; not with the opt-in paired atomic, which is native).
template <class Op, class Scope, class T> struct is_emulated_16bit_add {
  static constexpr bool value = WARPAGG_ARCH == 900 && !WARPAGG_PAIRED_16BIT && is_same<Op, op_add>::value &&
                                is_same<Scope, scope_device>::value &&
                                is_float16<T>::value;
};

#ifndef WARPAGG_SLOT_HALVES
#define WARPAGG_SLOT_HALVES 16  // lowest slot that issues in 2 phases
#endif
#ifndef WARPAGG_SLOT_QUARTERS
#define WARPAGG_SLOT_QUARTERS 32  // lowest slot that issues in 4 phases
#endif

/// The native atomic in 1, 2 or 4 phases of consecutive lanes by the warp's
/// hardware slot (see the top). Constructed at the start of the call by every
/// lane of mask (its shuffle then overlaps the peer search); apply() by every
/// lane of the same mask. Cost: a special-register read and one shuffle (the
/// slot can change on preemption, so all lanes take the lowest lane's), then
/// per extra phase a __syncwarp and the wait for the phase's atomics.
struct issue_by_slot {
  unsigned phase_shift;  // log2(lanes per phase): 3, 4 or 5 (one phase)
  explicit WARPAGG_DEVICE issue_by_slot(unsigned mask) {
    unsigned slot;
    asm("mov.u32 %0, %%warpid;" : "=r"(slot));
    const int s = static_cast<int>(__shfl_sync(mask, slot, lowest_lane(mask)));
    phase_shift = s >= WARPAGG_SLOT_QUARTERS ? 3u : s >= WARPAGG_SLOT_HALVES ? 4u : 5u;
  }
  template <class Op, class Scope, bool Ret, class T>
  WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) const {
    if (phase_shift == 5u) return native_apply<Op, Scope, Ret>(addr, v);
    const unsigned my_phase = lane_id() >> phase_shift;
    const unsigned last_phase = 31u >> phase_shift;
    T r = v;
    for (unsigned p = 0;; ++p) {
      if (p == my_phase) r = native_apply<Op, Scope, Ret>(addr, v);
      if (p == last_phase) break;
      __syncwarp(mask);
    }
    return r;
  }
};

/// issue_by_slot where it pays (once-per-thread sites, emulated 16-bit float
/// adds on sm_90), else issue_at_once.
template <bool OncePerThread, class Op, class Scope, class T>
using distinct_issue = typename conditional<OncePerThread && is_emulated_16bit_add<Op, Scope, T>::value, issue_by_slot,
                                            issue_at_once>::type;

}  // namespace detail
}  // namespace warpagg
