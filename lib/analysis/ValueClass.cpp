//===- ValueClass.cpp -----------------------------------------------------===//
#include "warpagg/analysis/ValueClass.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstCache.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/DivergenceSources.h"
#include "warpagg/analysis/HelperReturns.h"
#include "warpagg/analysis/KernelSync.h"
#include "warpagg/analysis/LaneAffine.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "warpagg/analysis/TrustedDecls.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <climits>
#include <map>
#include <memory>
#include <vector>

using namespace clang;

namespace warpagg {

namespace {
using VC = ValueClass;

bool onChain(VC C) {
  return C >= VC::UniformInRegisters && C <= VC::RowIterationUniform;
}
} // namespace

bool isAtMost(VC C, VC Bound) {
  return C == VC::None || (onChain(C) && C <= Bound);
}

const char *nameOf(VC C) {
  switch (C) {
  case VC::None:
    return "none";
  case VC::UniformInRegisters:
    return "uniform";
  case VC::UniformThroughMemory:
    return "uniform-through-memory";
  case VC::WarpUniform:
    return "warp-uniform";
  case VC::IterationUniform:
    return "iteration-uniform";
  case VC::RowIterationUniform:
    return "row-iteration-uniform";
  case VC::MatchUniform:
    return "match-uniform";
  case VC::LaneIndex:
    return "lane-index";
  case VC::Varying:
    return "varying";
  }
  return "varying";
}

VC join(VC A, VC B) {
  if (A == VC::None || A == B)
    return B;
  if (B == VC::None)
    return A;
  if (onChain(A) && onChain(B))
    return std::max(A, B);
  // A key's value plus values the whole warp shares: still the key's.
  if ((A == VC::MatchUniform && isAtMost(B, VC::WarpUniform)) ||
      (B == VC::MatchUniform && isAtMost(A, VC::WarpUniform)))
    return VC::MatchUniform;
  return VC::Varying;
}

namespace {

// Recursion deeper than this (expressions nested in expressions, variables'
// definitions, helpers' returns) is not followed: Varying.
constexpr int MaxDepth = 400;
// Rounds of a loop-carried variable's fixed point (the chain is 6 long).
constexpr int MaxRounds = 8;

//===--- the toolchain's names ---------------------------------------------===//

bool isKernelParameter(const VarDecl *V) {
  const auto *P = dyn_cast<ParmVarDecl>(V);
  const auto *F = P ? dyn_cast_or_null<FunctionDecl>(P->getDeclContext())
                    : nullptr;
  return F && F->hasAttr<CUDAGlobalAttr>();
}

//===--- the evaluator -----------------------------------------------------===//

// A helper's definition and the classes a call passes for its parameters.
using HelperKey = std::pair<const FunctionDecl *, std::vector<VC>>;
struct HelperBody;

// The answers for one AST. A CallFocus changes what a helper's parameter
// receives, so the answers hold for one focus only.
struct Answers {
  unsigned Focus = 0;
  llvm::DenseMap<const Expr *, VC> Values, Addresses, Loads;
  llvm::DenseMap<const VarDecl *, VC> Variables;
  /// What a helper returns, by the classes of the arguments a call passes.
  std::map<HelperKey, VC> Returns;
  /// The answers inside a helper's body, by the same key: they depend on
  /// the call only through those classes, so every call that passes them
  /// shares them (kept with the outermost evaluator's).
  std::map<HelperKey, std::unique_ptr<HelperBody>> Bodies;
};

// A helper's body where its parameters hold a key's classes.
struct HelperBody {
  llvm::DenseMap<const ParmVarDecl *, VC> Params;
  Answers Local;
};

// The helpers whose returns are being followed (a recursive call of one is
// not followed: Varying), and how often that happened: an answer that met
// one is not kept.
struct OpenHelpers {
  llvm::SmallPtrSet<const FunctionDecl *, 8> Open;
  unsigned Cut = 0;
};

class Evaluator {
public:
  explicit Evaluator(ASTContext &Context)
      : Context(Context), Known(focusedAstCache<Answers>(Context)),
        Returns(Known.Returns), Bodies(Known.Bodies), Helpers(OwnHelpers) {}

