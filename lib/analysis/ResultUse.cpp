//===- ResultUse.cpp ------------------------------------------------------===//
#include "warpagg/analysis/ResultUse.h"
#include "warpagg/analysis/AstQueries.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace warpagg {
namespace {

// Whether statement-context parent P holds E as a body (discarded) rather
// than as a condition, initialiser or returned value (used).
bool isDiscardedInStatement(const Stmt *P, const Stmt *E) {
  if (isa<CompoundStmt, LabelStmt, AttributedStmt, CaseStmt, DefaultStmt>(P))
    return true;
  if (const auto *If = dyn_cast<IfStmt>(P))
    return E == If->getThen() || E == If->getElse();
  if (const auto *W = dyn_cast<WhileStmt>(P))
    return E == W->getBody();
  if (const auto *D = dyn_cast<DoStmt>(P))
    return E == D->getBody();
  if (const auto *F = dyn_cast<ForStmt>(P))
    return E == F->getBody() || E == F->getInc() || E == F->getInit();
  if (const auto *R = dyn_cast<CXXForRangeStmt>(P))
    return E == R->getBody();
  return false;
}

// The function whose `return` hands on E's value: E, through parentheses,
// implicit conversions and cleanups, is a return statement's value in a
// function's body (not a lambda's or a block's).
const FunctionDecl *returningFunction(const Expr *E, ASTContext &Context) {
  const Stmt *Cur = E;
  while (true) {
    DynTypedNodeList Parents = Context.getParents(*Cur);
    if (Parents.size() != 1)
      return nullptr;
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P)
      return nullptr;
    if (isa<ParenExpr, ImplicitCastExpr, ExprWithCleanups>(P)) {
      Cur = P;
      continue;
    }
    return isa<ReturnStmt>(P) ? enclosingFunction(P, Context) : nullptr;
  }
}

// Whether every call of F drops its value (helperDroppingResult's
// conditions on F; Depth bounds the helpers followed).
bool everyCallDrops(const FunctionDecl *F, ASTContext &Context,
                    unsigned Depth) {
  if (!F || Depth == 0 || !F->hasAttr<CUDADeviceAttr>() ||
      F->hasAttr<CUDAGlobalAttr>() || isa<CXXMethodDecl>(F) ||
      F->isTemplated() || F->getTemplateInstantiationPattern())
    return false;
  const SourceManager &SM = Context.getSourceManager();
  if (!SM.isInMainFile(SM.getFileLoc(F->getLocation())))
    return false; // a header's helper: other inputs see it too
  if (Context.getLangOpts().GPURelocatableDeviceCode &&
      F->isExternallyVisible())
    return false; // other translation units may call it
  auto Calls = callsOf(F, Context);
  if (!Calls)
    return false; // its address is taken: callers unknown
  for (const CallExpr *Call : *Calls)
    if (isResultUsed(Call, Context) &&
        !everyCallDrops(returningFunction(Call, Context), Context, Depth - 1))
      return false;
  return true;
}

} // namespace

const FunctionDecl *helperDroppingResult(const CallExpr *Call,
                                         ASTContext &Context) {
  const FunctionDecl *F = returningFunction(Call, Context);
  return everyCallDrops(F, Context, 4) ? F : nullptr;
}

bool isResultUsed(const CallExpr *Call, ASTContext &Context) {
  const Stmt *Cur = Call;
  while (true) {
    DynTypedNodeList Parents = Context.getParents(*Cur);
    if (Parents.size() != 1)
      return true;
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P)
      return true; // e.g. a variable's initialiser
    if (isa<ParenExpr, ExprWithCleanups>(P)) {
      Cur = P;
      continue;
    }
    if (const auto *C = dyn_cast<CastExpr>(P)) {
      if (C->getType()->isVoidType())
        return false;
      return true;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(P)) {
      if (B->getOpcode() != BO_Comma)
        return true;
      if (B->getLHS() == Cur)
        return false;
      Cur = P; // the right side's value is the comma's value
      continue;
    }
    if (isa<Expr>(P))
      return true;
    return !isDiscardedInStatement(P, Cur);
  }
}

} // namespace warpagg
