//===- ValueClassSolver.cpp - The classes of one function's values --------===//
//
// FunctionUniformity's class component (UniformitySolvers.h): the transfer
// of ValueClass.h's lattice through operators, loads, variables and calls,
// with control flow read off the function's CFG (CfgFacts.h).
//
//===----------------------------------------------------------------------===//
#include "UniformitySolvers.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/CfgFacts.h"
#include "warpagg/analysis/DivergenceSources.h"
#include "warpagg/analysis/TrustedDecls.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace warpagg {
namespace {
using VC = ValueClass;

// Recursion deeper than this (expressions nested in expressions, variables'
// definitions, helpers' returns) is not followed: Varying.
constexpr int MaxDepth = 400;
// Rounds of a loop-carried variable's fixed point (the chain is 6 long).
constexpr int MaxRounds = 8;

bool onChain(VC C) {
  return C >= VC::UniformInRegisters && C <= VC::RowIterationUniform;
}

} // namespace

using Solver = FunctionUniformity::Solver;

Solver::Solver(FunctionUniformity &Self)
    : Self(Self), Context(Self.unit().context()), S(Self.unit().state()) {}

// An answer that read no assumption of a variable still being solved holds
// for good; one that did is computed again when asked again.
template <class Compute>
VC Solver::memo(llvm::DenseMap<const Expr *, VC> &Map, const Expr *E,
                Compute &&Fn) {
  if (!E)
    return VC::Varying;
  if (auto It = Map.find(E); It != Map.end())
    return It->second;
  if (S.Depth > MaxDepth || !S.Open.insert({&Map, E}).second) {
    S.Lowest = -1; // a recursive helper: not followed, and nothing kept
    return VC::Varying;
  }
  int SavedLowest = S.Lowest;
  S.Lowest = INT_MAX;
  ++S.Depth;
  VC C = Fn();
  --S.Depth;
  S.Open.erase({&Map, E});
  if (S.Lowest == INT_MAX)
    Map[E] = C;
  S.Lowest = std::min(S.Lowest, SavedLowest);
  return C;
}

VC Solver::value(const Expr *E) {
  return memo(Values, E, [&] { return valueUncached(E); });
}

VC Solver::address(const Expr *E) {
  return memo(Addresses, E, [&] { return addressUncached(E); });
}

VC Solver::load(const Expr *E) {
  return memo(Loads, E, [&] { return loadUncached(E); });
}

// The value of \p E read if it is an lvalue.
VC Solver::loadOrValue(const Expr *E) {
  E = E->IgnoreParens();
  return E->isGLValue() ? load(E) : value(E);
}

//===--- expressions ------------------------------------------------------===//

VC Solver::valueUncached(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *Full = dyn_cast<FullExpr>(E)) // temporaries' cleanups
    return value(Full->getSubExpr());
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
    return value(Default->getExpr());
  if (E->isValueDependent())
    return VC::Varying;
  SourceRule Rule = sourceRuleOf(E, Context);
  switch (Rule.Rule) {
  case SourceRule::Fixed:
    return Rule.Class;
  case SourceRule::Pure:
    return pure(cast<CallExpr>(E));
  case SourceRule::Broadcast:
  case SourceRule::ReadOnlyLoad: {
    VC Source = value(cast<CallExpr>(E)->getArg(Rule.Operand));
    return isAtMost(Source, VC::RowIterationUniform) ? join(Source, Rule.Class)
                                                     : VC::Varying;
  }
  case SourceRule::None:
    break;
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return named(Ref);
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return returned(Call, Call->getDirectCallee());
  VC C = structural(E);
  // (threadIdx.y * blockDim.x + threadIdx.x): its low bits are the lane.
  if (C == VC::Varying && isa<BinaryOperator, ExplicitCastExpr>(E))
    if (std::optional<LaneAffine> T = Self.threadIndexOf(E);
        T && !T->assumes(LaneAssumption::WarpInOneRow))
      return VC::LaneIndex;
  return C;
}

