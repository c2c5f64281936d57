//===- DeviceContext.cpp --------------------------------------------------===//
#include "warpagg/analysis/DeviceContext.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace warpagg {

ExecutionSpace executionSpaceOf(const FunctionDecl *F) {
  if (!F)
    return ExecutionSpace::Host;
  if (F->hasAttr<CUDAGlobalAttr>())
    return ExecutionSpace::Device;
  const auto *DeviceAttr = F->getAttr<CUDADeviceAttr>();
  const auto *HostAttr = F->getAttr<CUDAHostAttr>();
  if (!DeviceAttr)
    return ExecutionSpace::Host;
  if (!HostAttr)
    return ExecutionSpace::Device;
  // An unannotated lambda is implicitly __host__ __device__; it runs where
  // the function around it runs.
  const auto *Method = dyn_cast<CXXMethodDecl>(F);
  if (HostAttr->isImplicit() && Method && Method->getParent()->isLambda()) {
    const DeclContext *Outer = Method->getParent()->getDeclContext();
    if (const auto *Enclosing = dyn_cast<FunctionDecl>(Outer))
      return executionSpaceOf(Enclosing);
  }
  return ExecutionSpace::HostDevice;
}

} // namespace warpagg
