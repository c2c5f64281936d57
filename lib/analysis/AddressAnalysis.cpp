//===- AddressAnalysis.cpp ------------------------------------------------===//
//
// Two mutually recursive walks: pointerTarget() asks "where does this pointer
// value point?", storageOf() asks "where does this lvalue live?". Passing
// through a pointer (p[i], p->f, *p, p + i) switches from the storage of the
// object to the value of the pointer, so a local struct holding a global
// pointer is correctly not "local memory".
//
//===----------------------------------------------------------------------===//
#include "warpagg/analysis/AddressAnalysis.h"

#include "warpagg/analysis/AstQueries.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <optional>
#include <vector>

using namespace clang;

namespace warpagg {
namespace {

// How far one question may go: the steps of one chain of derivation (a
// real chain: a __shared__ row's element, its address passed through two
// helpers' parameters, offset on the way, takes about 15), and the steps of
// the whole walk (each parameter visits every call of its function, so the
// walk can fan out).
constexpr int MaxDepth = 24;
constexpr unsigned MaxSteps = 4096;

class AddressWalker {
public:
  explicit AddressWalker(ASTContext &Context) : Context(Context) {}

  AddressInfo pointerTarget(const Expr *E, int Depth) {
    if (!E || Depth > MaxDepth || ++Steps > MaxSteps)
      return {};
    E = E->IgnoreParens();
    if (const auto *C = dyn_cast<CastExpr>(E)) {
      // An array decays to a pointer into its own storage.
      if (C->getCastKind() == CK_ArrayToPointerDecay)
        return storageOf(C->getSubExpr(), Depth + 1);
      return pointerTarget(C->getSubExpr(), Depth + 1);
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->getOpcode() == UO_AddrOf)
        return storageOf(U->getSubExpr(), Depth + 1);
      return {};
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub)
        return {};
      const Expr *Ptr = B->getLHS()->getType()->isPointerType() ? B->getLHS()
                                                                : B->getRHS();
      return pointerTarget(Ptr, Depth + 1);
    }
    if (const auto *D = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
        return pointerVariable(V, Depth);
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return memberPointer(M, Depth);
    if (const auto *This = dyn_cast<CXXThisExpr>(E))
      return sharedObjectAtEveryCall(This, Depth);
    return {};
  }

  AddressInfo storageOf(const Expr *E, int Depth) {
    if (!E || Depth > MaxDepth || ++Steps > MaxSteps)
      return {};
    E = E->IgnoreParenImpCasts();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      // a[i] with a an array stays in a's storage; with a pointer it is
      // wherever the pointer points.
      const Expr *Base = A->getBase()->IgnoreParens();
      if (const auto *C = dyn_cast<ImplicitCastExpr>(Base))
        if (C->getCastKind() == CK_ArrayToPointerDecay)
          return storageOf(C->getSubExpr(), Depth + 1);
      return pointerTarget(A->getBase(), Depth + 1);
    }
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return M->isArrow() ? pointerTarget(M->getBase(), Depth + 1)
                          : storageOf(M->getBase(), Depth + 1);
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      if (U->getOpcode() == UO_Deref)
        return pointerTarget(U->getSubExpr(), Depth + 1);
    if (const auto *D = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
        return variableStorage(V, Depth);
    return {};
  }

private:
  AddressInfo variableStorage(const VarDecl *V, int Depth) {
    if (const auto *P = dyn_cast<ParmVarDecl>(V);
        P && P->getType()->isReferenceType())
      return sharedAtEveryCall(P, Depth, /*AsPointer=*/false);
    if (V->getType()->isReferenceType())
      return followInitializer(V, Depth, /*AsPointer=*/false);
    AddressInfo Info;
    Info.Base = V;
    if (V->hasAttr<CUDASharedAttr>())
      Info.Space = AddressSpace::Shared;
    else if (V->hasLocalStorage()) // locals and by-value parameters
      Info.Space = AddressSpace::Local;
    return Info;
  }

