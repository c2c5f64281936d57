//===- LoopContext.cpp ----------------------------------------------------===//
#include "warpagg/LoopContext.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxDepth = 4; // local variables followed to their initialisers

bool isGridDim(const VarDecl *V) {
  const auto *Record = V->getType()->getAsRecordDecl();
  return V->getName() == "gridDim" && Record &&
         Record->getName().starts_with("__cuda_builtin_");
}

// cooperative_groups: grid.size(), grid.num_threads(), this_grid().size()
// (static members, so plain calls rather than member calls).
bool isGridGroupSize(const CallExpr *Call) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  return Method && Method->getParent()->getName() == "grid_group" &&
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

bool mentions(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (Ref->getDecl() == V)
      return true;
  for (const Stmt *Child : S->children())
    if (mentions(Child, V))
      return true;
  return false;
}

// An assignment somewhere in \p S to a variable the loop condition \p Cond
// tests, whose right-hand side reads the grid size (`i += stride;`,
// `i = i + blockDim.x * gridDim.x;`). A loop without a condition counts.
bool stepsByGridSize(const Stmt *S, const Expr *Cond) {
  if (!S)
    return false;
  if (const auto *Assign = dyn_cast<BinaryOperator>(S))
    if (Assign->isAssignmentOp() && readsGridSize(Assign->getRHS(), 0))
      if (const auto *Lhs =
              dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts()))
        if (const auto *V = dyn_cast<VarDecl>(Lhs->getDecl()))
          if (!Cond || mentions(Cond, V))
            return true;
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

} // namespace

bool anyEnclosingStatement(const CallExpr *Call, ASTContext &Context,
                           llvm::function_ref<bool(const Stmt *)> Pred) {
  DynTypedNode Child = DynTypedNode::create(*Call);
  for (int Level = 0; Level < 64; ++Level) {
    DynTypedNodeList Parents = Context.getParents(Child);
    if (Parents.empty())
      return false;
    Child = Parents[0];
    if (Child.get<FunctionDecl>() || Child.get<LambdaExpr>())
      return false;
    if (const Stmt *S = Child.get<Stmt>())
      if (Pred(S))
        return true;
  }
  return false;
}

bool isInGridStrideLoop(const CallExpr *Call, ASTContext &Context) {
  return anyEnclosingStatement(Call, Context, isGridStrideLoop);
}

} // namespace warpagg