VC Solver::conversion(const CastExpr *C) {
  if (C->getCastKind() == CK_ArrayToPointerDecay)
    return address(C->getSubExpr());
  if (C->getCastKind() == CK_LValueToRValue)
    return load(C->getSubExpr());
  VC Sub = value(C->getSubExpr());
  if (Sub != VC::LaneIndex)
    return Sub;
  // A lane index keeps its low bits through integer conversions of 8 bits
  // or more (implicit ones are looked through as written).
  QualType To = C->getType();
  bool KeepsLane = isa<ImplicitCastExpr>(C)
                       ? C->getCastKind() != CK_IntegralToBoolean
                       : To->isIntegerType() && !To->isBooleanType() &&
                             Context.getTypeSize(To) >= 8 &&
                             C->getSubExpr()->getType()->isIntegerType();
  return KeepsLane ? VC::LaneIndex : VC::Varying;
}

// Operators, conversions, fields and copies.
VC Solver::structural(const Expr *E) {
  if (const auto *C = dyn_cast<CastExpr>(E))
    return conversion(C);
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf)
      return address(U->getSubExpr());
    if (!U->isArithmeticOp() && U->getOpcode() != UO_Not &&
        U->getOpcode() != UO_LNot)
      return VC::Varying;
    VC Sub = value(U->getSubExpr());
    return Sub == VC::LaneIndex ? VC::Varying : Sub;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return binary(B);
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return join(join(value(C->getCond()), value(C->getTrueExpr())),
                value(C->getFalseExpr()));
  if (const auto *M = dyn_cast<MemberExpr>(E)) // a field of a prvalue
    return M->isArrow() ? VC::Varying : loadOrValue(M->getBase());
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    return Construct->getConstructor()->isCopyOrMoveConstructor() &&
                   Construct->getNumArgs() == 1
               ? loadOrValue(Construct->getArg(0)->IgnoreImpCasts())
               : VC::Varying;
  if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E))
    return value(Temp->getSubExpr());
  return VC::Varying;
}

VC Solver::binary(const BinaryOperator *B) {
  if (B->isAssignmentOp() || B->isCompoundAssignmentOp() ||
      B->getOpcode() == BO_Comma)
    return VC::Varying;
  const Expr *LHS = B->getLHS(), *RHS = B->getRHS();
  VC L = value(LHS), R = value(RHS);
  switch (B->getOpcode()) {
  case BO_Add: // threadIdx.x + blockIdx.x * blockDim.x
    if ((L == VC::LaneIndex && isAtMost(R, VC::IterationUniform)) ||
        (R == VC::LaneIndex && isAtMost(L, VC::IterationUniform)))
      return VC::LaneIndex;
    break;
  case BO_Rem:
    if (L == VC::LaneIndex && keepsAllLaneBits(RHS, false, Context))
      return VC::LaneIndex;
    break;
  case BO_And:
    if ((L == VC::LaneIndex && keepsAllLaneBits(RHS, true, Context)) ||
        (R == VC::LaneIndex && keepsAllLaneBits(LHS, true, Context)))
      return VC::LaneIndex;
    break;
  default:
    break;
  }
  if (L == VC::LaneIndex || R == VC::LaneIndex)
    return VC::Varying;
  return join(L, R);
}

// A function of its arguments only: the least uniform of them (a lane
// index, once computed on, is no longer one).
VC Solver::pure(const CallExpr *Call) {
  VC C = VC::UniformInRegisters;
  for (const Expr *Arg : Call->arguments())
    C = join(C, value(Arg));
  return C == VC::LaneIndex ? VC::Varying : C;
}

//===--- calls of a project's helpers -------------------------------------===//

