//===- ValueBounds.cpp ----------------------------------------------------===//
#include "warpagg/analysis/ValueBounds.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/RepeatableExpr.h"
#include "warpagg/analysis/ThreadIdentity.h"

#include "clang/AST/Stmt.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxDepth = 16;

const VarDecl *localRead(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() ||
      V->getType().isVolatileQualified() || !V->getType()->isIntegerType())
    return nullptr;
  return V;
}

// The for loop whose increment is the only write of \p V (declared in its
// init-statement), or null.
const ForStmt *steppingFor(const VarDecl *V, ASTContext &Context) {
  const ForStmt *For = declaringFor(V, Context);
  return For && For->getBody() && !isMutatedIn(V, *For->getBody(), Context)
             ? For
             : nullptr;
}

bool isNonNegativeVariable(const VarDecl *V, ASTContext &Context, int Depth);

// Built from thread and block indices, sizes and nonnegative constants by
// operations that keep a value nonnegative (no wrap assumed, as elsewhere).
bool isNonNegative(const Expr *E, ASTContext &Context, int Depth) {
  if (!E || Depth > MaxDepth || E->isValueDependent() ||
      !E->getType()->isIntegerType())
    return false;
  E = E->IgnoreParens();
  if (E->getType()->isUnsignedIntegerType())
    return true;
  if (std::optional<llvm::APSInt> C = E->getIntegerConstantExpr(Context))
    return !C->isNegative();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    const Expr *Sub = Cast->getSubExpr();
    if (Cast->getCastKind() == CK_LValueToRValue) {
      const VarDecl *V = localRead(Sub);
      return V && isNonNegativeVariable(V, Context, Depth + 1);
    }
    // Not narrowing: a nonnegative value is kept (an unsigned one that
    // would turn negative in a signed type of its size wrapped first).
    return Sub->getType()->isIntegerType() &&
           Context.getTypeSize(Cast->getType()) >=
               Context.getTypeSize(Sub->getType()) &&
           isNonNegative(Sub, Context, Depth + 1);
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    switch (B->getOpcode()) {
    case BO_Add: case BO_Mul: case BO_Div: case BO_Rem: case BO_And:
    case BO_Or: case BO_Shr: case BO_Shl:
      return isNonNegative(B->getLHS(), Context, Depth + 1) &&
             isNonNegative(B->getRHS(), Context, Depth + 1);
    default:
      return false;
    }
  }
  return false;
}

bool isNonNegativeVariable(const VarDecl *V, ASTContext &Context, int Depth) {
  if (V->getType()->isUnsignedIntegerType())
    return true;
  if (!V->getInit() || !isNonNegative(V->getInit(), Context, Depth + 1))
    return false;
  if (isUnchangedLocal(V, Context))
    return true;
  const ForStmt *For = steppingFor(V, Context);
  const Expr *Step = nullptr;
  bool One = false;
  return For && stepOf(For->getInc(), V, Step, One) &&
         (One || isNonNegative(Step, Context, Depth + 1));
}

// M where \p Test is `V < M` (Less) or `V >= M` (!Less), either way round,
// the comparison keeping M's value.
const Expr *boundIn(const Expr *Test, const VarDecl *V, bool Less,
                    ASTContext &Context) {
  const auto *B = dyn_cast<BinaryOperator>(Test->IgnoreParenImpCasts());
  if (!B || !B->isComparisonOp())
    return nullptr;
  BinaryOperatorKind VLeft = Less ? BO_LT : BO_GE, VRight = Less ? BO_GT : BO_LE;
  const Expr *M = nullptr, *Compared = nullptr;
  if (B->getOpcode() == VLeft && localRead(B->getLHS()) == V) {
    M = B->getRHS()->IgnoreParenImpCasts();
    Compared = B->getRHS();
  } else if (B->getOpcode() == VRight && localRead(B->getRHS()) == V) {
    M = B->getLHS()->IgnoreParenImpCasts();
    Compared = B->getLHS();
  }
  if (!M || !M->getType()->isIntegerType())
    return nullptr;
  // A signed M compared as unsigned may be negative; V must not narrow.
  if (Compared->getType()->isUnsignedIntegerType() &&
      M->getType()->isSignedIntegerType() && !isNonNegative(M, Context, 0))
    return nullptr;
  if (Context.getTypeSize(Compared->getType()) < Context.getTypeSize(V->getType()))
    return nullptr;
  return M;
}

