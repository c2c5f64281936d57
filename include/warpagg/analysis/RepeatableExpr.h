//===- RepeatableExpr.h - Expressions that can be written again elsewhere --===//
//
// A rewrite sometimes passes the runtime a condition made of a value the
// code computed elsewhere: the row length C of `idx % C` becomes
// `warpagg::distinct_if(C >= 32)` at the atomic. Writing C's text again at
// the call is right only if it names the same value there: every variable
// it reads is a parameter or local of the call's own function, declared in
// a scope that encloses the call, and never changed after its
// initialization (isUnchangedLocal); nothing else is read but constants,
// blockDim / gridDim, and members of such variables (`a.C` of a kernel's
// by-value argument struct). No calls, loads through pointers, or macro
// text (whose expansion could differ at the other point).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_REPEATABLEEXPR_H
#define WARPAGG_REPEATABLEEXPR_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <optional>
#include <string>

namespace warpagg {

/// True when \p E, evaluated again at \p Site (an expression of the same
/// function), gives the value it has: what repeatableTextAt asks of the
/// value, whatever the text.
bool namesSameValueAt(const clang::Expr *E, const clang::Expr *Site,
                      clang::ASTContext &Context);

/// The source text of \p E when writing it again at \p Site (a call in the
/// same file) evaluates to the value \p E has; std::nullopt otherwise.
std::optional<std::string> repeatableTextAt(const clang::Expr *E,
                                            const clang::Expr *Site,
                                            clang::ASTContext &Context);

} // namespace warpagg

#endif
