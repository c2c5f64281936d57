//===- Workspace.cpp ------------------------------------------------------===//
#include "Workspace.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace llvm;

namespace warpagg_launch {
namespace {

// An output that its neighbours can sit beside: a regular file or none yet
// (a link is judged by its target), in an existing directory we may write.
bool besideIsSafe(StringRef Output) {
  sys::fs::file_status Status;
  if (!sys::fs::status(Output, Status) &&
      Status.type() != sys::fs::file_type::regular_file)
    return false;
  SmallString<256> Dir(sys::path::parent_path(Output));
  if (Dir.empty())
    Dir = ".";
  return sys::fs::is_directory(Dir) &&
         sys::fs::access(Dir, sys::fs::AccessMode::Write) ==
             std::error_code();
}

// The files warpagg writes beside the copy's directory, after
// <base>.warpagg: its messages (stderr) so far, and the build report
// record of the run (--record).
const char *const RewriteSideFiles[] = {".log", ".record.json"};

} // namespace

Workspace::Workspace(const std::string &Output, const std::string &Source) {
  if (besideIsSafe(Output)) {
    Base = Output;
  } else {
    SmallString<128> Dir;
    if (std::error_code EC =
            sys::fs::createUniqueDirectory("warpagg-launch", Dir)) {
      Error = "cannot make a temporary directory: " + EC.message();
      return;
    }
    Private = std::string(Dir);
    SmallString<256> B(Dir);
    sys::path::append(B, sys::path::stem(Source));
    Base = std::string(B);
  }
  CopyDir = Base + ".warpagg";
  SmallString<256> C(CopyDir);
  sys::path::append(C, sys::path::filename(Source));
  Copy = std::string(C);
}

bool Workspace::makeCopyDirectory(std::string &Why) const {
  // What an earlier launch left is removed: the directory holds the copy
  // only. A link or a file of that name is not ours to remove.
  sys::fs::file_status Status;
  if (!sys::fs::status(CopyDir, Status, /*Follow=*/false)) {
    if (Status.type() != sys::fs::file_type::directory_file) {
      Why = "'" + CopyDir + "', where the copy goes, is not a directory";
      return false;
    }
    if (std::error_code EC = sys::fs::remove_directories(CopyDir)) {
      Why = "cannot remove the stale '" + CopyDir + "': " + EC.message();
      return false;
    }
  }
  if (std::error_code EC =
          sys::fs::create_directory(CopyDir, /*IgnoreExisting=*/false)) {
    Why = "cannot make '" + CopyDir + "': " + EC.message();
    return false;
  }
  return true;
}

void Workspace::removeCopy() const {
  sys::fs::remove(Copy);
  sys::fs::remove(CopyDir); // only when empty
}

std::vector<std::string> Workspace::rewriteOutputs() const {
  std::vector<std::string> Names;
  std::error_code EC;
  for (sys::fs::directory_iterator It(CopyDir, EC), End; It != End && !EC;
       It.increment(EC))
    if (sys::fs::is_regular_file(It->path()))
      Names.push_back(
          (".warpagg/" + sys::path::filename(It->path())).str());
  for (const char *Suffix : RewriteSideFiles)
    if (sys::fs::is_regular_file(path(Suffix)))
      Names.push_back(std::string(".warpagg") + Suffix);
  return Names;
}

std::string Workspace::outputPath(const std::string &Relative) const {
  StringRef R = Relative;
  if (!R.consume_front(".warpagg"))
    return "";
  if (R.consume_front("/")) { // a file in the copy's directory
    if (R.empty() || R.contains('/') || R == "." || R == "..")
      return "";
    return CopyDir + "/" + R.str();
  }
  for (const char *Suffix : RewriteSideFiles)
    if (R == Suffix)
      return path(Suffix);
  return "";
}

bool Workspace::lock(std::string &Why) {
  if (isPrivate() || LockFD >= 0)
    return true; // a private directory is this launch's alone
  std::string Path = path(".lock");
  // Not through a link, and not blocking on a FIFO someone put there.
  int FD = ::open(Path.c_str(),
                  O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
  struct stat St;
  if (FD >= 0 && (::fstat(FD, &St) != 0 || !S_ISREG(St.st_mode))) {
    ::close(FD);
    Why = "'" + Path + "', this object's lock, is not a regular file";
    return false;
  }
  if (FD < 0) {
    Why = "cannot lock '" + Path + "': " +
          std::error_code(errno, std::generic_category()).message();
    return false;
  }
  while (::flock(FD, LOCK_EX) != 0 && errno == EINTR)
    ;
  LockFD = FD;
  return true;
}

Workspace::~Workspace() {
  if (!Private.empty())
    sys::fs::remove_directories(Private);
  if (LockFD >= 0)
    ::close(LockFD);
}

} // namespace warpagg_launch
