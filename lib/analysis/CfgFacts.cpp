//===- CfgFacts.cpp -------------------------------------------------------===//
#include "warpagg/analysis/CfgFacts.h"

#include "warpagg/analysis/AstQueries.h"

#include "clang/AST/ParentMap.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Analysis/Analyses/Dominators.h"
#include "clang/Analysis/CFGStmtMap.h"

using namespace clang;

namespace warpagg {
namespace {

// The distinct blocks \p B may go on to.
llvm::SmallVector<const CFGBlock *, 2> successors(const CFGBlock *B) {
  llvm::SmallVector<const CFGBlock *, 2> Out;
  for (const CFGBlock::AdjacentBlock &S : B->succs())
    if (const CFGBlock *Next = S.getReachableBlock();
        Next && !llvm::is_contained(Out, Next))
      Out.push_back(Next);
  return Out;
}

// The blocks reached from \p From without passing \p Stop (From's own
// included unless it is Stop).
llvm::BitVector reachedFrom(llvm::ArrayRef<const CFGBlock *> From,
                            const CFGBlock *Stop, unsigned Size) {
  llvm::BitVector Seen(Size);
  llvm::SmallVector<const CFGBlock *, 16> Work(From.begin(), From.end());
  while (!Work.empty()) {
    const CFGBlock *B = Work.pop_back_val();
    if (B == Stop || Seen.test(B->getBlockID()))
      continue;
    Seen.set(B->getBlockID());
    for (const CFGBlock *Next : successors(B))
      Work.push_back(Next);
  }
  return Seen;
}

// What a branch's block tests, as the engine reads it.
const Expr *conditionOf(const CFGBlock *B) {
  const Stmt *T = B->getTerminatorStmt();
  if (!T || isa<CXXTryStmt, IndirectGotoStmt>(T))
    return nullptr;
  return dyn_cast_or_null<Expr>(B->getTerminatorCondition());
}

} // namespace

CfgFacts::CfgFacts(const FunctionDecl *F, ASTContext &Context) {
  Stmt *Body = F ? F->getBody() : nullptr;
  if (!Body)
    return;
  CFG::BuildOptions Options;
  Options.setAllAlwaysAdd();
  Cfg = CFG::buildCFG(F, Body, &Context, Options);
  if (!Cfg)
    return;
  Parents = std::make_unique<ParentMap>(Body);
  Blocks = std::make_unique<CFGStmtMap>(*Cfg, *Parents);
  for (const ParmVarDecl *P : F->parameters())
    Declared[P] = &Cfg->getEntry();
  for (const CFGBlock *B : *Cfg)
    for (const CFGElement &E : *B)
      if (std::optional<CFGStmt> S = E.getAs<CFGStmt>())
        if (const auto *D = dyn_cast<DeclStmt>(S->getStmt()))
          for (const Decl *Decl : D->decls())
            if (const auto *V = dyn_cast<VarDecl>(Decl))
              Declared.try_emplace(V, B);
  findBranches();
  findLoops();
  recordEvents(Context);
}

CfgFacts::~CfgFacts() = default;

const CFGBlock *CfgFacts::blockOf(const Stmt *S) const {
  return Blocks && S ? Blocks->getBlock(S) : nullptr;
}

const CFGBlock *CfgFacts::declarationBlock(const VarDecl *V) const {
  return Declared.lookup(V);
}

void CfgFacts::findBranches() {
  unsigned Size = Cfg->getNumBlockIDs();
  CFGPostDomTree PostDom(Cfg.get());
  BranchesAround.assign(Size, {});
  for (const CFGBlock *B : *Cfg) {
    llvm::SmallVector<const CFGBlock *, 2> Next = successors(B);
    if (Next.size() < 2)
      continue;
    Branch X;
    X.Block = B;
    X.Condition = conditionOf(B);
    if (const DomTreeNode *Node = PostDom.getBase().getNode(B))
      if (const DomTreeNode *IDom = Node->getIDom())
        X.Join = IDom->getBlock();
    X.Region = reachedFrom(Next, X.Join, Size);
    for (unsigned Id : X.Region.set_bits())
      BranchesAround[Id].push_back(Branches.size());
    Branches.push_back(std::move(X));
  }
}

void CfgFacts::findLoops() {
  unsigned Size = Cfg->getNumBlockIDs();
  CFGDomTree Dom(Cfg.get());
  llvm::DenseMap<const CFGBlock *, unsigned> ByHeader;
  for (const CFGBlock *B : *Cfg) {
    if (!Dom.isReachableFromEntry(B))
      continue;
    for (const CFGBlock *Header : successors(B)) {
      if (!Dom.dominates(Header, B))
        continue; // not a back edge
      auto [It, New] = ByHeader.try_emplace(Header, Loops.size());
      if (New) {
        Loops.emplace_back();
        Loops.back().Header = Header;
        Loops.back().Blocks.resize(Size);
        Loops.back().Blocks.set(Header->getBlockID());
      }
      Loop &L = Loops[It->second];
      if (!L.Statement)
        L.Statement = B->getLoopTarget();
      // The blocks that reach the back edge without passing the header.
      llvm::SmallVector<const CFGBlock *, 16> Work{B};
      while (!Work.empty()) {
        const CFGBlock *In = Work.pop_back_val();
        if (L.Blocks.test(In->getBlockID()))
          continue;
        L.Blocks.set(In->getBlockID());
        for (const CFGBlock::AdjacentBlock &P : In->preds())
          if (const CFGBlock *Pred = P.getReachableBlock())
            Work.push_back(Pred);
      }
    }
  }
  LoopsAround.assign(Size, {});
  // Outer loops first: a loop's blocks include its inner loops'.
  llvm::sort(Loops, [](const Loop &A, const Loop &B) {
    return A.Blocks.count() > B.Blocks.count();
  });
  for (unsigned I = 0; I < Loops.size(); ++I) {
    Loop &L = Loops[I];
    if (!L.Statement)
      if (const Stmt *T = L.Header->getTerminatorStmt();
          T && isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(T))
        L.Statement = T;
    llvm::SmallVector<const CFGBlock *, 4> Outside;
    for (unsigned X = 0; X < Branches.size(); ++X) {
      if (!L.Blocks.test(Branches[X].Block->getBlockID()))
        continue;
      bool Leaves = false;
      for (const CFGBlock *Next : successors(Branches[X].Block))
        if (!L.Blocks.test(Next->getBlockID())) {
          Leaves = true;
          Outside.push_back(Next);
        }
      if (Leaves)
        L.Exits.push_back(X);
    }
    L.After = reachedFrom(Outside, nullptr, Size);
    for (unsigned Id : L.Blocks.set_bits())
      LoopsAround[Id].push_back(I);
  }
}

void CfgFacts::recordEvents(ASTContext &Context) {
  Events.assign(Cfg->getNumBlockIDs(), {});
  auto VarOf = [](const Expr *E) -> const VarDecl * {
    const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E ? E->IgnoreParens()
                                                      : nullptr);
    return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  };
  for (const CFGBlock *B : *Cfg) {
    auto &Out = Events[B->getBlockID()];
    for (const CFGElement &E : *B) {
      std::optional<CFGStmt> S = E.getAs<CFGStmt>();
      if (!S)
        continue;
      const Stmt *St = S->getStmt();
      if (const auto *D = dyn_cast<DeclStmt>(St)) {
        for (const Decl *Decl : D->decls())
          if (const auto *V = dyn_cast<VarDecl>(Decl))
            Out.push_back({V, false});
      } else if (const auto *Ref = dyn_cast<DeclRefExpr>(St)) {
        const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        // An assignment's target is defined where the assignment is.
        if (V && useOf(Ref, Context).How != LvalueUse::Assign)
          Out.push_back({V, true});
      } else if (const auto *A = dyn_cast<BinaryOperator>(St)) {
        if (const VarDecl *V = A->isAssignmentOp() ? VarOf(A->getLHS()) : nullptr)
          Out.push_back({V, false});
      } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(St)) {
        if (Op->getOperator() == OO_Equal && Op->getNumArgs() == 2)
          if (const VarDecl *V = VarOf(Op->getArg(0)))
            Out.push_back({V, false});
      }
    }
  }
}

