//===- AddressKey.cpp -----------------------------------------------------===//
#include "warpagg/analysis/AddressKey.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "clang/AST/StmtVisitor.h"
#include "clang/Lex/Lexer.h"

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

// Whether \p Term is \p SlotIndex itself: one value within a slot.
bool isSlotIndex(const OffsetTerm &Term, const VarDecl *SlotIndex) {
  return isVariable(Term.Value, SlotIndex);
}

std::optional<AddressKey> keyOfParts(const AddressParts &Parts,
                                     ASTContext &Context,
                                     const VarDecl *SlotIndex) {
  AddressKey Key;
  for (const OffsetTerm &T : Parts.Terms)
    if (!isSlotIndex(T, SlotIndex) && !isWarpUniform(T.Value, Context))
      Key.Terms.push_back(T);
  if (Key.Terms.empty()) {
    // Constant offsets from a pointer variable (`&a->x`, `a + 1`): two
    // lanes share such an address exactly when they share the pointer.
    const Expr *Base = Parts.Base->IgnoreParenImpCasts();
    if (!isa<DeclRefExpr>(Base))
      return std::nullopt;
    Key.Terms.push_back({Base, 1});
  } else if (!isWarpUniform(Parts.Base, Context)) {
    return std::nullopt;
  }
  if (Key.Terms.size() == 1)
    Key.Terms[0] = {stripInjective(Key.Terms[0].Value, Context, SlotIndex), 1};
  // KeyReads admits no call, assignment or increment; only threadIdx-style
  // builtin reads are calls underneath, which HasSideEffects would count as
  // effects (they have none).
  for (const OffsetTerm &T : Key.Terms)
    if (T.Value->HasSideEffects(Context, /*IncludePossibleEffects=*/false) ||
        !KeyReads(Key).Visit(T.Value))
      return std::nullopt;
  // Read through a local's initialiser, the key is its variables' values
  // there: the same at the site only where nothing changes them.
  if (Parts.ThroughLocal)
    for (const VarDecl *V : Key.KeyVars)
      if (!isUnchangedLocal(V, Context))
        return std::nullopt;
  return Key;
}

// The text of \p E as written, or empty where it is not plain text.
std::string sourceText(const Expr *E, ASTContext &Context) {
  return Lexer::getSourceText(
             CharSourceRange::getTokenRange(E->getSourceRange()),
             Context.getSourceManager(), Context.getLangOpts())
      .str();
}

} // namespace

std::optional<AddressKey> keyOfAddress(const Expr *Pointer,
                                       ASTContext &Context,
                                       const VarDecl *SlotIndex,
                                       std::string *Why) {
  // Through the locals that hold the address's pointer first; where that
  // leads nowhere keyed (the local was set from memory, or the key's
  // variables change), the local itself may be the key.
  std::string Stopped;
  for (FollowLocals Follow : {FollowLocals::Yes, FollowLocals::No}) {
    std::optional<AddressParts> Parts = addressParts(Pointer, Context, Follow);
    if (!Parts)
      continue;
    if (Stopped.empty())
      Stopped = Parts->StoppedWhy;
    if (std::optional<AddressKey> Key = keyOfParts(*Parts, Context, SlotIndex)) {
      if (Why)
        *Why = Stopped;
      return Key;
    }
  }
  if (Why)
    *Why = Stopped;
  return std::nullopt;
}

bool sameKey(const Expr *A, const Expr *B, ASTContext &Context) {
  llvm::FoldingSetNodeID IA, IB;
  A->IgnoreParenImpCasts()->Profile(IA, Context, /*Canonical=*/true);
  B->IgnoreParenImpCasts()->Profile(IB, Context, /*Canonical=*/true);
  return IA == IB;
}

bool sameKey(const AddressKey &A, const AddressKey &B, ASTContext &Context) {
  if (A.Terms.size() != B.Terms.size())
    return false;
  llvm::SmallVector<bool, 4> Matched(B.Terms.size(), false);
  for (const OffsetTerm &TA : A.Terms) {
    bool Found = false;
    for (unsigned I = 0; I < B.Terms.size() && !Found; ++I)
      if (!Matched[I] && B.Terms[I].Scale == TA.Scale &&
          sameKey(TA.Value, B.Terms[I].Value, Context))
        Matched[I] = Found = true;
    if (!Found)
      return false;
  }
  return true;
}

std::string keyText(const AddressKey &Key, ASTContext &Context) {
  std::string Text;
  for (const OffsetTerm &T : Key.Terms) {
    if (!Text.empty())
      Text += T.Scale < 0 ? " - " : " + ";
    else if (T.Scale < 0)
      Text += "-";
    std::string Value = sourceText(T.Value, Context);
    uint64_t Scale = T.Scale < 0 ? -(uint64_t)T.Scale : T.Scale;
    if (Scale == 1) {
      Text += Value;
      continue;
    }
    const Expr *V = T.Value->IgnoreImpCasts();
    bool Simple = isa<DeclRefExpr, ParenExpr, IntegerLiteral, CallExpr,
                      MemberExpr, ArraySubscriptExpr>(V);
    Text += (Simple ? Value : "(" + Value + ")") + " * " +
            std::to_string(Scale);
  }
  return Text;
}

} // namespace warpagg
