//===- SiteFinder.h - Match CUDA atomic calls and decide each one ----------===//
//
// A clang-tidy-style check: registerMatchers() says what to look at, run()
// (the check callback) analyses one call and records a Site with the
// decision: rewrite it, or leave it alone and say why.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_SITEFINDER_H
#define WARPAGG_SITEFINDER_H

#include "warpagg/options/RewriteOptions.h"
#include "warpagg/Site.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <functional>
#include <vector>

namespace warpagg {

/// One site of a translation unit with the AST nodes the plan needs.
struct FoundSite {
  size_t Index; ///< in the finder's Sites
  const clang::CallExpr *Call;
  const clang::FunctionDecl *Function;
  clang::QualType Value;
  unsigned AddressArg; ///< which of the call's arguments is the address
  /// For a site in a __device__ helper: decides it again as if the given
  /// calls were the helper's only ones (plan/HelperCopies.h).
  std::function<Site(llvm::ArrayRef<const clang::CallExpr *>)> Redecide;
};

/// What the finder found in one translation unit, handed on while its AST
/// is alive (the plan's decisions across sites: plan/PlanUnit.h).
struct FoundUnit {
  clang::ASTContext *Context = nullptr; ///< null when it found no site
  std::vector<Site> &Sites;             ///< every site found so far
  std::vector<FoundSite> &Found;        ///< this unit's, into Sites
};

class SiteFinder : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  /// \p HeaderFilter: the headers the tool rewrites (--header-filter);
  /// calls of a wrapper defined elsewhere are sites (AtomicWrapper.h).
  /// \p AtUnitEnd: what takes each translation unit's sites on (the
  /// plan); may be empty.
  SiteFinder(const RewriteOptions &Options, std::string HeaderFilter,
             std::vector<Site> &Sites,
             std::function<void(FoundUnit &)> AtUnitEnd = {})
      : Options(Options), HeaderFilter(std::move(HeaderFilter)),
        Sites(Sites), AtUnitEnd(std::move(AtUnitEnd)) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  /// Names the kernels that reach each helper's site, then hands the
  /// unit's sites to AtUnitEnd while its AST is still alive.
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

  /// Places the note \p S (a call left alone before any analysis) at \p At
  /// in \p Call's function, its value type \p Value; false where no site
  /// is reported (a system header, host code). (NonReductionSites.cpp)
  static bool placeNote(Site &S, const clang::CallExpr *Call,
                        clang::SourceLocation At, clang::QualType Value,
                        const clang::FunctionDecl *Function,
                        clang::ASTContext &Context);
  /// Whether the tool rewrites the file \p F is defined in: the input, or
  /// a header HeaderFilter selects (not a system header).
  bool rewritesDefinitionOf(const clang::FunctionDecl *F,
                            const clang::SourceManager &SM) const;
  /// A call of a function that is not a one-atomic wrapper, though its
  /// body holds a CUDA atomic or another function it could resolve to is
  /// a wrapper (AtomicWrapper.h): reported as left alone, with why.
  /// (NotAWrapperSites.cpp) \p Fn: the atomic it may be taken for.
  void recordNotAWrapper(
      const clang::ast_matchers::MatchFinder::MatchResult &Result,
      AtomicFunction Fn, const std::string &Why);

  const RewriteOptions &Options;
  std::string HeaderFilter;
  std::vector<Site> &Sites;
  std::function<void(FoundUnit &)> AtUnitEnd;
  /// The AST nodes of this translation unit's sites, by index in Sites.
  std::vector<FoundSite> ThisUnit;
  /// The calls recordNonReduction() has seen in this translation unit.
  llvm::SmallPtrSet<const clang::CallExpr *, 8> NonReductionCalls;
  /// The calls recordNotAWrapper() has seen in this translation unit.
  llvm::SmallPtrSet<const clang::CallExpr *, 8> NotAWrapperCalls;
  clang::ASTContext *Context = nullptr;
};

} // namespace warpagg

#endif