// What \p F returns at \p Call: its body solved with its parameters holding
// what this call passes. The lanes that evaluate the call together pass
// those values and get one of the returned values, chosen by the conditions
// that decide which return runs, so the call is the join of both; a lane
// index where every return gives one under conditions no more varying than
// a row's (as a variable's definitions).
VC Solver::returned(const CallExpr *Call, const FunctionDecl *F) {
  const FunctionDecl *Def = nullptr;
  // A body whose returns are not followed (too large, a goto) before the
  // arguments are classified: those are the cost.
  if (!F || !F->hasBody(Def) || Def->getReturnType()->isReferenceType() ||
      !returnChoice(Def->getBody()))
    return VC::Varying;
  std::optional<std::vector<VC>> Passed = passedAt(Call, Def);
  if (!Passed)
    return VC::Varying;
  FunctionUniformity &Callee = Self.unit().bound(Def, *Passed);
  Solver &At = *Callee.classes().Classes;
  if (At.Returned)
    return *At.Returned;
  if (S.Depth > MaxDepth || !S.Helpers.insert(Def).second) {
    ++S.Cut; // a recursive helper
    S.Lowest = -1;
    return VC::Varying;
  }
  unsigned Cut = S.Cut;
  VC C = At.returns();
  S.Helpers.erase(Def);
  if (S.Cut == Cut)
    At.Returned = C;
  else
    S.Lowest = -1;
  return C;
}

std::optional<std::vector<VC>> Solver::passedAt(const CallExpr *Call,
                                                const FunctionDecl *Def) {
  std::vector<VC> Passed;
  for (const ParmVarDecl *P : Def->parameters()) {
    const Expr *Argument = argumentFor(Call, Def, P->getFunctionScopeIndex());
    if (!Argument)
      return std::nullopt;
    Passed.push_back(passed(P, Argument));
  }
  return Passed;
}

// The class \p P holds when \p Argument is passed for it: a reference's
// referent read (the helper's own writes to it are its definitions), a
// value's value.
VC Solver::passed(const ParmVarDecl *P, const Expr *Argument) {
  QualType T = P->getType();
  if (!T->isReferenceType())
    return value(Argument);
  if (T->getPointeeType().isVolatileQualified())
    return VC::Varying;
  // `const int &` bound to an int adds const: the same object.
  const auto *Qualified = dyn_cast<ImplicitCastExpr>(Argument->IgnoreParens());
  if (Qualified && Qualified->getCastKind() == CK_NoOp &&
      Qualified->isGLValue())
    Argument = Qualified->getSubExpr();
  return loadOrValue(Argument);
}

// This result's function's returns, joined with what decides among them.
VC Solver::returns() {
  const FunctionDecl *Def = Self.function();
  std::optional<ReturnChoice> Choice =
      Def ? returnChoice(Def->getBody()) : std::nullopt;
  if (!Choice || Choice->Returns.empty())
    return VC::Varying;
  VC Values = VC::None;
  for (const ReturnStmt *Return : Choice->Returns)
    Values = join(Values, value(Return->getRetValue()));
  VC Deciders = VC::UniformInRegisters;
  for (const Expr *Cond : Choice->Deciders)
    Deciders = join(Deciders, value(Cond));
  if (!isAtMost(Deciders, VC::RowIterationUniform))
    return VC::Varying;
  return Values == VC::LaneIndex ? Values : join(Values, Deciders);
}

//===--- addresses and loads -----------------------------------------------===//

// The address of the lvalue \p E: a global or __shared__ variable's, an
// element or field at uniform indices of a uniform base.
VC Solver::addressUncached(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    return V && (!V->hasLocalStorage() || V->hasAttr<CUDASharedAttr>())
               ? VC::UniformInRegisters
               : VC::Varying;
  }
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
    const Expr *Base = A->getBase()->IgnoreParens();
    const auto *Decay = dyn_cast<ImplicitCastExpr>(Base);
    VC BaseClass = Decay && Decay->getCastKind() == CK_ArrayToPointerDecay
                       ? address(Decay->getSubExpr())
                       : value(A->getBase());
    return join(BaseClass, value(A->getIdx()));
  }
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return M->isArrow() ? value(M->getBase()) : address(M->getBase());
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    if (U->getOpcode() == UO_Deref)
      return value(U->getSubExpr());
  return VC::Varying;
}

