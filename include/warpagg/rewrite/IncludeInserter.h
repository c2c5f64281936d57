//===- IncludeInserter.h - Place #include <warpagg/warpagg.cuh> ------------===//
//
// Or <warpagg/atomic_ref.cuh>, the runtime's atomic_ref entry points (it
// includes warpagg.cuh), in a file with rewritten atomic_ref calls.
//
#ifndef WARPAGG_INCLUDEINSERTER_H
#define WARPAGG_INCLUDEINSERTER_H

#include "warpagg/Site.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace warpagg {

inline constexpr const char RuntimeHeader[] = "warpagg/warpagg.cuh";
inline constexpr const char AtomicRefHeader[] = "warpagg/atomic_ref.cuh";

/// True when one of \p Processed (the file's includes the preprocessor
/// processed) names \p Header ("warpagg/warpagg.cuh") before \p Offset: in
/// effect for code there. One in a comment, in a skipped #if block or after
/// the code does not count.
bool includedBefore(const std::vector<ProcessedInclude> &Processed,
                    llvm::StringRef Header, unsigned Offset);

/// The line break the file's lines end in: \r\n where any does, \r where
/// no line ends in \n (old Mac files), else \n.
llvm::StringRef fileNewline(llvm::StringRef Text);

/// The edit that adds "#include <Header>" to \p Text: on the line after the
/// last #include of the file's leading directives; without one, after the
/// include guard or #pragma once; without those, before the first line of
/// code (leading comments and a UTF-8 byte order mark stay first). Lines
/// end in \n, \r\n or \r alone, as clang reads them; the new line ends
/// like the file's. No line of the file moves: the include takes a blank
/// line there (the first after the directive it follows, or the last
/// before the first token), or, where there is none, a `#line` after it
/// restores the numbering (unless the file has `#line` directives of its
/// own). Without \p KeepLines (a formatted rewrite, whose lines move
/// anyway: rewrite/EditFormatting.h) it is a line of its own, and the blank
/// lines stay. A \p Declaration (one line of code that must come before
/// every use, rewrite/Instrumenter.h) goes on the line after the include;
/// the two never take a blank line. Each of \p Before (headers the code
/// needs before Header: rewrite/Float16Headers.h) that the leading
/// directives do not #include by that name gets an #include line just
/// before Header's, and then no blank line is taken either (a header that
/// another one includes is included again: its include guard makes that
/// free).
clang::tooling::Replacement
includeEdit(llvm::StringRef FilePath, llvm::StringRef Text,
            llvm::StringRef Header, bool KeepLines = true,
            llvm::StringRef Declaration = "",
            llvm::ArrayRef<std::string> Before = {});

} // namespace warpagg

#endif
