//===- NotAWrapperSites.cpp - Calls of functions that are not wrappers -----===//
//
// A call of a function the tool does not rewrite that looks like a call of a
// one-atomic wrapper (find/AtomicWrapper.h) but is not one: its body holds
// a CUDA atomic and more (an extra statement, a cast), or it is the
// overload or specialization of a wrapper that does something else (ATen's
// CAS loop for at::Half beside its float wrapper). It is recorded as a site
// left alone ('not-a-wrapper'), saying why: the reports account for it, and
// in a template whose other instantiations call the wrapper, it keeps the
// call as written (FileRewriter merges the instantiations' views).
//
//===----------------------------------------------------------------------===//
#include "warpagg/find/SiteFinder.h"

#include "clang/AST/ASTContext.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace warpagg {

void SiteFinder::recordNotAWrapper(const MatchFinder::MatchResult &Result,
                                   AtomicFunction Fn, const std::string &Why) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("wrappercall");
  const auto *Callee = Result.Nodes.getNodeAs<FunctionDecl>("callee");
  const auto *Function = Result.Nodes.getNodeAs<FunctionDecl>("function");
  const SourceManager &SM = *Result.SourceManager;
  ASTContext &Context = *Result.Context;
  // An instantiation's calls are reached twice: one site per call.
  if (!NotAWrapperCalls.insert(Call).second)
    return;
  QualType Value;
  for (const ParmVarDecl *P : Callee->parameters())
    if (P->getType()->isPointerType() && Value.isNull())
      Value = P->getType()->getPointeeType();
  Site S;
  S.Fn = Fn;
  // Reported where a site of a wrapper's call would be: the callee's name.
  if (!placeNote(S, Call, Call->getCallee()->getBeginLoc(), Value, Function,
                 Context))
    return;
  std::string File = llvm::sys::path::filename(
                         SM.getFilename(SM.getFileLoc(Callee->getLocation())))
                         .str();
  S.leaveAlone("not-a-wrapper",
               "calls '" + Callee->getNameAsString() + "' (in " + File +
                   ", not rewritten), which is not a one-atomic wrapper: " +
                   Why + "; only a body of exactly one atomic on the "
                   "parameters, passed straight through, is aggregated at "
                   "its calls");
  Sites.push_back(std::move(S));
}

} // namespace warpagg
