//===- FileLookups.h - What a parse asked of the file system, to check later -===//
//
// A precompiled header kept on disk (PreambleCache.h) holds what its parse
// found: the files it read and, as much, the files it looked for and did
// not find (an #include searches several directories; a header added to an
// earlier one would be found instead). Clang checks a PCH's input files by
// size and time, and only the non-system ones by default; a PCH of CUDA's
// headers is all system headers. So the parse that builds one goes through
// a view that records every lookup and its answer, and a later run asks
// the same questions again before it uses the PCH: any different answer
// and it is built afresh.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_FRONTEND_FILELOOKUPS_H
#define WARPAGG_FRONTEND_FILELOOKUPS_H

#include "llvm/Support/JSON.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <cstdint>
#include <map>
#include <string>

namespace warpagg {

/// One path's answer: missing, a directory, or a file of a size and time.
struct LookupAnswer {
  enum Kind { Missing, Directory, File, Other } What = Missing;
  uint64_t Size = 0;      ///< files only
  int64_t ModifiedNs = 0; ///< files only, nanoseconds since the epoch
  bool operator==(const LookupAnswer &O) const {
    return What == O.What && Size == O.Size && ModifiedNs == O.ModifiedNs;
  }
};

/// Every path looked up, by the name it was asked for, with its first
/// answer (the one clang kept: FileManager caches what it saw first).
using FileLookups = std::map<std::string, LookupAnswer>;

/// A view of \p Base (working directory included) that notes in \p Seen
/// the answer to each path's first status, existence check or open.
/// \p Seen must outlive the view.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
recordingLookups(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                 FileLookups &Seen);

/// Whether every path of \p Lookups gives \p FS the same answer now.
bool sameAnswers(const FileLookups &Lookups, llvm::vfs::FileSystem &FS);

/// As JSON, [[path, kind, size, time], ...]; false for text JSON cannot
/// hold (a path that is not UTF-8).
bool toJSON(const FileLookups &Lookups, llvm::json::Array &Out);
/// Back from JSON; false where \p In is not what toJSON wrote.
bool fromJSON(const llvm::json::Array &In, FileLookups &Out);

} // namespace warpagg

#endif
