//===- AstQueries.cpp -----------------------------------------------------===//
#include "warpagg/analysis/AstQueries.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"

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

namespace {

// The function whose calls a CallFocus narrows, and to which.
thread_local const FunctionDecl *FocusedFunction = nullptr;
thread_local llvm::ArrayRef<const CallExpr *> FocusedCalls;

// callsOf's answers (each walks the whole translation unit, and every
// helper's parameter asks again for each of its sites).
using CallLists =
    llvm::DenseMap<const FunctionDecl *,
                   std::optional<llvm::SmallVector<const CallExpr *, 4>>>;

} // namespace

CallFocus::CallFocus(const FunctionDecl *F, llvm::ArrayRef<const CallExpr *> Calls)
    : Saved(FocusedFunction), SavedCalls(FocusedCalls) {
  if (const FunctionDecl *Pattern =
          F ? F->getTemplateInstantiationPattern() : nullptr)
    F = Pattern; // as callsOf keys it
  FocusedFunction = F ? F->getCanonicalDecl() : nullptr;
  FocusedCalls = Calls;
}

CallFocus::~CallFocus() {
  FocusedFunction = Saved;
  FocusedCalls = SavedCalls;
}

std::optional<llvm::SmallVector<const CallExpr *, 4>>
callsOf(const FunctionDecl *F, ASTContext &Context) {
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
    F = Pattern;
  F = F->getCanonicalDecl();
  auto [It, New] = perContext<CallLists>(Context).try_emplace(F);
  if (New) {
    CallCollector Collector(F, Context.getSourceManager());
    Collector.TraverseDecl(Context.getTranslationUnitDecl());
    if (llvm::all_of(Collector.Refs, [&](const DeclRefExpr *Ref) {
          return Collector.AsCallee.count(Ref);
        }))
      It->second = Collector.Calls;
  }
  if (F != FocusedFunction || !It->second)
    return It->second;
  llvm::SmallVector<const CallExpr *, 4> Focused;
  for (const CallExpr *Call : *It->second)
    if (llvm::is_contained(FocusedCalls, Call))
      Focused.push_back(Call);
  return Focused;
}

bool isUncalledDeviceFunction(const FunctionDecl *F, ASTContext &Context) {
  if (!F || Context.getLangOpts().GPURelocatableDeviceCode ||
      isa<CXXMethodDecl>(F) || F->hasAttr<CUDAGlobalAttr>() ||
      !F->hasAttr<CUDADeviceAttr>() || F->hasAttr<CUDAHostAttr>())
    return false;
  auto Calls = callsOf(F, Context);
  return Calls && Calls->empty();
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

LvalueUse useOf(const Stmt *Lvalue, ASTContext &Context) {
  const Stmt *Node = Lvalue;
  const Stmt *P = parentStmt(Node, Context);
  while (P && (isa<ParenExpr>(P) ||
               (isa<MemberExpr>(P) && !cast<MemberExpr>(P)->isArrow()))) {
    Node = P;
    P = parentStmt(Node, Context);
  }
  if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(P)) {
    if (Cast->getCastKind() == CK_LValueToRValue)
      return {LvalueUse::Read};
    // A NoOp to a const lvalue: a struct copied (trivial copy constructor).
    const Stmt *PP = parentStmt(Cast, Context);
    if (Cast->getCastKind() == CK_NoOp && Cast->getType().isConstQualified() &&
        PP && isa<CXXConstructExpr>(PP))
      return {LvalueUse::Read};
    return {};
  }
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(P);
      B && B->isAssignmentOp() && B->getLHS()->IgnoreParens() == Node)
    return {B->getOpcode() == BO_Assign ? LvalueUse::Assign : LvalueUse::Update,
            B, B->getRHS()};
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(P);
      U && U->isIncrementDecrementOp())
    return {LvalueUse::Update, U, nullptr};
  if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P);
      Op && Op->getOperator() == OO_Equal && Op->getNumArgs() == 2 &&
      Op->getArg(0)->IgnoreParens() == Node)
    return {LvalueUse::Assign, Op, Op->getArg(1)};
  if (const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(P);
      Construct && Construct->getConstructor()->isCopyOrMoveConstructor())
    return {LvalueUse::Read};
  return {};
}

namespace {
class UseCollector : public RecursiveASTVisitor<UseCollector> {
public:
  UseCollector(const VarDecl *V, ASTContext &Context, VariableUses &Out)
      : V(V), Context(Context), Out(Out) {}

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (Ref->getDecl() != V)
      return true;
    LvalueUse Use = useOf(Ref, Context);
    if (Use.How == LvalueUse::Escape) {
      Out.Escapes = true;
      return false;
    }
    if (Use.Write)
      Out.Writes.push_back({Use.Write, Use.Value});
    return true;
  }

private:
  const VarDecl *V;
  ASTContext &Context;
  VariableUses &Out;
};

} // namespace

VariableUses variableUses(const VarDecl *V, const Stmt *Body,
                          ASTContext &Context) {
  VariableUses Uses;
  UseCollector(V, Context, Uses).TraverseStmt(const_cast<Stmt *>(Body));
  return Uses;
}

} // namespace warpagg
