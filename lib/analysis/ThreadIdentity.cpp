//===- ThreadIdentity.cpp -------------------------------------------------===//
#include "warpagg/analysis/ThreadIdentity.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/LaneAffine.h"
#include "warpagg/analysis/TrustedDecls.h"
#include "warpagg/analysis/ValueClass.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace warpagg {
namespace {

// Local bools followed from a condition to the test they hold.
constexpr int MaxDepth = 8;
// Bodies of a project's functions followed from a call, nested (each level
// may call several: kept small).
constexpr int MaxBodyDepth = 2;

// threadIdx / blockIdx / blockDim / gridDim are `__cuda_builtin_*_t` objects
// whose members (x, y, z) are read through getters.
// `threadIdx.x` is a property access: a PseudoObjectExpr whose syntactic
// form is an MSPropertyRefExpr on the builtin variable.
const Expr *semanticForm(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *P = dyn_cast<PseudoObjectExpr>(E))
    return P->getSyntacticForm()->IgnoreParenImpCasts();
  return E;
}

StringRef builtinVariableName(const Expr *E) {
  E = semanticForm(E);
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E))
    E = Call->getImplicitObjectArgument()->IgnoreParenImpCasts();
  else if (const auto *Member = dyn_cast<MemberExpr>(E))
    E = Member->getBase()->IgnoreParenImpCasts();
  else if (const auto *Prop = dyn_cast<MSPropertyRefExpr>(E))
    E = Prop->getBaseExpr()->IgnoreParenImpCasts();
  else
    return "";
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(E))
    E = Opaque->getSourceExpr()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (isToolchainDecl(V) && V->getType()->getAsRecordDecl() &&
          V->getType()->getAsRecordDecl()->getName().starts_with(
              "__cuda_builtin_"))
        return V->getName();
  return "";
}

// The member of a builtin variable read (x, y or z), or empty.
StringRef builtinComponent(const Expr *E) {
  E = semanticForm(E);
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E))
    if (const auto *Method = Call->getMethodDecl())
      return Method->getName().take_back(1);
  if (const auto *Prop = dyn_cast<MSPropertyRefExpr>(E))
    return Prop->getPropertyDecl()->getName();
  return "";
}

// The guards' questions, asked of the one classification (ValueClass.h).

// The same in the lanes that run it together (a match's result: in those
// sharing a key, enough to pick one lane per key).
bool warpUniform(const Expr *E, ASTContext &Context) {
  ValueClass C = classOfValue(E, Context);
  return isAtMost(C, ValueClass::WarpUniform) || C == ValueClass::MatchUniform;
}

// An expression that is 0 in at most one lane of each warp: the x thread
// index, a lane id, a linear or global thread id, thread_rank().
bool isLaneIndex(const Expr *E, ASTContext &Context) {
  return E && classOfValue(E->IgnoreParenImpCasts(), Context) ==
                  ValueClass::LaneIndex;
}

Uniformity uniformityOf(ValueClass C) {
  if (C == ValueClass::UniformInRegisters)
    return Uniformity::UniformInRegisters;
  if (C == ValueClass::UniformThroughMemory)
    return Uniformity::UniformThroughMemory;
  return Uniformity::Varying;
}



// A condition as it is evaluated: parentheses, conversions between integer
// types (a lane index, 0 to 31, and a leader, -1 to 31, keep their values in
// any integer type of 8 bits or more) and an unchanged local bool holding it
// (`bool leader = lane == first; if (leader) ...`) looked through.
const Expr *conditionValue(const Expr *E, ASTContext &Context, int Depth = 0) {
  for (;;) {
    // What is returned keeps its implicit conversions (the reads the other
    // queries look through themselves).
    const Expr *Bare = E->IgnoreParenImpCasts();
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(Bare)) {
      QualType To = Cast->getType();
      if (To->isIntegerType() && !To->isBooleanType() &&
          Context.getTypeSize(To) >= 8 &&
          Cast->getSubExpr()->getType()->isIntegerType()) {
        E = Cast->getSubExpr();
        continue;
      }
      return E;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(Bare);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || Depth > MaxDepth || !V->getType()->isBooleanType() ||
        !V->hasLocalStorage() || isa<ParmVarDecl>(V) || !V->getInit() ||
        !isUnchangedLocal(V, Context))
      return E;
    E = V->getInit();
    ++Depth;
  }
}

