//===- TableRef.cpp -------------------------------------------------------===//
#include "warpagg/analysis/TableRef.h"

#include "clang/AST/Attr.h"

using namespace clang;

namespace warpagg {
namespace {

const ValueDecl *tableDecl(const Expr *E, const FunctionDecl *Kernel) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!Ref)
    return nullptr;
  if (const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl()))
    return P->getType()->isPointerType() && P->getDeclContext() == Kernel
               ? P
               : nullptr;
  const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
  if (V && V->hasGlobalStorage() && V->hasAttr<CUDADeviceAttr>() &&
      !V->hasAttr<CUDASharedAttr>() && !V->hasAttr<CUDAConstantAttr>() &&
      !V->isStaticDataMember())
    return V;
  return nullptr;
}

} // namespace

std::optional<TableRef> tableRefOf(const Expr *Pointer,
                                   const FunctionDecl *Kernel) {
  const Expr *P = Pointer->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(P);
      U && U->getOpcode() == UO_AddrOf) {
    const Expr *Sub = U->getSubExpr()->IgnoreParens();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(Sub)) {
      const Expr *Base = A->getBase()->IgnoreParenImpCasts();
      if (const ValueDecl *D = tableDecl(Base, Kernel))
        return TableRef{D, Base, A->getIdx(), false};
      return std::nullopt;
    }
    if (const ValueDecl *D = tableDecl(Sub, Kernel))
      if (isa<VarDecl>(D) && !isa<ParmVarDecl>(D) &&
          !D->getType()->isArrayType())
        return TableRef{D, U, nullptr, true};
    return std::nullopt;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(P);
      B && B->getOpcode() == BO_Add) {
    bool LeftIsPointer = B->getLHS()->getType()->isPointerType();
    const Expr *Base = (LeftIsPointer ? B->getLHS() : B->getRHS());
    const Expr *Index = (LeftIsPointer ? B->getRHS() : B->getLHS());
    if (const ValueDecl *D = tableDecl(Base, Kernel))
      return TableRef{D, Base->IgnoreParenImpCasts(), Index, false};
    return std::nullopt;
  }
  if (const ValueDecl *D = tableDecl(P, Kernel))
    return TableRef{D, P, nullptr, false};
  return std::nullopt;
}

} // namespace warpagg
