//===- TableRef.h - Which table an atomic's address indexes ----------------===//
//
// Privatization (plan/Privatization.h) copies a table a kernel's atomics
// index directly into shared memory: the table must be something the rewrite
// can name at the kernel's start and end, the same in every thread (a kernel's
// pointer parameter or a `__device__` variable), written as the base of the
// address: `&t[k]`, `t + k`, `k + t`, `t`, or `&g` for a scalar.
// --instrument records the keys a site's address reached relative to that
// base, so that a profile can bound a table the analysis cannot
// (rewrite/Instrumenter.h).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_TABLEREF_H
#define WARPAGG_TABLEREF_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace warpagg {

/// One atomic's view of its table: what it names and which entry it reaches.
struct TableRef {
  const clang::ValueDecl *Decl = nullptr;
  const clang::Expr *Operand = nullptr; ///< the base as written (`t`, `&g`)
  const clang::Expr *Index = nullptr;   ///< null: entry 0 (a table of one)
  bool AddressOfScalar = false;         ///< `&g`: the flush targets &g
};

/// The table \p Pointer (an atomic's address argument, in \p Kernel) indexes,
/// or none when its base is not a pointer parameter of \p Kernel or a
/// `__device__` variable (not __shared__, not __constant__, not a static
/// member), or the address has another form.
std::optional<TableRef> tableRefOf(const clang::Expr *Pointer,
                                   const clang::FunctionDecl *Kernel);

} // namespace warpagg

#endif
