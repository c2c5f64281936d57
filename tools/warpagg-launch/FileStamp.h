//===- FileStamp.h - A file's identity from its metadata alone -------------===//
//
// A rewrite-cache hit checks every file the parse read (about 200 headers,
// 4 MB for a file that includes cuda_runtime.h): hashing their bytes each
// time was most of a hit's cost once the launcher started quickly. As git's
// index does, the cache keeps each file's stamp beside its hash: device,
// inode, size, and the modification and status-change times in
// nanoseconds. Where a file's stamp is unchanged its bytes are taken as
// unchanged; where anything differs they are hashed as before, so a stamp
// can only save work, never make a hit. The status-change time (ctime) is
// set by the kernel on every write and cannot be set back by a program, so
// a tool that restores a file's modification time (touch -r, cp -p, tar)
// still changes its stamp.
//
// A stamp is only recorded for a file last changed well before the run
// that read it (trustedStamp): a file changed again within the same tick of
// a coarse file-system clock would keep its stamp (git's "racily clean"
// files).
//
#ifndef WARPAGG_LAUNCH_FILESTAMP_H
#define WARPAGG_LAUNCH_FILESTAMP_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Chrono.h"
#include <optional>
#include <string>

namespace warpagg_launch {

struct FileStamp {
  std::string Text;                ///< compared whole: "dev:ino:size:m:c"
  llvm::sys::TimePoint<> Modified; ///< its contents' last change (mtime)
  llvm::sys::TimePoint<> Changed;  ///< the later of mtime and ctime
};

/// \p Path's stamp now; nullopt when it cannot be read.
std::optional<FileStamp> fileStamp(const llvm::Twine &Path);

/// The stamp to record for a file read by a run that started at
/// \p Started: its text where it last changed at least two seconds
/// earlier (a FAT file system's time step), else "" (hashed every time).
std::string trustedStamp(const FileStamp &Stamp,
                         llvm::sys::TimePoint<> Started);

} // namespace warpagg_launch

#endif
