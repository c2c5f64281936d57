//===- AddressFromKey.cpp -------------------------------------------------===//
#include "warpagg/analysis/AddressFromKey.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace warpagg {
namespace {

// Walks the address outside the key: true when every part of it computes
// the same address at the commit. Loads are only of unchanged variables.
class SameAtCommit : public ConstStmtVisitor<SameAtCommit, bool> {
public:
  SameAtCommit(const Expr *Key, const VarDecl *SlotIndex, ASTContext &Context,
               AddressFromKey &Out)
      : Key(Key), SlotIndex(SlotIndex), Context(Context), Out(Out) {}

  bool check(const Expr *E) {
    if (E != Key)
      return Visit(E);
    FoundKey = true;
    KeyNode = E;
    return true;
  }
  /// The key as written: the key, or the parentheses around it.
  const Expr *KeyNode = nullptr;
  /// The walk reached the key (where it did not, its text is not the
  /// summand the analysis read).
  bool FoundKey = false;

  bool VisitParenExpr(const ParenExpr *E) {
    if (E->getSubExpr()->IgnoreParens() == Key && !KeyNode) {
      KeyNode = E; // `(i / 4) * 2` becomes `wa_key * 2`
      FoundKey = true;
      return true;
    }
    return check(E->getSubExpr());
  }
  bool VisitUnaryOperator(const UnaryOperator *E) {
    switch (E->getOpcode()) {
    case UO_AddrOf:
    case UO_Plus:
    case UO_Minus:
    case UO_Not:
      return check(E->getSubExpr());
    default: // ++, --, *p (a load), !
      return false;
    }
  }
  bool VisitBinaryOperator(const BinaryOperator *E) {
    if (E->isAssignmentOp() || E->isCompoundAssignmentOp() ||
        E->isLogicalOp() || E->getOpcode() == BO_Comma ||
        E->getOpcode() == BO_PtrMemD || E->getOpcode() == BO_PtrMemI)
      return false;
    return check(E->getLHS()) && check(E->getRHS());
  }
  // a[i] as an lvalue is an address computation; its value is read only
  // through an lvalue-to-rvalue conversion, which admits variables alone.
  bool VisitArraySubscriptExpr(const ArraySubscriptExpr *E) {
    return check(E->getBase()) && check(E->getIdx());
  }
  bool VisitMemberExpr(const MemberExpr *E) {
    return isa<FieldDecl>(E->getMemberDecl()) && check(E->getBase());
  }
  bool VisitImplicitCastExpr(const ImplicitCastExpr *E) {
    switch (E->getCastKind()) {
    case CK_LValueToRValue:
      return isUnchangedValue(E->getSubExpr());
    case CK_ArrayToPointerDecay:
      return isFixedArray(E->getSubExpr());
    case CK_NoOp:
    case CK_IntegralCast:
    case CK_BitCast:
    case CK_UncheckedDerivedToBase:
    case CK_DerivedToBase:
      return check(E->getSubExpr());
    default:
      return false;
    }
  }
  bool VisitExplicitCastExpr(const ExplicitCastExpr *E) {
    switch (E->getCastKind()) {
    case CK_NoOp:
    case CK_IntegralCast:
    case CK_BitCast:
      return check(E->getSubExpr());
    default:
      return false;
    }
  }
  bool VisitSubstNonTypeTemplateParmExpr(const SubstNonTypeTemplateParmExpr *) {
    return true;
  }
  bool VisitIntegerLiteral(const IntegerLiteral *) { return true; }
  bool VisitCharacterLiteral(const CharacterLiteral *) { return true; }
  bool VisitUnaryExprOrTypeTraitExpr(const UnaryExprOrTypeTraitExpr *E) {
    return E->getKind() == UETT_SizeOf || E->getKind() == UETT_AlignOf;
  }
  // A variable read without conversion: an enumerator, or a constant.
  bool VisitDeclRefExpr(const DeclRefExpr *E) {
    if (isa<EnumConstantDecl>(E->getDecl()))
      return true;
    return isConstant(dyn_cast<VarDecl>(E->getDecl()));
  }
  bool VisitStmt(const Stmt *) { return false; }

private:
  // The value read: a local or parameter never changed after its
  // initialization, a field of one ('.' only), the slot index, a constant,
  // or blockDim / gridDim.
  bool isUnchangedValue(const Expr *E) {
    E = E->IgnoreParens();
    StringRef Builtin = cudaBuiltinName(E);
    if (Builtin == "blockDim" || Builtin == "gridDim")
      return true;
    if (const auto *Member = dyn_cast<MemberExpr>(E))
      return !Member->isArrow() && isa<FieldDecl>(Member->getMemberDecl()) &&
             isUnchangedValue(Member->getBase());
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || V->getType().isVolatileQualified())
      return false;
    if (V == SlotIndex)
      return true;
    if (isConstant(V))
      return true;
    if (!V->hasLocalStorage() || V->getType()->isReferenceType() ||
        !isUnchangedLocal(V, Context))
      return false;
    Out.Reads.push_back(V);
    return true;
  }
  // An array whose address cannot change: a local or parameter array
  // variable, a static-storage one (a __shared__ table), a field of one.
  bool isFixedArray(const Expr *E) {
    E = E->IgnoreParens();
    if (const auto *Member = dyn_cast<MemberExpr>(E))
      return !Member->isArrow() && isFixedArray(Member->getBase());
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || V->getType()->isReferenceType())
      return false;
    Out.Reads.push_back(V);
    return true;
  }
  // A variable whose value is fixed at compile time (constexpr, or a
  // const integer with a constant initializer).
  bool isConstant(const VarDecl *V) {
    if (!V)
      return false;
    QualType T = V->getType();
    bool Fixed = V->isConstexpr() ||
                 (T.isConstQualified() && T->isIntegralOrEnumerationType() &&
                  V->getInit() && V->getInit()->isIntegerConstantExpr(Context));
    if (Fixed)
      Out.Reads.push_back(V); // its name must still find it at the commit
    return Fixed;
  }

  const Expr *Key;
  const VarDecl *SlotIndex;
  ASTContext &Context;
  AddressFromKey &Out;
};

