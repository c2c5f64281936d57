//===- HelperReturns.cpp --------------------------------------------------===//
#include "warpagg/analysis/HelperReturns.h"

#include "warpagg/analysis/AstQueries.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace warpagg {

namespace {

bool isLoop(const Stmt *S) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

// One walk over the body, keeping the statements around the one visited.
class ChoiceWalk {
public:
  bool walk(const Stmt *S) {
    if (!S || isa<LambdaExpr>(S))
      return true;
    if (isa<GotoStmt, IndirectGotoStmt>(S))
      return false;
    if (const auto *Return = dyn_cast<ReturnStmt>(S)) {
      Out.Returns.push_back(Return);
      return decidedBy(Around);
    }
    if (isa<BreakStmt, ContinueStmt>(S)) {
      // The loop (for a break, or switch) it leaves: the statements between
      // it and the jump choose whether what follows in it runs.
      auto Target = llvm::find_if(llvm::reverse(Around), [&](const Stmt *A) {
        return isLoop(A) || (isa<BreakStmt>(S) && isa<SwitchStmt>(A));
      });
      if (Target == Around.rend() || !containsStmt<ReturnStmt>(*Target))
        return true;
      return decidedBy(llvm::ArrayRef(Around).drop_front(
          Around.size() - (Target - Around.rbegin())));
    }
    bool Branch = isa<IfStmt, SwitchStmt, StmtExpr>(S) || isLoop(S);
    if (Branch)
      Around.push_back(S);
    for (const Stmt *Child : S->children())
      if (!walk(Child))
        return false;
    if (Branch)
      Around.pop_back();
    return true;
  }

  ReturnChoice Out;

private:
  // The conditions of \p Statements decide which return runs.
  bool decidedBy(llvm::ArrayRef<const Stmt *> Statements) {
    for (const Stmt *S : Statements) {
      if (isa<CXXForRangeStmt, StmtExpr>(S))
        return false;
      const Expr *Cond = nullptr;
      if (const auto *If = dyn_cast<IfStmt>(S))
        Cond = If->getCond();
      else if (const auto *Switch = dyn_cast<SwitchStmt>(S))
        Cond = Switch->getCond();
      else if (auto Loop = loopConditionAndBody(S))
        Cond = Loop->first; // null: `for (;;)`, left by its jumps only
      if (Cond)
        Out.Deciders.insert(Cond);
    }
    return true;
  }

  llvm::SmallVector<const Stmt *, 8> Around;
};

// Bodies whose returns are followed: at most this many statements and
// expressions. Index helpers (`global_index()`, a slot's base) are a few
// dozen; following large ones (nvdiffrast's rasterizer helpers) evaluated
// their callers' arguments and locals for values rarely uniform, and
// doubled the tool's time on that file.
constexpr unsigned MaxFollowedBody = 200;

bool isSmallBody(const Stmt *Body) {
  unsigned Budget = MaxFollowedBody;
  llvm::SmallVector<const Stmt *, 32> Work{Body};
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    if (Budget-- == 0)
      return false;
    for (const Stmt *Child : S->children())
      Work.push_back(Child);
  }
  return true;
}

} // namespace

std::optional<ReturnChoice> returnChoice(const Stmt *Body) {
  ChoiceWalk Walk;
  if (!Body || !isSmallBody(Body) || !Walk.walk(Body))
    return std::nullopt;
  return std::move(Walk.Out);
}

} // namespace warpagg