  AddressInfo pointerVariable(const VarDecl *V, int Depth) {
    // Parameters and globals may point anywhere; so may a local pointer that
    // is ever changed. An unchanged local pointer points where its
    // initialiser does.
    if (const auto *P = dyn_cast<ParmVarDecl>(V))
      return sharedAtEveryCall(P, Depth, /*AsPointer=*/true);
    if (!V->hasLocalStorage())
      return AddressInfo{AddressSpace::Unknown, V, {}};
    if (auto It = Assuming.find(V); It != Assuming.end())
      return It->second;
    return followInitializer(V, Depth, /*AsPointer=*/true);
  }

  // A pointer (or reference) parameter of a __device__ function, never
  // changed, that every call in the translation unit passes a __shared__
  // address: shared, named after the first call's variable. Else (a kernel's
  // parameter, a call passing global or unknown memory, the function's
  // address taken) unknown.
  AddressInfo sharedAtEveryCall(const ParmVarDecl *P, int Depth,
                                bool AsPointer) {
    AddressInfo Unknown{AddressSpace::Unknown, P, {}};
    const auto *F = dyn_cast_or_null<FunctionDecl>(P->getDeclContext());
    if (!F || F->hasAttr<CUDAGlobalAttr>() || Depth > MaxDepth - 2 ||
        (AsPointer && !isUnchangedLocal(P, Context)))
      return Unknown;
    auto Calls = callsOf(F, Context);
    std::string Param = "'" + P->getNameAsString() + "' is a parameter of '" +
                        F->getNameAsString() + "'";
    if (!Calls) {
      Unknown.UnknownWhy = Param + ", whose address is taken (its callers "
                                   "are not all visible)";
      return Unknown;
    }
    if (Calls->empty()) {
      Unknown.UnknownWhy = Param + ", which nothing in this file calls";
      return Unknown;
    }
    unsigned Index = P->getFunctionScopeIndex();
    const VarDecl *First = nullptr;
    unsigned NumShared = 0;
    std::string ArgWhy; // a call's own argument of unknown space, and why
    for (const CallExpr *Call : *Calls) {
      if (Index >= Call->getNumArgs())
        return Unknown;
      const Expr *Arg = Call->getArg(Index);
      AddressInfo At = AsPointer ? pointerTarget(Arg, Depth + 2)
                                 : storageOf(Arg, Depth + 2);
      if (At.Space != AddressSpace::Shared) {
        if (ArgWhy.empty())
          ArgWhy = At.UnknownWhy;
        continue;
      }
      ++NumShared;
      if (!First)
        First = At.Base;
    }
    if (NumShared == Calls->size())
      return AddressInfo{AddressSpace::Shared, First, {}};
    if (NumShared > 0)
      Unknown.UnknownWhy =
          Param + ", passed __shared__ memory ('" +
          (First ? First->getNameAsString() : "") + "') by " + std::to_string(NumShared) + " of its " +
          std::to_string(Calls->size()) + " calls and other memory by the rest";
    else if (!ArgWhy.empty())
      Unknown.UnknownWhy = Param + ", and at its call " + ArgWhy;
    return Unknown;
  }

  // `this` in a member function every call of which (in the translation
  // unit) is made on a __shared__ object: a struct whose instances live in
  // shared memory.
  AddressInfo sharedObjectAtEveryCall(const CXXThisExpr *This, int Depth) {
    const CXXMethodDecl *Method = nullptr;
    DynTypedNodeList Parents = Context.getParents(*This);
    for (int Level = 0; Level < 64 && !Parents.empty() && !Method; ++Level) {
      Method = Parents[0].get<CXXMethodDecl>();
      if (Parents[0].get<FunctionDecl>() && !Method)
        break;
      Parents = Context.getParents(Parents[0]);
    }
    if (!Method || isa<CXXConstructorDecl>(Method) || Depth > MaxDepth - 2)
      return {};
    auto Calls = callsOf(Method, Context);
    if (!Calls || Calls->empty())
      return {};
    const VarDecl *First = nullptr;
    for (const CallExpr *Call : *Calls) {
      const auto *MemberCall = dyn_cast<CXXMemberCallExpr>(Call);
      const Expr *Object =
          MemberCall ? MemberCall->getImplicitObjectArgument() : nullptr;
      if (!Object)
        return {};
      AddressInfo At = Object->getType()->isPointerType()
                           ? pointerTarget(Object, Depth + 2)
                           : storageOf(Object, Depth + 2);
      if (At.Space != AddressSpace::Shared)
        return {};
      if (!First)
        First = At.Base;
    }
    return AddressInfo{AddressSpace::Shared, First, {}};
  }