llvm::ArrayRef<unsigned> CfgFacts::branchesAround(const CFGBlock *B) const {
  return B && B->getBlockID() < BranchesAround.size()
             ? llvm::ArrayRef<unsigned>(BranchesAround[B->getBlockID()])
             : llvm::ArrayRef<unsigned>();
}

llvm::ArrayRef<unsigned> CfgFacts::loopsAround(const CFGBlock *B) const {
  return B && B->getBlockID() < LoopsAround.size()
             ? llvm::ArrayRef<unsigned>(LoopsAround[B->getBlockID()])
             : llvm::ArrayRef<unsigned>();
}

bool CfgFacts::inLoop(unsigned L, const CFGBlock *B) const {
  return B && Loops[L].Blocks.test(B->getBlockID());
}

bool CfgFacts::leavesLoopAround(unsigned Branch, const CFGBlock *B) const {
  for (unsigned L : loopsAround(B))
    if (llvm::is_contained(Loops[L].Exits, Branch))
      return true;
  return false;
}

bool CfgFacts::isLiveAt(const VarDecl *V, const CFGBlock *B) {
  if (!B)
    return true;
  auto [It, New] = Live.try_emplace({V, B}, false);
  if (!New)
    return It->second;
  llvm::BitVector Seen(Cfg->getNumBlockIDs());
  llvm::SmallVector<const CFGBlock *, 16> Work{B};
  bool Found = false;
  while (!Work.empty() && !Found) {
    const CFGBlock *At = Work.pop_back_val();
    if (Seen.test(At->getBlockID()))
      continue;
    Seen.set(At->getBlockID());
    bool Defined = false;
    for (const Event &E : Events[At->getBlockID()]) {
      if (E.V != V)
        continue;
      Found = E.Read;
      Defined = !E.Read;
      break;
    }
    if (Found || Defined)
      continue;
    for (const CFGBlock *Next : successors(At))
      Work.push_back(Next);
  }
  return Live[{V, B}] = Found;
}

} // namespace warpagg
