//===- StaticShared.h - A kernel's own static shared memory ----------------===//
//
// Privatization adds __shared__ copies to a kernel; with the kernel's own
// __shared__ arrays they must fit one block's static shared memory (ptxas
// refuses more than 48 KiB: "too much shared data"). This counts what the
// kernel declares already.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_STATICSHARED_H
#define WARPAGG_STATICSHARED_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

namespace warpagg {

/// Bytes of static __shared__ memory \p Kernel uses: its own __shared__
/// variables (not `extern __shared__` arrays: those are dynamic), those of
/// the project's device functions it calls (their bodies, a few calls deep),
/// and file-scope __shared__ variables either mentions; each counted once.
uint64_t staticSharedBytes(const clang::FunctionDecl *Kernel,
                           clang::ASTContext &Context);

} // namespace warpagg

#endif