  // `c.hist` with c a local aggregate initialised by a braced list (never
  // changed): where that list's element for the member points.
  AddressInfo memberPointer(const MemberExpr *M, int Depth) {
    const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
    const auto *Ref = dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts());
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (M->isArrow() || !Field || !V || !V->hasLocalStorage() ||
        isa<ParmVarDecl>(V) || !V->getInit() || !isUnchangedLocal(V, Context))
      return {};
    const auto *List = dyn_cast<InitListExpr>(V->getInit()->IgnoreImplicit());
    if (!List || Field->getFieldIndex() >= List->getNumInits())
      return {};
    return pointerTarget(List->getInit(Field->getFieldIndex()), Depth + 1);
  }

  AddressInfo followInitializer(const VarDecl *V, int Depth, bool AsPointer) {
    AddressInfo Unknown{AddressSpace::Unknown, V, {}};
    // A reference cannot be reseated; an unchanged pointer points where its
    // initialiser does.
    if (!V->getInit())
      return Unknown;
    if (AsPointer && !isUnchangedLocal(V, Context))
      return changedPointer(V, Depth);
    AddressInfo Info = AsPointer ? pointerTarget(V->getInit(), Depth + 1)
                                 : storageOf(V->getInit(), Depth + 1);
    return Info.Base ? Info : Unknown;
  }

  // A local pointer that is changed, but only by arithmetic on itself
  // (`p += 4`, `++p`: an object's pointer stays in that object's memory)
  // and by assignments of pointers into the same memory space as its
  // initialiser: that space (a raster loop walking a __shared__ mask).
  AddressInfo changedPointer(const VarDecl *V, int Depth) {
    AddressInfo Unknown{AddressSpace::Unknown, V, {}};
    std::optional<std::vector<const Expr *>> Assigned = assignedValues(V);
    if (!Assigned)
      return Unknown;
    AddressInfo Info = pointerTarget(V->getInit(), Depth + 1);
    if (Info.Space != AddressSpace::Shared)
      return Unknown;
    // `p = p + 4`, `p = cond ? p : q`: while its own values are checked, the
    // pointer is taken to be where its initialiser points (an induction:
    // every value is in that space if every assignment keeps it there).
    Assuming[V] = Info;
    bool AllShared = llvm::all_of(*Assigned, [&](const Expr *Value) {
      return pointerTarget(Value, Depth + 1).Space == AddressSpace::Shared;
    });
    Assuming.erase(V);
    return AllShared ? Info : Unknown;
  }

  // The values assigned to the local pointer \p V with `=` in its function,
  // when every other change is arithmetic on itself (+=, -=, ++, --) and it
  // never escapes (its address taken, bound to a non-const reference);
  // std::nullopt otherwise.
  std::optional<std::vector<const Expr *>> assignedValues(const VarDecl *V) {
    const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
    if (!F || !F->getBody() || !V->getType()->isPointerType())
      return std::nullopt;
    VariableUses Uses = variableUses(V, F->getBody(), Context);
    if (Uses.Escapes)
      return std::nullopt;
    std::vector<const Expr *> Assigned;
    for (const auto &[Write, Value] : Uses.Writes) {
      const auto *B = dyn_cast<BinaryOperator>(Write);
      if (B && B->getOpcode() == BO_Assign)
        Assigned.push_back(Value);
      else if (!(B && (B->getOpcode() == BO_AddAssign ||
                       B->getOpcode() == BO_SubAssign)) &&
               !isa<UnaryOperator>(Write))
        return std::nullopt; // an overloaded operator, a field written...
    }
    return Assigned;
  }

  ASTContext &Context;
  unsigned Steps = 0;
  /// Pointers whose assignments changedPointer() is checking, and the
  /// space their initialisers point into.
  llvm::DenseMap<const VarDecl *, AddressInfo> Assuming;
};

} // namespace

