//===- AtomicRef.h - Recognise fetch_OP calls on libcu++'s atomic_ref ------===//
//
// `r.fetch_add(v, order)` and `p->fetch_add(v, order)` (and fetch_sub/min/
// max/and/or/xor) where r's type is a specialisation of
// cuda::atomic_ref<T, Scope> or cuda::std::atomic_ref<T>: the operation, the
// scope the type names, the memory order passed, and the object the
// atomic_ref refers to (its address is the atomic's address).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ATOMICREF_H
#define WARPAGG_ATOMICREF_H

#include "warpagg/find/AtomicCatalog.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include <optional>
#include <string>

namespace warpagg {

struct AtomicRefCall {
  AtomicFunction Fn{AtomicOp::Add, AtomicScope::System, AtomicApi::AtomicRef};
  clang::QualType Value;               ///< T
  const clang::Expr *Object = nullptr; ///< r, or p when Arrow
  bool Arrow = false;
  const clang::Expr *ValueArg = nullptr; ///< v as written
  /// The memory order argument's enumerator without "memory_order_"
  /// ("relaxed", "seq_cst", ...); empty when it is not a constant.
  std::string Order;
  bool DefaultOrder = false; ///< no order argument: the default (seq_cst)
  /// The lvalue the atomic_ref was constructed from (a temporary's argument,
  /// or a local atomic_ref's initialiser: an atomic_ref is never rebound);
  /// null where that is not visible (a parameter, a pointer passed in).
  const clang::Expr *Referent = nullptr;
};

/// The qualified name of \p D with inline namespaces left out:
/// "cuda::std::atomic_ref" for cuda::std::__4::atomic_ref. Empty when \p D
/// is nested in something other than namespaces.
std::string nameWithoutInlineNamespaces(const clang::NamedDecl *D);

/// Recognises \p Call as a fetch_OP call on an atomic_ref (std::nullopt for
/// anything else, e.g. another class's fetch_add or atomic_ref::exchange).
std::optional<AtomicRefCall>
matchAtomicRefCall(const clang::CXXMemberCallExpr &Call,
                   clang::ASTContext &Context);

/// Recognises \p Call as exchange or compare_exchange_* on an atomic_ref,
/// which are not reductions: Fn, Value, Object and Arrow only.
std::optional<AtomicRefCall>
matchNonReductionRefCall(const clang::CXXMemberCallExpr &Call);

} // namespace warpagg

#endif
