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

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxDepth = 8;

class AddressWalker {
public:
  explicit AddressWalker(ASTContext &Context) : Context(Context) {}

  AddressInfo pointerTarget(const Expr *E, int Depth) {
    if (!E || Depth > MaxDepth)
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
    return {};
  }

  AddressInfo storageOf(const Expr *E, int Depth) {
    if (!E || Depth > MaxDepth)
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
    if (isa<ParmVarDecl>(V) || !V->hasLocalStorage())
      return AddressInfo{AddressSpace::Unknown, V};
    return followInitializer(V, Depth, /*AsPointer=*/true);
  }

  AddressInfo followInitializer(const VarDecl *V, int Depth, bool AsPointer) {
    AddressInfo Unknown{AddressSpace::Unknown, V};
    // A reference cannot be reseated; a pointer must never be changed.
    if (!V->getInit() || (AsPointer && !isUnchangedLocal(V, Context)))
      return Unknown;
    AddressInfo Info = AsPointer ? pointerTarget(V->getInit(), Depth + 1)
                                 : storageOf(V->getInit(), Depth + 1);
    return Info.Base ? Info : Unknown;
  }

  ASTContext &Context;
};

} // namespace

bool isUnchangedLocal(const VarDecl *V, ASTContext &Context) {
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  const Stmt *Body = F ? F->getBody() : nullptr;
  return Body && !ExprMutationAnalyzer(*Body, Context).isMutated(V);
}

AddressInfo analyzeAddress(const Expr *Addr, ASTContext &Context) {
  return AddressWalker(Context).pointerTarget(Addr, 0);
}

AddressInfo analyzeObjectAddress(const Expr *Object, ASTContext &Context) {
  return AddressWalker(Context).storageOf(Object, 0);
}

} // namespace warpagg
