//===- KeyRange.cpp -------------------------------------------------------===//
#include "warpagg/analysis/KeyRange.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/TrustedDecls.h"
#include "clang/AST/ExprCXX.h"
#include <algorithm>

using namespace clang;

namespace warpagg {
namespace {

// A half-open interval [Lo, Hi) with either end possibly unknown.
struct Interval {
  std::optional<long long> Lo, Hi;
  std::string Why;
  bool bounded() const { return Lo && Hi; }
};

constexpr long long Big = MaxKeyMagnitude; // beyond any table: unknown

Interval known(long long Lo, long long Hi, std::string Why) {
  return {Lo, Hi, std::move(Why)};
}

// What the type alone allows: narrow integer types are bounded, unsigned
// ones are non-negative.
Interval typeRange(QualType T, ASTContext &Context) {
  T = T.getCanonicalType().getUnqualifiedType();
  if (T->isBooleanType())
    return known(0, 2, "bool key");
  if (!T->isIntegerType() || T->isEnumeralType())
    return {};
  unsigned Bits = Context.getTypeSize(T);
  bool Signed = T->isSignedIntegerType();
  std::string Name = T.getAsString(Context.getPrintingPolicy());
  if (Bits <= 16)
    return Signed ? known(-(1ll << (Bits - 1)), 1ll << (Bits - 1), Name + " key")
                  : known(0, 1ll << Bits, Name + " key");
  if (!Signed)
    return {0, std::nullopt, ""};
  return {};
}

Interval intersect(Interval A, const Interval &B) {
  bool Narrowed = false;
  if (B.Lo && (!A.Lo || *B.Lo > *A.Lo)) {
    A.Lo = B.Lo;
    Narrowed = true;
  }
  if (B.Hi && (!A.Hi || *B.Hi < *A.Hi)) {
    A.Hi = B.Hi;
    Narrowed = true;
  }
  if (Narrowed && !B.Why.empty() && A.Why.empty())
    A.Why = B.Why;
  return A;
}

std::optional<long long> constantOf(const Expr *E, ASTContext &Context) {
  if (E->isValueDependent() || !E->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->EvaluateAsInt(R, Context))
    return std::nullopt;
  const llvm::APSInt &V = R.Val.getInt();
  if (V.getSignificantBits() > 48)
    return std::nullopt;
  return V.getExtValue();
}

bool isMinMaxName(llvm::StringRef N, bool &IsMin) {
  if (N == "min" || N == "umin" || N == "llmin" || N == "ullmin") {
    IsMin = true;
    return true;
  }
  if (N == "max" || N == "umax" || N == "llmax" || N == "ullmax") {
    IsMin = false;
    return true;
  }
  return false;
}

// The parameter \p E names, or -1.
int parameterIndex(const Expr *E, const FunctionDecl *F) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  for (unsigned I = 0; Ref && I < F->getNumParams(); ++I)
    if (Ref->getDecl() == F->getParamDecl(I))
      return I;
  return -1;
}

// A body the tool reads: `return a < b ? a : b;` (any of <, <=, >, >=, arms
// either way round) of two integer parameters of the return type. Sets
// \p IsMin to what it computes.
bool isMinMaxBody(const FunctionDecl *F, bool &IsMin) {
  const FunctionDecl *Def = nullptr;
  if (F->getNumParams() != 2 || F->isVariadic() || !F->hasBody(Def))
    return false;
  QualType T = Def->getReturnType().getCanonicalType();
  for (const ParmVarDecl *P : Def->parameters())
    if (!T->isIntegerType() ||
        P->getType().getCanonicalType().getUnqualifiedType() !=
            T.getUnqualifiedType())
      return false;
  const Expr *Ret = returnedExpression(Def);
  const auto *Cond =
      Ret ? dyn_cast<ConditionalOperator>(Ret->IgnoreParenImpCasts()) : nullptr;
  const auto *Cmp = Cond ? dyn_cast<BinaryOperator>(
                               Cond->getCond()->IgnoreParenImpCasts())
                         : nullptr;
  if (!Cmp || !Cmp->isRelationalOp())
    return false;
  int L = parameterIndex(Cmp->getLHS(), Def);
  int R = parameterIndex(Cmp->getRHS(), Def);
  int True = parameterIndex(Cond->getTrueExpr(), Def);
  int False = parameterIndex(Cond->getFalseExpr(), Def);
  if (L < 0 || R < 0 || L == R || True < 0 || False < 0 || True == False)
    return false;
  // `L < R ? L : R` is min; each swap (of the comparison or of the arms)
  // turns it into max.
  bool LessThan = Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE;
  IsMin = LessThan == (True == L);
  return true;
}

// What \p F is, never what it is called: the toolchain's min/max (CUDA's
// math functions, std::, cuda::std::) by name, a project's by its body.
bool isMinMax(const FunctionDecl *F, bool &IsMin) {
  if (isToolchainDecl(F))
    return F->getIdentifier() && isGlobalOrStdScope(F) &&
           isMinMaxName(F->getName(), IsMin);
  return isMinMaxBody(F, IsMin);
}

class RangeFinder {
public:
  explicit RangeFinder(ASTContext &Context) : Context(Context) {}