// The value read from the lvalue \p E. Memory other lanes may write is the
// same in every lane of an iteration at most: a __shared__ array's element
// no store overlaps, or one read through a pointer to const.
VC Solver::loadUncached(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return named(Ref);
  if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E))
    return value(Temp->getSubExpr());
  auto ThroughMemory = [](VC C) {
    return isAtMost(C, VC::RowIterationUniform) ? join(C, VC::IterationUniform)
                                                : VC::Varying;
  };
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    if (!M->isArrow())
      return loadOrValue(M->getBase()); // a field of a struct read
    return pointsToConst(M->getBase()) ? ThroughMemory(value(M->getBase()))
                                       : VC::Varying;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_Deref && pointsToConst(U->getSubExpr())
               ? ThroughMemory(value(U->getSubExpr()))
               : VC::Varying;
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
    VC Index = value(A->getIdx());
    if (!isAtMost(Index, VC::RowIterationUniform))
      return VC::Varying;
    if (const VarDecl *Shared = sharedArrayOf(A->getBase()))
      return isBarrierSeparatedLoad(Shared, A, Context) ? ThroughMemory(Index)
                                                        : VC::Varying;
    return pointsToConst(A->getBase())
               ? ThroughMemory(join(Index, value(A->getBase())))
               : VC::Varying;
  }
  return VC::Varying;
}

//===--- variables: the join of their definitions --------------------------===//

// Solved to a fixed point where a definition reads the variable itself (`i
// += step`, a recursive helper's parameter), starting from None.
VC Solver::variable(const VarDecl *V) {
  // A variable of another function (a lambda's capture): that function's.
  const auto *Owner = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  if (Owner && V->hasLocalStorage() && Self.function() &&
      Owner->getCanonicalDecl() != Self.function()->getCanonicalDecl())
    return Self.unit().function(Owner, Self.Scope).classes().Classes->variable(V);
  if (auto It = Variables.find(V); It != Variables.end())
    return It->second;
  std::pair<const FunctionUniformity *, const VarDecl *> Key{&Self, V};
  if (auto It = S.Solving.find(Key); It != S.Solving.end()) {
    S.Lowest = std::min(S.Lowest, It->second.first);
    return It->second.second;
  }
  if (S.Depth > MaxDepth) {
    S.Lowest = -1;
    return VC::Varying;
  }
  int Index = S.Solving.size();
  int SavedLowest = S.Lowest;
  VC Assumed = VC::None, C = VC::None;
  for (int Round = 0;; ++Round) {
    S.Solving[Key] = {Index, Assumed};
    S.Lowest = INT_MAX;
    ++S.Depth;
    C = definitions(V);
    --S.Depth;
    if (C == Assumed || S.Lowest > Index)
      break;
    if (Round == MaxRounds) {
      C = VC::Varying;
      break;
    }
    Assumed = join(Assumed, C);
  }
  S.Solving.erase(Key);
  if (C == VC::None) // never defined
    C = VC::Varying;
  if (S.Lowest >= Index) { // depends on no variable still being solved
    Variables[V] = C;
    S.Lowest = INT_MAX;
  }
  S.Lowest = std::min(S.Lowest, SavedLowest);
  return C;
}

VC Solver::definitions(const VarDecl *V) {
  if (std::optional<VC> Storage = storageClassOf(V, Context))
    return *Storage;
  VC First = VC::None;
  if (const auto *P = dyn_cast<ParmVarDecl>(V))
    First = Self.Bound ? (*Self.Bound)[P->getFunctionScopeIndex()]
                       : incoming(P);
  else if (V->getInit())
    First = value(V->getInit());
  // The top already: no write can change that, so none is looked for
  // (whether a local is ever changed is a walk of its whole function).
  if (First == VC::Varying)
    return VC::Varying;
  // A const object is never written (short of undefined behaviour): no
  // walk of its function (a kernel's `const Params p`, read field by field
  // in a hundred places).
  const CXXRecordDecl *Record = V->getType()->getAsCXXRecordDecl();
  if (V->getType().isConstQualified() &&
      (!Record || !Record->hasDefinition() || !Record->hasMutableFields()))
    return First;
  if (isUnchangedLocal(V, Context))
    return First;
  if (V->getType()->isReferenceType() || V->getType().isVolatileQualified() ||
      V->getType()->isArrayType())
    return VC::Varying;
  return written(V, First);
}

