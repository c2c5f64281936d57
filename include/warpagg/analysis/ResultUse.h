//===- ResultUse.h - Is the value an atomic returns used? ------------------===//
#ifndef WARPAGG_RESULTUSE_H
#define WARPAGG_RESULTUSE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace warpagg {

/// True unless the call's value is provably discarded: an expression
/// statement, a for-loop increment, a cast to void, the left side of a comma.
/// The conservative answer is "used": the returning runtime form is always
/// correct, the reduce form only when nobody reads the old value.
bool isResultUsed(const clang::CallExpr *Call, clang::ASTContext &Context);

/// Where \p Call's value is only what its function returns (`return
/// atomicAdd(p, v);`, through parentheses and implicit conversions) and
/// every call of that function drops its value, or returns it from another
/// such function whose calls all drop it (four helpers deep): that function.
/// Only a __device__ free function (no template, member or lambda) defined
/// in the main file whose calls are all visible: no address taken, and no
/// other translation unit can call it (internal linkage, or no -rdc). Else
/// null. Then the value is never read, though isResultUsed says "used".
const clang::FunctionDecl *helperDroppingResult(const clang::CallExpr *Call,
                                                clang::ASTContext &Context);

} // namespace warpagg

#endif
