//===- FileRewriter.h - Turn a file's decided sites into its new text ------===//
#ifndef WARPAGG_FILEREWRITER_H
#define WARPAGG_FILEREWRITER_H

#include "warpagg/Site.h"
#include "warpagg/rewrite/RuntimeIncludes.h"
#include "clang/Format/Format.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace warpagg {

struct FileRewrite {
  std::vector<Site> Sites; ///< one per call site, in source order
  /// The whole change from the original to NewText: the sites' edits, the
  /// include, and with a format style the formatting of their lines.
  clang::tooling::Replacements Edits;
  std::string NewText;
  /// The runtime #include among Edits, if the rewrite adds one (reports
  /// attach it to each site's fix: the call needs it to compile).
  std::optional<TextEdit> Include;
  /// True when a format style laid out and formatted the edits: Edits then
  /// holds the formatting too, not only the sites' own edits.
  bool Formatted = false;
  unsigned Rewritten = 0;
  unsigned LeftAlone = 0;
  /// Malformed "warpagg:" comments: (line, message).
  std::vector<std::pair<unsigned, std::string>> DirectiveProblems;
};

/// Applies the file's "warpagg:" comments to its sites, merges the per-match
/// sites (a template instantiated N times yields N matches of one call; it
/// is rewritten only if all N agree; the site then names every
/// instantiation's value type), and applies the sites' edits plus the
/// runtime include (warpagg/atomic_ref.cuh where atomic_ref calls were
/// rewritten, else warpagg/warpagg.cuh or, with \p Header Minimal, the
/// narrowest one: rewrite/RuntimeIncludes.h; before it, CUDA's headers of the
/// 16-bit floats the rewritten calls add, unless the file's leading
/// directives include them: rewrite/Float16Headers.h) to \p Original,
/// unless one of \p Includes (those the preprocessor processed) is in
/// effect before the first edit. With \p Style, the inserted blocks go on lines of their own
/// and the lines the edits touch are formatted in it
/// (rewrite/EditFormatting.h); without, the edits keep every line where it
/// was.
llvm::Expected<FileRewrite>
rewriteFile(llvm::StringRef FilePath, llvm::StringRef Original,
            std::vector<Site> Matches,
            const std::vector<ProcessedInclude> &Includes,
            const clang::format::FormatStyle *Style = nullptr,
            RuntimeInclude Header = RuntimeInclude::Umbrella);

} // namespace warpagg

#endif
