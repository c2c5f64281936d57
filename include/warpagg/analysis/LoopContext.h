//===- LoopContext.h - Does a call loop: grid-stride, or once per thread? --===//
//
// A grid-stride loop (`for (i = ...; i < n; i += blockDim.x * gridDim.x)`)
// is how kernels launched with few warps per SM ("persistent" launches) walk
// their data. There every dependent instruction shows: the aggregation can
// cost up to 2x a plain atomic on addresses the lanes rarely share
// (bench/results/2026-11-22-h100-persistent.md). The tool still rewrites such
// sites (with many warps per SM they gain like any other), and says so.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_LOOPCONTEXT_H
#define WARPAGG_LOOPCONTEXT_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

namespace warpagg {

/// True when \p Call is inside a loop (in the same function) that steps by
/// the size of the grid: its increment, or an assignment in its body, sets a
/// variable the loop condition tests from gridDim (directly or through a
/// local variable initialised from it) or a cooperative_groups grid_group's
/// size.
bool isInGridStrideLoop(const clang::CallExpr *Call,
                        clang::ASTContext &Context);

/// True when \p Call, in the body of \p Function, runs at most once per
/// thread: \p Function (the one the call's body belongs to: a lambda's call
/// operator for a call in a lambda) is a kernel (__global__), no loop
/// statement encloses the call, and the kernel has no goto (which could
/// jump back over it). The runtime may then issue an all-distinct warp's
/// emulated 16-bit float adds in phases on a busy SM (once_per_thread in
/// runtime/include/warpagg/api.cuh); in a loop that would slow the warps that
/// take the phases every iteration.
bool runsOncePerThread(const clang::CallExpr *Call,
                       const clang::FunctionDecl *Function,
                       clang::ASTContext &Context);

} // namespace warpagg

#endif
