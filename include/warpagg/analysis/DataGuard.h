//===- DataGuard.h - Is an atomic held back by the data it reads? ----------===//
//
// A block-private copy costs every block a zeroing, two barriers and a flush
// whether or not its atomics run. Where they run once per thread (no loop
// around them in the kernel) behind a condition that reads memory (an
// overflow counter, a flag set on rare input), the copy can cost more than
// it saves: bench/privatize's `rare` row measured a one-element-per-thread
// kernel 14% slower with its once-per-million counter privatized. Bounds
// guards (`if (i < n)`, `if (i >= n) return;`) read only indices and
// parameters: they let almost every thread through.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_DATAGUARD_H
#define WARPAGG_DATAGUARD_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

namespace warpagg {

/// For \p Call in the body of \p Kernel: when no loop of the kernel encloses
/// it and a condition that decides whether it runs (an enclosing if, switch,
/// ?:, && or ||, or the if of a `return` that comes before it) reads memory
/// or calls a function other than CUDA's builtins and math: that condition.
/// Null otherwise (in a loop, or only bounds-like guards).
const clang::Expr *dataGuardOf(const clang::CallExpr *Call,
                               const clang::FunctionDecl *Kernel,
                               clang::ASTContext &Context);

} // namespace warpagg

#endif
