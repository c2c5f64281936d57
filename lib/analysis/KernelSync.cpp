//===- KernelSync.cpp -----------------------------------------------------===//
#include "warpagg/analysis/KernelSync.h"

#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "warpagg/analysis/TrustedDecls.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include <algorithm>

using namespace clang;

namespace warpagg {
namespace {

// In order of strength: a call of a function that has several is the
// strongest.
enum class SyncKind { None, WarpSync, Barrier, GridSync, Cluster };

// The name of the class a member call is made on ("grid_group").
std::string objectClass(const CallExpr *Call) {
  const auto *M = dyn_cast<CXXMemberCallExpr>(Call);
  if (!M || !M->getRecordDecl())
    return "";
  return M->getRecordDecl()->getNameAsString();
}

// CUDA's, cooperative groups' and libcu++'s sync points, by name where the
// toolchain declares them; a project's function of the same name is
// followed into its body instead (SyncFinder).
SyncKind classifyCallName(const CallExpr *Call) {
  const FunctionDecl *F = toolchainCallee(Call);
  if (!F)
    return SyncKind::None;
  llvm::StringRef N = F->getName();
  std::string Class = objectClass(Call);
  if (N.contains("cluster") || llvm::StringRef(Class).contains("cluster"))
    return SyncKind::Cluster;
  if (N == "this_grid" || N == "this_multi_grid" ||
      llvm::StringRef(Class).contains("grid_group") ||
      N == "cudaGridDependencySynchronize")
    return SyncKind::GridSync;
  // Warp-level syncs name their lanes: a lane that returned early now waits
  // at the flush's barrier instead of having exited.
  if (N == "__syncwarp" || (N.starts_with("__") && N.ends_with("_sync")) ||
      (N == "sync" && (llvm::StringRef(Class).contains("tile") ||
                       llvm::StringRef(Class).contains("coalesced"))))
    return SyncKind::WarpSync;
  if (N.starts_with("__syncthreads") || N == "__barrier_sync" ||
      N == "__barrier_sync_count" ||
      ((N == "sync" || N == "barrier_wait" || N == "arrive_and_wait") &&
       !llvm::StringRef(Class).contains("tile")))
    return SyncKind::Barrier;
  return SyncKind::None;
}

// The sync points of a function body, following calls of the file's own
// device functions (they may hold a barrier).
class SyncFinder : public RecursiveASTVisitor<SyncFinder> {
public:
  struct Point {
    const Stmt *At; // the call or asm in the kernel's own body
    SyncKind Kind;
  };
  std::vector<Point> Points;

