//===- ValueClass.h - How a value varies across the lanes of a warp -------===//
//
// One classification of every value in device code, the way LLVM's
// UniformityAnalysis reasons over IR: a small lattice, from most to least
// uniform,
//
//   Uniform (in registers) < Uniform (through memory) < WarpUniform
//     < IterationUniform < RowIterationUniform < Varying
//
// with two classes beside that chain, each joining only with itself (and,
// for a match's result, with values at most warp-uniform):
//
//   MatchUniform  the same in the lanes that share a key (__match_any_sync)
//   LaneIndex     the lane's own index: zero in at most one lane of a warp,
//                 its low five bits the lane (threadIdx.x, `tid % 32`, a
//                 linear thread id, thread_rank(), a %laneid read)
//
// computed by one evaluator over the AST, memoised per expression and per
// variable for the life of the ASTContext. A variable's class is the join
// of its definitions (its initial value, or for a helper's parameter what
// its one visible call passes, a lane index where several all pass one, and
// every assignment), where every assignment
// runs in every lane alike (under conditions no less uniform, not skipped
// by a lane's break, continue or return); a variable assigned inside a loop
// is at best IterationUniform. Loop-carried definitions are solved to a
// fixed point. A call of a project's helper is what the helper can return
// at that call: every returned value and every condition deciding which
// return runs (HelperReturns.h) joined, its parameters holding what the
// call passes; a recursive helper's is Varying.
//
// ThreadIdentity's classifyUniformity/isWarpUniform, its one-lane-per-warp
// guards and IterationUniform's queries ask this; the rules live here only.
// LaneAffine.h refines a lane index: a uniform base plus a stride times a
// per-thread index, what LaneDistinct.h builds addresses from.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_VALUECLASS_H
#define WARPAGG_VALUECLASS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"

namespace warpagg {

enum class ValueClass : unsigned char {
  /// No definition seen yet: the lattice's bottom, only while a loop-carried
  /// variable is solved.
  None,
  /// The same in every lane of the block whenever evaluated, and visibly so
  /// to the compiler: parameters, blockIdx/blockDim/gridDim, constants,
  /// addresses of global and __shared__ variables.
  UniformInRegisters,
  /// The same, by the program's synchronisation: it reads a __shared__ or
  /// __constant__ scalar.
  UniformThroughMemory,
  /// The same in the lanes that evaluate it together: a whole-warp
  /// collective's result (__ballot_sync, __activemask, a 32-tile's any()),
  /// a broadcast shuffle.
  WarpUniform,
  /// The same in every lane within one iteration of the enclosing loops
  /// (loop counters with uniform bounds, barrier-separated __shared__ loads):
  /// a hint that the runtime checks (IterationUniform.h).
  IterationUniform,
  /// The same, where a warp lies in one row of the block: threadIdx.y and z.
  RowIterationUniform,
  /// The same in the lanes that share a key: a match's result.
  MatchUniform,
  /// The lane's own index (see above).
  LaneIndex,
  /// May differ between the lanes in any way.
  Varying,
};

/// The least class at least as varying as both.
ValueClass join(ValueClass A, ValueClass B);

/// Whether \p C is on the chain from UniformInRegisters to \p Bound.
bool isAtMost(ValueClass C, ValueClass Bound);

/// The class's name as the analysis printer writes it ("uniform",
/// "uniform-through-memory", "warp-uniform", "iteration-uniform",
/// "row-iteration-uniform", "match-uniform", "lane-index", "varying",
/// "none").
const char *nameOf(ValueClass C);

/// The class of \p E's value (null: Varying).
ValueClass classOfValue(const clang::Expr *E, clang::ASTContext &Context);

/// The class of the address of the lvalue \p Object (&Object).
ValueClass classOfAddress(const clang::Expr *Object,
                          clang::ASTContext &Context);

/// How uniform the conditions are under which the statement \p S runs
/// (Varying where a lane may skip it: a break, continue or return of a
/// loop around it, a && or ?: it is part of); \p InLoop is set where a
/// loop repeats it.
ValueClass classOfControl(const clang::Stmt *S, clang::ASTContext &Context,
                          bool &InLoop);

/// classOfValue and classOfControl inside a helper's body at one chain of
/// calls: \p Calls[0] in the function analysed, each next call in the body
/// of the helper the one before calls, and \p E or \p S in the body the
/// last calls, whose parameters hold what the calls pass (as classOfValue
/// judges a call of a helper). An empty chain is classOfValue's own;
/// Varying where a call is not of a function with a body. LaneAffine.h
/// follows helpers' returns so.
ValueClass classOfValueAt(llvm::ArrayRef<const clang::CallExpr *> Calls,
                          const clang::Expr *E, clang::ASTContext &Context);
ValueClass classOfControlAt(llvm::ArrayRef<const clang::CallExpr *> Calls,
                            const clang::Stmt *S, clang::ASTContext &Context,
                            bool &InLoop);

} // namespace warpagg

#endif
