//===- DataGuard.cpp ------------------------------------------------------===//
#include "warpagg/analysis/DataGuard.h"

#include "warpagg/analysis/AstQueries.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace warpagg {
namespace {

// True when evaluating \p E loads memory (a subscript, a dereference, a
// member through a pointer, a non-constant global) or calls a function that
// is not a builtin (CUDA's math and intrinsics are builtins or declared in
// system headers).
bool readsData(const Stmt *S, ASTContext &Context) {
  if (!S)
    return false;
  if (isa<ArraySubscriptExpr>(S))
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(S); U && U->getOpcode() == UO_Deref)
    return true;
  if (const auto *M = dyn_cast<MemberExpr>(S); M && M->isArrow())
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (V->hasGlobalStorage() && !V->getType().isConstQualified() &&
          !V->isConstexpr())
        return true;
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *F = Call->getDirectCallee();
    const SourceManager &SM = Context.getSourceManager();
    if (!F || (!F->getBuiltinID() &&
               !SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation()))))
      return true;
  }
  if (isa<LambdaExpr>(S))
    return false;
  for (const Stmt *Child : S->children())
    if (readsData(Child, Context))
      return true;
  return false;
}

// The condition of an if/switch/?: /&&/|| that \p Child sits under in
// \p Parent (not its condition operand itself).
const Expr *deciding(const Stmt *Parent, const Stmt *Child) {
  if (const auto *If = dyn_cast<IfStmt>(Parent))
    return Child != If->getCond() && Child != If->getInit() ? If->getCond()
                                                            : nullptr;
  if (const auto *Sw = dyn_cast<SwitchStmt>(Parent))
    return Child != Sw->getCond() ? Sw->getCond() : nullptr;
  if (const auto *C = dyn_cast<ConditionalOperator>(Parent))
    return Child != C->getCond() ? C->getCond() : nullptr;
  if (const auto *B = dyn_cast<BinaryOperator>(Parent);
      B && B->isLogicalOp() && Child == B->getRHS())
    return B->getLHS();
  return nullptr;
}

// A `return` before \p Before in \p Body, under a condition that reads data.
const Expr *dataGuardedReturn(const Stmt *S, SourceLocation Before,
                              const SourceManager &SM, ASTContext &Context,
                              const Expr *Cond) {
  if (!S || isa<LambdaExpr>(S) ||
      !SM.isBeforeInTranslationUnit(S->getBeginLoc(), Before))
    return nullptr;
  if (isa<ReturnStmt>(S))
    return Cond;
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    const Expr *Inner = readsData(If->getCond(), Context) ? If->getCond() : Cond;
    for (const Stmt *Branch : {If->getThen(), If->getElse()})
      if (const Expr *E = dataGuardedReturn(Branch, Before, SM, Context, Inner))
        return E;
    return nullptr;
  }
  for (const Stmt *Child : S->children())
    if (const Expr *E = dataGuardedReturn(Child, Before, SM, Context, Cond))
      return E;
  return nullptr;
}

} // namespace

const Expr *dataGuardOf(const CallExpr *Call, const FunctionDecl *Kernel,
                        ASTContext &Context) {
  const Stmt *Body = Kernel->getBody();
  const Expr *Guard = nullptr;
  for (const Stmt *S = Call, *P = parentStmt(Call, Context); P && S != Body;
       S = P, P = parentStmt(P, Context)) {
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(P) || isa<LambdaExpr>(P))
      return nullptr; // runs many times per thread (or elsewhere)
    if (const Expr *Cond = deciding(P, S); Cond && !Guard &&
                                           readsData(Cond, Context))
      Guard = Cond;
  }
  if (Guard)
    return Guard;
  return dataGuardedReturn(Body, Call->getBeginLoc(),
                           Context.getSourceManager(), Context, nullptr);
}

} // namespace warpagg
