//===- Uniformity.h - One uniformity and affinity analysis per function ---===//
//
// The engine that propagates ValueClass.h's lattice through a device
// function, over its clang::CFG (CfgFacts.h), from the leaves the table of
// sources classifies (DivergenceSources.h):
//
//  - an expression's class is its operators' transfer of its operands'
//    (a lane index plus a uniform value is still a lane index, a lane index
//    times anything is not);
//  - a variable's class is the join of its definitions, each also joined
//    with the conditions of the branches it is defined under whose paths
//    meet again where the variable is still read (sync dependence: the
//    branch's immediate post-dominator, the variable live there; a branch
//    that leaves a loop is temporal instead), and with IterationUniform
//    where a loop repeats the definition; loop-carried definitions are
//    solved to a fixed point;
//  - a read after a loop of a variable the loop defines is joined with the
//    conditions that leave the loop where lanes may leave it at different
//    iterations (temporal divergence);
//  - a call of a project's helper is what the helper returns there: its
//    body solved with its parameters holding the classes the call passes;
//    a helper's parameter, outside such a call, holds what its calls pass
//    (CallerScope: which calls count is an argument, never a global);
//  - the lane-affine form (LaneAffine.h: a uniform base plus a stride times
//    a per-thread index, with the assumptions it needs as typed predicates)
//    is computed beside the class, by the same result.
//
// UnitAnalyses owns every result of one translation unit; a
// FunctionUniformity is one function's (at one caller scope, or at one
// call's classes), and every decision asks it. Answers hold for the life of
// the UnitAnalyses, which the caller makes and drops with the AST.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_UNIFORMITY_H
#define WARPAGG_UNIFORMITY_H

#include "warpagg/analysis/CallerScope.h"
#include "warpagg/analysis/LaneAffine.h"
#include "warpagg/analysis/ValueClass.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace warpagg {

class CfgFacts;
class LoopForms;
class UnitAnalyses;

/// One function's classes and lane-affine forms, at one caller scope or at
/// the classes one call passes its parameters.
class FunctionUniformity {
public:
  ~FunctionUniformity();

  /// The function analysed (null: code outside any function's body).
  const clang::FunctionDecl *function() const { return F; }

  /// The class of \p E's value (null: Varying). \p E is in the function.
  ValueClass valueOf(const clang::Expr *E);
  /// The class of the address of the lvalue \p Object (&Object).
  ValueClass addressOf(const clang::Expr *Object);
  /// The class of the local or parameter \p V: its definitions joined.
  ValueClass variableOf(const clang::VarDecl *V);
  /// How uniform the conditions are under which \p S runs: those of every
  /// branch it is control dependent on (the loops around it included);
  /// \p InLoop is set where a loop repeats it.
  ValueClass controlOf(const clang::Stmt *S, bool &InLoop);
  /// The conditions a definition of \p V at \p Write is made under that
  /// reach V's reads (see above: sync dependence); \p InLoop is set where a
  /// loop that does not declare V repeats it.
  ValueClass definitionControl(const clang::Stmt *Write,
                               const clang::VarDecl *V, bool &InLoop);
  /// Where lanes may leave the loop statement \p Loop at different
  /// iterations: the join of the conditions that leave it (UniformInRegisters
  /// where nothing leaves it but the end of its trips).
  ValueClass exitClass(const clang::Stmt *Loop);

  /// \p E as B + S * T (LaneAffine.h), or std::nullopt.
  std::optional<LaneAffine> affineOf(const clang::Expr *E);
  /// The local \p V as B + S * T (its definitions joined, or stepped as an
  /// induction variable), or std::nullopt.
  std::optional<LaneAffine> affineOfVariable(const clang::VarDecl *V);
  /// \p E as a per-thread index alone (threadIdx.x, the linear thread id, a
  /// 2-D index at a pitch), or std::nullopt.
  std::optional<LaneAffine> threadIndexOf(const clang::Expr *E);
  /// `threadIdx.x + threadIdx.y * P` (plus a constant), P a constant >= 32.
  bool isWidePitchThreadIndex(const clang::Expr *E);

  /// What the function returns, chosen by its deciders (a helper's call).
  ValueClass returned();

  UnitAnalyses &unit() const { return Unit; }
  /// The CFG's facts (built on first use); null without a body.
  CfgFacts *facts();
  /// The loops of the function (LoopForms.h).
  LoopForms &loops();

  /// The engine's two components (lib/analysis/UniformitySolvers.h).
  struct Solver;
  struct AffineSolver;

private:
  friend class UnitAnalyses;
  using Bindings = std::vector<ValueClass>;

  FunctionUniformity(UnitAnalyses &Unit, const clang::FunctionDecl *F,
                     const CallerScope &Scope, const Bindings *Bound);

  /// Where the classes are solved: this result, or for one at a call chain
  /// the result bound to the classes the chain passes.
  FunctionUniformity &classes();