// The integer constant \p E is, if it is one.
std::optional<int64_t> constantOf(const Expr *E, ASTContext &Context) {
  if (E->isValueDependent())
    return std::nullopt;
  std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Context);
  if (!V || V->getSignificantBits() > 64)
    return std::nullopt;
  return V->getExtValue();
}

// `Index Op Bound` (either way round) that holds exactly where a lane index
// is 0: `== 0`, `< 1`, `<= 0` (a lane index is never negative). With
// \p Negated, exactly where it is not: `!= 0`, `> 0`, `>= 1`.
bool comparesLaneIndexWithZero(const BinaryOperator *B, bool Negated,
                               ASTContext &Context) {
  auto Test = [&](const Expr *Index, const Expr *Bound, BinaryOperatorKind Op) {
    std::optional<int64_t> C = constantOf(Bound, Context);
    if (!C || !isLaneIndex(conditionValue(Index, Context), Context))
      return false;
    if (Negated)
      return (Op == BO_NE && *C == 0) || (Op == BO_GT && *C == 0) ||
             (Op == BO_GE && *C == 1);
    return (Op == BO_EQ && *C == 0) || (Op == BO_LT && *C == 1) ||
           (Op == BO_LE && *C == 0);
  };
  BinaryOperatorKind Op = B->getOpcode();
  return Test(B->getLHS(), B->getRHS(), Op) ||
         (B->isComparisonOp() &&
          Test(B->getRHS(), B->getLHS(), BinaryOperator::reverseComparisonOp(Op)));
}

// `lane == 0`, `0 == lane`, `!lane`, `lane < 1`, `lane == leader` with a
// uniform leader, or a conjunction containing one; through conversions and
// a local bool (conditionValue).
bool selectsOneLane(const Expr *Cond, ASTContext &Context) {
  // Parentheses change nothing: `if ((lane == 1) && f)` (issue 48).
  Cond = conditionValue(Cond, Context)->IgnoreParens();
  if (const auto *U = dyn_cast<UnaryOperator>(Cond))
    return U->getOpcode() == UO_LNot &&
           isLaneIndex(conditionValue(U->getSubExpr(), Context), Context);
  const auto *B = dyn_cast<BinaryOperator>(Cond);
  if (!B)
    return false;
  if (B->getOpcode() == BO_LAnd)
    return selectsOneLane(B->getLHS(), Context) ||
           selectsOneLane(B->getRHS(), Context);
  if (comparesLaneIndexWithZero(B, /*Negated=*/false, Context))
    return true;
  if (B->getOpcode() != BO_EQ)
    return false;
  // `tib == 0` for a thread index at a pitch the launch must fit
  // (`threadIdx.x + threadIdx.y * 32`): one thread of the block.
  auto IsZero = [&](const Expr *E) {
    std::optional<int64_t> V = constantOf(E, Context);
    return V && *V == 0;
  };
  if ((IsZero(B->getRHS()) && isZeroInOneThread(B->getLHS(), Context)) ||
      (IsZero(B->getLHS()) && isZeroInOneThread(B->getRHS(), Context)))
    return true;
  // `lane == leader`, and `tib == CONST - 1` on a thread index at a pitch
  // of 32 or more (at most two lanes of a warp: isFewLanesPerValueIndex).
  auto OneSide = [&](const Expr *Index, const Expr *Value) {
    Index = conditionValue(Index, Context);
    return (isLaneIndex(Index, Context) ||
            isFewLanesPerValueIndex(Index, Context)) &&
           warpUniform(conditionValue(Value, Context), Context);
  };
  return OneSide(B->getLHS(), B->getRHS()) || OneSide(B->getRHS(), B->getLHS());
}

