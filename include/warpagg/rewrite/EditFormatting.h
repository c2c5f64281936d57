//===- EditFormatting.h - Rewrites laid out and formatted like the code ----===//
//
// By default a rewrite is compact: privatization's prologue sits on the
// kernel's '{' line, a group's declaration and commit on the lines of its
// first and last statements, so that no line moves (__LINE__, assert
// messages and diagnostics keep their numbers). With a format style
// (--format-style, a .warpagg FormatStyle, or the project's .clang-format)
// those insertions go on lines of their own, and clang's libFormat formats
// the lines the edits touch, nothing else. Lines then move: a copy written
// elsewhere gets `#line` directives (rewrite/LineDirectives.h); a file
// rewritten in place is the user's to read, and has none.
//
#ifndef WARPAGG_EDITFORMATTING_H
#define WARPAGG_EDITFORMATTING_H

#include "warpagg/Site.h"
#include "clang/Format/Format.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace warpagg {

/// The style \p FilePath's edits are formatted in, for a --format-style
/// value \p Spec:
///  - "" (the default): the `.clang-format` nearest above the file, else
///    none;
///  - "file": the same, else LLVM's style (as clang-format does);
///  - "none": none;
///  - "file:<path>", a predefined style (llvm, google, chromium, mozilla,
///    webkit, gnu, microsoft) or "{key: value, ...}": that style.
/// std::nullopt: none, the compact form (a style that sets DisableFormat
/// counts as none). An error where the style cannot be read.
llvm::Expected<std::optional<clang::format::FormatStyle>>
formatStyleFor(llvm::StringRef Spec, llvm::StringRef FilePath,
               llvm::StringRef Code);

/// Checks what of \p Spec can be checked without a file: everything but
/// the `.clang-format` that "file" and the default find per file. The
/// error says what the option takes.
llvm::Error checkFormatStyle(llvm::StringRef Spec);

/// \p E (an OwnLines insertion into \p Original) laid out on lines of its
/// own: a line break before it unless only indentation precedes it on its
/// line, one after it (and the line's indentation again) unless only
/// spaces or a `//` comment follow it (it then goes after the comment).
TextEdit onOwnLines(llvm::StringRef Original, const TextEdit &E);

/// The ranges of \p Original to format for \p Edits (one file's site edits,
/// laid out): each edit's, and the whole of a block that one OwnLines edit
/// opens and another closes (the lambda of a privatized body with a return,
/// a group's `do { ... } while (0)`): its lines are one level deeper now.
std::vector<clang::tooling::Range>
formatRanges(const std::vector<TextEdit> &Edits);

/// Applies \p Edits to \p Original and formats, in \p Style, the lines of
/// \p Ranges (in \p Original's offsets). \p Edits becomes the whole change
/// from \p Original to the returned text (for diffs, exported fixes and
/// `#line` directives).
llvm::Expected<std::string>
applyFormatted(const clang::format::FormatStyle &Style,
               llvm::StringRef FilePath, llvm::StringRef Original,
               clang::tooling::Replacements &Edits,
               const std::vector<clang::tooling::Range> &Ranges);

} // namespace warpagg

#endif
