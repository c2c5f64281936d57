//===- StalePreambles.cpp -------------------------------------------------===//
#include "warpagg/frontend/StalePreambles.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace warpagg {
namespace {

// <prefix><digits>-<6 hex>.cu or .pch, as ParseSpeed's
// createTemporaryFile(<prefix><number>, suffix) names them.
bool isPreambleName(llvm::StringRef Name) {
  if (!Name.consume_front(PreambleFilePrefix))
    return false;
  if (!Name.consume_back(".pch") && !Name.consume_back(".cu"))
    return false;
  auto [Number, Random] = Name.split('-');
  return !Number.empty() && llvm::all_of(Number, llvm::isDigit) &&
         Random.size() == 6 && llvm::all_of(Random, llvm::isHexDigit);
}

// Removes \p Path if it is one of this user's plain files, old enough, and
// held by no process. Opened without following a link and without blocking
// (a FIFO put there by someone else), then checked through the descriptor.
bool removeIfStale(const std::string &Path, std::chrono::seconds MinAge) {
  int FD = ::open(Path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (FD < 0)
    return false;
  struct stat St;
  bool Stale = ::fstat(FD, &St) == 0 && S_ISREG(St.st_mode) &&
               St.st_uid == ::geteuid() &&
               ::time(nullptr) - St.st_mtime > MinAge.count() && holdInUse(FD);
  // Removed while locked: a run starting now cannot be handed this file.
  bool Removed = Stale && ::unlink(Path.c_str()) == 0;
  ::close(FD);
  return Removed;
}

} // namespace

bool holdInUse(int FD) { return ::flock(FD, LOCK_EX | LOCK_NB) == 0; }

unsigned removeStalePreambles(llvm::StringRef Dir,
                              std::chrono::seconds MinAge) {
  unsigned Removed = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; !EC && It != End;
       It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (isPreambleName(Name))
      Removed += removeIfStale(It->path(), MinAge);
  }
  return Removed;
}

} // namespace warpagg
