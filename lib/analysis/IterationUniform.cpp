//===- IterationUniform.cpp -----------------------------------------------===//
#include "warpagg/analysis/IterationUniform.h"

#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/KernelSync.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "warpagg/analysis/TrustedDecls.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace warpagg {
namespace {

// Chains such as id <- shared[j] <- j's bound <- todo <- range <- a
// parameter's load nest about four levels per variable.
constexpr int MaxDepth = 64;

class Prover {
public:
  /// \p Rows: threadIdx.y and z count as uniform (a warp in one block row).
  Prover(ASTContext &Context, bool Rows) : Context(Context), Rows(Rows) {}

  bool expr(const Expr *E, int Depth) {
    if (!E || Depth > MaxDepth)
      return false;
    if (isWarpUniform(E, Context))
      return true;
    if (Rows && cudaBuiltinName(E) == "threadIdx")
      return cudaBuiltinComponent(E) != "x";
    E = E->IgnoreParens();
    if (const auto *Full = dyn_cast<FullExpr>(E)) // temporaries' cleanups
      return expr(Full->getSubExpr(), Depth + 1);
    if (E->isValueDependent()) // every kind below is free of side effects
      return false;
    if (const auto *C = dyn_cast<CastExpr>(E)) {
      if (C->getCastKind() == CK_LValueToRValue)
        return load(C->getSubExpr(), Depth + 1);
      if (C->getCastKind() == CK_ArrayToPointerDecay)
        return false;
      return expr(C->getSubExpr(), Depth + 1);
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->getOpcode() == UO_AddrOf)
        return address(U->getSubExpr(), Depth + 1);
      return (U->isArithmeticOp() || U->getOpcode() == UO_Not ||
              U->getOpcode() == UO_LNot) &&
             expr(U->getSubExpr(), Depth + 1);
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E))
      return !B->isAssignmentOp() && B->getOpcode() != BO_Comma &&
             expr(B->getLHS(), Depth + 1) && expr(B->getRHS(), Depth + 1);
    if (const auto *C = dyn_cast<ConditionalOperator>(E))
      return expr(C->getCond(), Depth + 1) &&
             expr(C->getTrueExpr(), Depth + 1) &&
             expr(C->getFalseExpr(), Depth + 1);
    if (const auto *M = dyn_cast<MemberExpr>(E)) // a field of a prvalue
      return !M->isArrow() && expr(M->getBase(), Depth + 1);
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
      return Construct->getConstructor()->isCopyOrMoveConstructor() &&
             Construct->getNumArgs() == 1 &&
             load(Construct->getArg(0)->IgnoreImpCasts(), Depth + 1);
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return call(Call, Depth);
    return false;
  }

