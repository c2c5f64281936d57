//===- KeyedGroups.h - Groups that keep values and a key, not addresses ----===//
//
// A fused group (Grouping.h) defers every site's address and value from its
// put to its commit: N 64-bit pointers live across the code between them.
// Where every address is its key written into a fixed expression
// (analysis/AddressFromKey.h), the group keeps the key alone and the commit
// computes the addresses from it, where the lanes issue
// (runtime keyed_group.cuh):
//
//   warpagg::keyed_likely_uniform_group<int, warpagg::op::add, warpagg::slots<float, C>, float> g;
//   ... g.put_at<0>(id, v, ch); ... g.put<1>(id, o); ...
//   g.commit([&](int id, int ch) { return warpagg::addresses(&dcolor[id * C + ch], &dopacity[id]); });
//
// Taken for a group with a key of one summand of integer type when, at every
// site, that summand is part of the address's own text, the rest of the
// address reads only what is the same at the commit, every variable it
// reads is declared before the group and still named so at the commit
// (nothing between the sites declares the name again), and no site is a
// wrapper's call (whose address the rewrite does not write). In a template,
// only where the key is a variable whose declared type does not depend on a
// template parameter (the group's type names it).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_KEYEDGROUPS_H
#define WARPAGG_KEYEDGROUPS_H

#include "warpagg/analysis/AddressKey.h"
#include "warpagg/plan/Grouping.h"
#include "clang/AST/Stmt.h"
#include <optional>
#include <string>
#include <vector>

namespace warpagg {

/// One site of a group about to be formed.
struct KeyedMember {
  const SiteNode *Node = nullptr;
  const AddressKey *Key = nullptr;
  const clang::VarDecl *SlotIndex = nullptr; ///< its slot loop's index
};

/// How a keyed group is written.
struct KeyedGroupForm {
  std::string KeyType; ///< "int": the group's first template argument
  /// Per site: its put's first argument (the key as written there), and
  /// the address argument's bytes it replaces.
  struct Put {
    std::string Key;
    unsigned AddressOffset = 0;
    unsigned AddressLength = 0;
  };
  std::vector<Put> Puts;
  /// The commit's argument:
  /// "[&](int id, int ch) { return warpagg::addresses(&a[id * C + ch], &b[id]); }".
  std::string Addresses;
};

/// The keyed form of the group of \p Members (in slot order) declared at
/// \p DeclOffset and committed at \p CommitOffset in \p Block (the loop
/// body itself when \p WrapsLoopBody), or std::nullopt where the group keeps
/// its addresses.
std::optional<KeyedGroupForm>
keyedGroupForm(const std::vector<KeyedMember> &Members,
               const clang::CompoundStmt *Block, unsigned DeclOffset,
               unsigned CommitOffset, bool WrapsLoopBody,
               clang::ASTContext &Context);

} // namespace warpagg

#endif
