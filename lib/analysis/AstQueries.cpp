//===- AstQueries.cpp -----------------------------------------------------===//
#include "warpagg/analysis/AstQueries.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace warpagg {

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