// \p First joined with every write of \p V and the conditions each is made
// under (see definitionControl).
VC Solver::written(const VarDecl *V, VC First) {
  const auto *F = cast<FunctionDecl>(V->getDeclContext());
  VariableUses Uses = variableUses(V, F->getBody(), Context);
  if (Uses.Escapes)
    return VC::Varying;
  VC C = First;
  bool InLoop = false;
  for (auto [Write, Value] : Uses.Writes) {
    // `x op= v`, `x++`: the old value and v.
    VC Written = Value ? value(Value) : VC::None;
    if (!isa<BinaryOperator>(Write) ||
        cast<BinaryOperator>(Write)->isCompoundAssignmentOp())
      Written =
          Written == VC::LaneIndex ? VC::Varying : join(Written, variable(V));
    C = join(C, Written);
    VC Control = definitionControl(Write, V, InLoop);
    if (!isAtMost(Control, VC::RowIterationUniform))
      return VC::Varying;
    if (C != VC::LaneIndex)
      C = join(C, Control);
  }
  // Assigned in a loop: another value in each iteration.
  if (InLoop && onChain(C))
    C = join(C, VC::IterationUniform);
  return C;
}

// The conditions of the branches \p Write is made under whose paths meet
// again where \p V is still read, and that do not leave a loop around the
// write (those lanes leave: temporal, see temporal()). A branch that
// declares V in its region ends V's scope before its paths meet.
VC Solver::definitionControl(const Stmt *Write, const VarDecl *V,
                             bool &InLoop) {
  CfgFacts *Facts = Self.facts();
  const CFGBlock *B = Facts ? Facts->blockOf(Write) : nullptr;
  if (!B)
    return VC::Varying;
  const CFGBlock *Declared = Facts->declarationBlock(V);
  VC C = VC::UniformInRegisters;
  for (unsigned X : Facts->branchesAround(B)) {
    const CfgFacts::Branch &Br = Facts->branches()[X];
    if ((Declared && Br.Region.test(Declared->getBlockID())) ||
        Facts->leavesLoopAround(X, B) ||
        (Br.Join && !Facts->isLiveAt(V, Br.Join)))
      continue;
    C = join(C, Br.Condition ? value(Br.Condition) : VC::Varying);
  }
  for (unsigned L : Facts->loopsAround(B))
    InLoop |= !Declared || !Facts->inLoop(L, Declared);
  return C;
}

VC Solver::control(const Stmt *St, bool &InLoop) {
  CfgFacts *Facts = Self.facts();
  const CFGBlock *B = Facts ? Facts->blockOf(St) : nullptr;
  if (!B)
    return VC::Varying;
  VC C = VC::UniformInRegisters;
  for (unsigned X : Facts->branchesAround(B)) {
    const CfgFacts::Branch &Br = Facts->branches()[X];
    C = join(C, Br.Condition ? value(Br.Condition) : VC::Varying);
  }
  InLoop |= !Facts->loopsAround(B).empty();
  return C;
}

VC Solver::exitClass(unsigned Loop) {
  if (auto It = Exits.find(Loop); It != Exits.end())
    return It->second;
  CfgFacts &Facts = *Self.facts();
  VC C = VC::UniformInRegisters;
  for (unsigned X : Facts.loops()[Loop].Exits) {
    const Expr *Cond = Facts.branches()[X].Condition;
    C = join(C, Cond ? value(Cond) : VC::Varying);
  }
  return Exits[Loop] = C;
}

llvm::ArrayRef<unsigned> Solver::definingLoops(const VarDecl *V) {
  auto [It, New] = Defining.try_emplace(V);
  if (!New)
    return It->second;
  CfgFacts *Facts = Self.facts();
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  if (!Facts || !F || !F->getBody())
    return It->second;
  const CFGBlock *Declared = Facts->declarationBlock(V);
  for (auto [Write, Value] : variableUses(V, F->getBody(), Context).Writes)
    for (unsigned L : Facts->loopsAround(Facts->blockOf(Write)))
      if ((!Declared || !Facts->inLoop(L, Declared)) &&
          !llvm::is_contained(It->second, L))
        It->second.push_back(L);
  return It->second;
}

