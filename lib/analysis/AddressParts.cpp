//===- AddressParts.cpp ---------------------------------------------------===//
//
// One walk from the address inward. Mul says how many of the address's
// elements one unit of the current subexpression counts: 1 until a cast
// rescales, negated under a subtraction.
//
//===----------------------------------------------------------------------===//
#include "warpagg/analysis/AddressParts.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxDepth = 32;

// Bytes of \p T, or nullopt where it has none yet (dependent, incomplete,
// void).
std::optional<int64_t> bytesOf(QualType T, ASTContext &Context) {
  if (T.isNull() || T->isDependentType() || T->isIncompleteType() ||
      T->isVoidType())
    return std::nullopt;
  return Context.getTypeSizeInChars(T).getQuantity();
}

// Whether `a + b` of type \p T may be split into a and b in an address: its
// overflow is undefined (signed), or it wraps where pointer arithmetic
// would (as wide as a pointer). A narrower unsigned sum wraps first.
bool splits(QualType T, ASTContext &Context) {
  if (!T->isIntegerType() || T->isDependentType())
    return false;
  return T->isSignedIntegerType() ||
         Context.getTypeSize(T) >= Context.getTypeSize(Context.VoidPtrTy);
}

// A conversion that keeps every value: to a type at least as wide of the
// same signedness, or wider.
bool keepsValue(const ImplicitCastExpr *Cast, ASTContext &Context) {
  if (Cast->getCastKind() == CK_NoOp)
    return true;
  if (Cast->getCastKind() != CK_IntegralCast)
    return false;
  QualType From = Cast->getSubExpr()->getType(), To = Cast->getType();
  if (From->isDependentType() || To->isDependentType())
    return false;
  uint64_t F = Context.getTypeSize(From), T = Context.getTypeSize(To);
  return T > F || (T == F && From->isSignedIntegerType() ==
                                 To->isSignedIntegerType());
}

class Walk {
public:
  Walk(ASTContext &Context, FollowLocals Follow)
      : Context(Context), Follow(Follow) {}

  std::optional<AddressParts> run(const Expr *Pointer) {
    QualType T = Pointer->getType();
    if (T->isPointerType())
      Out.Element = T->getPointeeType();
    if (!pointer(Pointer, 1, 0) || !Out.Base)
      return std::nullopt;
    return std::move(Out);
  }

private:
  // The pointer-valued \p E. False only where an offset overflows.
  bool pointer(const Expr *E, int64_t Mul, int Depth) {
    E = E->IgnoreParens();
    if (Depth > MaxDepth)
      return stop(E);
    if (const auto *C = dyn_cast<CastExpr>(E))
      return pointerCast(C, Mul, Depth);
    if (const auto *U = dyn_cast<UnaryOperator>(E);
        U && U->getOpcode() == UO_AddrOf)
      return addressOf(U, Mul, Depth);
    if (const auto *B = dyn_cast<BinaryOperator>(E);
        B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
      bool Left = B->getLHS()->getType()->isPointerType();
      const Expr *Ptr = Left ? B->getLHS() : B->getRHS();
      const Expr *Int = Left ? B->getRHS() : B->getLHS();
      if (!Ptr->getType()->isPointerType() ||
          !Int->getType()->isIntegerType())
        return stop(E);
      int64_t Step = B->getOpcode() == BO_Sub ? -Mul : Mul;
      return pointer(Ptr, Mul, Depth + 1) && index(Int, Step, Depth + 1);
    }
    return stop(E);
  }

  bool pointerCast(const CastExpr *C, int64_t Mul, int Depth) {
    const Expr *Sub = C->getSubExpr();
    switch (C->getCastKind()) {
    case CK_LValueToRValue:
      return local(C, Mul, Depth);
    case CK_NoOp:
    case CK_BitCast:
      break;
    default:
      return stop(C);
    }
    if (!Sub->getType()->isPointerType() || !C->getType()->isPointerType())
      return stop(C);
    QualType Inner = Sub->getType()->getPointeeType().getUnqualifiedType();
    QualType Outer = C->getType()->getPointeeType().getUnqualifiedType();
    if (Context.hasSameType(Inner, Outer))
      return pointer(Sub, Mul, Depth + 1);
    std::optional<int64_t> I = bytesOf(Inner, Context),
                           O = bytesOf(Outer, Context);
    int64_t Scaled;
    if (!I || !O || *O == 0 || *I % *O != 0 ||
        llvm::MulOverflow(Mul, *I / *O, Scaled)) {
      Out.StoppedWhy = "a cast from '" + Inner.getAsString() + " *' to '" +
                       Outer.getAsString() +
                       " *' changes the element size";
      return stop(C);
    }
    Out.ThroughCast = true;
    return pointer(Sub, Scaled, Depth + 1);
  }