std::optional<CharSourceRange> fileRange(const Expr *E, ASTContext &Context) {
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()),
      Context.getSourceManager(), Context.getLangOpts());
  if (R.isInvalid())
    return std::nullopt;
  return R;
}

} // namespace

std::optional<AddressFromKey>
addressFromKey(const Expr *Address, const Expr *Key, StringRef KeyName,
               const VarDecl *SlotIndex, ASTContext &Context) {
  if (!Address || !Key || hasMacroToken(Address))
    return std::nullopt;
  AddressFromKey Out;
  SameAtCommit Walk(Key, SlotIndex, Context, Out);
  if (!Walk.check(Address) || !Walk.FoundKey)
    return std::nullopt;
  std::optional<CharSourceRange> Whole = fileRange(Address, Context);
  std::optional<CharSourceRange> KeyRange = fileRange(Walk.KeyNode, Context);
  std::optional<CharSourceRange> KeyOnly = fileRange(Key, Context);
  if (!Whole || !KeyRange || !KeyOnly)
    return std::nullopt;
  const SourceManager &SM = Context.getSourceManager();
  auto [File, Begin] = SM.getDecomposedLoc(Whole->getBegin());
  auto [KeyFile, KeyBegin] = SM.getDecomposedLoc(KeyRange->getBegin());
  unsigned End = SM.getFileOffset(Whole->getEnd());
  unsigned KeyEnd = SM.getFileOffset(KeyRange->getEnd());
  if (File != KeyFile || KeyBegin < Begin || KeyEnd > End)
    return std::nullopt;
  StringRef Text = Lexer::getSourceText(*Whole, SM, Context.getLangOpts());
  StringRef KeyText = Lexer::getSourceText(*KeyOnly, SM, Context.getLangOpts());
  if (Text.empty() || KeyText.empty())
    return std::nullopt;
  Out.KeyText = KeyText.str();
  Out.Offset = Begin;
  Out.Length = End - Begin;
  Out.Text = (Text.substr(0, KeyBegin - Begin) + KeyName +
              Text.substr(KeyEnd - Begin))
                 .str();
  return Out;
}

} // namespace warpagg