  bool VisitCallExpr(CallExpr *Call) {
    SyncKind K = kindOf(Call, 0);
    if (K != SyncKind::None)
      Points.push_back({Call, K});
    return true;
  }
  bool VisitGCCAsmStmt(GCCAsmStmt *Asm) {
    llvm::StringRef Text = Asm->getAsmString();
    if (Text.contains("bar.sync") || Text.contains("barrier.sync") ||
        Text.contains("bar.red") || Text.contains("barrier.cluster"))
      Points.push_back({Asm, Text.contains("cluster") ? SyncKind::Cluster
                                                      : SyncKind::Barrier});
    return true;
  }

private:
  SyncKind kindOf(const CallExpr *Call, int Depth) {
    SyncKind K = classifyCallName(Call);
    if (K != SyncKind::None || Depth > 3)
      return K;
    const FunctionDecl *F = Call->getDirectCallee();
    if (!F || !F->hasBody() ||
        F->getASTContext().getSourceManager().isInSystemHeader(
            F->getLocation()))
      return SyncKind::None;
    SyncFinder Inner;
    Inner.TraverseStmt(F->getBody());
    SyncKind Strongest = SyncKind::None;
    for (const Point &P : Inner.Points)
      Strongest = std::max(Strongest, P.Kind);
    return Strongest;
  }
};

} // namespace

bool isBlockBarrier(const Stmt *S) {
  SyncFinder Finder;
  Finder.TraverseStmt(const_cast<Stmt *>(S));
  return Finder.Points.size() == 1 && Finder.Points[0].At == S &&
         Finder.Points[0].Kind == SyncKind::Barrier;
}

bool isToolchainBlockBarrier(const Stmt *S) {
  if (isa<GCCAsmStmt>(S))
    return isBlockBarrier(S);
  const auto *E = dyn_cast<Expr>(S);
  const auto *Call = E ? dyn_cast<CallExpr>(E->IgnoreImplicit()) : nullptr;
  if (!Call || classifyCallName(Call) != SyncKind::Barrier)
    return false;
  // A cuda::barrier's wait completes a phase of however many threads it was
  // made for, not necessarily the block's.
  llvm::StringRef N = toolchainCallee(Call)->getName();
  return N != "barrier_wait" && N != "arrive_and_wait";
}

namespace {

// The conditions and loops between \p S and the kernel's body.
bool underDivergentControl(const Stmt *S, const Stmt *Body,
                           ASTContext &Context, bool &InLoopWithReturn) {
  const Stmt *Child = S;
  for (int Level = 0; Level < 256; ++Level) {
    if (Child == Body)
      return false;
    DynTypedNodeList Parents = Context.getParents(*Child);
    if (Parents.empty())
      return false;
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P)
      return false;
    const Expr *Cond = nullptr;
    if (const auto *If = dyn_cast<IfStmt>(P))
      Cond = If->getCond() == Child ? nullptr : If->getCond();
    else if (const auto *Sw = dyn_cast<SwitchStmt>(P))
      Cond = Sw->getCond() == Child ? nullptr : Sw->getCond();
    else if (const auto *C = dyn_cast<ConditionalOperator>(P))
      Cond = C->getCond() == Child ? nullptr : C->getCond();
    else if (const auto *B = dyn_cast<BinaryOperator>(P))
      Cond = B->isLogicalOp() && B->getRHS() == Child ? B->getLHS() : nullptr;
    else if (auto Loop = loopConditionAndBody(P)) {
      if (containsStmt<ReturnStmt, BreakStmt>(Loop->second))
        InLoopWithReturn |= containsStmt<ReturnStmt>(Loop->second);
      Cond = Loop->first;
      if (isa<CXXForRangeStmt>(P))
        return true;
    }
    if (Cond && !isWarpUniform(Cond, Context))
      return true;
    Child = P;
  }
  return true;
}

unsigned offsetOf(const Stmt *S, const SourceManager &SM) {
  return SM.getFileOffset(SM.getExpansionLoc(S->getBeginLoc()));
}

// The first return statement of the body (not in a lambda), by position.
const ReturnStmt *firstReturn(const Stmt *S, const SourceManager &SM) {
  if (!S || isa<LambdaExpr>(S))
    return nullptr;
  if (const auto *R = dyn_cast<ReturnStmt>(S))
    return R;
  const ReturnStmt *Best = nullptr;
  for (const Stmt *Child : S->children())
    if (const ReturnStmt *R = firstReturn(Child, SM))
      if (!Best || offsetOf(R, SM) < offsetOf(Best, SM))
        Best = R;
  return Best;
}

} // namespace

std::pair<std::string, std::string>
kernelSyncProblem(const FunctionDecl *Kernel, ASTContext &Context) {
  if (Kernel->hasAttr<CUDAClusterDimsAttr>())
    return {"cluster", "the kernel is launched in thread-block clusters "
                       "(__cluster_dims__)"};
  const Stmt *Body = Kernel->getBody();
  if (!Body)
    return {};
  SyncFinder Finder;
  Finder.TraverseStmt(const_cast<Stmt *>(Body));
  const SourceManager &SM = Context.getSourceManager();
  const ReturnStmt *Return = firstReturn(Body, SM);
  for (const SyncFinder::Point &P : Finder.Points) {
    unsigned Line = SM.getSpellingLineNumber(P.At->getBeginLoc());
    std::string At = " (line " + std::to_string(Line) + ")";
    if (P.Kind == SyncKind::Cluster)
      return {"cluster", "the kernel uses thread-block clusters" + At};
    if (P.Kind == SyncKind::GridSync)
      return {"grid-sync", "the kernel synchronizes the grid" + At};
  }
  for (const SyncFinder::Point &P : Finder.Points) {
    unsigned Line = SM.getSpellingLineNumber(P.At->getBeginLoc());
    std::string At = " (line " + std::to_string(Line) + ")";
    bool InLoopWithReturn = false;
    if (P.Kind == SyncKind::WarpSync) {
      if (Return && offsetOf(Return, SM) < offsetOf(P.At, SM))
        return {"warp-sync-after-return",
                "a warp-synchronous call after an early return" + At +
                    "; lanes that returned would wait at the flush's barrier"};
      continue;
    }
    if (underDivergentControl(P.At, Body, Context, InLoopWithReturn))
      return {"divergent-barrier",
              "a block barrier under a condition not proven uniform" + At};
    if (InLoopWithReturn || (Return && offsetOf(Return, SM) < offsetOf(P.At, SM)))
      return {"barrier-after-return",
              "a block barrier after an early return" + At +
                  "; threads that returned would wait at the flush's barrier"};
  }
  return {};
}

} // namespace warpagg
