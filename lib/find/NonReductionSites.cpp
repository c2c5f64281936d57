//===- NonReductionSites.cpp - CUDA atomics that are not reductions -------===//
//
// atomicExch, atomicCAS, atomicInc and atomicDec (every scope), and
// atomic_ref's exchange and compare_exchange_*, cannot be aggregated: an
// exchange or a compare-and-swap hands each lane its own old value and
// stores one lane's, and the wrapping increment and decrement do not add
// up. They are recorded as sites left alone ('not-a-reduction'), so that
// the reports account for every atomic of the code, and never reach the
// analyses, the plans (groups, privatization) or the rewrite.
//
//===----------------------------------------------------------------------===//
#include "warpagg/find/SiteFinder.h"

#include "warpagg/find/AtomicCatalog.h"
#include "warpagg/analysis/DeviceContext.h"
#include "warpagg/analysis/KernelCallers.h"
#include "warpagg/analysis/ResultUse.h"
#include "warpagg/find/AtomicRef.h"
#include "clang/AST/ASTContext.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace warpagg {

void SiteFinder::recordNonReduction(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("nonreduction");
  const auto *Function = Result.Nodes.getNodeAs<FunctionDecl>("function");
  const SourceManager &SM = *Result.SourceManager;
  ASTContext &Context = *Result.Context;
  // An instantiation's calls are reached twice: one site per call.
  if (!NonReductionCalls.insert(Call).second)
    return;
  Site S;
  QualType Value;
  SourceLocation At;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call)) {
    std::optional<AtomicRefCall> Ref = matchNonReductionRefCall(*Member);
    if (!Ref)
      return;
    S.Fn = Ref->Fn;
    Value = Ref->Value;
    At = Member->getExprLoc();
  } else {
    const FunctionDecl *Callee = Call->getDirectCallee();
    std::optional<AtomicFunction> Fn =
        Callee ? classifyNonReductionName(Callee->getName()) : std::nullopt;
    // CUDA's own, not a project's function of that name.
    if (!Fn || !SM.isInSystemHeader(Callee->getLocation()) ||
        Call->getNumArgs() < 2)
      return;
    S.Fn = *Fn;
    Value = Call->getArg(0)->getType()->getPointeeType();
    At = Call->getBeginLoc();
  }
  if (!placeNote(S, Call, At, Value, Function, Context))
    return;
  S.leaveAlone("not-a-reduction", whyNotAggregated(S.Fn));
  Sites.push_back(std::move(S));
}

bool SiteFinder::placeNote(Site &S, const CallExpr *Call, SourceLocation At,
                           QualType Value, const FunctionDecl *Function,
                           ASTContext &Context) {
  const SourceManager &SM = Context.getSourceManager();
  SourceLocation Loc = SM.getFileLoc(At);
  if (SM.isInSystemHeader(Loc) ||
      executionSpaceOf(Function) == ExecutionSpace::Host)
    return false;
  S.File = SM.getFilename(Loc).str();
  S.Line = SM.getSpellingLineNumber(Loc);
  S.Column = SM.getSpellingColumnNumber(Loc);
  S.Types = {Value.isNull() ? "unknown type"
                            : Value.getUnqualifiedType().getAsString(
                                  Context.getPrintingPolicy())};
  S.ResultUsed = isResultUsed(Call, Context);
  S.EnclosingFunction = reportedFunctionName(Function);
  S.InKernel = Function && Function->hasAttr<CUDAGlobalAttr>();
  S.FromTemplatePattern = Function && Function->isDependentContext();
  return true;
}

} // namespace warpagg
