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
                                   const FunctionDecl *Kernel,
                                   ASTContext &Context) {
  std::optional<AddressParts> Parts =
      addressParts(Pointer, Context, FollowLocals::No);
  if (!Parts || Parts->Fields || Parts->ThroughCast)
    return std::nullopt;
  const Expr *Base = Parts->Base->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Base);
      U && U->getOpcode() == UO_AddrOf) {
    const ValueDecl *D = tableDecl(U->getSubExpr()->IgnoreParens(), Kernel);
    if (D && isa<VarDecl>(D) && !isa<ParmVarDecl>(D) &&
        !D->getType()->isArrayType() && Parts->Terms.empty() &&
        !Parts->Constant)
      return TableRef{D, U, {}, 0, true};
    return std::nullopt;
  }
  const ValueDecl *D = tableDecl(Base, Kernel);
  if (!D)
    return std::nullopt;
  return TableRef{D, Base, Parts->Terms, Parts->Constant, false};
}

} // namespace warpagg
