//===- SiteFinder.h - Match CUDA atomic calls and decide each one ----------===//
//
// A clang-tidy-style check: registerMatchers() says what to look at, run()
// (the check callback) analyses one call and records a Site with the
// decision: rewrite it, or leave it alone and say why.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_SITEFINDER_H
#define WARPAGG_SITEFINDER_H

#include "warpagg/plan/RewriteOptions.h"
#include "warpagg/Site.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <functional>
#include <vector>

namespace warpagg {

class SiteFinder : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  SiteFinder(const RewriteOptions &Options, std::vector<Site> &Sites)
      : Options(Options), Sites(Sites) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  /// Fuses the translation unit's sites that share a key (plan/Grouping.h)
  /// while its AST is still alive.
  void onEndOfTranslationUnit() override;

private:
  /// A call of an atomic in a template the translation unit never
  /// instantiates (UninstantiatedSites.cpp): reported, never rewritten.
  void recordUninstantiated(
      const clang::ast_matchers::MatchFinder::MatchResult &Result);
  /// A call of an atomic that is not a reduction (NonReductionSites.cpp):
  /// reported as left alone, never analysed or rewritten.
  void recordNonReduction(
      const clang::ast_matchers::MatchFinder::MatchResult &Result);

  const RewriteOptions &Options;
  std::vector<Site> &Sites;
  /// The AST nodes of this translation unit's sites, by index in Sites.
  struct Found {
    size_t Index;
    const clang::CallExpr *Call;
    const clang::FunctionDecl *Function;
    clang::QualType Value;
    /// For a site in a __device__ helper: decides it again as if the
    /// given calls were the helper's only ones (plan/HelperCopies.h).
    std::function<Site(llvm::ArrayRef<const clang::CallExpr *>)> Redecide;
  };
  std::vector<Found> ThisUnit;
  /// The calls recordNonReduction() has seen in this translation unit.
  llvm::SmallPtrSet<const clang::CallExpr *, 8> NonReductionCalls;
  clang::ASTContext *Context = nullptr;
};

} // namespace warpagg

#endif
