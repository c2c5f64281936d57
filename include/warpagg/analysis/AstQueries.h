//===- AstQueries.h - Small questions about a call's surroundings ----------===//
//
// Walks shared by the analyses that look around a call (ThreadIdentity's
// CAS-loop test, LoopContext's loop tests).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ASTQUERIES_H
#define WARPAGG_ASTQUERIES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace warpagg {

/// True when a statement enclosing \p Call, up to its function or lambda,
/// satisfies \p Pred.
bool anyEnclosingStatement(const clang::CallExpr *Call,
                           clang::ASTContext &Context,
                           llvm::function_ref<bool(const clang::Stmt *)> Pred);

/// True when \p S (null: false) refers to one of \p Vars.
bool mentionsAny(const clang::Stmt *S,
                 const llvm::SmallPtrSetImpl<const clang::VarDecl *> &Vars);

} // namespace warpagg

#endif
