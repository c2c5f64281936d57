//===- CfgFacts.h - The control flow facts the uniformity engine needs ----===//
//
// One function's clang::CFG and what the engine (Uniformity.h) reads off it,
// computed once per function:
//  - which block evaluates a statement, and which declares a variable;
//  - branches (blocks with two or more reachable successors) with the
//    block where their paths meet again, the branch's immediate
//    post-dominator (CFGPostDomTree), and the blocks in between: a value
//    defined there differs at the join when the branch diverges (sync
//    dependence, as LLVM's GenericSyncDependenceAnalysis finds it);
//  - natural loops (back edges to a dominating header, CFGDomTree), their
//    exit branches and the blocks reached after leaving them: a value
//    carried out of a loop that lanes leave at different iterations differs
//    there (temporal divergence);
//  - whether a variable may be read after a block before it is defined
//    again (liveness, asked per variable and block).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_CFGFACTS_H
#define WARPAGG_CFGFACTS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <vector>

namespace clang {
class CFGStmtMap;
class ParentMap;
} // namespace clang

namespace warpagg {

class CfgFacts {
public:
  /// A block that goes on to two or more blocks, by a condition.
  struct Branch {
    const clang::CFGBlock *Block = nullptr;
    /// What it tests (an if's, a loop's, the left side of && or ||, a
    /// switch's); null where it tests nothing the engine reads (an
    /// indirect goto, a try): any lane may go any way.
    const clang::Expr *Condition = nullptr;
    /// Where every path from it meets again (its immediate post-dominator);
    /// null where none does before the function's end (a loop never left).
    const clang::CFGBlock *Join = nullptr;
    /// The blocks on a path from it to Join, Join excluded.
    llvm::BitVector Region;
  };

  /// A natural loop: a header that dominates the blocks of its back edges.
  struct Loop {
    const clang::CFGBlock *Header = nullptr;
    /// The loop statement the back edges belong to (null: a goto's loop).
    const clang::Stmt *Statement = nullptr;
    llvm::BitVector Blocks;
    /// Indices into branches() of the branches in it that leave it.
    llvm::SmallVector<unsigned, 4> Exits;
    /// The blocks reached after leaving it (through any exit).
    llvm::BitVector After;
  };

  CfgFacts(const clang::FunctionDecl *F, clang::ASTContext &Context);
  ~CfgFacts();
  CfgFacts(const CfgFacts &) = delete;
  CfgFacts &operator=(const CfgFacts &) = delete;

  /// Whether clang built a CFG of the body (no facts otherwise).
  bool built() const { return Cfg != nullptr; }
  const clang::CFG *cfg() const { return Cfg.get(); }

  /// The block that evaluates \p S (the one it is a terminator of for a
  /// branch's statement); null where the CFG holds no such statement (a
  /// lambda's body, code outside the function).
  const clang::CFGBlock *blockOf(const clang::Stmt *S) const;
  /// The block that declares \p V (the entry block for a parameter); null
  /// for a variable of another function.
  const clang::CFGBlock *declarationBlock(const clang::VarDecl *V) const;

  llvm::ArrayRef<Branch> branches() const { return Branches; }
  llvm::ArrayRef<Loop> loops() const { return Loops; }

  /// The branches whose region holds \p B (indices into branches()).
  llvm::ArrayRef<unsigned> branchesAround(const clang::CFGBlock *B) const;
  /// The loops holding \p B (indices into loops()), innermost last.
  llvm::ArrayRef<unsigned> loopsAround(const clang::CFGBlock *B) const;
  /// Whether branch \p Branch leaves a loop that holds \p B.
  bool leavesLoopAround(unsigned Branch, const clang::CFGBlock *B) const;
  bool inLoop(unsigned Loop, const clang::CFGBlock *B) const;

  /// Whether \p V may be read on a path from the start of \p B before
  /// anything defines it again.
  bool isLiveAt(const clang::VarDecl *V, const clang::CFGBlock *B);

private:
  void findBranches();
  void findLoops();
  void recordEvents(clang::ASTContext &Context);

  /// A read of a variable, or a definition that replaces its whole value.
  struct Event {
    const clang::VarDecl *V;
    bool Read;
  };

  std::unique_ptr<clang::CFG> Cfg;
  std::unique_ptr<clang::ParentMap> Parents;
  std::unique_ptr<clang::CFGStmtMap> Blocks;
  llvm::DenseMap<const clang::VarDecl *, const clang::CFGBlock *> Declared;
  std::vector<Branch> Branches;
  std::vector<Loop> Loops;
  /// By block id.
  std::vector<llvm::SmallVector<unsigned, 4>> BranchesAround, LoopsAround;
  std::vector<llvm::SmallVector<Event, 8>> Events;
  llvm::DenseMap<std::pair<const clang::VarDecl *, const clang::CFGBlock *>,
                 bool>
      Live;
};

} // namespace warpagg

#endif