// `lane != 0`, `lane`, `lane > 0`, `lane >= 1`, `lane != leader`: the
// negation of selectsOneLane, as the condition of an early return.
bool rejectsAllButOneLane(const Expr *Cond, ASTContext &Context) {
  Cond = conditionValue(Cond, Context)->IgnoreParens();
  if (isLaneIndex(Cond, Context))
    return true;
  const auto *B = dyn_cast<BinaryOperator>(Cond);
  if (!B)
    return false;
  if (B->getOpcode() == BO_LOr)
    return rejectsAllButOneLane(B->getLHS(), Context) ||
           rejectsAllButOneLane(B->getRHS(), Context);
  if (comparesLaneIndexWithZero(B, /*Negated=*/true, Context))
    return true;
  if (B->getOpcode() != BO_NE)
    return false;
  auto OneSide = [&](const Expr *Index, const Expr *Value) {
    return isLaneIndex(conditionValue(Index, Context), Context) &&
           warpUniform(conditionValue(Value, Context), Context);
  };
  return OneSide(B->getLHS(), B->getRHS()) || OneSide(B->getRHS(), B->getLHS());
}

bool isEarlyExitForOtherLanes(const Stmt *S, ASTContext &Context) {
  const auto *If = dyn_cast<IfStmt>(S);
  if (!If || If->getElse() || !If->getCond())
    return false;
  const Stmt *Then = If->getThen();
  if (const auto *Block = dyn_cast<CompoundStmt>(Then))
    Then = Block->size() == 1 ? Block->body_front() : nullptr;
  return Then && isa<ReturnStmt>(Then) &&
         rejectsAllButOneLane(If->getCond(), Context);
}

} // namespace

Uniformity classifyUniformity(const Expr *E, ASTContext &Context) {
  return uniformityOf(classOfValue(E, Context));
}

Uniformity classifyAddressOfUniformity(const Expr *Object,
                                       ASTContext &Context) {
  return uniformityOf(classOfAddress(Object, Context));
}

bool isWarpUniform(const Expr *E, ASTContext &Context) {
  return E && classifyUniformity(E, Context) != Uniformity::Varying;
}


StringRef cudaBuiltinName(const Expr *E) { return builtinVariableName(E); }

StringRef cudaBuiltinComponent(const Expr *E) {
  return builtinVariableName(E).empty() ? "" : builtinComponent(E);
}

namespace {

bool guardedInEveryCaller(const FunctionDecl *F, ASTContext &Context,
                          int CallDepth);

bool isAlreadyAggregatedAt(const CallExpr *Call, ASTContext &Context,
                           int CallDepth) {
  DynTypedNode Child = DynTypedNode::create(*Call);
  for (int Level = 0; Level < 64; ++Level) {
    DynTypedNodeList Parents = Context.getParents(Child);
    if (Parents.empty())
      return false;
    DynTypedNode ParentNode = Parents[0];
    // Reached the function: guarded if every call of it is.
    if (const auto *F = ParentNode.get<FunctionDecl>())
      return guardedInEveryCaller(F, Context, CallDepth);
    // A variable initialised by the call: continue from its declaration.
    if (const auto *V = ParentNode.get<VarDecl>()) {
      if (V->isLocalVarDecl()) {
        Child = ParentNode;
        continue;
      }
      return false;
    }
    const Stmt *Parent = ParentNode.get<Stmt>();
    if (!Parent)
      return false; // reached the function, a lambda, a global...
    const Stmt *ChildStmt = Child.get<Stmt>();
    if (const auto *If = dyn_cast<IfStmt>(Parent))
      if (ChildStmt && ChildStmt == If->getThen() && If->getCond() &&
          selectsOneLane(If->getCond(), Context))
        return true;
    if (const auto *Block = dyn_cast<CompoundStmt>(Parent))
      for (const Stmt *S : Block->body()) {
        if (S == ChildStmt)
          break;
        if (isEarlyExitForOtherLanes(S, Context))
          return true;
      }
    Child = ParentNode;
  }
  return false;
}

// A __device__ function (not a lambda's operator()) whose every call in the
// translation unit is itself reached by one lane per warp.
bool guardedInEveryCaller(const FunctionDecl *F, ASTContext &Context,
                          int CallDepth) {
  if (CallDepth > 3 || F->hasAttr<CUDAGlobalAttr>() || isa<CXXMethodDecl>(F))
    return false;
  auto Calls = callsOf(F, Context);
  return Calls && !Calls->empty() &&
         llvm::all_of(*Calls, [&](const CallExpr *Call) {
           return isAlreadyAggregatedAt(Call, Context, CallDepth + 1);
         });
}

// Writes lanes off to their peers itself: a match or a labeled partition
// (CUDA's, or in the body of a project's function it calls).
bool matchesLanes(const Stmt *S, int Depth = 0) {
  if (!S || Depth > MaxBodyDepth)
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    if (const FunctionDecl *F = toolchainCallee(Call)) {
      if (F->getName() == "__match_any_sync" ||
          F->getName() == "__match_all_sync" ||
          F->getName() == "labeled_partition")
        return true;
    } else if (const FunctionDecl *F = Call->getDirectCallee()) {
      if (F->hasBody() && matchesLanes(F->getBody(), Depth + 1))
        return true;
    }
  }
  for (const Stmt *Child : S->children())
    if (matchesLanes(Child, Depth))
      return true;
  return false;
}

} // namespace

