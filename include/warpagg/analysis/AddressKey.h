//===- AddressKey.h - An atomic's address as a function of one key ---------===//
//
// Fusion (plan/Grouping.h) needs to know that several atomics hit addresses
// that two lanes share at one site exactly when they share them at every
// site. That holds when each address is an injective function of the same
// key value with every other part the same in all lanes:
//   &rho[c]   &j[c * 3 + 1]   j + c * 3 + 1   &p[c].x   q + c   &cells[c].f.y
// with rho, j, p, q warp-uniform and c the key (the same expression over
// locals and parameters at every site, unchanged in between); or a pointer
// variable itself, when it is not uniform: fields of one object,
// &a->x  &a->y  &a->f.z, or elements a + 1, &a[2], keyed by a.
//
// The address is read as its parts (AddressParts.h), so spelling does not
// matter: warp-uniform summands belong to the base, constants and the slot
// loop's index are dropped, and a single remaining summand is stripped of
// what keeps distinct keys distinct (`(k + 1) * 3` is keyed by k). Several
// remaining summands are the key together (`r * C + c`).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ADDRESSKEY_H
#define WARPAGG_ADDRESSKEY_H

#include "warpagg/analysis/AddressParts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <optional>
#include <string>

namespace warpagg {

struct AddressKey {
  /// The key's summands (Scale 1 for a single one). Each reads only
  /// locals, parameters, constants and thread/block indices: no memory, no
  /// side effects.
  llvm::SmallVector<OffsetTerm, 2> Terms;
  /// The variables the key reads: no statement between two sites of a
  /// group may assign them.
  llvm::SmallPtrSet<const clang::VarDecl *, 4> KeyVars;
};

/// The key of the pointer expression \p Pointer (an atomic's first
/// argument), or std::nullopt when it is not of the forms above. \p Why,
/// if given, says what stopped the walk through the address short of its
/// base ("the local 'q' changes": then the key, if any, is q itself), or
/// is left empty. With \p SlotIndex (the index of a
/// constant-trip loop whose iterations are a group's slots), `+ SlotIndex`
/// is dropped like a constant: within one slot it is one value,
/// `&c[k * C + ch]` is injective in k.
std::optional<AddressKey> keyOfAddress(const clang::Expr *Pointer,
                                       clang::ASTContext &Context,
                                       const clang::VarDecl *SlotIndex = nullptr,
                                       std::string *Why = nullptr);

/// Whether two keys are the same: the same summands (same operators,
/// variables and constants) at the same scales, in any order.
bool sameKey(const AddressKey &A, const AddressKey &B,
             clang::ASTContext &Context);
bool sameKey(const clang::Expr *A, const clang::Expr *B,
             clang::ASTContext &Context);

/// The key as source text, for reports: `k`, `r * C + c`.
std::string keyText(const AddressKey &Key, clang::ASTContext &Context);

} // namespace warpagg

#endif