  UnitAnalyses &Unit;
  const clang::FunctionDecl *F;
  /// The scope whose calls a free result's parameters come from (and the
  /// scope of the functions it reaches).
  const CallerScope &Scope;
  /// Bound: the classes of the parameters, by index; null: free.
  const Bindings *Bound;
  /// At a call chain: the caller's result, the chain (its last call calls
  /// this body) and the result bound to the chain's classes. Parameters
  /// read here have the forms of the arguments the last call passes.
  FunctionUniformity *Caller = nullptr;
  std::vector<const clang::CallExpr *> Chain;
  FunctionUniformity *ClassSource = nullptr;
  std::unique_ptr<Solver> Classes;
  std::unique_ptr<AffineSolver> Forms;
  std::unique_ptr<LoopForms> Loops;
};

/// Every analysis result of one translation unit.
class UnitAnalyses {
public:
  explicit UnitAnalyses(clang::ASTContext &Context);
  ~UnitAnalyses();
  UnitAnalyses(const UnitAnalyses &) = delete;
  UnitAnalyses &operator=(const UnitAnalyses &) = delete;

  clang::ASTContext &context() const { return Context; }

  /// \p F's result where its parameters hold what the calls of \p Scope
  /// pass.
  FunctionUniformity &function(const clang::FunctionDecl *F,
                               const CallerScope &Scope = {});
  /// The result of the function whose body holds \p S (a lambda's call
  /// operator for its body).
  FunctionUniformity &holding(const clang::Stmt *S,
                              const CallerScope &Scope = {});
  /// The result of the body the last of \p Calls calls, each call in the
  /// body the one before calls, \p Calls[0] in a function of \p Scope:
  /// parameters hold what the calls pass. Null where a call is not of a
  /// function with a body.
  FunctionUniformity *atCalls(llvm::ArrayRef<const clang::CallExpr *> Calls,
                              const CallerScope &Scope = {});
  /// \p Def's result where its parameters hold \p Classes (by index).
  FunctionUniformity &bound(const clang::FunctionDecl *Def,
                            const std::vector<ValueClass> &Classes);
  /// The results bound to a call's classes made so far, with the classes.
  std::vector<std::pair<FunctionUniformity *, const std::vector<ValueClass> *>>
  boundResults() const;

  /// The function whose body holds \p S: a lambda's call operator inside a
  /// lambda; null outside any function.
  const clang::FunctionDecl *functionHolding(const clang::Stmt *S);
  /// The CFG facts of \p F, built once.
  CfgFacts &factsOf(const clang::FunctionDecl *F);

  /// State one question shares across the results it reaches.
  struct SolverState;
  SolverState &state() { return *State; }

private:
  using Key = std::pair<const clang::FunctionDecl *, std::vector<ValueClass>>;

  clang::ASTContext &Context;
  std::unique_ptr<SolverState> State;
  /// By scope (a map's keys stay where they are: results point to theirs).
  std::map<CallerScope, std::map<const clang::FunctionDecl *,
                                 std::unique_ptr<FunctionUniformity>>>
      Free;
  std::map<Key, std::pair<std::unique_ptr<std::vector<ValueClass>>,
                          std::unique_ptr<FunctionUniformity>>>
      Bound;
  std::map<std::pair<CallerScope, std::vector<const clang::CallExpr *>>,
           std::pair<std::unique_ptr<std::vector<ValueClass>>,
                     std::unique_ptr<FunctionUniformity>>>
      Chains;
  std::map<const clang::FunctionDecl *, std::unique_ptr<CfgFacts>> Facts;
  std::map<const clang::Stmt *, const clang::FunctionDecl *> Holding;
};

/// What the decisions ask: one unit's results seen from one caller scope.
/// Cheap to copy; the UnitAnalyses outlives it.
class Analysis {
public:
  Analysis(UnitAnalyses &Unit, CallerScope Scope = {})
      : Unit(&Unit), Scope(std::move(Scope)) {}

  clang::ASTContext &context() const { return Unit->context(); }
  UnitAnalyses &unit() const { return *Unit; }
  const CallerScope &scope() const { return Scope; }

  FunctionUniformity &function(const clang::FunctionDecl *F) const {
    return Unit->function(F, Scope);
  }
  /// The result of the function whose body holds \p S.
  FunctionUniformity &holding(const clang::Stmt *S) const {
    return Unit->holding(S, Scope);
  }
  /// The class of \p E (null: Varying), in the function holding it.
  ValueClass valueOf(const clang::Expr *E) const;
  ValueClass addressOf(const clang::Expr *Object) const;
  std::optional<LaneAffine> affineOf(const clang::Expr *E) const;
  /// The callers of \p F under the scope.
  std::optional<llvm::SmallVector<const clang::CallExpr *, 4>>
  callsOf(const clang::FunctionDecl *F) const {
    return Scope.callsOf(F, context());
  }

private:
  UnitAnalyses *Unit;
  CallerScope Scope;
};

} // namespace warpagg

#endif
