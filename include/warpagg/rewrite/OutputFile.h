//===- OutputFile.h - Replace a file's contents all at once or not at all --===//
#ifndef WARPAGG_OUTPUTFILE_H
#define WARPAGG_OUTPUTFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <optional>
#include <string>

namespace warpagg {

/// Writes \p Contents to a temporary file beside \p Path and renames it over
/// \p Path, so a failure at any point (or a SIGINT/SIGTERM: the temporary
/// file is removed on signal) leaves \p Path as it was.
///  - A symbolic link is followed: its target is rewritten, the link kept.
///  - An existing file keeps its mode, its owner and group where the process
///    may set them (always as root), and its extended attributes.
///  - An existing file that is read-only (no write bit, or not writable by
///    this user) or has several hard links is refused: renaming over it
///    would ignore the one and break the others.
///  - With \p Original, the file must still hold exactly that text just
///    before the rename: an edit someone made while warpagg ran is never
///    lost; the file is left as they wrote it and an error says so.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents,
                                std::optional<llvm::StringRef> Original = {});

/// Called with the target path after the temporary file is complete and
/// before the checks and the rename: a seam for tests of interruptions and
/// of concurrent edits (the command line's hidden --testing-before-replace).
void setBeforeReplaceHook(std::function<void(llvm::StringRef)> Hook);

/// Whether \p A and \p B name the same file: the same path once made
/// absolute, or, when both exist, the same inode (links, "..").
bool sameFile(llvm::StringRef A, llvm::StringRef B);

} // namespace warpagg

#endif
