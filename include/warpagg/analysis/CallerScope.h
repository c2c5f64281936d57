//===- CallerScope.h - Which calls of a function count as its callers -----===//
//
// Questions that look at a function's callers (what a helper's parameter
// holds, whether every call is guarded, in a one-thread launch, passes
// shared memory) look at every call the translation unit makes, or, where a
// helper's site is decided per call site (plan/HelperCopies.h), at some of
// its calls: the scope is an argument of those questions, never a global.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_CALLERSCOPE_H
#define WARPAGG_CALLERSCOPE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <tuple>
#include <vector>

namespace warpagg {

/// Every call the translation unit makes (the default), or, for one helper,
/// some of its calls: then the helper's parameters hold what those pass, and
/// every question that looks at the helper's callers sees those.
class CallerScope {
public:
  CallerScope() = default;
  CallerScope(const clang::FunctionDecl *Helper,
              llvm::ArrayRef<const clang::CallExpr *> Calls);

  /// The calls of \p F under this scope (callsOf, narrowed for the
  /// scope's helper); std::nullopt where F is used otherwise than called.
  std::optional<llvm::SmallVector<const clang::CallExpr *, 4>>
  callsOf(const clang::FunctionDecl *F, clang::ASTContext &Context) const;
  /// What those calls pass for \p P (argumentsPassedFor, narrowed).
  std::optional<llvm::SmallVector<const clang::Expr *, 4>>
  argumentsPassedFor(const clang::ParmVarDecl *P,
                     clang::ASTContext &Context) const;

  bool all() const { return !Helper; }
  bool operator<(const CallerScope &O) const {
    return std::tie(Helper, Calls) < std::tie(O.Helper, O.Calls);
  }

private:
  const clang::FunctionDecl *Helper = nullptr; ///< its pattern, canonical
  std::vector<const clang::CallExpr *> Calls;  ///< sorted
};

} // namespace warpagg

#endif
