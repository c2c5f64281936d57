//===- UniformTrip.cpp ----------------------------------------------------===//
#include "warpagg/plan/UniformTrip.h"

#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/IterationUniform.h"
#include "warpagg/analysis/KernelSync.h"
#include "warpagg/analysis/TrustedDecls.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace warpagg {
namespace {

// Which variables a term of the condition may read, and how they may change.
enum class Reads {
  Unchanged,   ///< nothing in the loop changes them (the lane's term)
  CountedHere, ///< those, or the for's own variables changed by its increment
};

class TermCheck {
public:
  TermCheck(const ForStmt *Loop, const FunctionDecl *F, Reads Allowed,
            ASTContext &Context)
      : Loop(Loop), F(F), Allowed(Allowed), Context(Context) {}

  // \p E reads only what Allowed says, and evaluating it has no effect and
  // cannot fault: constants, such variables and their `.` fields,
  // arithmetic but division, the toolchain's min/max.
  bool safe(const Expr *E) {
    if (!E)
      return false;
    E = E->IgnoreParens();
    if (!E->isValueDependent() && isIntegerConstant(E, Context))
      return true;
    if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr,
            CharacterLiteral, SubstNonTypeTemplateParmExpr>(E))
      return true;
    if (const auto *Cast = dyn_cast<CastExpr>(E))
      return (isa<ImplicitCastExpr>(Cast) || isa<CStyleCastExpr>(Cast) ||
              isa<CXXStaticCastExpr>(Cast) ||
              isa<CXXFunctionalCastExpr>(Cast)) &&
             Cast->getType()->isScalarType() && safe(Cast->getSubExpr());
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      return (U->getOpcode() == UO_LNot || U->getOpcode() == UO_Minus ||
              U->getOpcode() == UO_Plus || U->getOpcode() == UO_Not) &&
             safe(U->getSubExpr());
    if (const auto *B = dyn_cast<BinaryOperator>(E))
      return !B->isAssignmentOp() && !B->isCommaOp() &&
             B->getOpcode() != BO_Div && B->getOpcode() != BO_Rem &&
             safe(B->getLHS()) && safe(B->getRHS());
    if (const auto *C = dyn_cast<ConditionalOperator>(E))
      return safe(C->getCond()) && safe(C->getTrueExpr()) &&
             safe(C->getFalseExpr());
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return !M->isArrow() && isa<FieldDecl>(M->getMemberDecl()) &&
             safe(M->getBase());
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *Callee = toolchainCallee(Call);
      if (!Callee ||
          !isToolchainFunction(Callee, {"min", "max", "umin", "umax", "llmin",
                                        "llmax", "ullmin", "ullmax"}))
        return false;
      for (const Expr *Arg : Call->arguments())
        if (!safe(Arg))
          return false;
      return true;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      if (isa<EnumConstantDecl>(Ref->getDecl()))
        return true;
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      return V && readable(V);
    }
    return false;
  }

private:
  // A local or parameter of automatic storage (no __shared__ or static
  // local, which other threads may change), not a reference, whose address
  // goes nowhere, that nothing in the loop changes, or (CountedHere) that
  // the loop declares and only its increment changes.
  bool readable(const VarDecl *V) {
    if (!(V->isLocalVarDecl() || isa<ParmVarDecl>(V)) ||
        !V->hasLocalStorage() || V->getType()->isReferenceType() || !F ||
        !F->getBody() || variableUses(V, F->getBody(), Context).Escapes)
      return false;
    const bool Counter = declaringFor(V, Context) == Loop;
    if (!isMutatedIn(V, *Loop, Context))
      return !(Counter && Allowed == Reads::Unchanged); // the vote precedes it
    return Allowed == Reads::CountedHere && Counter &&
           !isMutatedIn(V, *Loop->getBody(), Context) &&
           !isMutatedIn(V, *Loop->getCond(), Context);
  }

  const ForStmt *Loop;
  const FunctionDecl *F;
  Reads Allowed;
  ASTContext &Context;
};