bool isAlreadyAggregated(const CallExpr *Call, ASTContext &Context) {
  return isAlreadyAggregatedAt(Call, Context, 0);
}

bool isHandWrittenFallback(const CallExpr *Call, ASTContext &Context) {
  DynTypedNode Child = DynTypedNode::create(*Call);
  for (int Level = 0; Level < 64; ++Level) {
    DynTypedNodeList Parents = Context.getParents(Child);
    if (Parents.empty() || Parents[0].get<FunctionDecl>())
      return false;
    if (const auto *If = Parents[0].get<IfStmt>()) {
      const Stmt *In = Child.get<Stmt>();
      const Stmt *Other = In == If->getThen()   ? If->getElse()
                          : In == If->getElse() ? If->getThen()
                                                : nullptr;
      if (Other && matchesLanes(Other))
        return true;
    }
    Child = Parents[0];
  }
  return false;
}

namespace {

bool callsCas(const Stmt *S, int Depth = 0) {
  if (!S || Depth > MaxBodyDepth)
    return false;
  // atomicCAS, or an atomic_ref's compare_exchange_weak/_strong: CUDA's,
  // or in the body of a project's function (its own atomicCAS overload).
  if (const auto *C = dyn_cast<CallExpr>(S)) {
    if (const FunctionDecl *F = toolchainCallee(C)) {
      if (F->getName().starts_with("atomicCAS") ||
          F->getName().starts_with("compare_exchange"))
        return true;
    } else if (const FunctionDecl *F = C->getDirectCallee()) {
      if (F->hasBody() && callsCas(F->getBody(), Depth + 1))
        return true;
    }
  }
  for (const Stmt *Sub : S->children())
    if (callsCas(Sub, Depth))
      return true;
  return false;
}

// Variables assigned (or initialised) from an atomicCAS inside S.
void casResults(const Stmt *S, llvm::SmallPtrSetImpl<const VarDecl *> &Out) {
  if (!S)
    return;
  if (const auto *B = dyn_cast<BinaryOperator>(S))
    if (B->isAssignmentOp() && callsCas(B->getRHS()))
      if (const auto *Ref = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens()))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
          Out.insert(V);
  if (const auto *D = dyn_cast<DeclStmt>(S))
    for (const Decl *Decl : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(Decl))
        if (V->getInit() && callsCas(V->getInit()))
          Out.insert(V);
  for (const Stmt *Sub : S->children())
    casResults(Sub, Out);
}

// A retry loop around atomicCAS: it calls atomicCAS, and whether it goes
// round again depends on that CAS (the condition calls it or reads its
// result), or it has no exit condition at all (`while (true)` with a break
// once the CAS succeeds). A loop that merely contains a one-shot CAS claim
// (`for (e...) if (atomicCAS(&seen[v], 0, 1) == 0) ...`) is not one.
bool isCasRetryLoop(const Stmt *Loop, ASTContext &Context) {
  auto Parts = loopConditionAndBody(Loop);
  if (!Parts)
    return false;
  auto [Cond, Body] = *Parts;
  if (!callsCas(Loop))
    return false;
  if (!Cond || Cond->isValueDependent())
    return !Cond;
  bool Value = false;
  if (Cond->EvaluateAsBooleanCondition(Value, Context) && Value)
    return true;
  if (callsCas(Cond))
    return true;
  llvm::SmallPtrSet<const VarDecl *, 4> Results;
  casResults(Body, Results);
  return mentionsAny(Cond, Results);
}

} // namespace

bool isInsideCasLoop(const CallExpr *Call, ASTContext &Context) {
  return anyEnclosingStatement(Call, Context, [&](const Stmt *Loop) {
    return isCasRetryLoop(Loop, Context);
  });
}

} // namespace warpagg
