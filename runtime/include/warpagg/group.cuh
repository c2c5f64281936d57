// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/group.cuh -- fused aggregation: several atomics that share one key
// share one peer discovery, one combined reduction and one leader. The
// header the tool includes for fused groups; each group is defined in its
// own header under group/, their shared pieces under detail/.
//
//   warpagg::group<warpagg::op::add, float, float, float, float> g;  // at the top of the region
//   g.put<0>(&rho[c], w);            // records slot 0: no memory access yet
//   g.put<1>(&jx[c], w * vx);        // put<I>(T_I* addr, type_identity_t<T_I> val)
//   g.put<2>(&jy[c], w * vy);
//   g.put<3>(&jz[c], w * vz);
//   g.commit();                      // where every lane of the region meets again
//
// The groups, by how the lanes that share a key are found (the discovery):
//   warpagg::group<Op, Ts...>                 a match of the slot-0 addresses
//                                             (group/match_group.cuh)
//   warpagg::uniform_group<Op, Ts...>         none: the addresses are proven
//                                             warp-uniform (group/uniform_group.cuh)
//   warpagg::likely_uniform_group<Op, Ts...>  a check: the key is proven the
//                                             same in every lane of one loop
//                                             iteration (group/likely_uniform_group.cuh)
// keyed_group.cuh has the same three keeping one key instead of the addresses.
//
// A loop run in step: commit(mask) (keyed groups: commit(mask, addresses_of))
// uses \p mask instead of reading __activemask(). Its precondition: mask
// names exactly the lanes that execute this commit, and every one of them
// executes it each time (the tool's loops run in step: the lanes that
// entered the loop, read once before it; every lane takes every iteration
// and reaches the commit). Each *_sync of the commit then meets all of mask
// at one iteration (none can pass a commit the others have not reached),
// so a key the same in every lane of an iteration is the same in every
// contributor: the tool then uses uniform_group / keyed_uniform_group, with
// no check (measured: group/uniform_group.cuh).
//
// A site in a constant-trip loop (`for (ch = 0; ch < C; ++ch)`) is one entry
// warpagg::slots<T, C> of the type list: C slots of T, filled by
// put_at<I>(addr, val, ch), each iteration its own slot (once unrolled, each
// put_at is one put):
//
//   warpagg::group<warpagg::op::add, warpagg::slots<float, C>, float> g;
//   for (int ch = 0; ch < C; ++ch) g.put_at<0>(&dcolor[id * C + ch], v[ch], ch);
//   g.put<1>(&dopacity[id], o);
//   g.commit();
//
// Cost: nothing until the commit (a put is register moves); the commit is
// the discovery's, given in each group's header. Measured (H100,
// bench/results/2026-11-22-h100-fused.md): a tile rasterizer's backward, 9
// gradients per pixel and primitive, 0.19x plain's time (the hand-fused
// anchor 0.20x).
//
// Op is one of the tags in warpagg::op: add, sub, min, max, bit_and, bit_or,
// bit_xor, each also _block and _system (CUDA's atomicOp, atomicOp_block,
// atomicOp_system). Value types: those the single-site entry points take for
// that op (api.cuh, table in ops.cuh).
//
// Preconditions (the tool establishes them; unchecked):
//   1. The group is constructed fresh for each commit, by every lane that
//      will reach commit(), and each of those lanes calls put<I> for EVERY
//      slot exactly once (put_at<I> once for each k in [0, N) of a
//      slots<T, N> entry) or for NONE (a lane that left the iteration early
//      with `continue` before its first put still executes commit() and takes
//      part with the operation's identity, issuing nothing).
//   2. Two lanes that put have the same slot-0 address exactly when they have
//      the same address at every slot (all addresses are injective functions
//      of one key). For uniform_group: every lane that puts passes the same
//      address at each slot.
//   3. Nothing between a put and the commit reads or writes the locations
//      put, fences or synchronizes: the atomics land at the commit.
//   4. The engine's rules (scan.cuh): commit() may run under any subset of
//      lanes, divergent or partial warps.
// Effect: identical to issuing each put as the plain atomic
// (atomicOp[SCOPE](addr, val)) at the commit; floating-point sums are a valid
// reordering of the same additions (non-contributors add -0.0, the exact
// identity: -0.0 survives, NaN and infinities propagate as in the serial sum).
#pragma once

#include "group/likely_uniform_group.cuh"
#include "group/match_group.cuh"
#include "group/uniform_group.cuh"
