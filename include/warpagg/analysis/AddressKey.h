//===- AddressKey.h - An atomic's address as a function of one key ---------===//
//
// Fusion (plan/Grouping.h) needs to know that several atomics hit addresses
// that two lanes share at one site exactly when they share them at every
// site. That holds when each address is an injective function of the same
// key value with every other part the same in all lanes:
//   &rho[c]   &j[c * 3 + 1]   &p[c].x   q + c   &cells[c].f.y
// with rho, j, p, q warp-uniform and c the key (the same expression over
// locals and parameters at every site, unchanged in between); or fields of
// one object through a local pointer, &a->x  &a->y  &a->f.z, keyed by a.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ADDRESSKEY_H
#define WARPAGG_ADDRESSKEY_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <optional>

namespace warpagg {

struct AddressKey {
  /// The key (parens and widening casts stripped). Reads only locals,
  /// parameters, constants and thread/block indices: no memory, no side
  /// effects.
  const clang::Expr *Key = nullptr;
  /// The variables the key reads: no statement between two sites of a
  /// group may assign them.
  llvm::SmallPtrSet<const clang::VarDecl *, 4> KeyVars;
};

/// The key of the pointer expression \p Pointer (an atomic's first
/// argument), or std::nullopt when it is not of the forms above. With
/// \p SlotIndex (the index of a constant-trip loop whose iterations are a
/// group's slots), `+ SlotIndex` is stripped like a constant: within one
/// slot it is one value, `&c[k * C + ch]` is injective in k.
std::optional<AddressKey> keyOfAddress(const clang::Expr *Pointer,
                                       clang::ASTContext &Context,
                                       const clang::VarDecl *SlotIndex = nullptr);

/// Whether two keys are the same expression (same operators, same
/// variables, same constants).
bool sameKey(const clang::Expr *A, const clang::Expr *B,
             clang::ASTContext &Context);

} // namespace warpagg

#endif
