//===- AddressParts.h - An address as base + offsets, however it is spelled -===//
//
// C spells one address many ways: `&p[e]`, `p + e`, `e + p`, `&e[p]`,
// `(p + a) + b`, `&(p + a)[b]`, `&p[a] + b`, `p - e`, through casts and
// through a local that holds such a pointer. The analyses that ask what an
// address is made of (grouping's key, privatization's table and index) see
// one form, by meaning:
//
//   Base + sum(Term.Scale * Term.Value) + Constant      [then Fields]
//
// counted in elements of Element (the pointee of the address, or of the
// object whose fields the address then selects). Terms are the integer
// summands that are not constants, in the order written; constants are
// folded with clang's constant evaluation. Sums inside an index are split
// where they cannot wrap differently from pointer arithmetic (a signed
// type, whose overflow is undefined, or one as wide as a pointer).
//
// A cast between pointer types keeps the parts when the element size stays
// (`(unsigned *)(p + k)`), rescales them when the inner element is a whole
// number of outer ones (`(float *)(xyz + k) + 2`, xyz a float3 *: 3k + 2
// floats); any other cast ends the walk there (the cast is the base). A
// local pointer is read through its initialiser only where nothing changes
// it (isUnchangedLocal).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ADDRESSPARTS_H
#define WARPAGG_ADDRESSPARTS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <optional>

namespace warpagg {

/// One non-constant summand of an offset: Scale elements per unit of Value.
struct OffsetTerm {
  const clang::Expr *Value = nullptr; ///< an integer expression, as written
  int64_t Scale = 1;                  ///< -1 for `p - e`; 3 through a cast
};

struct AddressParts {
  /// The pointer the offsets apply to (parentheses stripped): a variable's
  /// value, an array's decay, a call, a cast the walk does not see through,
  /// or `&x` for the address of a scalar.
  const clang::Expr *Base = nullptr;
  /// What the offsets count.
  clang::QualType Element;
  llvm::SmallVector<OffsetTerm, 2> Terms;
  int64_t Constant = 0;
  /// The address selects a field of the element (`&p[k].x`, `&q->f.y`):
  /// at a constant offset within it.
  bool Fields = false;
  /// Where the walk read a local pointer's initialiser, that local
  /// (the first, outermost one); null otherwise.
  const clang::VarDecl *ThroughLocal = nullptr;
  /// A cast between pointer types was seen through.
  bool ThroughCast = false;
  /// Why the walk stopped short of the base's own variable, for a report:
  /// "the local 'q' changes", "a cast changes the element size". Empty
  /// when it did not.
  std::string StoppedWhy;
};

enum class FollowLocals { No, Yes };

/// The parts of the pointer expression \p Pointer (an atomic's address);
/// std::nullopt where an offset overflows or a part is type-dependent.
std::optional<AddressParts> addressParts(const clang::Expr *Pointer,
                                         clang::ASTContext &Context,
                                         FollowLocals Follow);

} // namespace warpagg

#endif
