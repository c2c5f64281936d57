//===- ResultUse.h - Is the value an atomic returns used? ------------------===//
#ifndef WARPAGG_RESULTUSE_H
#define WARPAGG_RESULTUSE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

namespace warpagg {

/// True unless the call's value is provably discarded: an expression
/// statement, a for-loop increment, a cast to void, the left side of a comma.
/// The conservative answer is "used": the returning runtime form is always
/// correct, the reduce form only when nobody reads the old value.
bool isResultUsed(const clang::CallExpr *Call, clang::ASTContext &Context);

} // namespace warpagg

#endif