  /// \p Ask of the evaluator of the body the last of \p Calls calls, a
  /// chain of helper calls each in the body the one before calls (see
  /// classOfValueAt); Varying where one does not call a helper with a body.
  template <class Question>
  VC atCalls(llvm::ArrayRef<const CallExpr *> Calls, Question &&Ask) {
    if (Calls.empty())
      return Ask(*this);
    const FunctionDecl *F = Calls.front()->getDirectCallee(), *Def = nullptr;
    if (!F || !F->hasBody(Def))
      return VC::Varying;
    std::optional<std::vector<VC>> Passed = passedAt(Calls.front(), Def);
    if (!Passed)
      return VC::Varying;
    HelperBody &At = body({Def, std::move(*Passed)});
    return Evaluator(*this, At.Local, At.Params)
        .atCalls(Calls.drop_front(), Ask);
  }

  VC value(const Expr *E) {
    return memo(Known.Values, E, [&] { return valueUncached(E); });
  }
  VC address(const Expr *E) {
    return memo(Known.Addresses, E, [&] { return addressUncached(E); });
  }
  VC control(const Stmt *S, bool &InLoop) { return controlOf(S, InLoop); }

private:
  using Bindings = llvm::DenseMap<const ParmVarDecl *, VC>;

  // An evaluator of a helper's body at one call: its parameters hold what
  // the call passes (\p Params), its answers (\p Local) hold for that call.
  Evaluator(Evaluator &Caller, Answers &Local, const Bindings &Params)
      : Context(Caller.Context), Known(Local), Returns(Caller.Returns),
        Bodies(Caller.Bodies), Helpers(Caller.Helpers), Bound(&Params),
        Depth(Caller.Depth) {}

  // An answer that read no assumption of a variable still being solved
  // holds for good; one that did is recomputed when asked again.
  template <class Compute>
  VC memo(llvm::DenseMap<const Expr *, VC> &Map, const Expr *E,
          Compute &&Fn) {
    if (!E)
      return VC::Varying;
    if (auto It = Map.find(E); It != Map.end())
      return It->second;
    if (Depth > MaxDepth || !Open.insert({&Map, E}).second) {
      Lowest = -1; // a recursive helper: not followed, and nothing kept
      return VC::Varying;
    }
    int SavedLowest = Lowest;
    Lowest = INT_MAX;
    ++Depth;
    VC C = Fn();
    --Depth;
    Open.erase({&Map, E});
    if (Lowest == INT_MAX)
      Map[E] = C;
    Lowest = std::min(Lowest, SavedLowest);
    return C;
  }

  VC load(const Expr *E) {
    return memo(Known.Loads, E, [&] { return loadUncached(E); });
  }

  // The value of \p E read if it is an lvalue.
  VC loadOrValue(const Expr *E) {
    E = E->IgnoreParens();
    return E->isGLValue() ? load(E) : value(E);
  }

