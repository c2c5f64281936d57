//===- UninstantiatedSites.cpp - Atomics in templates never instantiated ---===//
//
// A call whose arguments depend on a template parameter is only analysed in
// the template's instantiations. Where the translation unit instantiates
// none, the site would go unreported; it is reported as left alone
// ('uninstantiated') when it is written in the input file itself; a
// header's templates are reported by the inputs that instantiate them.
// Instantiated templates are reported through their instantiations.
//
//===----------------------------------------------------------------------===//
#include "warpagg/find/SiteFinder.h"
#include "warpagg/find/AtomicCatalog.h"
#include "warpagg/analysis/KernelCallers.h"

#include "warpagg/analysis/DeviceContext.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace warpagg {
namespace {

// True when \p F (a template pattern, or a member of a class template) has
// an instantiation in the translation unit.
bool hasInstantiation(const FunctionDecl *F) {
  if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
    if (!T->specializations().empty())
      return true;
  for (const DeclContext *DC = F; DC; DC = DC->getParent())
    if (const auto *Record = dyn_cast<CXXRecordDecl>(DC))
      if (const ClassTemplateDecl *T = Record->getDescribedClassTemplate())
        if (!T->specializations().empty())
          return true;
  // A generic lambda or a local class: take its enclosing function's word.
  if (const auto *Parent = dyn_cast_or_null<FunctionDecl>(
          F->getParent() ? F->getParent()->getNonClosureAncestor() : nullptr))
    return hasInstantiation(Parent);
  return F->isTemplateInstantiation();
}

} // namespace

void SiteFinder::recordUninstantiated(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("dependent");
  const auto *Pattern = Result.Nodes.getNodeAs<FunctionDecl>("pattern");
  const SourceManager &SM = *Result.SourceManager;
  const auto *Callee =
      dyn_cast<UnresolvedLookupExpr>(Call->getCallee()->IgnoreImplicit());
  if (!Callee || !Pattern || !Pattern->isDependentContext() ||
      hasInstantiation(Pattern))
    return;
  std::optional<AtomicFunction> Fn =
      classifyAtomicName(Callee->getName().getAsString());
  SourceLocation Loc = SM.getFileLoc(Callee->getBeginLoc());
  // In the input itself: a header's templates are instantiated by the
  // files that use them, and reported there.
  if (!Fn || !SM.isInMainFile(Loc) ||
      executionSpaceOf(Pattern) == ExecutionSpace::Host)
    return;
  Site S;
  S.Fn = *Fn;
  S.File = SM.getFilename(Loc).str();
  S.Line = SM.getSpellingLineNumber(Loc);
  S.Column = SM.getSpellingColumnNumber(Loc);
  S.Types = {"dependent type"};
  S.EnclosingFunction = reportedFunctionName(Pattern);
  S.InKernel = Pattern->hasAttr<CUDAGlobalAttr>();
  S.leaveAlone("uninstantiated",
               "in a template this translation unit never instantiates; "
               "instantiate it (or rewrite a file that does) to have the "
               "site analysed");
  Sites.push_back(std::move(S));
}

} // namespace warpagg
