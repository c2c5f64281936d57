//===- IterationUniform.cpp -----------------------------------------------===//
//
// Queries on the one classification of values (ValueClass.h), which holds
// the rules: loop counters, every-lane assignments, barrier-separated
// __shared__ loads, broadcasts.
//
//===----------------------------------------------------------------------===//
#include "warpagg/analysis/IterationUniform.h"

#include "warpagg/analysis/ValueClass.h"

using namespace clang;

namespace warpagg {

bool isIterationUniform(const Expr *E, ASTContext &Context) {
  return E &&
         isAtMost(classOfValue(E, Context), ValueClass::IterationUniform);
}

bool isRowIterationUniform(const Expr *E, ASTContext &Context) {
  return E &&
         isAtMost(classOfValue(E, Context), ValueClass::RowIterationUniform);
}

} // namespace warpagg
