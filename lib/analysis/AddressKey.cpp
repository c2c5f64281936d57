//===- AddressKey.cpp -----------------------------------------------------===//
#include "warpagg/analysis/AddressKey.h"

#include "warpagg/analysis/ThreadIdentity.h"
#include "clang/AST/StmtVisitor.h"

using namespace clang;

namespace warpagg {
namespace {

std::optional<llvm::APSInt> constantOf(const Expr *E, ASTContext &Context) {
  if (E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  return E->getIntegerConstantExpr(Context);
}

// An integer conversion that keeps distinct values distinct: to a type at
// least as wide (int -> long, int -> unsigned).
bool isInjectiveCast(const ImplicitCastExpr *Cast, ASTContext &Context) {
  if (Cast->getCastKind() == CK_NoOp)
    return true;
  if (Cast->getCastKind() != CK_IntegralCast)
    return false;
  QualType From = Cast->getSubExpr()->getType(), To = Cast->getType();
  return Context.getTypeSize(To) >= Context.getTypeSize(From);
}

bool isVariable(const Expr *E, const VarDecl *V) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return V && Ref && Ref->getDecl() == V;
}

// Strips what maps distinct keys to distinct indices: + c, - c, * c (c a
// nonzero constant), << c, widening casts, and + SlotIndex.
const Expr *stripInjective(const Expr *E, ASTContext &Context,
                           const VarDecl *SlotIndex) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
      if (!isInjectiveCast(Cast, Context))
        return E;
      E = Cast->getSubExpr();
      continue;
    }
    const auto *B = dyn_cast<BinaryOperator>(E);
    if (!B)
      return E;
    std::optional<llvm::APSInt> L = constantOf(B->getLHS(), Context);
    std::optional<llvm::APSInt> R = constantOf(B->getRHS(), Context);
    switch (B->getOpcode()) {
    case BO_Add:
      if (R || isVariable(B->getRHS(), SlotIndex))
        E = B->getLHS();
      else if (L || isVariable(B->getLHS(), SlotIndex))
        E = B->getRHS();
      else
        return E;
      break;
    case BO_Sub:
      if (!R)
        return E;
      E = B->getLHS();
      break;
    case BO_Mul:
      if (R && *R != 0)
        E = B->getLHS();
      else if (L && *L != 0)
        E = B->getRHS();
      else
        return E;
      break;
    case BO_Shl:
      if (!R || R->isNegative() ||
          R->getZExtValue() >= Context.getTypeSize(B->getType()))
        return E;
      E = B->getLHS();
      break;
    default:
      return E;
    }
  }
}

// Whether a key reads only locals, parameters, constants and thread/block
// indices, with no side effects; collects the variables it reads.
class KeyReads : public ConstStmtVisitor<KeyReads, bool> {
public:
  explicit KeyReads(AddressKey &Out) : Out(Out) {}

  bool VisitDeclRefExpr(const DeclRefExpr *E) {
    if (isa<EnumConstantDecl>(E->getDecl()))
      return true;
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (!V)
      return false;
    if (V->getType().isVolatileQualified())
      return false;
    if (V->hasLocalStorage() && !V->getType()->isReferenceType()) {
      Out.KeyVars.insert(V);
      return true;
    }
    return V->getType().isConstQualified();
  }
  bool VisitMemberExpr(const MemberExpr *E) {
    // A field of a local (not through a pointer).
    return !E->isArrow() && Visit(E->getBase());
  }
  bool VisitCallExpr(const CallExpr *) { return false; }
  bool VisitArraySubscriptExpr(const ArraySubscriptExpr *) { return false; }
  bool VisitUnaryOperator(const UnaryOperator *E) {
    if (E->isIncrementDecrementOp() || E->getOpcode() == UO_Deref ||
        E->getOpcode() == UO_AddrOf)
      return false;
    return Visit(E->getSubExpr());
  }
  bool VisitBinaryOperator(const BinaryOperator *E) {
    if (E->isAssignmentOp())
      return false;
    return Visit(E->getLHS()) && Visit(E->getRHS());
  }
  bool VisitCastExpr(const CastExpr *E) { return Visit(E->getSubExpr()); }
  bool VisitParenExpr(const ParenExpr *E) { return Visit(E->getSubExpr()); }
  bool VisitIntegerLiteral(const IntegerLiteral *) { return true; }
  bool VisitStmt(const Stmt *) { return false; }
  // threadIdx.x and friends: a read of a CUDA builtin (a pseudo-object
  // expression calling __fetch_builtin_x()).
  bool VisitPseudoObjectExpr(const PseudoObjectExpr *E) {
    return !cudaBuiltinName(E).empty();
  }

private:
  AddressKey &Out;
};

