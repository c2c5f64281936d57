//===- FileStamp.cpp ------------------------------------------------------===//
#include "FileStamp.h"

#include "llvm/ADT/SmallString.h"
#include <algorithm>
#include <sys/stat.h>

using namespace llvm;

namespace warpagg_launch {
namespace {

sys::TimePoint<> timeOf(const struct timespec &T) {
  return sys::TimePoint<>(std::chrono::duration_cast<sys::TimePoint<>::duration>(
      std::chrono::seconds(T.tv_sec) + std::chrono::nanoseconds(T.tv_nsec)));
}

} // namespace

std::optional<FileStamp> fileStamp(const Twine &Path) {
  SmallString<256> Storage;
  struct stat S;
  // LLVM's file_status has no status-change time: the POSIX call.
  if (::stat(Path.toNullTerminatedStringRef(Storage).data(), &S) != 0)
    return std::nullopt;
  FileStamp Stamp;
  Stamp.Text = std::to_string(S.st_dev) + ":" + std::to_string(S.st_ino) +
               ":" + std::to_string(S.st_size) + ":" +
               std::to_string(S.st_mtim.tv_sec) + "." +
               std::to_string(S.st_mtim.tv_nsec) + ":" +
               std::to_string(S.st_ctim.tv_sec) + "." +
               std::to_string(S.st_ctim.tv_nsec);
  Stamp.Modified = timeOf(S.st_mtim);
  Stamp.Changed = std::max(Stamp.Modified, timeOf(S.st_ctim));
  return Stamp;
}

std::string trustedStamp(const FileStamp &Stamp, sys::TimePoint<> Started) {
  return Stamp.Changed + std::chrono::seconds(2) <= Started ? Stamp.Text
                                                              : "";
}

} // namespace warpagg_launch
