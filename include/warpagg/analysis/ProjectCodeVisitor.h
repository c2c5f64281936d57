//===- ProjectCodeVisitor.h - A walk over the project's own code -----------===//
//
// Walks that look for a function's calls or a kernel's launches visit every
// template instantiation and skip the declarations of system headers:
// CUDA's and the system's headers are most of a translation unit, and call
// or launch none of the project's functions.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_PROJECTCODEVISITOR_H
#define WARPAGG_PROJECTCODEVISITOR_H

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

namespace warpagg {

/// A RecursiveASTVisitor (CRTP, as it is) over the project's code only,
/// template instantiations included.
template <class Derived>
class ProjectCodeVisitor : public clang::RecursiveASTVisitor<Derived> {
public:
  explicit ProjectCodeVisitor(const clang::SourceManager &SM) : SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool TraverseDecl(clang::Decl *D) {
    if (D && !llvm::isa<clang::TranslationUnitDecl>(D) &&
        SM.isInSystemHeader(D->getLocation()))
      return true;
    return clang::RecursiveASTVisitor<Derived>::TraverseDecl(D);
  }

protected:
  const clang::SourceManager &SM;
};

} // namespace warpagg

#endif