  VC valueUncached(const Expr *E) {
    E = E->IgnoreParens();
    if (const auto *Full = dyn_cast<FullExpr>(E)) // temporaries' cleanups
      return value(Full->getSubExpr());
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
      return value(Default->getExpr());
    if (E->isValueDependent())
      return VC::Varying;
    if (isIntegerConstant(E, Context))
      return VC::UniformInRegisters;
    StringRef Builtin = cudaBuiltinName(E);
    if (!Builtin.empty()) {
      if (Builtin != "threadIdx")
        return VC::UniformInRegisters;
      return cudaBuiltinComponent(E) == "x" ? VC::LaneIndex
                                            : VC::RowIterationUniform;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return named(Ref);
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return call(Call);
    VC C = structural(E);
    // (threadIdx.y * blockDim.x + threadIdx.x): its low bits are the lane.
    if (C == VC::Varying && isa<BinaryOperator, ExplicitCastExpr>(E) &&
        isLinearThreadIndex(E, Context))
      return VC::LaneIndex;
    return C;
  }

  // Operators, conversions, fields and copies.
  VC structural(const Expr *E) {
    if (const auto *C = dyn_cast<CastExpr>(E)) {
      if (C->getCastKind() == CK_ArrayToPointerDecay)
        return address(C->getSubExpr());
      if (C->getCastKind() == CK_LValueToRValue)
        return load(C->getSubExpr());
      VC Sub = value(C->getSubExpr());
      if (Sub != VC::LaneIndex)
        return Sub;
      // A lane index keeps its low bits through integer conversions of 8
      // bits or more (implicit ones are looked through as written).
      QualType To = C->getType();
      bool KeepsLane = isa<ImplicitCastExpr>(C)
                           ? C->getCastKind() != CK_IntegralToBoolean
                           : To->isIntegerType() && !To->isBooleanType() &&
                                 Context.getTypeSize(To) >= 8 &&
                                 C->getSubExpr()->getType()->isIntegerType();
      return KeepsLane ? VC::LaneIndex : VC::Varying;
    }
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

  VC binary(const BinaryOperator *B) {
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
  VC pure(const CallExpr *Call) {
    VC C = VC::UniformInRegisters;
    for (const Expr *Arg : Call->arguments())
      C = join(C, value(Arg));
    return C == VC::LaneIndex ? VC::Varying : C;
  }

  VC call(const CallExpr *Call) {
    SourceRule Rule = sourceRuleOf(Call, Context);
    switch (Rule.Rule) {
    case SourceRule::Fixed:
      return Rule.Class;
    case SourceRule::Pure:
      return pure(Call);
    case SourceRule::Broadcast:
    case SourceRule::ReadOnlyLoad: {
      VC Source = value(Call->getArg(Rule.Operand));
      return isAtMost(Source, VC::RowIterationUniform)
                 ? join(Source, Rule.Class)
                 : VC::Varying;
    }
    case SourceRule::None:
      break;
    }
    // A project's helper by what it returns.
    return returned(Call, Call->getDirectCallee());
  }

  // What \p F returns at \p Call: its body evaluated with its parameters
  // holding what this call passes. The lanes that evaluate the call
  // together pass those values and get one of the returned values, chosen
  // by the conditions that decide which return runs, so the call is the
  // join of both; a lane index where every return gives one under
  // conditions no more varying than a row's (as a variable's definitions).
  VC returned(const CallExpr *Call, const FunctionDecl *F) {
    const FunctionDecl *Def = nullptr;
    // A body whose returns are not followed (too large, a goto) before the
    // arguments are classified: those are the cost.
    if (!F || !F->hasBody(Def) || Def->getReturnType()->isReferenceType() ||
        !returnChoice(Def->getBody()))
      return VC::Varying;
    std::optional<std::vector<VC>> Passed = passedAt(Call, Def);
    if (!Passed)
      return VC::Varying;
    HelperKey Key(Def, std::move(*Passed));
    if (auto It = Returns.find(Key); It != Returns.end())
      return It->second;
    if (Depth > MaxDepth || !Helpers.Open.insert(Def).second) {
      ++Helpers.Cut; // a recursive helper
      Lowest = -1;
      return VC::Varying;
    }
    HelperBody &At = body(Key);
    unsigned Cut = Helpers.Cut;
    VC C = Evaluator(*this, At.Local, At.Params).returns(Def);
    Helpers.Open.erase(Def);
    if (Helpers.Cut == Cut)
      Returns[Key] = C;
    else
      Lowest = -1;
    return C;
  }

  // The classes \p Call passes for \p Def's parameters; nullopt where it
  // passes none for one.
  std::optional<std::vector<VC>> passedAt(const CallExpr *Call,
                                          const FunctionDecl *Def) {
    std::vector<VC> Passed;
    for (const ParmVarDecl *P : Def->parameters()) {
      const Expr *Argument =
          argumentFor(Call, Def, P->getFunctionScopeIndex());
      if (!Argument)
        return std::nullopt;
      Passed.push_back(passed(P, Argument));
    }
    return Passed;
  }

  // The answers of \p Key's helper body, its parameters bound to the key's
  // classes. (An answer in it that met a recursion cut was not kept, so
  // what it keeps holds for the key wherever the call is.)
  HelperBody &body(const HelperKey &Key) {
    std::unique_ptr<HelperBody> &At = Bodies[Key];
    if (!At) {
      At = std::make_unique<HelperBody>();
      for (const ParmVarDecl *P : Key.first->parameters())
        At->Params[P] = Key.second[P->getFunctionScopeIndex()];
    }
    return *At;
  }

  // The class \p P holds when \p Argument is passed for it: a reference's
  // referent read (the helper's own writes to it are its definitions), a
  // value's value.
  VC passed(const ParmVarDecl *P, const Expr *Argument) {
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

  // This evaluator's helper body (see returned).
  VC returns(const FunctionDecl *Def) {
    std::optional<ReturnChoice> Choice = returnChoice(Def->getBody());
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

  // The address of the lvalue \p E: a global or __shared__ variable's, an
  // element or field at uniform indices of a uniform base.
  VC addressUncached(const Expr *E) {
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

  // The value read from the lvalue \p E. Memory other lanes may write is
  // the same in every lane of an iteration at most: a __shared__ array's
  // element no store overlaps, or one read through a pointer to const.
  VC loadUncached(const Expr *E) {
    E = E->IgnoreParens();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return named(Ref);
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E))
      return value(Temp->getSubExpr());
    auto ThroughMemory = [](VC C) {
      return isAtMost(C, VC::RowIterationUniform)
                 ? join(C, VC::IterationUniform)
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

  //===--- variables: the join of their definitions ------------------------===//

  // Solved to a fixed point where a definition reads the variable itself
  // (`i += step`, a recursive helper's parameter), starting from None.
  VC variable(const VarDecl *V) {
    if (auto It = Known.Variables.find(V); It != Known.Variables.end())
      return It->second;
    if (auto It = Solving.find(V); It != Solving.end()) {
      Lowest = std::min(Lowest, It->second.first);
      return It->second.second;
    }
    if (Depth > MaxDepth) {
      Lowest = -1;
      return VC::Varying;
    }
    int Index = Solving.size();
    int SavedLowest = Lowest;
    VC Assumed = VC::None, C = VC::None;
    for (int Round = 0;; ++Round) {
      Solving[V] = {Index, Assumed};
      Lowest = INT_MAX;
      ++Depth;
      C = definitions(V);
      --Depth;
      if (C == Assumed || Lowest > Index)
        break;
      if (Round == MaxRounds) {
        C = VC::Varying;
        break;
      }
      Assumed = join(Assumed, C);
    }
    Solving.erase(V);
    if (C == VC::None) // never defined
      C = VC::Varying;
    if (Lowest >= Index) { // depends on no variable still being solved
      Known.Variables[V] = C;
      Lowest = INT_MAX;
    }
    Lowest = std::min(Lowest, SavedLowest);
    return C;
  }

  VC definitions(const VarDecl *V) {
    if (V->isUsableInConstantExpressions(Context))
      return VC::UniformInRegisters;
    // __constant__ memory cannot change while a kernel runs. A __shared__
    // scalar holds one value for the whole block between barriers (reading
    // it while another thread writes it would be a data race).
    if (V->hasAttr<CUDAConstantAttr>() ||
        (V->hasAttr<CUDASharedAttr>() && V->getType()->isScalarType()))
      return VC::UniformThroughMemory;
    const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
    if (!V->hasLocalStorage() || !F || !F->getBody())
      return VC::Varying;
    VC First = VC::None;
    if (const auto *P = dyn_cast<ParmVarDecl>(V))
      First = Bound && Bound->count(P) ? Bound->lookup(P) : incoming(P);
    else if (V->getInit())
      First = value(V->getInit());
    else if (storageClassOf(V, Context) == VC::LaneIndex)
      return VC::LaneIndex;
    // The top already: no write can change that, so none is looked for
    // (whether a local is ever changed is a walk of its whole function,
    // half the tool's time on nvdiffrast's rasterizer once helpers' bodies
    // are evaluated at their calls).
    if (First == VC::Varying)
      return VC::Varying;
    // A const object is never written (short of undefined behaviour): no
    // walk of its function (a kernel's `const Params p`, read field by field
    // in a hundred places, cost nvdiffrast's rasterizer a third of the
    // tool's time).
    const CXXRecordDecl *Record = V->getType()->getAsCXXRecordDecl();
    if (V->getType().isConstQualified() &&
        (!Record || !Record->hasDefinition() || !Record->hasMutableFields()))
      return First;
    if (isUnchangedLocal(V, Context))
      return First;
    if (V->getType()->isReferenceType() || V->getType().isVolatileQualified() ||
        V->getType()->isArrayType())
      return VC::Varying;
    VariableUses Uses = variableUses(V, F->getBody(), Context);
    if (Uses.Escapes)
      return VC::Varying;
    VC C = First;
    bool InLoop = false;
    const Stmt *Scope = declarationScope(V);
    for (auto [Write, Value] : Uses.Writes) {
      // `x op= v`, `x++`: the old value and v.
      VC Written = Value ? value(Value) : VC::None;
      if (!isa<BinaryOperator>(Write) ||
          cast<BinaryOperator>(Write)->isCompoundAssignmentOp())
        Written = Written == VC::LaneIndex
                      ? VC::Varying
                      : join(Written, variable(V));
      C = join(C, Written);
      VC Control = controlOf(Write, InLoop, Scope);
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

  // The variable \p Ref names, or the copy a lambda captured of it.
  VC named(const DeclRefExpr *Ref) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (V && Ref->refersToEnclosingVariableOrCapture() &&
        isCopyCapturedOnHost(Ref, V))
      return VC::UniformInRegisters;
    return V ? variable(V) : VC::Varying;
  }

  // In a lambda's body, a variable the lambda captured by copy where it was
  // made in host code: every copy of that closure (a kernel's argument, or
  // copied from one) holds the same value, unless the lambda is `mutable`.
  bool isCopyCapturedOnHost(const DeclRefExpr *Ref, const VarDecl *V) {
    const auto *Call = dyn_cast_or_null<CXXMethodDecl>(enclosingFunction(Ref, Context));
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

  // A kernel's parameters are the launch's, the same in every thread. A
  // helper's is what its visible calls pass. With one call (the only one in
  // the unit, or the one a CallFocus decides a site at: plan/HelperCopies.h
  // copies a helper for the calls that gain), the lanes that run the helper
  // together are lanes of that call: the argument's class is the
  // parameter's. With several, lanes of two calls might run it together
  // (one call in each branch of a divergent if), each call passing its own
  // uniform value, so only a lane index, which holds lane by lane, is
  // followed; so also where another unit may call the helper (-rdc).
  VC incoming(const ParmVarDecl *P) {
    if (isKernelParameter(P))
      return VC::UniformInRegisters;
    auto Arguments = argumentsPassedFor(P, Context);
    if (!Arguments)
      return VC::Varying;
    VC C = VC::None;
    for (const Expr *Argument : *Arguments)
      C = join(C, passed(P, Argument));
    const auto *F = cast<FunctionDecl>(P->getDeclContext());
    if (Arguments->size() == 1 &&
        !(Context.getLangOpts().GPURelocatableDeviceCode &&
          F->isExternallyVisible()))
      return C;
    return C == VC::LaneIndex || C == VC::None ? C : VC::Varying;
  }

  // The statement whose scope a local \p V is declared in (the block, or
  // the for loop whose init declares it); null for a parameter.
  const Stmt *declarationScope(const VarDecl *V) {
    if (isa<ParmVarDecl>(V))
      return nullptr;
    DynTypedNodeList Parents = Context.getParents(*V);
    const auto *Decl = Parents.size() == 1 ? Parents[0].get<DeclStmt>() : nullptr;
    return Decl ? parentStmt(Decl, Context) : nullptr;
  }

  // How uniform the conditions are under which \p S runs, Varying where a
  // lane may skip it: its enclosing ifs and loops test such conditions, no
  // loop around it is left early by a break, return or goto, and none skips
  // it with a continue (a for's increment still runs after one). \p InLoop
  // is set where a loop repeats it. Climbing stops at \p Scope, a local's
  // declaration scope: every lane that reads the local is inside it, so the
  // conditions that lead there are the same in all of them (as in LLVM's
  // UniformityAnalysis, a divergent branch makes a value divergent only
  // where the paths that split there meet again, inside the value's scope).
  VC controlOf(const Stmt *S, bool &InLoop, const Stmt *Scope = nullptr) {
    VC C = VC::UniformInRegisters;
    const Stmt *Child = S;
    for (const Stmt *P = parentStmt(S, Context); P && !(Scope && Child == Scope);
         Child = P, P = parentStmt(P, Context)) {
      if (isa<Expr>(P)) {
        if (isa<ConditionalOperator, BinaryConditionalOperator>(P))
          return VC::Varying;
        if (const auto *B = dyn_cast<BinaryOperator>(P);
            B && B->isLogicalOp() && B->getRHS() == Child)
          return VC::Varying;
        continue;
      }
      if (isa<CompoundStmt, DeclStmt, ExprWithCleanups, ParenExpr>(P))
        continue;
      if (const auto *If = dyn_cast<IfStmt>(P)) {
        if (If->getCond() != Child)
          C = join(C, value(If->getCond()));
        continue;
      }
      if (const auto *For = dyn_cast<ForStmt>(P)) {
        if (For->getInit() == Child)
          continue;
        InLoop = true;
        // The loop's own step: every lane still in the loop has taken it as
        // often as the others, whatever makes lanes leave (`!done && j <
        // n`); lanes that left are in no later iteration.
        if (For->getInc() == Child)
          continue;
        if (leavesLoop(For->getBody(), /*Continue=*/false) ||
            containsStmt<ReturnStmt, GotoStmt, IndirectGotoStmt>(
                For->getBody()) ||
            (For->getBody() == Child &&
             leavesLoop(For->getBody(), /*Continue=*/true)))
          return VC::Varying;
        C = join(C, value(For->getCond()));
        continue;
      }
      if (isa<WhileStmt, DoStmt>(P)) {
        InLoop = true;
        const Expr *Cond = isa<WhileStmt>(P) ? cast<WhileStmt>(P)->getCond()
                                             : cast<DoStmt>(P)->getCond();
        const Stmt *Body = isa<WhileStmt>(P) ? cast<WhileStmt>(P)->getBody()
                                             : cast<DoStmt>(P)->getBody();
        if (leavesLoop(Body, false) || leavesLoop(Body, true) ||
            containsStmt<ReturnStmt, GotoStmt, IndirectGotoStmt>(Body))
          return VC::Varying;
        C = join(C, value(Cond));
        continue;
      }
      return VC::Varying; // switch, try, labels, lambdas: not followed
    }
    return C;
  }

  ASTContext &Context;
  Answers &Known;
  /// Helpers' returns: the outermost evaluator's, shared by those of the
  /// helpers it follows.
  std::map<HelperKey, VC> &Returns;
  std::map<HelperKey, std::unique_ptr<HelperBody>> &Bodies;
  OpenHelpers OwnHelpers;
  OpenHelpers &Helpers;
  /// A helper's parameters at the call being followed (null: outermost).
  const Bindings *Bound = nullptr;
  /// Variables being solved: their place on the stack, their assumed class.
  llvm::DenseMap<const VarDecl *, std::pair<int, VC>> Solving;
  /// The lowest place of an assumption the evaluation in progress read
  /// (INT_MAX: none; -1: a recursion not followed).
  int Lowest = INT_MAX;
  llvm::DenseSet<std::pair<const void *, const Expr *>> Open;
  int Depth = 0;
};

} // namespace

VC classOfValue(const Expr *E, ASTContext &Context) {
  return Evaluator(Context).value(E);
}

VC classOfAddress(const Expr *Object, ASTContext &Context) {
  return Evaluator(Context).address(Object);
}

VC classOfControl(const Stmt *S, ASTContext &Context, bool &InLoop) {
  return Evaluator(Context).control(S, InLoop);
}

VC classOfValueAt(llvm::ArrayRef<const CallExpr *> Calls, const Expr *E,
                  ASTContext &Context) {
  return Evaluator(Context).atCalls(
      Calls, [&](Evaluator &In) { return In.value(E); });
}

VC classOfControlAt(llvm::ArrayRef<const CallExpr *> Calls, const Stmt *S,
                    ASTContext &Context, bool &InLoop) {
  return Evaluator(Context).atCalls(
      Calls, [&](Evaluator &In) { return In.control(S, InLoop); });
}

} // namespace warpagg
