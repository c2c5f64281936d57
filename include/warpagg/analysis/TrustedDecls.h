//===- TrustedDecls.h - Is a declaration the toolchain's own? -------------===//
//
// Analyses recognise CUDA's and the standard library's functions, types and
// builtin variables (min, __syncthreads, threadIdx, grid_group, atomic_ref)
// by name. A project can declare the same names (a `my::min` that is not a
// clamp, a global `min` overload, a `sync()` that is no barrier), so a name
// says what a declaration does only when the toolchain declared it: a
// builtin, or a declaration in a system header (CUDA's headers, clang's CUDA
// wrappers, the standard library). Every decision made from a name asks
// these first.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_TRUSTEDDECLS_H
#define WARPAGG_TRUSTEDDECLS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"
#include <initializer_list>

namespace warpagg {

/// True when \p D (null: false) is a builtin or declared in a system header.
/// A template's instantiation counts where its pattern is declared.
bool isToolchainDecl(const clang::Decl *D);

/// The callee of \p Call when the toolchain declares it (named), else null.
const clang::FunctionDecl *toolchainCallee(const clang::CallExpr *Call);

/// True when \p F is the toolchain's and named one of \p Names.
bool isToolchainFunction(const clang::FunctionDecl *F,
                         std::initializer_list<llvm::StringRef> Names);

/// The name of the toolchain's cooperative groups method \p Call calls on a
/// thread_block or a grid_group ("group_index", "size", "thread_rank"), else
/// empty: a project's class of the same name is not trusted.
llvm::StringRef blockOrGridMethod(const clang::CallExpr *Call,
                                  llvm::StringRef &Group);

/// True when \p D is declared at global scope, in std or in cuda::std
/// (inline namespaces such as std::__1 skipped): where CUDA's math functions
/// and the standard library's algorithms live.
bool isGlobalOrStdScope(const clang::Decl *D);

} // namespace warpagg

#endif
