//===- AstQueries.cpp -----------------------------------------------------===//
#include "warpagg/AstQueries.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace warpagg {

namespace {

// The first node up from \p Call that is a function or a lambda (null when
// the walk ends first); \p Visit sees each statement on the way and stops
// the walk by returning true (then *Stopped is set).
DynTypedNode walkUp(const CallExpr *Call, ASTContext &Context,
                    llvm::function_ref<bool(const Stmt *)> Visit,
                    bool *Stopped) {
  DynTypedNode Child = DynTypedNode::create(*Call);
  for (int Level = 0; Level < 64; ++Level) {
    DynTypedNodeList Parents = Context.getParents(Child);
    if (Parents.empty())
      return DynTypedNode();
    Child = Parents[0];
    if (Child.get<FunctionDecl>() || Child.get<LambdaExpr>())
      return Child;
    if (const Stmt *S = Child.get<Stmt>())
      if (Visit(S)) {
        *Stopped = true;
        return DynTypedNode();
      }
  }
  return DynTypedNode();
}

} // namespace

bool anyEnclosingStatement(const CallExpr *Call, ASTContext &Context,
                           llvm::function_ref<bool(const Stmt *)> Pred) {
  bool Found = false;
  walkUp(Call, Context, Pred, &Found);
  return Found;
}

bool isInsideLambda(const CallExpr *Call, ASTContext &Context) {
  bool Stopped = false;
  DynTypedNode Owner =
      walkUp(Call, Context, [](const Stmt *) { return false; }, &Stopped);
  if (const auto *Method = Owner.get<CXXMethodDecl>())
    return Method->getParent()->isLambda();
  return Owner.get<LambdaExpr>() != nullptr;
}

bool mentionsAny(const Stmt *S,
                 const llvm::SmallPtrSetImpl<const VarDecl *> &Vars) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (Vars.count(V))
        return true;
  for (const Stmt *Sub : S->children())
    if (mentionsAny(Sub, Vars))
      return true;
  return false;
}

} // namespace warpagg
