//===- ValueBounds.h - A variable's range at one of its uses ---------------===//
//
// Where an index is bounded by a row's length, `q * M + c` with 0 <= c < M
// takes distinct values for distinct c whatever the integers q are
// (Euclidean division is unique). A lane-distinct column `c` stepped
// across a row by a warp (`for (c = lane; c < dim; c += 32)`) then makes
// the row's element lane-distinct even where every lane's row `q` comes
// from data (LaneDistinct.h).
//
// The bound is read from what control flow guarantees at the use: the
// condition of the for loop declaring the variable (the use in its body,
// the variable changed nowhere but the increment), the condition of an
// enclosing `if` (its then-branch), or an earlier `if (c >= M) return;`
// (or `continue`) in an enclosing block; a conjunct `c < M` or `M > c` of
// the first two, a disjunct `c >= M` or `M <= c` of the last. The variable
// must not change between that test and the use: it is changed nowhere,
// or only by the increment of the for loop that declares it.
//
// Nonnegative: an unsigned variable, or one whose initial value and steps
// are built from thread and block indices, sizes and nonnegative constants
// with + * / % & | >> << and conversions that do not narrow (an unsigned
// index converted to a signed type of its size is assumed not to wrap, as
// index arithmetic is everywhere in the analyses).
//
// M is returned only if it names the same value at the use as at the test
// (RepeatableExpr.h: parameters and unchanged locals, constants, blockDim)
// and it is warp-uniform; and if the comparison keeps M's value (a signed M
// compared as unsigned would not).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_VALUEBOUNDS_H
#define WARPAGG_VALUEBOUNDS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace warpagg {

/// A warp-uniform M with 0 <= V < M wherever \p Use (an expression reading
/// the local variable \p V) is evaluated; null when none is proven.
const clang::Expr *upperBoundAt(const clang::Expr *Use, const clang::VarDecl *V,
                                clang::ASTContext &Context);

} // namespace warpagg

#endif
