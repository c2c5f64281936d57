//===- TrustedDecls.cpp ---------------------------------------------------===//
#include "warpagg/analysis/TrustedDecls.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace warpagg {

bool isToolchainDecl(const Decl *D) {
  if (!D)
    return false;
  if (const auto *F = dyn_cast<FunctionDecl>(D))
    if (F->getBuiltinID() != 0)
      return true;
  // Builtin variables and implicit declarations have no location; a project
  // cannot write one.
  SourceLocation Loc = D->getLocation();
  if (Loc.isInvalid())
    return D->isImplicit();
  return D->getASTContext().getSourceManager().isInSystemHeader(Loc);
}

const FunctionDecl *toolchainCallee(const CallExpr *Call) {
  const FunctionDecl *F = Call ? Call->getDirectCallee() : nullptr;
  return F && F->getIdentifier() && isToolchainDecl(F) ? F : nullptr;
}

llvm::StringRef blockOrGridMethod(const CallExpr *Call,
                                  llvm::StringRef &Group) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(toolchainCallee(Call));
  if (!M || !M->getParent()->getIdentifier())
    return "";
  Group = M->getParent()->getName();
  return Group == "thread_block" || Group == "grid_group" ? M->getName()
                                                          : "";
}

bool isToolchainFunction(const FunctionDecl *F,
                         std::initializer_list<llvm::StringRef> Names) {
  return F && F->getIdentifier() && llvm::is_contained(Names, F->getName()) &&
         isToolchainDecl(F);
}

bool isGlobalOrStdScope(const Decl *D) {
  llvm::SmallVector<StringRef, 2> Path; // innermost first
  for (const DeclContext *C = D->getDeclContext(); !C->isTranslationUnit();
       C = C->getParent()) {
    if (isa<LinkageSpecDecl>(C)) // extern "C"
      continue;
    const auto *NS = dyn_cast<NamespaceDecl>(C);
    if (!NS)
      return false;
    if (!NS->isInlineNamespace())
      Path.push_back(NS->getName());
  }
  return Path.empty() || (Path.size() == 1 && Path[0] == "std") ||
         (Path.size() == 2 && Path[0] == "std" && Path[1] == "cuda");
}

} // namespace warpagg
