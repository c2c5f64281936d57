//===- SyncIdioms.cpp -----------------------------------------------------===//
#include "warpagg/analysis/SyncIdioms.h"

#include "warpagg/find/AtomicCatalog.h"
#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstQueries.h"

#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace warpagg {
namespace {

// The value leaves memory unchanged: 0 for add/sub/or/xor, ~0 for and. A
// helper's unchanged parameter is one where every call of the helper (those
// in focus, AstQueries' CallFocus: a call site decided alone) passes one, so
// a helper called as an atomic read is judged as the read it is there.
bool isIdentity(AtomicOp Op, const Expr *Value, ASTContext &Context,
                int Depth = 0) {
  if (!Value || Value->isValueDependent() || Depth > 4)
    return false;
  Value = Value->IgnoreParenImpCasts();
  // A conversion keeps a zero zero; it may not keep ~0 all ones (a widened
  // unsigned ~0u is not), so and's identity is taken as written.
  bool ZeroIdentity = Op == AtomicOp::Add || Op == AtomicOp::Sub ||
                      Op == AtomicOp::Or || Op == AtomicOp::Xor;
  if (ZeroIdentity)
    while (const auto *Cast = dyn_cast<ExplicitCastExpr>(Value)) {
      if (!Cast->getType()->isArithmeticType())
        break;
      Value = Cast->getSubExpr()->IgnoreParenImpCasts();
    }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Value))
    if (const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl())) {
      auto Arguments = argumentsPassedFor(P, Context);
      return Arguments && isUnchangedLocal(P, Context) &&
             llvm::all_of(*Arguments, [&](const Expr *Argument) {
               return isIdentity(Op, Argument, Context, Depth + 1);
             });
    }
  if (const auto *F = dyn_cast<FloatingLiteral>(Value))
    return (Op == AtomicOp::Add || Op == AtomicOp::Sub) && F->getValue().isZero();
  std::optional<llvm::APSInt> V = Value->getIntegerConstantExpr(Context);
  if (!V)
    return false;
  switch (Op) {
  case AtomicOp::Add:
  case AtomicOp::Sub:
  case AtomicOp::Or:
  case AtomicOp::Xor:
    return V->isZero();
  case AtomicOp::And:
    return V->isAllOnes();
  default:
    return false;
  }
}

// A call that only waits or reads: __nanosleep, __threadfence*, atomics
// (the reads the spin polls with), __syncwarp. By name, a project's helpers
// too (`load`, an `atomicAdd` overload): a name found here only ever makes
// the tool leave a site alone (TrustedDecls.h), never rewrite one.
bool isWaitingCall(const Stmt *S) {
  const auto *Call = dyn_cast<CallExpr>(S);
  const FunctionDecl *F = Call ? Call->getDirectCallee() : nullptr;
  if (!F || !F->getIdentifier())
    return false;
  StringRef Name = F->getName();
  return Name == "__nanosleep" || Name.starts_with("__threadfence") ||
         Name == "__syncwarp" || Name.starts_with("atomic") ||
         Name == "load";
}

bool onlyWaits(const Stmt *Body) {
  if (!Body || isa<NullStmt>(Body))
    return true;
  if (const auto *Block = dyn_cast<CompoundStmt>(Body)) {
    for (const Stmt *S : Block->body())
      if (!onlyWaits(S))
        return false;
    return true;
  }
  if (const auto *E = dyn_cast<Expr>(Body))
    return isWaitingCall(E->IgnoreParenImpCasts());
  return false;
}

// A read of memory another thread writes: a volatile lvalue, an atomic
// read (the identity as value), a load (`ld_acquire`, `__ldcg`,
// `ref.load()`).
bool pollsMemory(const Stmt *S, ASTContext &Context) {
  if (!S)
    return false;
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(S))
    if (Cast->getCastKind() == CK_LValueToRValue &&
        Cast->getSubExpr()->getType().isVolatileQualified())
      return true;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *F = Call->getDirectCallee();
        F && F->getIdentifier()) {
      StringRef Name = F->getName();
      if (Name == "load" || Name.starts_with("__ld") ||
          Name.contains("load_acquire") || Name.contains("ld_acquire"))
        return true;
      if (std::optional<AtomicFunction> Fn = classifyAtomicName(Name))
        if (Call->getNumArgs() == 2 &&
            isIdentity(Fn->Op, Call->getArg(1), Context))
          return true;
    }
  for (const Stmt *Child : S->children())
    if (pollsMemory(Child, Context))
      return true;
  return false;
}

// Spin loops in \p S: their conditions poll memory and their bodies wait.
void spinLoops(const Stmt *S, ASTContext &Context,
               llvm::SmallVectorImpl<const Stmt *> &Out) {
  if (!S)
    return;
  if (auto Parts = loopConditionAndBody(S))
    if (Parts->first && pollsMemory(Parts->first, Context) &&
        onlyWaits(Parts->second))
      Out.push_back(S);
  for (const Stmt *Child : S->children())
    spinLoops(Child, Context, Out);
}

} // namespace

std::string syncIdiom(AtomicOp Op, const Expr *Value, const VarDecl *Base,
                      bool UniformAddress, bool ResultUsed,
                      const FunctionDecl *Function, ASTContext &Context) {
  if (isIdentity(Op, Value, Context))
    return "an atomic read: the value leaves memory unchanged, the call only "
           "returns what is there";
  // A barrier counts on one word; keyed updates are not counters.
  if (!UniformAddress)
    return "";
  llvm::SmallVector<const Stmt *, 2> Spins;
  spinLoops(Function ? Function->getBody() : nullptr, Context, Spins);
  if (Spins.empty())
    return "";
  llvm::SmallPtrSet<const VarDecl *, 1> Counter;
  if (Base)
    Counter.insert(Base);
  for (const Stmt *Spin : Spins)
    if (Base && mentionsAny(Spin, Counter))
      return "a barrier counter: the function spins until '" +
             Base->getNameAsString() + "' changes";
  if (ResultUsed && (Op == AtomicOp::Add || Op == AtomicOp::Sub))
    return "a barrier arrival: its result is used and the function spins "
           "waiting for the other blocks";
  return "";
}

} // namespace warpagg