  Interval of(const Expr *E, int Depth = 0) {
    if (!E || Depth > 12)
      return {};
    E = E->IgnoreParens();
    Interval Own = structural(E, Depth);
    return intersect(Own, typeRange(E->getType(), Context));
  }

private:
  Interval structural(const Expr *E, int Depth) {
    if (std::optional<long long> C = constantOf(E, Context))
      return known(*C, *C + 1, "constant");
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      if (!Cast->getType()->isIntegerType() ||
          !Cast->getSubExpr()->getType()->isIntegerType())
        return {};
      Interval Inner = of(Cast->getSubExpr(), Depth + 1);
      Interval Target = typeRange(Cast->getType(), Context);
      // The operand's values survive the conversion when they fit the
      // target type; otherwise they wrap into the target's range.
      bool Fits = Inner.bounded() &&
                  (!Target.Lo || *Inner.Lo >= *Target.Lo) &&
                  (!Target.Hi || *Inner.Hi <= *Target.Hi);
      if (Fits)
        return Inner;
      if (Target.bounded())
        return Target;
      // Widening a non-negative value keeps it non-negative.
      if (Inner.Lo && *Inner.Lo >= 0)
        return Inner;
      return {};
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E))
      return binary(B, Depth);
    if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
      Interval T = of(C->getTrueExpr(), Depth + 1);
      Interval F = of(C->getFalseExpr(), Depth + 1);
      if (!T.bounded() || !F.bounded())
        return {};
      return known(std::min(*T.Lo, *F.Lo), std::max(*T.Hi, *F.Hi),
                   T.Why.empty() ? F.Why : T.Why);
    }
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return minMax(Call, Depth);
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (V && V->hasLocalStorage() && !isa<ParmVarDecl>(V) && V->getInit() &&
          !V->getType()->isReferenceType() && isUnchangedLocal(V, Context))
        return of(V->getInit(), Depth + 1);
    }
    return {};
  }

  Interval binary(const BinaryOperator *B, int Depth) {
    Interval L = of(B->getLHS(), Depth + 1);
    Interval R = of(B->getRHS(), Depth + 1);
    std::optional<long long> CR = constantOf(B->getRHS(), Context);
    std::optional<long long> CL = constantOf(B->getLHS(), Context);
    switch (B->getOpcode()) {
    case BO_And: {
      std::optional<long long> M = CR ? CR : CL;
      if (M && *M >= 0)
        return known(0, *M + 1, "masked with " + std::to_string(*M));
      if (L.Lo && *L.Lo >= 0 && L.Hi)
        return known(0, *L.Hi, L.Why);
      return {};
    }
    case BO_Rem:
      if (CR && *CR > 0 && L.Lo && *L.Lo >= 0)
        return known(0, *CR, "modulo " + std::to_string(*CR));
      return {};
    case BO_Shr: {
      if (!CR || *CR < 0 || *CR > 62 || !L.Lo || *L.Lo < 0)
        return {};
      if (L.Hi)
        return known(*L.Lo >> *CR, ((*L.Hi - 1) >> *CR) + 1, L.Why);
      unsigned Bits = Context.getTypeSize(B->getLHS()->getType());
      if (*CR >= Bits || Bits - *CR > 40)
        return {};
      return known(0, 1ll << (Bits - *CR),
                   "shifted right by " + std::to_string(*CR));
    }
    case BO_Add:
    case BO_Sub:
    case BO_Mul: {
      if (!L.bounded() || !R.bounded())
        return {};
      long long A = *L.Lo, Ah = *L.Hi - 1, C = *R.Lo, Ch = *R.Hi - 1;
      if (std::max({std::llabs(A), std::llabs(Ah), std::llabs(C),
                    std::llabs(Ch)}) > Big)
        return {};
      std::string Why = L.Why.empty() ? R.Why : L.Why;
      if (B->getOpcode() == BO_Add)
        return known(A + C, Ah + Ch + 1, Why);
      if (B->getOpcode() == BO_Sub)
        return known(A - Ch, Ah - C + 1, Why);
      // Products of ends up to 2^40 reach 2^80: computed wide, and unknown
      // past Big.
      __int128 P[] = {(__int128)A * C, (__int128)A * Ch, (__int128)Ah * C,
                      (__int128)Ah * Ch};
      __int128 Lo = *std::min_element(P, P + 4), Hi = *std::max_element(P, P + 4);
      if (Lo < -Big || Hi > Big)
        return {};
      return known((long long)Lo, (long long)Hi + 1, Why);
    }
    default:
      return {};
    }
  }

  // min(a, b) / max(a, b) of CUDA's math functions or std::, or a
  // project's function whose body computes one: a clamp.
  Interval minMax(const CallExpr *Call, int Depth) {
    const FunctionDecl *F = Call->getDirectCallee();
    bool IsMin = false;
    if (!F || Call->getNumArgs() != 2 || !isMinMax(F, IsMin))
      return {};
    Interval A = of(Call->getArg(0), Depth + 1);
    Interval B = of(Call->getArg(1), Depth + 1);
    Interval Out;
    Out.Why = "clamped";
    if (IsMin) {
      // min(a, b) <= each; >= the smaller lower bound.
      if (A.Hi || B.Hi)
        Out.Hi = A.Hi && B.Hi ? std::min(*A.Hi, *B.Hi) : A.Hi ? A.Hi : B.Hi;
      if (A.Lo && B.Lo)
        Out.Lo = std::min(*A.Lo, *B.Lo);
    } else {
      if (A.Lo || B.Lo)
        Out.Lo = A.Lo && B.Lo ? std::max(*A.Lo, *B.Lo) : A.Lo ? A.Lo : B.Lo;
      if (A.Hi && B.Hi)
        Out.Hi = std::max(*A.Hi, *B.Hi);
    }
    return Out;
  }

  ASTContext &Context;
};

} // namespace

