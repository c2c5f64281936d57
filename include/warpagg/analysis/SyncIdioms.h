//===- SyncIdioms.h - Atomics that synchronise rather than reduce ----------===//
//
// Some reduction atomics are not reductions: `atomicOr(&flag, 0)` and
// `atomicAdd(&x, 0)` read a value atomically (the identity changes nothing),
// and the counters of a software grid barrier are incremented once per
// block and then spun on. Aggregating them gains nothing and obscures the
// protocol: warpagg leaves them alone ('sync-idiom').
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_SYNCIDIOMS_H
#define WARPAGG_SYNCIDIOMS_H

#include "warpagg/find/AtomicCatalog.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <string>

namespace warpagg {

/// Why an atomic (operation \p Op, value \p Value, address derived from the
/// variable \p Base when known) in \p Function is a synchronisation
/// idiom, or empty:
///  - an atomic read: add/sub/or/xor of 0, and of all ones;
///  - a barrier counter (\p UniformAddress: one word): \p Function spins in
///    a loop (a while/do/for whose condition reads memory through a volatile
///    lvalue, an atomic read or a load, and whose body only waits: empty,
///    __nanosleep, __threadfence) that reads \p Base, or spins at all and
///    the atomic's result is used (the arrival ticket compared against the
///    expected count).
std::string syncIdiom(AtomicOp Op, const clang::Expr *Value,
                      const clang::VarDecl *Base, bool UniformAddress,
                      bool ResultUsed,
                      const clang::FunctionDecl *Function,
                      clang::ASTContext &Context);

} // namespace warpagg

#endif