std::optional<std::string> textOf(const Expr *E, ASTContext &Context,
                                  unsigned &Offset, unsigned &Length) {
  const SourceManager &SM = Context.getSourceManager();
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM,
      Context.getLangOpts());
  if (Range.isInvalid() || !Range.getBegin().isFileID())
    return std::nullopt;
  // Written again before the loop and in its body: no token from a macro.
  if (hasMacroToken(E))
    return std::nullopt;
  Offset = SM.getFileOffset(Range.getBegin());
  Length = SM.getFileOffset(Range.getEnd()) - Offset;
  return Lexer::getSourceText(Range, SM, Context.getLangOpts()).str();
}

// "if (done) continue;" for the term `!done`, else "if (!(T)) continue;".
std::string skipFor(const Expr *Term, const std::string &Text,
                    ASTContext &Context) {
  if (const auto *Not = dyn_cast<UnaryOperator>(Term->IgnoreParens());
      Not && Not->getOpcode() == UO_LNot) {
    unsigned Offset = 0, Length = 0;
    if (std::optional<std::string> Inner =
            textOf(Not->getSubExpr(), Context, Offset, Length)) {
      bool Simple = llvm::all_of(*Inner, [](char C) {
        return llvm::isAlnum(C) || C == '_' || C == '.';
      });
      return "if (" + (Simple ? *Inner : "(" + *Inner + ")") + ") continue;";
    }
  }
  return "if (!(" + Text + ")) continue;";
}

// Whether the lanes that enter \p Loop (in \p Around) enter this execution
// of it together, and reach every commit of its body: the statement before
// it is a barrier of the whole block (all of a warp's lanes leave it at one
// execution; nothing but the loop's own vote comes before the loop), and
// nothing in the body returns (the group's wrap already refuses break and
// goto). Then the lanes read once before the loop name every commit's lanes.
bool entersTogether(const ForStmt *Loop, const CompoundStmt *Around) {
  const Stmt *Before = nullptr;
  for (const Stmt *S : Around->body()) {
    if (S == Loop)
      break;
    Before = S;
  }
  return Before && isToolchainBlockBarrier(Before) &&
         !containsStmt<ReturnStmt>(Loop->getBody());
}

} // namespace

std::optional<InStepLoop> inStepLoop(const CompoundStmt *Body,
                                     const std::string &GroupVariable,
                                     ASTContext &Context) {
  DynTypedNodeList Parents = Context.getParents(*Body);
  const auto *Loop = Parents.size() == 1 ? Parents[0].get<ForStmt>() : nullptr;
  if (!Loop || Loop->getBody() != Body || !Loop->getBeginLoc().isFileID())
    return std::nullopt;
  // The vote is declared before the loop, in the block around it.
  DynTypedNodeList LoopParents = Context.getParents(*Loop);
  const auto *Around =
      LoopParents.size() == 1 ? LoopParents[0].get<CompoundStmt>() : nullptr;
  if (!Around)
    return std::nullopt;
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      Loop->getCond() ? Loop->getCond()->IgnoreParens() : nullptr);
  if (!Cond || Cond->getOpcode() != BO_LAnd)
    return std::nullopt;
  const FunctionDecl *F = enclosingFunction(Loop, Context);
  const Expr *Sides[] = {Cond->getLHS(), Cond->getRHS()};
  for (int TermSide = 0; TermSide < 2; ++TermSide) {
    const Expr *Term = Sides[TermSide];
    const Expr *Rest = Sides[1 - TermSide];
    if (isIterationUniform(Term, Context) || !isIterationUniform(Rest, Context))
      continue;
    if (!TermCheck(Loop, F, Reads::Unchanged, Context).safe(Term) ||
        !TermCheck(Loop, F, Reads::CountedHere, Context).safe(Rest))
      return std::nullopt;
    InStepLoop Form;
    std::optional<std::string> Text =
        textOf(Term, Context, Form.TermOffset, Form.TermLength);
    if (!Text)
      return std::nullopt;
    const SourceManager &SM = Context.getSourceManager();
    Form.LoopOffset = SM.getFileOffset(Loop->getBeginLoc());
    // Named after the group ("wa_group_12" -> "wa_enter_12", "wa_mask_12").
    const std::string Suffix = GroupVariable.substr(GroupVariable.find('_', 3));
    Form.Variable = "wa_enter" + Suffix;
    Form.Term = *Text;
    Form.Skip = skipFor(Term, *Text, Context);
    if (entersTogether(Loop, Around))
      Form.Mask = "wa_mask" + Suffix;
    return Form;
  }
  return std::nullopt;
}

} // namespace warpagg
