//===- CallerScope.cpp ----------------------------------------------------===//
#include "warpagg/analysis/CallerScope.h"

#include "warpagg/analysis/AstQueries.h"

#include "clang/AST/Attr.h"

using namespace clang;

namespace warpagg {

namespace {
// A function as callsOf keys it: its template's pattern, canonical.
const FunctionDecl *callKey(const FunctionDecl *F) {
  if (const FunctionDecl *Pattern =
          F ? F->getTemplateInstantiationPattern() : nullptr)
    F = Pattern;
  return F ? F->getCanonicalDecl() : nullptr;
}

} // namespace

CallerScope::CallerScope(const FunctionDecl *Helper,
                         llvm::ArrayRef<const CallExpr *> Calls)
    : Helper(callKey(Helper)), Calls(Calls.begin(), Calls.end()) {
  llvm::sort(this->Calls);
}

std::optional<llvm::SmallVector<const CallExpr *, 4>>
CallerScope::callsOf(const FunctionDecl *F, ASTContext &Context) const {
  auto All = warpagg::callsOf(F, Context);
  if (!All || !Helper || callKey(F) != Helper)
    return All;
  llvm::SmallVector<const CallExpr *, 4> Narrowed;
  for (const CallExpr *Call : *All)
    if (std::binary_search(Calls.begin(), Calls.end(), Call))
      Narrowed.push_back(Call);
  return Narrowed;
}

std::optional<llvm::SmallVector<const Expr *, 4>>
CallerScope::argumentsPassedFor(const ParmVarDecl *P,
                                ASTContext &Context) const {
  const auto *F = dyn_cast_or_null<FunctionDecl>(P->getDeclContext());
  if (!F || F->hasAttr<CUDAGlobalAttr>())
    return std::nullopt;
  auto Calls = callsOf(F, Context);
  if (!Calls || Calls->empty())
    return std::nullopt;
  llvm::SmallVector<const Expr *, 4> Arguments;
  for (const CallExpr *Call : *Calls) {
    const Expr *Argument = argumentFor(Call, F, P->getFunctionScopeIndex());
    if (!Argument)
      return std::nullopt;
    Arguments.push_back(Argument);
  }
  return Arguments;
}

} // namespace warpagg
