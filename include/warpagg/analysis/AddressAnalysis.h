//===- AddressAnalysis.h - Where does an atomic's address point? -----------===//
//
// Finds the variable an address expression is derived from (through &, [],
// ., ->, pointer arithmetic and casts) and the memory space that variable
// lives in. "Unknown" means not provably shared or local: usually a global
// pointer passed in, which is exactly what warp aggregation is for.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ADDRESSANALYSIS_H
#define WARPAGG_ADDRESSANALYSIS_H

#include "clang/AST/Expr.h"
#include <string>

namespace warpagg {

enum class AddressSpace {
  Unknown, ///< global or generic memory: a rewrite candidate
  Shared,  ///< a __shared__ variable
  Local,   ///< a thread's own automatic variable: never shared by lanes
};

struct AddressInfo {
  AddressSpace Space = AddressSpace::Unknown;
  const clang::VarDecl *Base = nullptr; ///< the variable it derives from
  /// Unknown because the address arrives through a __device__ function's
  /// parameter whose calls cannot tell: some pass __shared__ memory and some
  /// not, or no call is visible. Says which; empty otherwise (a kernel's
  /// parameter, calls that all pass global memory: plainly not shared).
  std::string UnknownWhy;
};

/// True when \p V is a local or parameter of a function with a body and
/// nothing in that body modifies it (no assignment, increment, non-const
/// reference or address escaping): its value is its initial value.
bool isUnchangedLocal(const clang::VarDecl *V, clang::ASTContext &Context);

/// Classifies the pointer expression passed as an atomic's address.
AddressInfo analyzeAddress(const clang::Expr *Addr,
                           clang::ASTContext &Context);

/// Classifies the address of the lvalue \p Object (what an atomic_ref refers
/// to), as analyzeAddress does for &Object.
AddressInfo analyzeObjectAddress(const clang::Expr *Object,
                                 clang::ASTContext &Context);

} // namespace warpagg

#endif
