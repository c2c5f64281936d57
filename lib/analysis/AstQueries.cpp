//===- AstQueries.cpp -----------------------------------------------------===//
#include "warpagg/analysis/AstQueries.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

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

std::optional<std::pair<const Expr *, const Stmt *>>
loopConditionAndBody(const Stmt *Loop) {
  if (const auto *W = dyn_cast_or_null<WhileStmt>(Loop))
    return std::make_pair(W->getCond(), W->getBody());
  if (const auto *D = dyn_cast_or_null<DoStmt>(Loop))
    return std::make_pair(D->getCond(), D->getBody());
  if (const auto *F = dyn_cast_or_null<ForStmt>(Loop))
    return std::make_pair(F->getCond(), F->getBody());
  return std::nullopt;
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

namespace {

// Calls of one function, and whether it is referred to other than as a
// callee.
class CallCollector : public RecursiveASTVisitor<CallCollector> {
public:
  CallCollector(const FunctionDecl *F, const SourceManager &SM)
      : Target(F->getCanonicalDecl()), SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  // The project's code only: CUDA's and the system's headers are most of a
  // translation unit and call none of its functions.
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) &&
        SM.isInSystemHeader(D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitCallExpr(CallExpr *Call) {
    const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
      if (refersToTarget(Ref->getDecl())) {
        Calls.push_back(Call);
        AsCallee.insert(Ref);
      }
    // A member function called on an object: obj.f(), p->f().
    if (const auto *Member = dyn_cast<MemberExpr>(Callee))
      if (refersToTarget(Member->getMemberDecl()))
        Calls.push_back(Call);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (refersToTarget(Ref->getDecl()))
      Refs.push_back(Ref);
    return true;
  }

  const FunctionDecl *Target;
  llvm::SmallVector<const CallExpr *, 4> Calls;
  llvm::SmallVector<const DeclRefExpr *, 4> Refs;
  llvm::SmallPtrSet<const DeclRefExpr *, 4> AsCallee;

private:
  const SourceManager &SM;

  bool refersToTarget(const ValueDecl *D) const {
    const auto *F = dyn_cast<FunctionDecl>(D);
    if (!F)
      return false;
    if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
      F = Pattern;
    return F->getCanonicalDecl() == Target;
  }
};

} // namespace

std::optional<llvm::SmallVector<const CallExpr *, 4>>
callsOf(const FunctionDecl *F, ASTContext &Context) {
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
    F = Pattern;
  CallCollector Collector(F, Context.getSourceManager());
  Collector.TraverseDecl(Context.getTranslationUnitDecl());
  for (const DeclRefExpr *Ref : Collector.Refs)
    if (!Collector.AsCallee.count(Ref))
      return std::nullopt;
  return Collector.Calls;
}

const Expr *returnedExpression(const FunctionDecl *F) {
  const FunctionDecl *Def = nullptr;
  if (!F || !F->hasBody(Def))
    return nullptr;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  const auto *Ret = Body && Body->size() == 1
                        ? dyn_cast<ReturnStmt>(Body->body_front())
                        : nullptr;
  return Ret ? Ret->getRetValue() : nullptr;
}

bool leavesLoop(const Stmt *S, bool Continue) {
  if (!S)
    return false;
  if (Continue ? isa<ContinueStmt>(S) : isa<BreakStmt>(S))
    return true;
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, LambdaExpr>(S) ||
      (!Continue && isa<SwitchStmt>(S)))
    return false;
  for (const Stmt *Child : S->children())
    if (leavesLoop(Child, Continue))
      return true;
  return false;
}

const Stmt *parentStmt(const Stmt *S, ASTContext &Context) {
  DynTypedNodeList Parents = Context.getParents(*S);
  if (Parents.size() == 1)
    if (const auto *V = Parents[0].get<VarDecl>())
      Parents = Context.getParents(*V);
  return Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
}

const FunctionDecl *enclosingFunction(const Stmt *S, ASTContext &Context) {
  DynTypedNodeList Parents = Context.getParents(*S);
  while (Parents.size() == 1) {
    if (const auto *F = Parents[0].get<FunctionDecl>())
      return F;
    if (Parents[0].get<LambdaExpr>() || Parents[0].get<BlockDecl>())
      return nullptr;
    Parents = Context.getParents(Parents[0]);
  }
  return nullptr;
}

namespace {
void collectRefs(const Stmt *S, const VarDecl *V,
                 llvm::SmallVectorImpl<const DeclRefExpr *> &Refs) {
  if (!S)
    return;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (Ref->getDecl() == V)
      Refs.push_back(Ref);
  for (const Stmt *Child : S->children())
    collectRefs(Child, V, Refs);
}
} // namespace

std::optional<llvm::SmallVector<VariableUpdate, 2>>
updatesOf(const VarDecl *V, ASTContext &Context) {
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  if (!F || !F->getBody() || !V->hasLocalStorage() ||
      V->getType()->isReferenceType())
    return std::nullopt;
  llvm::SmallVector<const DeclRefExpr *, 8> Refs;
  collectRefs(F->getBody(), V, Refs);
  llvm::SmallVector<VariableUpdate, 2> Updates;
  for (const DeclRefExpr *Ref : Refs) {
    // The expression using the reference, through parentheses.
    const Stmt *Use = Ref;
    const Stmt *User = parentStmt(Use, Context);
    while (User && isa<ParenExpr>(User)) {
      Use = User;
      User = parentStmt(User, Context);
    }
    if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(User))
      if (Cast->getCastKind() == CK_LValueToRValue)
        continue; // a read
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(User))
      if (B->isAssignmentOp() && B->getLHS() == Use) {
        Updates.push_back({B->getOpcode(), B->getRHS()});
        continue;
      }
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(User))
      if (U->isIncrementDecrementOp()) {
        VariableUpdate Up;
        Up.Increment = U->isIncrementOp();
        Up.Decrement = U->isDecrementOp();
        Updates.push_back(Up);
        continue;
      }
    return std::nullopt;
  }
  return Updates;
}

} // namespace warpagg
