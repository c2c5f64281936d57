//===- RepeatableExpr.cpp - Expressions that can be written again elsewhere ===//

#include "warpagg/analysis/RepeatableExpr.h"
#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace warpagg {
namespace {

// Whether \p V's declaration is in a scope that holds \p Site: a parameter
// of Site's function, or a local whose declaration statement's enclosing
// statement contains Site in the source.
bool inScopeAt(const VarDecl *V, const Expr *Site, ASTContext &Context) {
  const FunctionDecl *F = enclosingFunction(Site, Context);
  if (!F || V->getDeclContext() != F)
    return false;
  if (isa<ParmVarDecl>(V))
    return true;
  DynTypedNodeList Parents = Context.getParents(*V);
  const auto *Decl = Parents.size() == 1 ? Parents[0].get<DeclStmt>() : nullptr;
  const Stmt *Scope = Decl ? parentStmt(Decl, Context) : nullptr;
  if (!Scope)
    return false;
  const SourceManager &SM = Context.getSourceManager();
  SourceRange Outer = Scope->getSourceRange(), Inner = Site->getSourceRange();
  return !SM.isBeforeInTranslationUnit(Inner.getBegin(), Decl->getEndLoc()) &&
         !SM.isBeforeInTranslationUnit(Outer.getEnd(), Inner.getEnd());
}

bool isRepeatable(const Expr *E, const Expr *Site, ASTContext &Context) {
  E = E->IgnoreParens();
  StringRef Builtin = cudaBuiltinName(E); // the launch's shape: the same everywhere
  if (Builtin == "blockDim" || Builtin == "gridDim")
    return true;
  if (isa<IntegerLiteral, CharacterLiteral, CXXBoolLiteralExpr>(E))
    return true;
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return (Cast->getCastKind() == CK_LValueToRValue ||
            Cast->getCastKind() == CK_IntegralCast || isa<ExplicitCastExpr>(Cast) ||
            Cast->getCastKind() == CK_NoOp) &&
           Cast->getType()->isScalarType() &&
           isRepeatable(Cast->getSubExpr(), Site, Context);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (isa<EnumConstantDecl>(Ref->getDecl()))
      return true;
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (!V)
      return false;
    // (A namespace-scope name is not repeated: a local of the same name
    // could hide it at the call.)
    return !V->getType()->isReferenceType() && inScopeAt(V, Site, Context) &&
           isUnchangedLocal(V, Context);
  }
  if (const auto *Member = dyn_cast<MemberExpr>(E)) {
    if (Member->isArrow())
      return false; // a load through a pointer: memory may change
    return isa<FieldDecl>(Member->getMemberDecl()) &&
           isRepeatable(Member->getBase(), Site, Context);
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() && !B->isCompoundAssignmentOp() &&
           B->getOpcode() != BO_Comma &&
           isRepeatable(B->getLHS(), Site, Context) &&
           isRepeatable(B->getRHS(), Site, Context);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus ||
            U->getOpcode() == UO_Not || U->getOpcode() == UO_LNot) &&
           isRepeatable(U->getSubExpr(), Site, Context);
  if (const auto *Size = dyn_cast<UnaryExprOrTypeTraitExpr>(E))
    return Size->getKind() == UETT_SizeOf;
  return false;
}

} // namespace

bool namesSameValueAt(const Expr *E, const Expr *Site, ASTContext &Context) {
  return E && Site && isRepeatable(E, Site, Context);
}

std::optional<std::string> repeatableTextAt(const Expr *E, const Expr *Site,
                                            ASTContext &Context) {
  if (!E || !Site || !isRepeatable(E, Site, Context))
    return std::nullopt;
  const SourceManager &SM = Context.getSourceManager();
  SourceRange R = E->getSourceRange();
  if (R.getBegin().isMacroID() || R.getEnd().isMacroID() ||
      SM.getFileID(R.getBegin()) != SM.getFileID(SM.getExpansionLoc(Site->getBeginLoc())))
    return std::nullopt;
  bool Invalid = false;
  StringRef Text = Lexer::getSourceText(CharSourceRange::getTokenRange(R), SM,
                                        Context.getLangOpts(), &Invalid);
  if (Invalid || Text.empty())
    return std::nullopt;
  return Text.str();
}

} // namespace warpagg
