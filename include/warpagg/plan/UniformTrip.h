//===- UniformTrip.h - A loop that lanes leave one by one, run in step ----===//
//
// A likely-uniform group (Grouping.h) pays off where the whole warp commits
// together. Real loops often let each lane leave on its own condition, the
// rest of the condition counting the same in every lane (a tile
// rasterizer's backward pass):
//
//   for (int j = 0; !done && j < min(B, todo); j++) { group g; do { ...
//
// ptxas then treats the loop as divergent: its counter and the shared
// arrays' addresses take vector registers, and every iteration pays for it
// (bench/fused's real-shape rasterizer: 7% of its time; 10-12% where its
// channel count is an int, 64 registers becoming 48, 5 blocks of 256 per SM
// instead of 4). When the lane's own term is the same at every
// iteration (nothing in the loop changes what it reads), the group's loop is
// written to run in step:
//
//   const bool wa_enter_12 = __any_sync(__activemask(), !done);
//   for (int j = 0; wa_enter_12 && j < min(B, todo); j++) { group g; do { if (done) continue; ...
//
// A lane whose term is false took no iteration before; now it takes the
// warp's iterations and skips each body, putting nothing (its commit is the
// group's, with no values). The warp's trip count is the one it had: the
// lanes that stay leave when the rest of the condition fails, which is the
// same in every lane, and a warp none of whose lanes enters still takes no
// iteration (the vote).
// Measured: bench/results/2026-11-27-h100-uniform-trip.md.
//
// Where the loop directly follows a barrier of the whole block (the
// statement before it: the toolkit's __syncthreads() or block.sync(), or
// bar.sync in inline PTX; not a project's function that has one, which may
// wait on some paths only, nor a cuda::barrier's wait, whose phases count
// the threads it was made for: analysis/KernelSync.h's
// isToolchainBlockBarrier) and nothing in its body returns, the lanes that
// enter are read once before it and the commit names them:
//
//   const unsigned wa_mask_12 = __activemask(); const bool wa_enter_12 = __any_sync(wa_mask_12, !done);
//   for (...) { keyed_uniform_group g; do { ... } while (0); g.commit(wa_mask_12, ...); }
//
// The barrier lets a warp's lanes out at one execution of the loop's
// enclosing code, so those that read the mask together enter this execution
// of the loop together; every one of them takes every iteration and reaches
// every commit (no break, goto or return), and none can pass a commit whose
// *_sync the others have not reached: each commit meets them all at one
// iteration. A key the same in every lane of an iteration is then the same
// in every contributor, and the group is uniform: no check (runtime
// group.cuh, "A loop run in step"). Measured: bench/results/
// 2026-11-27-h100-lockstep-commit.md.
//
// Taken where the group wraps the body of a `for` that sits in a block and
// holds no other rewritten site (plan/Grouping.cpp asks: a per-site
// aggregation left in the body kept ptxas's registers where it was tried,
// and the form then cost 2%), its
// condition is `T && R` or `R && T` with T the lane's term (not the same in
// every lane of an iteration) and R the rest (the same), both reading only
// constants and locals or parameters (fields with `.`, the toolchain's
// min/max), no loads, calls of the project's, division or side effects; no
// variable T reads is changed in the loop or escapes its function; R's
// variables are unchanged in the loop except those the for declares, which
// only its increment changes (R may now be evaluated where T was false).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_UNIFORMTRIP_H
#define WARPAGG_UNIFORMTRIP_H

#include "warpagg/Site.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include <optional>
#include <string>

namespace warpagg {

/// The in-step form (Site.h's InStepLoop) of the loop whose body is \p Body,
/// for the group named \p GroupVariable ("wa_group_12") that wraps it, or
/// std::nullopt where the loop stays as written.
std::optional<InStepLoop> inStepLoop(const clang::CompoundStmt *Body,
                                     const std::string &GroupVariable,
                                     clang::ASTContext &Context);

} // namespace warpagg

#endif
