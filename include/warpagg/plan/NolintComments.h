//===- NolintComments.h - clang-tidy's NOLINT comments, read for warpagg --===//
//
// Users of clang-tidy silence a diagnostic with a comment; warpagg honours
// the same comments for its own check, so that one convention serves both:
//
//   atomicAdd(p, 1); // NOLINT                      this line
//   atomicAdd(p, 1); // NOLINT(warpagg-aggregate)   this line, this check
//   // NOLINTNEXTLINE(warpagg)                      the next line
//   // NOLINTBEGIN(warpagg-*) ... // NOLINTEND(warpagg-*)   a region
//
// A list of checks (globs, as clang-tidy's; a '-check' entry is ignored,
// as clang-tidy ignores it there) applies to warpagg when an entry matches
// "warpagg" or its check "warpagg-aggregate"; no list applies to every
// tool. A NOLINT for another tool's check (NOLINT(bugprone-foo)) does not
// silence warpagg.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_NOLINTCOMMENTS_H
#define WARPAGG_NOLINTCOMMENTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace warpagg {

/// The name warpagg's rewrite of an atomic goes by in NOLINT comments.
inline constexpr llvm::StringLiteral NolintCheckName = "warpagg-aggregate";

/// The lines (1-based) of \p Lines, a file's text split at line breaks, whose
/// sites NOLINT comments silence for warpagg. An unmatched NOLINTBEGIN or
/// NOLINTEND that applies to warpagg silences nothing and is added to
/// \p Problems as "line: message".
std::set<unsigned>
findNolintLines(llvm::ArrayRef<llvm::StringRef> Lines,
                std::vector<std::pair<unsigned, std::string>> &Problems);

} // namespace warpagg

#endif
