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
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace warpagg {

/// True when a statement enclosing \p Call, up to its function or lambda,
/// satisfies \p Pred.
bool anyEnclosingStatement(const clang::CallExpr *Call,
                           clang::ASTContext &Context,
                           llvm::function_ref<bool(const clang::Stmt *)> Pred);

/// True when \p S (null: false) refers to one of \p Vars.
bool mentionsAny(const clang::Stmt *S,
                 const llvm::SmallPtrSetImpl<const clang::VarDecl *> &Vars);

/// Every call of \p F (any redeclaration or instantiation) in the
/// translation unit, or std::nullopt when F is used otherwise too (its
/// address taken: callers unknown).
std::optional<llvm::SmallVector<const clang::CallExpr *, 4>>
callsOf(const clang::FunctionDecl *F, clang::ASTContext &Context);

} // namespace warpagg

#endif
