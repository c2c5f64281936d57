//===- HelperReturns.h - A function's returns and what chooses among them -===//
//
// What a call of a project's helper evaluates to is one of the values its
// `return` statements give, chosen by the conditions on the way to them.
// ValueClass.h classifies a call so: the join of every returned value and of
// every condition that decides which return runs.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_HELPERRETURNS_H
#define WARPAGG_HELPERRETURNS_H

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace warpagg {

struct ReturnChoice {
  /// Every `return` of the body (not those of lambdas inside it).
  llvm::SmallVector<const clang::ReturnStmt *, 4> Returns;
  /// The conditions that decide which of them runs: those of the ifs,
  /// switches and loops around a return, and of those around a break or
  /// continue that leaves a loop or switch holding a return (`if (c)
  /// break;` before a `return` in the same loop). A branch that only
  /// rejoins (an if without a jump) decides none: what it changes is a
  /// variable's definitions, which the variable's class already joins.
  llvm::SmallSetVector<const clang::Expr *, 4> Deciders;
};

/// The returns of the function body \p Body and their deciders; nullopt
/// where the choice is not followed: a body of more than 200 statements and
/// expressions (a cost bound: index helpers are a few dozen), a goto, a
/// range-for or a statement expression around a return or such a jump.
std::optional<ReturnChoice> returnChoice(const clang::Stmt *Body);

} // namespace warpagg

#endif
