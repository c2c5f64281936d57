//===- LoopContext.cpp ----------------------------------------------------===//
#include "warpagg/analysis/LoopContext.h"

#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/TrustedDecls.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxDepth = 4; // local variables followed to their initialisers

bool isGridDim(const VarDecl *V) {
  const auto *Record = V->getType()->getAsRecordDecl();
  return V->getName() == "gridDim" && isToolchainDecl(V) && Record &&
         Record->getName().starts_with("__cuda_builtin_");
}

// cooperative_groups: grid.size(), grid.num_threads(), this_grid().size()
// (static members, so plain calls rather than member calls).
bool isGridGroupSize(const CallExpr *Call) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  return Method && isToolchainDecl(Method) &&
         Method->getParent()->getName() == "grid_group" &&
         (Method->getName() == "size" || Method->getName() == "num_threads");
}

// \p S reads the size of the grid, directly or through the initialiser of a
// local variable.
bool readsGridSize(const Stmt *S, int Depth) {
  if (!S || Depth > MaxDepth)
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (isGridGroupSize(Call))
      return true;
  // `gridDim.x` is a property read whose object is an OpaqueValueExpr.
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(S))
    return readsGridSize(Opaque->getSourceExpr(), Depth);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl())) {
      if (isGridDim(V))
        return true;
      if (V->isLocalVarDecl() && V->getInit())
        return readsGridSize(V->getInit(), Depth + 1);
    }
  for (const Stmt *Child : S->children())
    if (readsGridSize(Child, Depth))
      return true;
  return false;
}

// The variable \p S assigns from the grid's size (`i += stride;`,
// `i = i + blockDim.x * gridDim.x;`), or null.
const VarDecl *steppedByGridSize(const Stmt *S) {
  const auto *Assign = dyn_cast<BinaryOperator>(S);
  if (!Assign || !Assign->isAssignmentOp() ||
      !readsGridSize(Assign->getRHS(), 0))
    return nullptr;
  const auto *Lhs = dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts());
  return Lhs ? dyn_cast<VarDecl>(Lhs->getDecl()) : nullptr;
}

// An assignment somewhere in \p S that steps a variable the loop condition
// \p Cond tests by the grid's size. A loop without a condition counts.
bool stepsByGridSize(const Stmt *S, const Expr *Cond) {
  if (!S)
    return false;
  if (const VarDecl *V = steppedByGridSize(S)) {
    llvm::SmallPtrSet<const VarDecl *, 1> Stepped{V};
    if (!Cond || mentionsAny(Cond, Stepped))
      return true;
  }
  for (const Stmt *Child : S->children())
    if (stepsByGridSize(Child, Cond))
      return true;
  return false;
}

bool isGridStrideLoop(const Stmt *Loop) {
  if (const auto *For = dyn_cast<ForStmt>(Loop))
    return stepsByGridSize(For->getInc(), For->getCond()) ||
           stepsByGridSize(For->getBody(), For->getCond());
  if (const auto *While = dyn_cast<WhileStmt>(Loop))
    return stepsByGridSize(While->getBody(), While->getCond());
  if (const auto *Do = dyn_cast<DoStmt>(Loop))
    return stepsByGridSize(Do->getBody(), Do->getCond());
  return false;
}

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
