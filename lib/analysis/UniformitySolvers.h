//===- UniformitySolvers.h - The engine's solvers (private) ---------------===//
//
// The two components a FunctionUniformity computes (Uniformity.h): the
// class of every value (Solver, ValueClassSolver.cpp) and its lane-affine
// form (AffineSolver, AffineSolver.cpp), and the state one question shares
// across the results it reaches. Demand-driven: a value is solved when asked,
// a variable by the join of its definitions, loop-carried definitions to a
// fixed point over the variables open at once (an answer that read an
// assumption still open is not kept).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_LIB_ANALYSIS_UNIFORMITYSOLVERS_H
#define WARPAGG_LIB_ANALYSIS_UNIFORMITYSOLVERS_H

#include "warpagg/analysis/HelperReturns.h"
#include "warpagg/analysis/Uniformity.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <climits>
#include <map>
#include <string>

namespace warpagg {

struct UnitAnalyses::SolverState {
  /// Variables being solved, by result: their place on the stack and the
  /// class assumed for them.
  llvm::DenseMap<std::pair<const FunctionUniformity *, const clang::VarDecl *>,
                 std::pair<int, ValueClass>>
      Solving;
  /// The lowest place of an assumption the evaluation in progress read
  /// (INT_MAX: none; -1: a recursion not followed).
  int Lowest = INT_MAX;
  int Depth = 0;
  /// Questions open (a map's address and its key): met again, a recursion.
  llvm::DenseSet<std::pair<const void *, const void *>> Open;
  /// Helpers whose returns are being followed, and how often one of them
  /// was met again (an answer that met one is not kept).
  llvm::SmallPtrSet<const clang::FunctionDecl *, 8> Helpers;
  unsigned Cut = 0;

  /// The same for the lane-affine forms.
  llvm::DenseSet<std::pair<const void *, const void *>> FormsOpen;
  llvm::SmallPtrSet<const clang::FunctionDecl *, 4> FormHelpers;
  unsigned FormCycles = 0;
  int FormDepth = 0;
};

struct FunctionUniformity::Solver {
  using VC = ValueClass;

  explicit Solver(FunctionUniformity &Self);

  VC value(const clang::Expr *E);
  VC address(const clang::Expr *E);
  VC variable(const clang::VarDecl *V);
  VC control(const clang::Stmt *S, bool &InLoop);
  VC definitionControl(const clang::Stmt *Write, const clang::VarDecl *V,
                       bool &InLoop);
  VC exitClass(unsigned Loop);
  VC returns();
  /// The classes \p Call (in this function) passes for \p Def's
  /// parameters; std::nullopt where it passes none for one.
  std::optional<std::vector<VC>> passedAt(const clang::CallExpr *Call,
                                          const clang::FunctionDecl *Def);

  std::optional<VC> Returned;

private:
  template <class Compute>
  VC memo(llvm::DenseMap<const clang::Expr *, VC> &Map, const clang::Expr *E,
          Compute &&Fn);
  VC load(const clang::Expr *E);
  VC loadOrValue(const clang::Expr *E);
  VC valueUncached(const clang::Expr *E);
  VC structural(const clang::Expr *E);
  VC conversion(const clang::CastExpr *C);
  VC binary(const clang::BinaryOperator *B);
  VC pure(const clang::CallExpr *Call);
  VC returned(const clang::CallExpr *Call, const clang::FunctionDecl *F);
  VC passed(const clang::ParmVarDecl *P, const clang::Expr *Argument);
  VC addressUncached(const clang::Expr *E);
  VC loadUncached(const clang::Expr *E);
  VC definitions(const clang::VarDecl *V);
  VC written(const clang::VarDecl *V, VC First);
  VC named(const clang::DeclRefExpr *Ref);
  VC temporal(const clang::DeclRefExpr *Ref, const clang::VarDecl *V, VC C);
  bool isCopyCapturedOnHost(const clang::DeclRefExpr *Ref,
                            const clang::VarDecl *V);
  VC incoming(const clang::ParmVarDecl *P);
  /// The loops that define \p V and do not declare it.
  llvm::ArrayRef<unsigned> definingLoops(const clang::VarDecl *V);

  FunctionUniformity &Self;
  clang::ASTContext &Context;
  UnitAnalyses::SolverState &S;
  llvm::DenseMap<const clang::Expr *, VC> Values, Addresses, Loads;
  llvm::DenseMap<const clang::VarDecl *, VC> Variables;
  llvm::DenseMap<unsigned, VC> Exits;
  llvm::DenseMap<const clang::VarDecl *, llvm::SmallVector<unsigned, 2>>
      Defining;
};

struct FunctionUniformity::AffineSolver {
  using MaybeForm = std::optional<LaneAffine>;
  /// A polynomial over threadIdx.{x,y,z} and blockDim.{x,y,z}: monomial
  /// (its sorted factors, e.g. "bx*ty") -> coefficient.
  using Polynomial = std::map<std::string, int64_t>;
  using MaybePolynomial = std::optional<Polynomial>;

  explicit AffineSolver(FunctionUniformity &Self);

  MaybePolynomial polynomial(const clang::Expr *E);
  MaybeForm form(const clang::Expr *E);
  MaybeForm variable(const clang::VarDecl *V);
  MaybeForm threadIndex(const clang::Expr *E);
  bool isWidePitchThreadIndex(const clang::Expr *E);
  MaybeForm returnedForm(const ReturnChoice &Choice);

private:
  template <class Map, class Compute>
  auto memo(Map &M, const typename Map::key_type Key, Compute &&Fn)
      -> decltype(Fn());
  ValueClass classOf(const clang::Expr *E) { return Self.valueOf(E); }
  bool uniform(const clang::Expr *E);
  MaybePolynomial polynomialUncached(const clang::Expr *E);
  MaybePolynomial helperPolynomial(const clang::CallExpr *Call);
  MaybePolynomial variablePolynomial(const clang::VarDecl *V);
  MaybeForm formUncached(const clang::Expr *E);
  MaybeForm sum(const clang::BinaryOperator *B);
  MaybeForm product(const clang::BinaryOperator *B);
  MaybeForm lanePart(const clang::BinaryOperator *B);
  MaybeForm helperForm(const clang::CallExpr *Call);
  const clang::Expr *argumentRead(const clang::Expr *E);
  MaybeForm variableForm(const clang::VarDecl *V);
  MaybeForm steppedForm(const clang::VarDecl *V);
  MaybeForm joinedForm(const clang::VarDecl *V);
  void productFactors(const clang::Expr *E,
                      llvm::SmallVectorImpl<const clang::Expr *> &Out,
                      int Level = 0);
  struct BlockFactors {
    bool X = false, Y = false, Group = false;
  };
  std::optional<BlockFactors> blockFactorsOf(const clang::Expr *E);
  bool isBlockDimMultiple(const clang::Expr *E);
  bool isWarpSizeMultiple(const clang::Expr *E);
  bool isBlockSizeMultiple(const clang::Expr *E);

  FunctionUniformity &Self;
  clang::ASTContext &Context;
  UnitAnalyses::SolverState &S;
  llvm::DenseMap<const clang::Expr *, MaybePolynomial> Polynomials;
  llvm::DenseMap<const clang::VarDecl *, MaybePolynomial> VariablePolynomials;
  llvm::DenseMap<const clang::Expr *, MaybeForm> Forms;
  llvm::DenseMap<const clang::VarDecl *, MaybeForm> VariableForms;
};

} // namespace warpagg

#endif