  // A pointer variable's value: a local's initialiser where nothing
  // changes the local.
  bool local(const CastExpr *Read, int64_t Mul, int Depth) {
    const auto *Ref = dyn_cast<DeclRefExpr>(Read->getSubExpr()->IgnoreParens());
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (Follow == FollowLocals::No || !V || !V->hasLocalStorage() ||
        isa<ParmVarDecl>(V) || V->getType()->isReferenceType() ||
        !V->getType()->isPointerType() || !V->getInit())
      return stop(Read);
    if (!isUnchangedLocal(V, Context)) {
      Out.StoppedWhy = "the local '" + V->getNameAsString() + "' changes";
      return stop(Read);
    }
    if (!Out.ThroughLocal)
      Out.ThroughLocal = V;
    return pointer(V->getInit(), Mul, Depth + 1);
  }

  // `&lvalue`: an element (`&p[e]`, `&e[p]`, `&*q`), perhaps a field of
  // it; anything else is itself the base.
  bool addressOf(const UnaryOperator *AddrOf, int64_t Mul, int Depth) {
    const Expr *L = AddrOf->getSubExpr()->IgnoreParens();
    const MemberExpr *Innermost = nullptr;
    while (const auto *M = dyn_cast<MemberExpr>(L)) {
      if (!isa<FieldDecl>(M->getMemberDecl()))
        return stop(AddrOf); // a static member: one object for every base
      Innermost = M;
      if (M->isArrow())
        break;
      L = M->getBase()->IgnoreParens();
    }
    if (Innermost) {
      // Fields change the unit to their object: only at the address
      // itself, before any offset or rescaling is counted.
      if (Mul != 1 || Out.Fields || !Out.Terms.empty() || Out.Constant)
        return stop(AddrOf);
      const Expr *Object = Innermost->getBase();
      if (Innermost->isArrow()) {
        Out.Fields = true;
        Out.Element = Object->getType()->getPointeeType();
        return pointer(Object, 1, Depth + 1);
      }
      if (!isa<ArraySubscriptExpr>(L) && !isDeref(L))
        return stop(AddrOf); // a field of a named object: `&s.x`
      Out.Fields = true;
      Out.Element = Object->getType();
    }
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(L))
      return pointer(A->getBase(), Mul, Depth + 1) &&
             index(A->getIdx(), Mul, Depth + 1);
    if (isDeref(L))
      return pointer(cast<UnaryOperator>(L)->getSubExpr(), Mul, Depth + 1);
    return stop(AddrOf);
  }

  static bool isDeref(const Expr *E) {
    const auto *U = dyn_cast<UnaryOperator>(E);
    return U && U->getOpcode() == UO_Deref;
  }

  // The integer offset \p I, \p Mul elements per unit.
  bool index(const Expr *I, int64_t Mul, int Depth) {
    if (Mul == 0)
      return true;
    if (!I->isValueDependent() && I->getType()->isIntegerType())
      if (std::optional<llvm::APSInt> C = I->getIntegerConstantExpr(Context)) {
        int64_t Product, Sum;
        if (C->getSignificantBits() > 64 ||
            llvm::MulOverflow(C->getExtValue(), Mul, Product) ||
            llvm::AddOverflow(Out.Constant, Product, Sum))
          return false;
        Out.Constant = Sum;
        return true;
      }
    I = I->IgnoreParens();
    if (Depth <= MaxDepth && !I->isValueDependent()) {
      if (const auto *Cast = dyn_cast<ImplicitCastExpr>(I);
          Cast && keepsValue(Cast, Context))
        return index(Cast->getSubExpr(), Mul, Depth + 1);
      if (const auto *B = dyn_cast<BinaryOperator>(I);
          B && splits(B->getType(), Context)) {
        switch (B->getOpcode()) {
        case BO_Add:
          return index(B->getLHS(), Mul, Depth + 1) &&
                 index(B->getRHS(), Mul, Depth + 1);
        case BO_Sub:
          // -INT64_MIN does not exist: such a scale is no table's anyway.
          return Mul != INT64_MIN && index(B->getLHS(), Mul, Depth + 1) &&
                 index(B->getRHS(), -Mul, Depth + 1);
        case BO_Mul:
          for (auto [Factor, Other] :
               {std::pair{B->getRHS(), B->getLHS()},
                std::pair{B->getLHS(), B->getRHS()}})
            if (std::optional<llvm::APSInt> C =
                    Factor->getIntegerConstantExpr(Context)) {
              int64_t Product;
              if (C->getSignificantBits() > 64 ||
                  llvm::MulOverflow(C->getExtValue(), Mul, Product))
                return false;
              return index(Other, Product, Depth + 1);
            }
          break;
        default:
          break;
        }
      }
    }
    Out.Terms.push_back({I, Mul});
    return true;
  }

  bool stop(const Expr *Base) {
    Out.Base = Base;
    return true;
  }

  ASTContext &Context;
  FollowLocals Follow;
  AddressParts Out;
};

} // namespace

std::optional<AddressParts> addressParts(const Expr *Pointer,
                                         ASTContext &Context,
                                         FollowLocals Follow) {
  return Walk(Context, Follow).run(Pointer);
}

} // namespace warpagg
