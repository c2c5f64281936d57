//===- KeyRange.h - Prove that an index takes few values -------------------===//
//
// Privatization (plan/Privatization.h) copies a table into shared memory only
// where every index the kernel's atomics use provably lies in a small range
// [Lo, Hi). Proven here, from the index expression alone:
//   - its type: bool [0, 2), unsigned char / uint8_t [0, 256), signed char
//     and a signed char type [-128, 128), unsigned short [0, 65536);
//   - `k & M` (M a non-negative constant): [0, M + 1);
//   - `k % N` with k unsigned (N a positive constant): [0, N);
//   - `k >> S` with k unsigned of W bits: [0, 2^(W - S));
//   - a clamp `min(max(k, A), B)` / `max(min(k, B), A)` (constants): [A, B+1);
//   - a constant; `a + b`, `a - c`, `a * c`, `c ? a : b` of proven ranges;
//   - an explicit or implicit conversion: the operand's range, or the
//     target type's when that is narrower;
//   - a local never changed after its initializer: the initializer's range;
//   - an address's offset, a sum of such terms at constant scales.
// Index arithmetic is assumed not to overflow (as the original's indexing
// into its table already does).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_KEYRANGE_H
#define WARPAGG_KEYRANGE_H

#include "warpagg/analysis/AddressParts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <optional>
#include <string>

namespace warpagg {

/// Keys are only ever ranged within [-2^40, 2^40] (a table of 2^40 elements
/// is terabytes): past it a key is unknown, so that no end, span or sum of
/// two ranges' ends overflows a long long.
constexpr long long MaxKeyMagnitude = 1ll << 40;

/// Every value of a key lies in [Lo, Hi).
struct KeyBounds {
  long long Lo = 0;
  long long Hi = 0;
  std::string Why; ///< "unsigned char key", "masked with 255", ...
  /// Hi - Lo, computed without overflow for any Lo <= Hi.
  unsigned long long size() const {
    return (unsigned long long)Hi - (unsigned long long)Lo;
  }
};

/// The proven range of the integer expression \p Index, or std::nullopt.
std::optional<KeyBounds> keyRange(const clang::Expr *Index,
                                  clang::ASTContext &Context);

/// The proven range of an address's offset (AddressParts.h): \p Constant
/// plus each term's range at its scale; std::nullopt where a term has none.
std::optional<KeyBounds> keyRange(llvm::ArrayRef<OffsetTerm> Terms,
                                  int64_t Constant, clang::ASTContext &Context);

} // namespace warpagg

#endif
