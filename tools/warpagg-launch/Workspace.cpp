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
    return;
  }
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

Workspace::~Workspace() {
  if (!Private.empty())
    sys::fs::remove_directories(Private);
}

} // namespace warpagg_launch
