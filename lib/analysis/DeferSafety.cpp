//===- DeferSafety.cpp ----------------------------------------------------===//
#include "warpagg/analysis/DeferSafety.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxCallDepth = 4;

// CUDA and libcu++ names that order, synchronize or touch memory behind the
// compiler's back; any call of one ends a deferral.
bool isOrderingName(llvm::StringRef Name) {
  return Name.starts_with("atomic") || Name.starts_with("__atomic") ||
         Name.starts_with("__sync") || Name.starts_with("__threadfence") ||
         Name.starts_with("__nanosleep") || Name.starts_with("__barrier") ||
         Name.starts_with("fetch_") || Name.starts_with("__st") ||
         Name.contains("fence") || Name == "sync" || Name == "arrive" ||
         Name == "wait" || Name == "arrive_and_wait" || Name == "store" ||
         Name == "exchange" || Name.starts_with("compare_exchange") ||
         Name == "memcpy" || Name == "memset" || Name == "__trap" ||
         Name == "printf" || Name == "__brkpt";
}

class Checker {
public:
  Checker(const DeferredTargets &Targets, ASTContext &Context)
      : Targets(Targets), Context(Context) {}

  bool check(const Stmt *S, int Depth) {
    if (!S)
      return true;
    if (isa<AsmStmt>(S))
      return fail("inline assembly");
    if (isa<CXXThrowExpr, CXXNewExpr, CXXDeleteExpr, LambdaExpr>(S))
      return fail("a construct whose effects are not analysed");
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      return checkStore(B->getLHS()) && checkLValueParts(B->getLHS(), Depth) &&
             check(B->getRHS(), Depth);
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->isIncrementDecrementOp())
      return checkStore(U->getSubExpr()) &&
             checkLValueParts(U->getSubExpr(), Depth);
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(S);
        Cast && Cast->getCastKind() == CK_LValueToRValue)
      return checkLoad(Cast->getSubExpr()) &&
             checkLValueParts(Cast->getSubExpr(), Depth);
    if (const auto *Call = dyn_cast<CallExpr>(S))
      if (!checkCallee(Call->getDirectCallee(), Depth))
        return false;
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(S)) {
      const CXXConstructorDecl *Ctor = Construct->getConstructor();
      // A copy of an object in memory reads it (no lvalue-to-rvalue cast).
      if (Ctor->isCopyOrMoveConstructor() && Construct->getNumArgs() > 0 &&
          Construct->getArg(0)->isGLValue() &&
          !isa<MaterializeTemporaryExpr>(Construct->getArg(0)) &&
          !(checkLoad(Construct->getArg(0)) &&
            checkLValueParts(Construct->getArg(0), Depth)))
        return false;
      if (!Ctor->isTrivial() && !checkCallee(Ctor, Depth))
        return false;
      if (Ctor->isCopyOrMoveConstructor())
        return true;
    }
    for (const Stmt *Child : S->children())
      if (!check(Child, Depth))
        return false;
    return true;
  }

  std::string Why;

private:
  // Walks an lvalue's subexpressions (the indices and pointers it reads)
  // without counting the lvalue itself as a load.
  bool checkLValueParts(const Expr *LValue, int Depth) {
    const Expr *E = LValue->IgnoreParens();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      return check(A->getBase(), Depth) && check(A->getIdx(), Depth);
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return M->isArrow() ? check(M->getBase(), Depth)
                          : checkLValueParts(M->getBase(), Depth);
    if (const auto *U = dyn_cast<UnaryOperator>(E);
        U && U->getOpcode() == UO_Deref)
      return check(U->getSubExpr(), Depth);
    if (isa<DeclRefExpr>(E))
      return true;
    return check(E, Depth);
  }

  bool fail(const std::string &What) {
    if (Why.empty())
      Why = What;
    return false;
  }

  static std::string spelling(const Expr *E, ASTContext &Context) {
    if (const auto *V = analyzeObjectAddress(E, Context).Base)
      return "'" + V->getNameAsString() + "'";
    return "memory";
  }

  bool checkStore(const Expr *LValue) {
    AddressInfo Where = analyzeObjectAddress(LValue, Context);
    if (Where.Space == AddressSpace::Local)
      return true;
    return fail("a store to " + spelling(LValue, Context));
  }

  bool mayAlias(QualType Loaded) const {
    QualType T = Loaded.getCanonicalType().getUnqualifiedType();
    if (T->isCharType() || T->isStructureOrClassType())
      return true;
    for (QualType Target : Targets.Types)
      if (Context.hasSameType(T, Target))
        return true;
    return false;
  }

  bool checkLoad(const Expr *LValue) {
    AddressInfo Where = analyzeObjectAddress(LValue, Context);
    if (Where.Space == AddressSpace::Local)
      return true;
    if (Where.Base && Targets.Bases.count(Where.Base))
      return fail("a load from '" + Where.Base->getNameAsString() +
                  "', which the group writes");
    if (Where.Space == AddressSpace::Shared && Targets.AllGlobal)
      return true;
    if (Where.Base && Where.Base->getType().isRestrictQualified())
      return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(LValue->IgnoreParenImpCasts()))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && V->getType().isConstQualified() && V->hasGlobalStorage())
        return true; // a constant
    if (!mayAlias(LValue->getType()))
      return true;
    return fail("a load of '" + LValue->getType().getAsString() + "' from " +
                spelling(LValue, Context) +
                ", which may read what the group writes");
  }

  // An ordering name fails a project's function too (never passes one: its
  // body is read below); only a system header's is trusted to be harmless.
  bool checkCallee(const FunctionDecl *F, int Depth) {
    if (!F)
      return fail("an indirect call");
    std::string Name = F->getNameAsString();
    if (isOrderingName(Name))
      return fail("a call of '" + Name + "'");
    if (Context.getSourceManager().isInSystemHeader(F->getLocation()))
      return true; // math, conversions, warp intrinsics
    if (F->isDefaulted() || F->isTrivial())
      return true;
    const FunctionDecl *Def = nullptr;
    if (!F->hasBody(Def) || Depth >= MaxCallDepth || !Visiting.insert(Def).second)
      return fail("a call of '" + Name + "', whose body is not analysed");
    bool Ok = check(Def->getBody(), Depth + 1);
    Visiting.erase(Def);
    return Ok;
  }

  const DeferredTargets &Targets;
  ASTContext &Context;
  llvm::SmallPtrSet<const FunctionDecl *, 4> Visiting;
};

} // namespace

bool canDeferPast(const Stmt *S, const DeferredTargets &Targets,
                  ASTContext &Context, std::string &Why) {
  Checker C(Targets, Context);
  if (C.check(S, 0))
    return true;
  Why = C.Why;
  return false;
}

} // namespace warpagg
