//===- Workspace.cpp ------------------------------------------------------===//
#include "Workspace.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

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

Workspace::~Workspace() {
  if (!Private.empty())
    sys::fs::remove_directories(Private);
}

} // namespace warpagg_launch
