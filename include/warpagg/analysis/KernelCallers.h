//===- KernelCallers.h - Which kernels reach a device function
//-------------===//
//
// For the reports: a site in a __device__ helper names the kernels of its
// translation unit that call the helper, directly or through other helpers,
// so a reader can find the launch that decides whether the rewrite pays.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_KERNELCALLERS_H
#define WARPAGG_KERNELCALLERS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"
#include <set>
#include <string>
#include <vector>

namespace warpagg {

/// The name reports give a function: qualified, a template's (or a member
/// of a class template's) without template arguments, so that every
/// instantiation of one function has one name.
std::string reportedFunctionName(const clang::FunctionDecl *F);

class KernelCallers {
public:
  /// Walks the call graph down from every kernel defined in \p Context's
  /// traversal scope (the user's declarations), once.
  explicit KernelCallers(clang::ASTContext &Context);

  /// The kernels that reach \p F through direct calls (sorted; \p F itself
  /// when it is one). Calls through pointers are not followed.
  std::vector<std::string> kernelsReaching(const clang::FunctionDecl *F) const;

private:
  void walk(const clang::FunctionDecl *F, const std::string &Kernel);

  llvm::DenseMap<const clang::FunctionDecl *, std::set<std::string>> Reached;
};

} // namespace warpagg

#endif
