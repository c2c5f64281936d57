//===- AddressFromKey.h - An atomic's address, written again from its key ---===//
//
// A keyed group (runtime keyed_group.cuh) keeps only each lane's values and
// one key between its puts and its commit; the lanes that issue compute the
// addresses there, from the key, with a callable the rewrite writes:
//
//   atomicAdd(&dcolor[id * C + ch], v)  ->  [&](int id, int ch) { ... &dcolor[id * C + ch] ... }
//
// That is the address's own text with its key's summand (AddressKey.h) read
// as the callable's parameter. It names the same address at the commit, in
// another lane of the warp, only when everything else it reads is the same
// there: constants, template arguments, blockDim / gridDim, the slot loop's
// index (the callable's second parameter), and locals and parameters that
// never change after their initialization (isUnchangedLocal) or fields of
// such locals reached with '.'; arrays only by their address. AddressKey
// has already proven those other parts the same in every lane. No load
// through a pointer, call, side effect or macro is written again.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ADDRESSFROMKEY_H
#define WARPAGG_ADDRESSFROMKEY_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace warpagg {

struct AddressFromKey {
  /// The address's text, the key's summand replaced by the key's name.
  std::string Text;
  /// The key's own text: what the put passes instead of the address.
  std::string KeyText;
  /// The address's bytes in its file (what KeyText replaces at the put).
  unsigned Offset = 0;
  unsigned Length = 0;
  /// The variables the rest of the address reads (not the key's, not the
  /// slot index): each must name the same variable where the callable is
  /// written (plan/KeyedGroups.h checks that).
  llvm::SmallVector<const clang::VarDecl *, 4> Reads;
};

/// \p Address (an atomic's pointer argument) as a function of \p Key (its
/// AddressKey's single summand, a subexpression of Address), with Key
/// written as \p KeyName; \p SlotIndex, if any, stays as written (the
/// callable's second parameter). std::nullopt when Key is not part of
/// Address's text or anything else it reads may differ at the commit.
std::optional<AddressFromKey>
addressFromKey(const clang::Expr *Address, const clang::Expr *Key,
               llvm::StringRef KeyName, const clang::VarDecl *SlotIndex,
               clang::ASTContext &Context);

} // namespace warpagg

#endif