// &p->f (then any number of .g): a field of the object a local or
// parameter pointer p points to, as in a project's
// atomicAdd(float3 *a, float3 v) { atomicAdd(&a->x, v.x); ... }. Fields
// sit at constant offsets, so two lanes share such an address exactly when
// they share p: the key is p itself.
std::optional<AddressKey> keyOfFieldThroughPointer(const Expr *Field) {
  const Expr *L = Field->IgnoreParens();
  const MemberExpr *Arrow = nullptr;
  while (const auto *M = dyn_cast<MemberExpr>(L)) {
    if (!isa<FieldDecl>(M->getMemberDecl()))
      return std::nullopt; // a static member: one object for every p
    if (M->isArrow()) {
      Arrow = M;
      break;
    }
    L = M->getBase()->IgnoreParens();
  }
  if (!Arrow)
    return std::nullopt;
  AddressKey Key;
  Key.Key = Arrow->getBase()->IgnoreParenImpCasts();
  if (!isa<DeclRefExpr>(Key.Key) || !KeyReads(Key).Visit(Key.Key))
    return std::nullopt;
  return Key;
}

} // namespace

std::optional<AddressKey> keyOfAddress(const Expr *Pointer,
                                       ASTContext &Context,
                                       const VarDecl *SlotIndex) {
  const Expr *P = Pointer->IgnoreParenImpCasts();
  const Expr *Index = nullptr;
  if (const auto *AddrOf = dyn_cast<UnaryOperator>(P);
      AddrOf && AddrOf->getOpcode() == UO_AddrOf) {
    if (std::optional<AddressKey> Key =
            keyOfFieldThroughPointer(AddrOf->getSubExpr()))
      return Key;
    // &base[index] with any number of .field selections after it.
    const Expr *L = AddrOf->getSubExpr()->IgnoreParens();
    while (const auto *M = dyn_cast<MemberExpr>(L)) {
      if (M->isArrow())
        return std::nullopt;
      L = M->getBase()->IgnoreParens();
    }
    const auto *Subscript = dyn_cast<ArraySubscriptExpr>(L);
    if (!Subscript || !isWarpUniform(Subscript->getBase(), Context))
      return std::nullopt;
    Index = Subscript->getIdx();
  } else if (const auto *Add = dyn_cast<BinaryOperator>(P);
             Add && Add->getOpcode() == BO_Add) {
    // base + index, either way round.
    const Expr *L = Add->getLHS(), *R = Add->getRHS();
    if (R->getType()->isPointerType())
      std::swap(L, R);
    if (!L->getType()->isPointerType() || !isWarpUniform(L, Context))
      return std::nullopt;
    Index = R;
  } else {
    return std::nullopt;
  }
  AddressKey Key;
  Key.Key = stripInjective(Index, Context, SlotIndex);
  // KeyReads admits no call, assignment or increment; only threadIdx-style
  // builtin reads are calls underneath, which HasSideEffects would count as
  // effects (they have none).
  if (Key.Key->HasSideEffects(Context, /*IncludePossibleEffects=*/false) ||
      !KeyReads(Key).Visit(Key.Key))
    return std::nullopt;
  return Key;
}

bool sameKey(const Expr *A, const Expr *B, ASTContext &Context) {
  llvm::FoldingSetNodeID IA, IB;
  A->IgnoreParenImpCasts()->Profile(IA, Context, /*Canonical=*/true);
  B->IgnoreParenImpCasts()->Profile(IB, Context, /*Canonical=*/true);
  return IA == IB;
}

} // namespace warpagg
