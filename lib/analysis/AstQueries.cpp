//===- AstQueries.cpp -----------------------------------------------------===//
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/AstCache.h"
#include "warpagg/analysis/ProjectCodeVisitor.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
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
class CallCollector : public ProjectCodeVisitor<CallCollector> {
public:
  CallCollector(const FunctionDecl *F, const SourceManager &SM)
      : ProjectCodeVisitor(SM), Target(F->getCanonicalDecl()) {}

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
// Counts the focus's changes (callFocusGeneration).
thread_local unsigned FocusGeneration = 0;

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
  ++FocusGeneration;
}

CallFocus::~CallFocus() {
  FocusedFunction = Saved;
  FocusedCalls = SavedCalls;
  ++FocusGeneration;
}

unsigned callFocusGeneration() { return FocusGeneration; }

std::optional<llvm::SmallVector<const CallExpr *, 4>>
callsOf(const FunctionDecl *F, ASTContext &Context) {
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
    F = Pattern;
  F = F->getCanonicalDecl();
  auto [It, New] = astCache<CallLists>(Context).try_emplace(F);
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

std::optional<llvm::SmallVector<const Expr *, 4>>
argumentsPassedFor(const ParmVarDecl *P, ASTContext &Context) {
  const auto *F = dyn_cast_or_null<FunctionDecl>(P->getDeclContext());
  if (!F || F->hasAttr<CUDAGlobalAttr>())
    return std::nullopt;
  auto Calls = callsOf(F, Context);
  if (!Calls || Calls->empty())
    return std::nullopt;
  llvm::SmallVector<const Expr *, 4> Arguments;
  for (const CallExpr *Call : *Calls) {
    const Expr *Argument =
        argumentFor(Call, F, P->getFunctionScopeIndex());
    if (!Argument)
      return std::nullopt;
    Arguments.push_back(Argument);
  }
  return Arguments;
}

const Expr *argumentFor(const CallExpr *Call, const FunctionDecl *F,
                        unsigned Index) {
  // An operator call of a member function passes the object first.
  unsigned At = Index + (isa<CXXOperatorCallExpr>(Call) &&
                         isa<CXXMethodDecl>(F));
  return At < Call->getNumArgs() ? Call->getArg(At) : nullptr;
}

namespace {
// Whether \p F never runs: a __device__ free function each of whose calls
// is in a function that never runs. \p OnPath holds the functions assumed
// so while their callers are asked: a cycle of calls that nothing outside
// it enters never runs either (the greatest set the rule allows).
bool neverRuns(const FunctionDecl *F, ASTContext &Context,
               llvm::SmallPtrSetImpl<const FunctionDecl *> &OnPath,
               unsigned Depth) {
  if (!F || Context.getLangOpts().GPURelocatableDeviceCode ||
      isa<CXXMethodDecl>(F) || F->hasAttr<CUDAGlobalAttr>() ||
      !F->hasAttr<CUDADeviceAttr>() || F->hasAttr<CUDAHostAttr>())
    return false;
  if (!OnPath.insert(F->getCanonicalDecl()).second)
    return true;
  auto Calls = callsOf(F, Context);
  if (!Calls || (!Calls->empty() && Depth >= 8))
    return false;
  return llvm::all_of(*Calls, [&](const CallExpr *Call) {
    return neverRuns(enclosingFunction(Call, Context), Context, OnPath,
                     Depth + 1);
  });
}
} // namespace

bool isUncalledDeviceFunction(const FunctionDecl *F, ASTContext &Context) {
  llvm::SmallPtrSet<const FunctionDecl *, 8> OnPath;
  return neverRuns(F, Context, OnPath, 0);
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

namespace {
using UsesByVariable =
    llvm::DenseMap<std::pair<const VarDecl *, const Stmt *>, VariableUses>;
} // namespace

VariableUses variableUses(const VarDecl *V, const Stmt *Body,
                          ASTContext &Context) {
  auto [It, New] = astCache<UsesByVariable>(Context).try_emplace({V, Body});
  if (New)
    UseCollector(V, Context, It->second).TraverseStmt(const_cast<Stmt *>(Body));
  return It->second;
}

namespace {

// The one parent of \p E, or an empty node where there are none or several.
DynTypedNode onlyParent(const Expr *E, ASTContext &Context) {
  DynTypedNodeList Parents = Context.getParents(*E);
  return Parents.size() == 1 ? Parents[0] : DynTypedNode();
}

// Whether clang's ExprMutationAnalyzer (clang/lib/Analysis/
// ExprMutationAnalyzer.cpp) finds no mutation through the reference \p Ref
// whatever surrounds it: Ref, maybe through `.field` selections, is read (an
// lvalue-to-rvalue conversion), and the value read, through implicit
// conversions and parentheses only, is
//   - an operand of a builtin operator (not type-dependent; an assignment's
//     right side), of [] or of a unary + - ~ ! *,
//   - the base of `->field`,
//   - the initializer of a variable that is not a reference,
//   - the condition of an if or a loop, or
//   - an argument of a direct call to a function whose parameter there is
//     not a reference.
// Each of the analyzer's patterns needs Ref, or a field selected from it,
// itself in the place of its operand (an assignment's left side, ++/--, &,
// an array decaying, a member call's object, a reference bound or returned,
// a lambda's capture, a cast to a reference, a range-for's range, a `.*`);
// the few that look through implicit casts to it (a call's arguments, a
// member call's object, a type-dependent operator, a fold) find one of the
// surroundings excluded above; and a value read is no lvalue to follow.
// False (the analyzer decides) for anything else.
bool isPlainRead(const Expr *Ref, ASTContext &Context) {
  const Expr *E = Ref;
  DynTypedNode P = onlyParent(E, Context);
  while (const auto *M = P.get<MemberExpr>()) {
    if (M->isArrow() || M->getBase() != E ||
        !isa<FieldDecl>(M->getMemberDecl()))
      return false;
    E = M;
    P = onlyParent(E, Context);
  }
  const auto *Read = P.get<ImplicitCastExpr>();
  if (!Read || Read->getCastKind() != CK_LValueToRValue)
    return false;
  E = Read;
  P = onlyParent(E, Context);
  while (P.get<ImplicitCastExpr>() || P.get<ParenExpr>()) {
    E = P.get<Expr>();
    P = onlyParent(E, Context);
  }
  if (const auto *B = P.get<BinaryOperator>())
    return !B->isTypeDependent() && B->getOpcode() != BO_PtrMemD &&
           B->getOpcode() != BO_PtrMemI &&
           (!B->isAssignmentOp() || B->getRHS() == E);
  if (P.get<ArraySubscriptExpr>())
    return true;
  if (const auto *U = P.get<UnaryOperator>())
    return llvm::is_contained(
        {UO_Plus, UO_Minus, UO_Not, UO_LNot, UO_Deref}, U->getOpcode());
  if (const auto *M = P.get<MemberExpr>())
    return M->isArrow() && M->getBase() == E &&
           isa<FieldDecl>(M->getMemberDecl());
  if (const auto *V = P.get<VarDecl>())
    return V->getInit() == E && !V->getType()->isReferenceType();
  if (const auto *If = P.get<IfStmt>())
    return If->getCond() == E;
  if (const auto *Loop = P.get<Stmt>(); Loop && loopConditionAndBody(Loop))
    return loopConditionAndBody(Loop)->first == E;
  if (const auto *Call = P.get<CallExpr>()) {
    const FunctionDecl *F = Call->getDirectCallee();
    if (!F || isa<CXXOperatorCallExpr>(Call) || Call->isTypeDependent())
      return false;
    for (unsigned I = 0; I < Call->getNumArgs(); ++I)
      if (Call->getArg(I) == E)
        return I < F->getNumParams() &&
               !F->getParamDecl(I)->getType()->isReferenceType();
  }
  return false;
}

// Whether \p Ref is an assignment's left side or the operand of ++/--
// (builtin operators, through parentheses) inside \p S: the analyzer's
// findDirectMutation matches that operator, unless the analyzer skips Ref as
// unevaluated (in sizeof, decltype...).
bool isDirectWrite(const Expr *Ref, const Stmt &S, ASTContext &Context) {
  const Expr *E = Ref;
  DynTypedNode P = onlyParent(E, Context);
  while (const auto *Paren = P.get<ParenExpr>()) {
    E = Paren;
    P = onlyParent(E, Context);
  }
  bool Written = false;
  if (const auto *B = P.get<BinaryOperator>())
    Written = B->isAssignmentOp() && B->getLHS() == E;
  else if (const auto *U = P.get<UnaryOperator>())
    Written = U->isIncrementDecrementOp();
  return Written && Ref != &S &&
         !ExprMutationAnalyzer::isUnevaluated(Ref, Context);
}

} // namespace

bool isIntegerConstant(const Expr *E, ASTContext &Context) {
  auto [It, New] =
      astCache<llvm::DenseMap<const Expr *, bool>>(Context).try_emplace(E);
  if (New)
    It->second = E->isIntegerConstantExpr(Context);
  return It->second;
}

bool isMutatedIn(const VarDecl *V, const Stmt &S, ASTContext &Context) {
  using namespace ast_matchers;
  // The references the analyzer itself tries, in its order (its
  // tryEachDeclRef); it answers for each one alone.
  auto Refs = match(
      findAll(declRefExpr(to(anyOf(equalsNode(V), bindingDecl(forDecomposition(
                                                      equalsNode(V))))))
                  .bind("ref")),
      S, Context);
  ExprMutationAnalyzer Analyzer(S, Context);
  for (const BoundNodes &Nodes : Refs) {
    const auto *Ref = Nodes.getNodeAs<Expr>("ref");
    if (isPlainRead(Ref, Context))
      continue;
    if (isDirectWrite(Ref, S, Context) || Analyzer.isMutated(Ref))
      return true;
  }
  return false;
}

bool hasMacroToken(const Expr *E) {
  if (E->getBeginLoc().isMacroID() || E->getEndLoc().isMacroID())
    return true;
  for (const Stmt *Child : E->children())
    if (const auto *C = dyn_cast_or_null<Expr>(Child); C && hasMacroToken(C))
      return true;
  return false;
}

const ForStmt *declaringFor(const VarDecl *V, ASTContext &Context) {
  for (const DynTypedNode &P : Context.getParents(*V))
    if (const auto *DS = P.get<DeclStmt>())
      for (const DynTypedNode &PP : Context.getParents(*DS))
        if (const auto *For = PP.get<ForStmt>())
          if (For->getInit() == DS)
            return For;
  return nullptr;
}

namespace {
bool refersTo(const Expr *E, const VarDecl *V) {
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E ? E->IgnoreParenImpCasts()
                                                    : nullptr);
  return Ref && Ref->getDecl() == V;
}
} // namespace

bool stepOf(const Expr *Inc, const VarDecl *V, const Expr *&Step, bool &One) {
  One = false;
  Step = nullptr;
  if (!Inc)
    return false;
  Inc = Inc->IgnoreParens();
  if (const auto *U = dyn_cast<UnaryOperator>(Inc)) {
    One = U->isIncrementOp() && refersTo(U->getSubExpr(), V);
    return One;
  }
  const auto *B = dyn_cast<BinaryOperator>(Inc);
  if (!B || !refersTo(B->getLHS(), V))
    return false;
  if (B->getOpcode() == BO_AddAssign) {
    Step = B->getRHS();
    return true;
  }
  if (B->getOpcode() == BO_Assign)
    if (const auto *Sum =
            dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts()))
      if (Sum->getOpcode() == BO_Add && refersTo(Sum->getLHS(), V)) {
        Step = Sum->getRHS();
        return true;
      }
  return false;
}

} // namespace warpagg
