//===- OutputFile.cpp -----------------------------------------------------===//
#include "warpagg/rewrite/OutputFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include <mutex>
#include <unistd.h>
#if defined(__linux__)
#include <sys/xattr.h>
#endif

namespace warpagg {
namespace {

std::mutex HookLock;
std::function<void(llvm::StringRef)> BeforeReplace;

// Copies the extended attributes of \p From (SELinux labels, ACLs, user
// attributes) to the open file \p FD, as far as the process may set them.
void copyExtendedAttributes(llvm::StringRef From, int FD) {
#if defined(__linux__)
  std::string Path = From.str();
  ssize_t Size = ::listxattr(Path.c_str(), nullptr, 0);
  if (Size <= 0)
    return;
  std::string Names(Size, '\0');
  Size = ::listxattr(Path.c_str(), Names.data(), Names.size());
  for (ssize_t I = 0; I < Size;) {
    const char *Name = Names.c_str() + I;
    I += std::strlen(Name) + 1;
    ssize_t Length = ::getxattr(Path.c_str(), Name, nullptr, 0);
    if (Length < 0)
      continue;
    std::string Value(Length, '\0');
    Length = ::getxattr(Path.c_str(), Name, Value.data(), Value.size());
    if (Length >= 0)
      ::fsetxattr(FD, Name, Value.data(), Length, 0);
  }
#else
  (void)From;
  (void)FD;
#endif
}

} // namespace

void setBeforeReplaceHook(std::function<void(llvm::StringRef)> Hook) {
  std::lock_guard<std::mutex> Guard(HookLock);
  BeforeReplace = std::move(Hook);
}

bool sameFile(llvm::StringRef A, llvm::StringRef B) {
  auto Absolute = [](llvm::StringRef P) {
    llvm::SmallString<256> S(P);
    llvm::sys::fs::make_absolute(S);
    llvm::sys::path::remove_dots(S, /*remove_dot_dot=*/true);
    return std::string(S);
  };
  if (Absolute(A) == Absolute(B))
    return true;
  bool Same = false;
  return !llvm::sys::fs::equivalent(A, B, Same) && Same;
}

namespace {

llvm::Error cannotWrite(llvm::StringRef Path, const llvm::Twine &What,
                        std::error_code EC = {}) {
  return llvm::createStringError(
      EC ? EC : std::make_error_code(std::errc::operation_not_permitted),
      "cannot write '" + Path + "': " + What +
          (EC ? ": " + EC.message() : std::string()));
}

// The process's standard output or error when \p Path names it: those are
// written as the streams they are (a pipe, a terminal, a file opened for
// appending), never opened again by name or replaced.
llvm::raw_fd_ostream *standardStream(llvm::StringRef Path) {
  for (llvm::StringRef Out : {"/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"})
    if (Path == Out)
      return &llvm::outs();
  for (llvm::StringRef Err : {"/dev/stderr", "/dev/fd/2", "/proc/self/fd/2"})
    if (Path == Err)
      return &llvm::errs();
  return nullptr;
}

llvm::Error writeToStream(llvm::raw_fd_ostream &OS, llvm::StringRef Path,
                          llvm::StringRef Contents) {
  OS << Contents;
  OS.flush();
  if (!OS.has_error())
    return llvm::Error::success();
  std::error_code EC = OS.error();
  OS.clear_error(); // reported here, not again as the stream's at exit
  return cannotWrite(Path, "writing failed", EC);
}

// Writes a FIFO or a character device as it is, or creates a missing file
// (exclusively: whatever appears there meanwhile is not overwritten, and a
// file that fails half-way, or on a signal, is removed).
llvm::Error writeInPlace(llvm::StringRef Path, llvm::StringRef Contents,
                         bool Create) {
  int FD = -1;
  if (std::error_code EC = llvm::sys::fs::openFileForWrite(
          Path, FD,
          Create ? llvm::sys::fs::CD_CreateNew : llvm::sys::fs::CD_OpenExisting,
          llvm::sys::fs::OF_None))
    return cannotWrite(Path, Create ? "cannot create it" : "cannot open it",
                       EC);
  if (Create)
    llvm::sys::RemoveFileOnSignal(Path);
  llvm::sys::fs::file_status Opened;
  if (!Create && (llvm::sys::fs::status(FD, Opened) ||
                  Opened.type() == llvm::sys::fs::file_type::regular_file)) {
    // Replaced by a regular file since it was looked at: not written over.
    llvm::sys::fs::closeFile(FD);
    return cannotWrite(Path, "it changed while warpagg ran; it was left as "
                             "it is now (run warpagg again)");
  }
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
  OS << Contents;
  OS.close();
  std::error_code EC = OS.error();
  OS.clear_error();
  if (Create) {
    if (EC)
      llvm::sys::fs::remove(Path);
    llvm::sys::DontRemoveFileOnSignal(Path);
  }
  return EC ? cannotWrite(Path, "writing failed", EC) : llvm::Error::success();
}

// Replaces the regular file \p Target (\p Path, or what its link names) with
// a complete temporary file renamed over it.
llvm::Error replaceRegularFile(llvm::StringRef Path, llvm::StringRef Target,
                               const llvm::sys::fs::file_status &Old,
                               llvm::StringRef Contents,
                               std::optional<llvm::StringRef> Original) {
  namespace fs = llvm::sys::fs;
  auto Fail = [&](const llvm::Twine &What, std::error_code EC = {}) {
    return cannotWrite(Path, What, EC);
  };
  if ((Old.permissions() & fs::all_write) == 0 ||
      fs::access(Target, fs::AccessMode::Write))
    return Fail("the file is read-only; it was left unchanged");
  if (Old.getLinkCount() > 1)
    return Fail("the file has " + llvm::Twine(Old.getLinkCount()) +
                " hard links, which replacing it would break; it was left "
                "unchanged (write to a copy with -o)");

  llvm::SmallString<256> Dir(llvm::sys::path::parent_path(Target));
  if (Dir.empty())
    Dir = ".";
  llvm::SmallString<256> Model(Dir);
  llvm::sys::path::append(Model, llvm::sys::path::filename(Target) +
                                     ".warpagg-%%%%%%.tmp");
  int FD = -1;
  llvm::SmallString<256> TempPath;
  if (std::error_code EC = fs::createUniqueFile(Model, FD, TempPath))
    return Fail("cannot create a temporary file in '" + Dir + "'", EC);
  // Removed if a signal ends the process before the rename.
  llvm::sys::RemoveFileOnSignal(TempPath);
  auto Discard = [&] {
    fs::remove(TempPath);
    llvm::sys::DontRemoveFileOnSignal(TempPath);
  };

  // Owner first: a chown clears the set-id bits that the chmod restores.
  // Only root may give a file away; others keep what they can.
  if (::fchown(FD, Old.getUser(), Old.getGroup()) != 0)
    (void)::fchown(FD, -1, Old.getGroup());
  fs::setPermissions(FD, Old.permissions());
  copyExtendedAttributes(Target, FD);
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Contents;
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      Discard();
      return Fail("writing failed", EC);
    }
  }