std::optional<KeyBounds> keyRange(const Expr *Index, ASTContext &Context) {
  Interval I = RangeFinder(Context).of(Index);
  if (!I.bounded() || *I.Hi <= *I.Lo || *I.Hi - *I.Lo > Big)
    return std::nullopt;
  return KeyBounds{*I.Lo, *I.Hi, I.Why.empty() ? "bounded key" : I.Why};
}

std::optional<KeyBounds> keyRange(llvm::ArrayRef<OffsetTerm> Terms,
                                  int64_t Constant, ASTContext &Context) {
  if (Constant < -Big || Constant > Big)
    return std::nullopt;
  long long Lo = Constant, Last = Constant;
  std::string Why;
  for (const OffsetTerm &T : Terms) {
    std::optional<KeyBounds> R = keyRange(T.Value, Context);
    if (!R || T.Scale < -Big || T.Scale > Big)
      return std::nullopt;
    // Both ends are within Big (2^40) and so is the scale: no overflow.
    __int128 A = (__int128)R->Lo * T.Scale, B = (__int128)(R->Hi - 1) * T.Scale;
    __int128 NewLo = Lo + std::min(A, B), NewLast = Last + std::max(A, B);
    if (NewLo < -Big || NewLast > Big)
      return std::nullopt;
    Lo = (long long)NewLo;
    Last = (long long)NewLast;
    if (Why.empty())
      Why = R->Why;
  }
  return KeyBounds{Lo, Last + 1, Why.empty() ? "bounded key" : Why};
}

} // namespace warpagg
