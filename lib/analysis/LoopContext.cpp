//===- LoopContext.cpp ----------------------------------------------------===//
#include "warpagg/analysis/LoopContext.h"

#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/LoopForms.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace warpagg {
namespace {

bool isLoop(const Stmt *S) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

bool containsGoto(const Stmt *S) {
  if (!S)
    return false;
  if (isa<GotoStmt, IndirectGotoStmt>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (containsGoto(Child))
      return true;
  return false;
}

} // namespace

bool isInGridStrideLoop(const CallExpr *Call, ASTContext &Context) {
  return anyEnclosingStatement(Call, Context, isGridStrideLoop);
}

bool runsOncePerThread(const CallExpr *Call, const FunctionDecl *Function,
                       ASTContext &Context) {
  // A lambda's body belongs to its call operator, never a kernel.
  return Function && Function->hasAttr<CUDAGlobalAttr>() &&
         !anyEnclosingStatement(Call, Context, isLoop) &&
         !containsGoto(Function->getBody());
}

} // namespace warpagg