// The lambda of `[&]() { ... }();` (a statement of a kernel's body that
// warpagg's privatization wraps, or the user wrote), else null.
static const LambdaExpr *immediatelyInvokedLambda(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  const auto *Call =
      E ? dyn_cast<CXXOperatorCallExpr>(E->IgnoreImplicit()) : nullptr;
  if (!Call || Call->getNumArgs() != 1)
    return nullptr;
  const auto *L = dyn_cast<LambdaExpr>(Call->getArg(0)->IgnoreImplicit());
  return L && L->getCallOperator()->getNumParams() == 0 ? L : nullptr;
}

namespace {

// isUnchangedLocal's answers for one AST, freed with its context. Every
// question re-runs clang's mutation analysis (AST matchers over the whole
// function body), and the analyses ask it of the same variables again and
// again: on a real file this took more than half the tool's time.
// A function body's variables that some expression uses other than by
// reading their value (assigned, incremented, bound to a reference, their
// address or a member call taken...): only those need clang's analysis; a
// variable every use of which is a read (an lvalue-to-rvalue conversion of
// the variable itself) is unchanged.
using NonReadUses = llvm::DenseSet<const VarDecl *>;
struct UnchangedAnswers {
  llvm::DenseMap<const VarDecl *, bool> Unchanged;
  llvm::DenseMap<const Stmt *, NonReadUses> NonRead; ///< by function body
};

NonReadUses nonReadUses(const Stmt *Body) {
  struct Finder : RecursiveASTVisitor<Finder> {
    llvm::DenseSet<const DeclRefExpr *> Reads;
    llvm::SmallVector<const DeclRefExpr *, 64> Refs;
    bool shouldVisitLambdaBody() const { return true; }
    bool VisitImplicitCastExpr(ImplicitCastExpr *Cast) {
      if (Cast->getCastKind() == CK_LValueToRValue)
        if (const auto *Ref =
                dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens()))
          Reads.insert(Ref);
      return true;
    }
    bool VisitDeclRefExpr(DeclRefExpr *Ref) {
      Refs.push_back(Ref);
      return true;
    }
  } Find;
  Find.TraverseStmt(const_cast<Stmt *>(Body));
  NonReadUses Uses;
  for (const DeclRefExpr *Ref : Find.Refs)
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (!Find.Reads.count(Ref))
        Uses.insert(V);
  return Uses;
}

bool isUnchangedLocalUncached(const VarDecl *V, ASTContext &Context);

} // namespace

bool isUnchangedLocal(const VarDecl *V, ASTContext &Context) {
  UnchangedAnswers &Known = perContext<UnchangedAnswers>(Context);
  if (auto It = Known.Unchanged.find(V); It != Known.Unchanged.end())
    return It->second;
  bool Unchanged;
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  if (const Stmt *Body = F ? F->getBody() : nullptr) {
    auto [Uses, New] = Known.NonRead.try_emplace(Body);
    if (New)
      Uses->second = nonReadUses(Body);
    Unchanged = !Uses->second.count(V) || isUnchangedLocalUncached(V, Context);
  } else {
    Unchanged = false;
  }
  Known.Unchanged[V] = Unchanged;
  return Unchanged;
}

namespace {

bool isUnchangedLocalUncached(const VarDecl *V, ASTContext &Context) {
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  const Stmt *Body = F ? F->getBody() : nullptr;
  if (!Body)
    return false;
  if (!ExprMutationAnalyzer(*Body, Context).isMutated(V))
    return true;
  // Capturing by reference counts as a mutation; an immediately invoked
  // lambda's body is looked into instead (the tool's own output stays a
  // fixed point: its privatized kernels are wrapped so).
  const auto *Block = dyn_cast<CompoundStmt>(Body);
  if (!Block || !llvm::any_of(Block->body(), immediatelyInvokedLambda))
    return false;
  for (const Stmt *S : Block->body()) {
    const LambdaExpr *L = immediatelyInvokedLambda(S);
    if (ExprMutationAnalyzer(L ? *L->getBody() : *S, Context).isMutated(V))
      return false;
  }
  return true;
}

} // namespace

AddressInfo analyzeAddress(const Expr *Addr, ASTContext &Context) {
  return AddressWalker(Context).pointerTarget(Addr, 0);
}

AddressInfo analyzeObjectAddress(const Expr *Object, ASTContext &Context) {
  return AddressWalker(Context).storageOf(Object, 0);
}

} // namespace warpagg