// \p C, \p V's class, at the read \p Ref after a loop that defines V: where
// lanes may leave the loop at different iterations, each holds the value of
// its own last iteration.
VC Solver::temporal(const DeclRefExpr *Ref, const VarDecl *V, VC C) {
  if (isUnchangedLocal(V, Context))
    return C;
  llvm::ArrayRef<unsigned> Loops = definingLoops(V);
  if (Loops.empty())
    return C;
  CfgFacts &Facts = *Self.facts();
  const CFGBlock *B = Facts.blockOf(Ref);
  if (!B)
    return C;
  for (unsigned L : Loops) {
    if (Facts.inLoop(L, B) || !Facts.loops()[L].After.test(B->getBlockID()))
      continue;
    // Lanes leave together where every exit is the same in the lanes of
    // an iteration.
    VC Exit = exitClass(L);
    if (!isAtMost(Exit, VC::IterationUniform))
      C = onChain(C) ? join(C, Exit) : VC::Varying;
  }
  return C;
}

// The variable \p Ref names, or the copy a lambda captured of it.
VC Solver::named(const DeclRefExpr *Ref) {
  const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
  if (!V)
    return VC::Varying;
  if (Ref->refersToEnclosingVariableOrCapture() &&
      isCopyCapturedOnHost(Ref, V))
    return VC::UniformInRegisters;
  VC C = variable(V);
  const auto *Owner = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  if (C == VC::Varying || !V->hasLocalStorage() || !Owner ||
      !Self.function() ||
      Owner->getCanonicalDecl() != Self.function()->getCanonicalDecl())
    return C;
  return temporal(Ref, V, C);
}

// In a lambda's body, a variable the lambda captured by copy where it was
// made in host code: every copy of that closure (a kernel's argument, or
// copied from one) holds the same value, unless the lambda is `mutable`.
bool Solver::isCopyCapturedOnHost(const DeclRefExpr *Ref, const VarDecl *V) {
  const auto *Call =
      dyn_cast_or_null<CXXMethodDecl>(enclosingFunction(Ref, Context));
  const CXXRecordDecl *Closure = Call ? Call->getParent() : nullptr;
  if (!Closure || !Closure->isLambda() || !Call->isConst())
    return false;
  bool ByCopy = llvm::any_of(Closure->captures(), [&](const LambdaCapture &C) {
    return C.capturesVariable() && C.getCapturedVar() == V &&
           C.getCaptureKind() == LCK_ByCopy;
  });
  const auto *Maker = dyn_cast<FunctionDecl>(Closure->getDeclContext());
  return ByCopy && Maker && !Maker->hasAttr<CUDADeviceAttr>() &&
         !Maker->hasAttr<CUDAGlobalAttr>();
}

// A helper's parameter holds what its calls in the scope pass. With one
// call (the only one in the unit, or the one a scope decides a site at:
// plan/HelperCopies.h copies a helper for the calls that gain), the lanes
// that run the helper together are lanes of that call: the argument's class
// is the parameter's. With several, lanes of two calls might run it
// together (one call in each branch of a divergent if), each call passing
// its own uniform value, so only a lane index, which holds lane by lane, is
// followed; so also where another unit may call the helper (-rdc).
VC Solver::incoming(const ParmVarDecl *P) {
  auto Arguments = Self.Scope.argumentsPassedFor(P, Context);
  if (!Arguments)
    return VC::Varying;
  VC C = VC::None;
  for (const Expr *Argument : *Arguments) {
    FunctionUniformity &At = Self.unit().holding(Argument, Self.Scope);
    C = join(C, At.classes().Classes->passed(P, Argument));
  }
  const auto *F = cast<FunctionDecl>(P->getDeclContext());
  if (Arguments->size() == 1 &&
      !(Context.getLangOpts().GPURelocatableDeviceCode &&
        F->isExternallyVisible()))
    return C;
  return C == VC::LaneIndex || C == VC::None ? C : VC::Varying;
}

} // namespace warpagg
