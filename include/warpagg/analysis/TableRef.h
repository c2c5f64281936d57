//===- TableRef.h - Which table an atomic's address indexes ----------------===//
//
// Privatization (plan/Privatization.h) copies a table a kernel's atomics
// index directly into shared memory: the table must be something the rewrite
// can name at the kernel's start and end, the same in every thread (a kernel's
// pointer parameter or a `__device__` variable), written as the base of the
// address: `&t[k]`, `t + k`, `k + t`, `t + k * 3 + 1`, `&t[a] + b`, `t`, or
// `&g` for a scalar (read as AddressParts.h reads addresses, without a cast
// or a local pointer in between: the copy replaces `t` where it is written).
// --instrument records the keys a site's address reached relative to that
// base, so that a profile can bound a table the analysis cannot
// (rewrite/Instrumenter.h).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_TABLEREF_H
#define WARPAGG_TABLEREF_H

#include "warpagg/analysis/AddressParts.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace warpagg {

/// One atomic's view of its table: what it names and which entry it reaches.
struct TableRef {
  const clang::ValueDecl *Decl = nullptr;
  const clang::Expr *Operand = nullptr; ///< the base as written (`t`, `&g`)
  /// The entry: Constant plus the terms, in elements of the table.
  llvm::SmallVector<OffsetTerm, 2> Terms;
  int64_t Constant = 0;
  bool AddressOfScalar = false;         ///< `&g`: the flush targets &g
  /// Whether the entry varies (else it is entry Constant, one address).
  bool keyed() const { return !Terms.empty(); }
};

/// The table \p Pointer (an atomic's address argument, in \p Kernel) indexes,
/// or none when its base is not a pointer parameter of \p Kernel or a
/// `__device__` variable (not __shared__, not __constant__, not a static
/// member), or the address has another form.
std::optional<TableRef> tableRefOf(const clang::Expr *Pointer,
                                   const clang::FunctionDecl *Kernel,
                                   clang::ASTContext &Context);

} // namespace warpagg

#endif
