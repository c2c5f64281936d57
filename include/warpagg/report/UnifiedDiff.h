//===- UnifiedDiff.h - A rewrite as a unified diff (--diff)
//----------------===//
#ifndef WARPAGG_UNIFIEDDIFF_H
#define WARPAGG_UNIFIEDDIFF_H

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace warpagg {

/// The unified diff (diff -u, 3 lines of context) from \p Old to the text
/// \p Edits make of it, headed "--- a/Name" / "+++ b/Name" as git writes
/// it (quoted as git quotes names: diffHeaderName; apply with `git apply` or
/// `patch -p1`); empty when the edits change nothing. Built from the edits
/// themselves, so each hunk holds exactly the lines they touch.
std::string unifiedDiff(llvm::StringRef Name, llvm::StringRef Old,
                        const clang::tooling::Replacements &Edits);

} // namespace warpagg

#endif
