//===- TableUse.h - Is a table touched only by its reduction atomics? ------===//
//
// Privatization defers a kernel's atomics on a table to one flush per block:
// sound only where nothing else in the kernel can see the table in between.
// The table is a kernel's pointer parameter or a `__device__` variable; every
// mention of it must be the base of one of the privatized atomics: no load,
// store or returning atomic on it, no copy of the pointer, no call it is
// passed to. A `__device__` table must not be mentioned by any other
// device function either (the kernel may call it). Pointers of another name
// that alias the table are not seen: loading through one in the same kernel
// would read the table before the block's flush.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_TABLEUSE_H
#define WARPAGG_TABLEUSE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <string>

namespace warpagg {

/// Empty when every mention of \p Table in \p Kernel (and, for a global, in
/// any device function) is one of \p Allowed; else what the first other
/// mention is ("'hist' is read (line 12)").
std::string tableUseProblem(const clang::ValueDecl *Table,
                            const clang::FunctionDecl *Kernel,
                            const llvm::SmallPtrSetImpl<const clang::Expr *> &Allowed,
                            clang::ASTContext &Context);

} // namespace warpagg

#endif
