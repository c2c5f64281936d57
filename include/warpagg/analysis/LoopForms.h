//===- LoopForms.h - One canonical form per loop (a small ScalarEvolution) ===//
//
// Every question about a loop asks this form; nothing else parses a loop's
// header. Per loop statement (for, while, do, range-for) of a function:
//  - its induction variables, each a start plus steps (`{start,+,step}` in
//    ScalarEvolution's words): the variables the loop changes only by
//    adding or subtracting (`i++`, `i += s`, `i = i + s`), with the classes
//    of start and step (Uniformity.h);
//  - the for's own counter (declared alone in its init, changed only by its
//    increment), the comparison of it its condition is, and the class of
//    the trip count that makes (the join of start, step and limit; Varying
//    where nothing bounds it so), with constant trips and ranges where all
//    three are constants;
//  - how lanes leave it: the class of the conditions that leave it (its
//    own, a break's, a return's: CfgFacts.h's exits), the terms of its
//    condition's top-level conjunction, whether its body returns;
//  - whether a block barrier of the toolkit's is the statement just before
//    it, and whether it steps a variable its condition tests by the grid's
//    size (a grid-stride loop);
//  - what it writes: the locals and parameters it assigns, and whether it
//    stores to memory.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_LOOPFORMS_H
#define WARPAGG_LOOPFORMS_H

#include "warpagg/analysis/ValueClass.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <memory>
#include <optional>

namespace warpagg {

class FunctionUniformity;

/// One write of a variable that steps it: `++v`, `v++`, `--v`, `v--`, `v +=
/// s`, `v -= s`, `v = v + s`.
struct LoopStep {
  enum Kind { Increment, Decrement, AddAssign, SubAssign, AssignAdd };
  Kind How = Increment;
  const clang::Expr *Write = nullptr;
  /// s; null for ++ and --.
  const clang::Expr *Amount = nullptr;

  /// Whether it adds (++, +=, = v + s) rather than subtracts.
  bool adds() const { return How != Decrement && How != SubAssign; }
  /// What it adds, where that is a constant (-1 for --, -s for -= s).
  std::optional<int64_t> constant(clang::ASTContext &Context) const;
};

/// The step \p Write (an expression) makes of \p V, if it is one.
std::optional<LoopStep> stepOf(const clang::Expr *Write,
                               const clang::VarDecl *V);

/// Whether \p Loop (a loop statement) steps a variable its condition tests
/// by the grid's size (gridDim, directly or through a local initialised
/// from it, or a cooperative_groups grid_group's size): a grid-stride loop.
/// A loop without a condition counts.
bool isGridStrideLoop(const clang::Stmt *Loop);

/// The integer constant \p E is, if it is one that fits 63 bits (not for a
/// value-dependent expression).
std::optional<int64_t> constantOf(const clang::Expr *E,
                                  clang::ASTContext &Context);

struct InductionVariable {
  const clang::VarDecl *Var = nullptr;
  /// Its value on entry where the loop's init declares it; null otherwise.
  const clang::Expr *Start = nullptr;
  /// Every write of it in the loop, each a step.
  llvm::SmallVector<LoopStep, 1> Steps;
  /// The classes of the start (Varying without one) and the steps joined.
  ValueClass StartClass = ValueClass::Varying;
  ValueClass StepClass = ValueClass::UniformInRegisters;
  std::optional<int64_t> ConstantStart;
};

struct LoopForm {
  const clang::Stmt *Loop = nullptr;
  const clang::Expr *Condition = nullptr;
  llvm::SmallVector<InductionVariable, 2> Variables;
  /// A for's own counter: declared in its init, changed by its increment
  /// (one step of it) and never by its body.
  const InductionVariable *Counter = nullptr;
  /// The counter is the one variable its init declares.
  bool CounterAlone = false;
  /// The condition, where it compares the counter with a limit (not ==).
  struct Test {
    clang::BinaryOperatorKind Op; ///< as written, the counter on either side
    bool CounterLeft;
    const clang::Expr *Limit;
    std::optional<int64_t> ConstantLimit;
  };
  std::optional<Test> CounterTest;
  /// The class of the number of iterations the counter's test makes:
  /// Varying without one.
  ValueClass TripClass = ValueClass::Varying;
  /// The counter's first and last values, counting by one from a constant
  /// up to a constant limit (`<` or `<=`, the counter on the left).
  std::optional<std::pair<int64_t, int64_t>> ConstantRange;

  /// The join of the conditions that leave it.
  ValueClass ExitClass = ValueClass::Varying;
  /// The terms of the condition's top-level `&&` (the condition alone
  /// where it is none), each with its class.
  llvm::SmallVector<std::pair<const clang::Expr *, ValueClass>, 2> Terms;
  bool ReturnsInBody = false;
  bool BarrierBefore = false;
  bool GridStride = false;

  /// The locals and parameters it assigns (writes, escapes).
  llvm::SmallVector<const clang::VarDecl *, 4> Writes;
  /// It stores to memory other than its locals (through a pointer, an
  /// array, a reference, a call).
  bool WritesMemory = false;

  /// Whether lanes may leave it at different iterations.
  bool laneDependentExit() const {
    return !isAtMost(ExitClass, ValueClass::IterationUniform);
  }
};

/// The loops of one function, each analysed when first asked.
class LoopForms {
public:
  explicit LoopForms(FunctionUniformity &Function);
  ~LoopForms();

  /// The form of \p Loop, a loop statement of the function; null for
  /// anything else.
  const LoopForm *of(const clang::Stmt *Loop);
  /// The form of the for loop whose init declares \p V, where V is its
  /// counter; null otherwise.
  const LoopForm *counting(const clang::VarDecl *V);
  /// The for loop whose init declares \p V, counter or not; null otherwise.
  const clang::ForStmt *declaring(const clang::VarDecl *V);
  /// The loop statements around \p S in the function, innermost first.
  llvm::SmallVector<const clang::Stmt *, 4> around(const clang::Stmt *S);
  /// Whether \p Loop (its condition, increment and body) may change \p V
  /// (clang's mutation analysis).
  bool mutates(const clang::Stmt *Loop, const clang::VarDecl *V);
  /// Every loop of the function, in source order.
  llvm::SmallVector<const clang::Stmt *, 8> all();

private:
  void analyse(LoopForm &Form);
  void findInductionVariables(LoopForm &Form);
  void findCounter(LoopForm &Form);
  void findExits(LoopForm &Form);

  FunctionUniformity &Function;
  clang::ASTContext &Context;
  std::map<const clang::Stmt *, std::unique_ptr<LoopForm>> Forms;
  llvm::DenseMap<std::pair<const clang::Stmt *, const clang::VarDecl *>, bool>
      Mutates;
};

} // namespace warpagg

#endif