private:
  // The address of the lvalue \p E: an element or field at uniform indices
  // of a uniform base (`&dbias[i]`, `&p[k].x`).
  bool address(const Expr *E, int Depth) {
    E = E->IgnoreParens();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      return expr(A->getBase(), Depth + 1) && expr(A->getIdx(), Depth + 1);
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return M->isArrow() ? expr(M->getBase(), Depth + 1)
                          : address(M->getBase(), Depth + 1);
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      return U->getOpcode() == UO_Deref && expr(U->getSubExpr(), Depth + 1);
    return classifyAddressOfUniformity(E, Context) != Uniformity::Varying;
  }

  // min/max of uniform values; a shuffle from a uniform source lane over
  // the whole warp (a broadcast).
  bool call(const CallExpr *Call, int Depth) {
    const FunctionDecl *F = toolchainCallee(Call);
    if (!F)
      return false;
    StringRef Name = F->getName();
    if (Name == "__shfl_sync")
      return Call->getNumArgs() >= 3 &&
             (Call->getNumArgs() == 3 ||
              isWholeWarpWidth(Call->getArg(3))) &&
             expr(Call->getArg(2), Depth + 1);
    static const char *Pure[] = {"min",   "max",  "fminf", "fmaxf", "fmin",
                                 "fmax",  "umin", "umax",  "llmin", "llmax",
                                 "ullmin", "ullmax"};
    if (!llvm::is_contained(Pure, Name))
      return false;
    for (const Expr *Arg : Call->arguments())
      if (!expr(Arg, Depth + 1))
        return false;
    return true;
  }

  bool isWholeWarpWidth(const Expr *Width) {
    std::optional<llvm::APSInt> W = Width->getIntegerConstantExpr(Context);
    return W && *W == 32;
  }

  // The value read from the lvalue \p E.
  bool load(const Expr *E, int Depth) {
    if (Depth > MaxDepth)
      return false;
    E = E->IgnoreParens();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      return V && variable(V, Depth + 1);
    }
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (!M->isArrow())
        return load(M->getBase(), Depth + 1);
      return pointsToConst(M->getBase()) && expr(M->getBase(), Depth + 1);
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      return U->getOpcode() == UO_Deref && pointsToConst(U->getSubExpr()) &&
             expr(U->getSubExpr(), Depth + 1);
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      if (!expr(A->getIdx(), Depth + 1))
        return false;
      if (const VarDecl *Shared = sharedArray(A->getBase()))
        return barrierSeparated(Shared, A);
      return pointsToConst(A->getBase()) && expr(A->getBase(), Depth + 1);
    }
    return false;
  }

  static bool pointsToConst(const Expr *Pointer) {
    QualType T = Pointer->getType();
    return T->isPointerType() && T->getPointeeType().isConstQualified() &&
           !T->getPointeeType().isVolatileQualified();
  }

  // The function-local __shared__ array an array-to-pointer decay reads.
  static const VarDecl *sharedArray(const Expr *Base) {
    const auto *Decay = dyn_cast<ImplicitCastExpr>(Base->IgnoreParens());
    if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay)
      return nullptr;
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Decay->getSubExpr()->IgnoreParens());
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return V && V->hasAttr<CUDASharedAttr>() &&
                   V->getDeclContext()->isFunctionOrMethod() &&
                   !V->getType().isVolatileQualified()
               ? V
               : nullptr;
  }

  // A local whose value is the same in all lanes within an iteration: its
  // initial value is, every assignment assigns such a value and runs in
  // every lane alike (not under a lane-dependent branch, not skipped by a
  // lane's continue, break or return), and its address does not escape.
  bool variable(const VarDecl *V, int Depth) {
    if (Assuming.count(V)) // assumed while proven (loop-carried values)
      return true;
    if (auto It = Known.find(V); It != Known.end())
      return It->second;
    bool Ok = variableUncached(V, Depth);
    // A failure holds whatever was assumed; a success only once nothing is.
    if (!Ok || Assuming.empty())
      Known[V] = Ok;
    return Ok;
  }

  bool variableUncached(const VarDecl *V, int Depth) {
    if (!V->hasLocalStorage() || isa<ParmVarDecl>(V) ||
        V->getType()->isReferenceType() ||
        V->getType().isVolatileQualified() || V->getType()->isArrayType() ||
        !V->getInit())
      return false;
    const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
    if (!F || !F->getBody())
      return false;
    Assuming.insert(V);
    bool Ok = expr(V->getInit(), Depth + 1);
    if (Ok) {
      VariableUses Uses = variableUses(V, F->getBody(), Context);
      Ok = !Uses.Escapes;
      for (auto [Write, Value] : Uses.Writes)
        Ok = Ok && (!Value || expr(Value, Depth + 1)) &&
             runsInEveryLane(Write, Depth);
    }
    Assuming.erase(V);
    return Ok;
  }

  // Whether every lane that reaches the function's body runs \p S the same
  // number of times: its enclosing ifs and loops test uniform conditions,
  // no loop around it is left early by a break, return or goto, and none
  // skips it with a continue (a for's increment still runs after one).
  bool runsInEveryLane(const Stmt *S, int Depth) {
    const Stmt *Child = S;
    for (const Stmt *P = parentStmt(S, Context); P;
         Child = P, P = parentStmt(P, Context)) {
      if (isa<Expr>(P)) {
        if (isa<ConditionalOperator, BinaryConditionalOperator>(P))
          return false;
        if (const auto *B = dyn_cast<BinaryOperator>(P);
            B && B->isLogicalOp() && B->getRHS() == Child)
          return false;
        continue;
      }
      if (isa<CompoundStmt, DeclStmt, ExprWithCleanups, ParenExpr>(P))
        continue;
      if (const auto *If = dyn_cast<IfStmt>(P)) {
        if (If->getCond() != Child && !expr(If->getCond(), Depth + 1))
          return false;
        continue;
      }
      if (const auto *For = dyn_cast<ForStmt>(P)) {
        // The loop's own step: every lane still in the loop has taken it as
        // often as the others, whatever makes lanes leave (`!done && j <
        // n`); lanes that left are in no later iteration.
        if (For->getInit() == Child || For->getInc() == Child)
          continue;
        if (!expr(For->getCond(), Depth + 1) ||
            leavesLoop(For->getBody(), /*Continue=*/false) ||
            containsStmt<ReturnStmt, GotoStmt, IndirectGotoStmt>(For->getBody()))
          return false;
        if (For->getBody() == Child &&
            leavesLoop(For->getBody(), /*Continue=*/true))
          return false;
        continue;
      }
      if (isa<WhileStmt, DoStmt>(P)) {
        auto Cond = isa<WhileStmt>(P) ? cast<WhileStmt>(P)->getCond()
                                      : cast<DoStmt>(P)->getCond();
        const Stmt *Body = isa<WhileStmt>(P) ? cast<WhileStmt>(P)->getBody()
                                             : cast<DoStmt>(P)->getBody();
        if (!expr(Cond, Depth + 1) || leavesLoop(Body, false) ||
            leavesLoop(Body, true) || containsStmt<ReturnStmt, GotoStmt, IndirectGotoStmt>(Body))
          return false;
        continue;
      }
      return false; // switch, try, labels, lambdas: not followed
    }
    return true;
  }

  // Whether no store to the __shared__ array \p V can overlap the load
  // \p Load in another lane or warp: every store is separated from it by a
  // __syncthreads() in the innermost block holding both, and, where a loop
  // repeats that block, also around the loop's back edge.
  bool barrierSeparated(const VarDecl *V, const Expr *Load) {
    const FunctionDecl *F = enclosingFunction(Load, Context);
    if (!F || V->getDeclContext() != F)
      return false;
    std::vector<const Stmt *> Stores;
    if (!sharedArrayStores(V, F->getBody(), Stores))
      return false;
    for (const Stmt *Store : Stores)
      if (!separated(Store, Load))
        return false;
    return true;
  }

  // The stores to \p V's elements in \p Body; false when \p V is used
  // other than by loads and plain stores of its elements.
  bool sharedArrayStores(const VarDecl *V, const Stmt *Body,
                         std::vector<const Stmt *> &Stores) {
    struct Finder : RecursiveASTVisitor<Finder> {
      const VarDecl *V;
      ASTContext &Context;
      std::vector<const Stmt *> &Stores;
      bool Ok = true;
      Finder(const VarDecl *V, ASTContext &C, std::vector<const Stmt *> &S)
          : V(V), Context(C), Stores(S) {}
      bool VisitDeclRefExpr(DeclRefExpr *Ref) {
        if (Ref->getDecl() != V)
          return true;
        const Stmt *Decay = parentStmt(Ref, Context);
        const auto *Subscript =
            Decay ? dyn_cast_or_null<ArraySubscriptExpr>(
                        parentStmt(Decay, Context))
                  : nullptr;
        if (!Subscript || Subscript->getBase()->IgnoreParens() != Decay)
          return Ok = false;
        LvalueUse Use = useOf(Subscript, Context);
        if (Use.How == LvalueUse::Read)
          return true;
        if (Use.How == LvalueUse::Assign) {
          Stores.push_back(Use.Write);
          return true;
        }
        return Ok = false;
      }
    } Find(V, Context, Stores);
    Find.TraverseStmt(const_cast<Stmt *>(Body));
    return Find.Ok;
  }

  // The chain of statements from \p S up to its function's body.
  std::vector<const Stmt *> ancestors(const Stmt *S) {
    std::vector<const Stmt *> Chain{S};
    while (const Stmt *P = parentStmt(Chain.back(), Context))
      Chain.push_back(P);
    return Chain;
  }

  bool separated(const Stmt *Store, const Stmt *Load) {
    std::vector<const Stmt *> A = ancestors(Store), B = ancestors(Load);
    // The innermost block holding both, and the children of it that do.
    llvm::SmallPtrSet<const Stmt *, 16> InA(A.begin(), A.end());
    for (size_t I = 1; I < B.size(); ++I) {
      const auto *Block = dyn_cast<CompoundStmt>(B[I]);
      if (!Block || !InA.count(Block))
        continue;
      const Stmt *LoadChild = B[I - 1];
      auto It = llvm::find(A, Block);
      const Stmt *StoreChild = *(It - 1);
      if (It == A.begin() || StoreChild == LoadChild)
        return false;
      std::vector<const Stmt *> Body(Block->body_begin(), Block->body_end());
      size_t L = llvm::find(Body, LoadChild) - Body.begin();
      size_t S = llvm::find(Body, StoreChild) - Body.begin();
      auto BarrierIn = [&](size_t From, size_t To) { // [From, To)
        for (size_t K = From; K < To; ++K)
          if (isBlockBarrier(Body[K]))
            return true;
        return false;
      };
      size_t Lo = std::min(L, S), Hi = std::max(L, S);
      if (!BarrierIn(Lo + 1, Hi))
        return false;
      // Repeated by a loop: the next iteration's store (or load) too.
      bool InLoop = llvm::any_of(llvm::ArrayRef(B).drop_front(I), [](const Stmt *P) {
        return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(P);
      });
      return !InLoop || BarrierIn(Hi + 1, Body.size()) || BarrierIn(0, Lo);
    }
    return false;
  }

  ASTContext &Context;
  bool Rows;
  llvm::SmallPtrSet<const VarDecl *, 8> Assuming;
  llvm::DenseMap<const VarDecl *, bool> Known;
};

} // namespace

bool isIterationUniform(const Expr *E, ASTContext &Context) {
  return Prover(Context, /*Rows=*/false).expr(E, 0);
}

bool isRowIterationUniform(const Expr *E, ASTContext &Context) {
  return Prover(Context, /*Rows=*/true).expr(E, 0);
}

} // namespace warpagg