// The conjuncts (Op = BO_LAnd) or disjuncts (BO_LOr) of \p E.
void operands(const Expr *E, BinaryOperatorKind Op,
              llvm::SmallVectorImpl<const Expr *> &Out) {
  const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (B && B->getOpcode() == Op) {
    operands(B->getLHS(), Op, Out);
    operands(B->getRHS(), Op, Out);
    return;
  }
  Out.push_back(E);
}

const Expr *boundInConjuncts(const Expr *Cond, const VarDecl *V,
                             ASTContext &Context) {
  if (!Cond)
    return nullptr;
  llvm::SmallVector<const Expr *, 4> Tests;
  operands(Cond, BO_LAnd, Tests);
  for (const Expr *Test : Tests)
    if (const Expr *M = boundIn(Test, V, /*Less=*/true, Context))
      return M;
  return nullptr;
}

// A statement that always leaves what follows it in its block.
bool alwaysLeaves(const Stmt *S) {
  if (const auto *Block = dyn_cast_or_null<CompoundStmt>(S))
    S = Block->body_empty() ? nullptr : Block->body_back();
  return isa_and_nonnull<ReturnStmt, ContinueStmt, BreakStmt>(S);
}

// `if (V >= M) return;` among the statements of \p Block before \p Child.
const Expr *boundByEarlierExit(const CompoundStmt *Block, const Stmt *Child,
                               const VarDecl *V, ASTContext &Context) {
  for (const Stmt *S : Block->body()) {
    if (S == Child)
      return nullptr;
    const auto *If = dyn_cast<IfStmt>(S);
    if (!If || If->getElse() || If->getInit() || If->getConditionVariable() ||
        !alwaysLeaves(If->getThen()))
      continue;
    llvm::SmallVector<const Expr *, 4> Tests;
    operands(If->getCond(), BO_LOr, Tests);
    for (const Expr *Test : Tests)
      if (const Expr *M = boundIn(Test, V, /*Less=*/false, Context))
        return M;
  }
  return nullptr;
}

const Expr *testedBound(const Expr *Use, const VarDecl *V, ASTContext &Context) {
  const ForStmt *Declaring = declaringFor(V, Context);
  const Stmt *Child = Use;
  for (const Stmt *P = parentStmt(Child, Context); P;
       Child = P, P = parentStmt(P, Context)) {
    const Expr *M = nullptr;
    if (const auto *For = dyn_cast<ForStmt>(P)) {
      if (For == Declaring && For->getBody() == Child)
        M = boundInConjuncts(For->getCond(), V, Context);
    } else if (const auto *If = dyn_cast<IfStmt>(P)) {
      if (If->getThen() == Child && !If->getConditionVariable())
        M = boundInConjuncts(If->getCond(), V, Context);
    } else if (const auto *Block = dyn_cast<CompoundStmt>(P)) {
      M = boundByEarlierExit(Block, Child, V, Context);
    } else if (isa<LambdaExpr>(P)) {
      return nullptr;
    }
    if (M)
      return M;
    if (P == Declaring)
      return nullptr; // outside the loop, V is not in scope
  }
  return nullptr;
}

} // namespace

const Expr *upperBoundAt(const Expr *Use, const VarDecl *V, ASTContext &Context) {
  if (!Use || !V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) ||
      !V->getType()->isIntegerType())
    return nullptr;
  // Changed nowhere between any test and the use.
  if (!isUnchangedLocal(V, Context) && !steppingFor(V, Context))
    return nullptr;
  if (!isNonNegativeVariable(V, Context, 0))
    return nullptr;
  const Expr *M = testedBound(Use, V, Context);
  if (!M || !isWarpUniform(M, Context) || !namesSameValueAt(M, Use, Context))
    return nullptr;
  return M;
}

} // namespace warpagg
