//===- OutputFile.h - Write an output without losing what was there -----===//
#ifndef WARPAGG_OUTPUTFILE_H
#define WARPAGG_OUTPUTFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <optional>
#include <string>

namespace warpagg {

/// Writes \p Contents to \p Path so that no user file is ever truncated,
/// half-written or replaced by something of another kind:
///  - A regular file: a temporary file beside it, complete, is renamed over
///    it, so a failure at any point (or a SIGINT/SIGTERM: the temporary
///    file is removed on signal) leaves it as it was. A symbolic link is
///    followed: its target is rewritten, the link kept. The file keeps its
///    mode, its owner and group where the process may set them (always as
///    root), and its extended attributes. One that is read-only (no write
///    bit, or not writable by this user) or has several hard links is
///    refused: renaming over it would ignore the one and break the others.
///    With \p Original, it must still hold exactly that text just before
///    the rename: an edit someone made while warpagg ran is never lost; the
///    file is left as they wrote it and an error says so.
///  - /dev/stdout, /dev/stderr (or /dev/fd/N, /proc/self/fd/N of them): the
///    process's own stream, written as a stream.
///  - A FIFO or a character device (/dev/null): opened and written as it
///    is, never renamed over. Anything else that is not a regular file (a
///    directory, a block device) is refused.
///  - A missing file: created exclusively and written; removed again if
///    the write fails.
llvm::Error writeOutputFile(llvm::StringRef Path, llvm::StringRef Contents,
                            std::optional<llvm::StringRef> Original = {});

/// Whether writeOutputFile writes \p Path as a stream (standard output or
/// error, a FIFO, a character device) rather than replacing a file.
bool isStreamOrDevice(llvm::StringRef Path);

/// Called with the target path after the temporary file is complete and
/// before the checks and the rename: a seam for tests of interruptions and
/// of concurrent edits (the command line's hidden --testing-before-replace).
void setBeforeReplaceHook(std::function<void(llvm::StringRef)> Hook);

/// Whether \p A and \p B name the same file: the same path once made
/// absolute, or, when both exist, the same inode (links, "..").
bool sameFile(llvm::StringRef A, llvm::StringRef B);

} // namespace warpagg

#endif
