//===- LineMap.h - Line starts of a source text, and what each is in ------===//
//
// The edits that must not disturb line numbering (the runtime include, the
// `#line` directives of a rewritten copy) need to know where the original's
// lines start and whether a directive may stand at one: a line start inside
// a block comment, a string or a raw string, or after a line continuation,
// is not the start of a preprocessing line.
//
#ifndef WARPAGG_LINEMAP_H
#define WARPAGG_LINEMAP_H

#include "llvm/ADT/StringRef.h"
#include <cstddef>
#include <vector>

namespace warpagg {

/// Length of the line break at Text[I] (0: none): \r\n, \n or \r alone, as
/// clang reads them.
size_t lineBreakLength(llvm::StringRef Text, size_t I);

/// Where each line of a text starts (after a UTF-8 byte order mark, for the
/// first), and whether a directive may stand there.
struct LineMap {
  std::vector<size_t> Starts;
  /// Not inside a block comment, a string or a raw string, and not after a
  /// line that ends in a continuation backslash.
  std::vector<bool> DirectiveFits;

  explicit LineMap(llvm::StringRef Text);

  /// The 0-based line of \p Offset.
  size_t lineOf(size_t Offset) const;
  bool isLineStart(size_t Offset) const { return Starts[lineOf(Offset)] == Offset; }
};

} // namespace warpagg

#endif
