//===- ThreadIdentity.h - Which values differ between the lanes of a warp? --===//
//
// Two questions about expressions in device code:
//  - isWarpUniform: provably the same value in every lane that evaluates it
//    together (kernel parameters, blockIdx/blockDim/gridDim, addresses of
//    global and shared variables, __constant__ and __shared__ scalars,
//    constants, and unchanged locals built only from those). Loop variables
//    and other loads from memory are not.
//  - selectsOneLanePerWarp: a branch condition under which at most one lane
//    of each warp runs (`lane == 0`, `threadIdx.x == 0`, `!thread_rank()`),
//    the sign of an atomic that is already aggregated by hand.
// Both ask the one classification of values (ValueClass.h), which holds the
// rules.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_THREADIDENTITY_H
#define WARPAGG_THREADIDENTITY_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

namespace warpagg {

enum class Uniformity {
  Varying,              ///< may differ between lanes
  UniformInRegisters,   ///< from parameters, builtins, constants, globals'
                        ///< addresses: visible to the compiler as uniform
  UniformThroughMemory, ///< also reads a __shared__/__constant__ scalar
};
Uniformity classifyUniformity(const clang::Expr *E, clang::ASTContext &Context);
/// classifyUniformity(E) is not Varying (null: false).
bool isWarpUniform(const clang::Expr *E, clang::ASTContext &Context);
/// classifyUniformity of &Object, for the lvalue \p Object.
Uniformity classifyAddressOfUniformity(const clang::Expr *Object,
                                       clang::ASTContext &Context);

/// For a read of a CUDA builtin (`threadIdx.x`, `blockDim.y`): its name
/// ("threadIdx") and component ("x"); empty for anything else.
llvm::StringRef cudaBuiltinName(const clang::Expr *E);
llvm::StringRef cudaBuiltinComponent(const clang::Expr *E);

/// True when \p Call only runs under a condition that lets at most one lane
/// per warp (or per key: `lane == __ffs(__match_any_sync(m, key)) - 1`)
/// through: an enclosing `if` whose condition (or one of its `&&`
/// conjuncts) is such a test, or an earlier `if (lane != 0) return;` in an
/// enclosing block; in a __device__ function, when every call of it in the
/// translation unit is so guarded. A lane index is threadIdx.x, a linear
/// thread id of a 2-D/3-D block, `% 32` or `& 31` of those, thread_rank(),
/// or a parameter every call passes one in.
bool isAlreadyAggregated(const clang::CallExpr *Call,
                         clang::ASTContext &Context);

/// True when \p Call is in one branch of an `if` whose other branch matches
/// lanes by hand (__match_any_sync, labeled_partition): the deliberate
/// plain fallback of a hand-written aggregation.
bool isHandWrittenFallback(const clang::CallExpr *Call,
                           clang::ASTContext &Context);

/// True when \p Call is inside a retry loop around atomicCAS or an
/// atomic_ref's compare_exchange_weak/_strong (the loop goes
/// round again depending on the CAS, or has no exit condition): the
/// hand-written lock-free or locking protocols whose atomics warpagg leaves
/// alone.
bool isInsideCasLoop(const clang::CallExpr *Call, clang::ASTContext &Context);

} // namespace warpagg

#endif