  {
    std::lock_guard<std::mutex> Guard(HookLock);
    if (BeforeReplace)
      BeforeReplace(Target);
  }
  if (Original) {
    // Someone else's edit since clang read the file wins over ours.
    auto Now = llvm::MemoryBuffer::getFile(Target, /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
    if (!Now || (*Now)->getBuffer() != *Original) {
      Discard();
      return Fail("the file changed while warpagg ran; it was left as it is "
                  "now (run warpagg again)");
    }
  }
  if (std::error_code EC = fs::rename(TempPath, Target)) {
    Discard();
    return Fail("cannot replace it", EC);
  }
  llvm::sys::DontRemoveFileOnSignal(TempPath);
  return llvm::Error::success();
}

} // namespace

bool isStreamOrDevice(llvm::StringRef Path) {
  namespace fs = llvm::sys::fs;
  fs::file_status Status;
  return standardStream(Path) ||
         (!fs::status(Path, Status) &&
          (Status.type() == fs::file_type::fifo_file ||
           Status.type() == fs::file_type::character_file));
}

llvm::Error writeOutputFile(llvm::StringRef Path, llvm::StringRef Contents,
                            std::optional<llvm::StringRef> Original) {
  namespace fs = llvm::sys::fs;
  if (llvm::raw_fd_ostream *Stream = standardStream(Path))
    return writeToStream(*Stream, Path, Contents);
  fs::file_status Status; // of what a link names
  bool Link = fs::is_symlink_file(Path);
  if (fs::status(Path, Status, /*Follow=*/true)) {
    if (Link) // dangling: what it should name is not guessed
      return cannotWrite(
          Path, "cannot resolve the symbolic link",
          std::make_error_code(std::errc::no_such_file_or_directory));
    return writeInPlace(Path, Contents, /*Create=*/true);
  }
  // Only a regular file is replaced; anything else is written as it is or
  // refused, never renamed over.
  switch (Status.type()) {
  case fs::file_type::regular_file: {
    llvm::SmallString<256> Target(Path);
    if (Link)
      if (std::error_code EC = fs::real_path(Path, Target))
        return cannotWrite(Path, "cannot resolve the symbolic link", EC);
    return replaceRegularFile(Path, Target, Status, Contents, Original);
  }
  case fs::file_type::fifo_file:
  case fs::file_type::character_file:
    if (Original) // -i: the input was a regular file when clang read it
      return cannotWrite(Path, "the file changed while warpagg ran; it was "
                               "left as it is now (run warpagg again)");
    return writeInPlace(Path, Contents, /*Create=*/false);
  case fs::file_type::directory_file:
    return cannotWrite(Path, "it is a directory");
  default:
    return cannotWrite(Path, "it is not a regular file, a character device "
                             "or a FIFO; it was left unchanged");
  }
}

} // namespace warpagg
