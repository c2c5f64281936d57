//===- OutputFile.cpp -----------------------------------------------------===//
#include "warpagg/rewrite/OutputFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include <mutex>
#include <sys/stat.h>
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

llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents,
                                std::optional<llvm::StringRef> Original) {
  auto Fail = [&](const llvm::Twine &What, std::error_code EC = {}) {
    return llvm::createStringError(
        EC ? EC : std::make_error_code(std::errc::operation_not_permitted),
        "cannot write '" + Path + "': " + What +
            (EC ? ": " + EC.message() : std::string()));
  };
  // A link is followed: the file it names is the one to replace.
  llvm::SmallString<256> Target(Path);
  if (llvm::sys::fs::is_symlink_file(Path)) {
    if (std::error_code EC = llvm::sys::fs::real_path(Path, Target))
      return Fail("cannot resolve the symbolic link", EC);
  }
  struct stat Old;
  bool Exists = ::stat(Target.c_str(), &Old) == 0;
  if (Exists && S_ISREG(Old.st_mode)) {
    if ((Old.st_mode & 0222) == 0 || ::access(Target.c_str(), W_OK) != 0)
      return Fail("the file is read-only; it was left unchanged");
    if (Old.st_nlink > 1)
      return Fail("the file has " + llvm::Twine(Old.st_nlink) +
                  " hard links, which replacing it would break; it was left "
                  "unchanged (write to a copy with -o)");
  }

  llvm::SmallString<256> Dir(llvm::sys::path::parent_path(Target));
  if (Dir.empty())
    Dir = ".";
  llvm::SmallString<256> Model(Dir);
  llvm::sys::path::append(Model, llvm::sys::path::filename(Target) +
                                     ".warpagg-%%%%%%.tmp");
  int FD = -1;
  llvm::SmallString<256> TempPath;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, TempPath))
    return Fail("cannot create a temporary file in '" + Dir + "'", EC);
  // Removed if a signal ends the process before the rename.
  llvm::sys::RemoveFileOnSignal(TempPath);
  auto Discard = [&] {
    llvm::sys::fs::remove(TempPath);
    llvm::sys::DontRemoveFileOnSignal(TempPath);
  };

  if (Exists && S_ISREG(Old.st_mode)) {
    // Owner first: a chown clears the set-id bits that the chmod restores.
    // Only root may give a file away; others keep what they can.
    if (::fchown(FD, Old.st_uid, Old.st_gid) != 0)
      (void)::fchown(FD, -1, Old.st_gid);
    ::fchmod(FD, Old.st_mode & 07777);
    copyExtendedAttributes(Target, FD);
  }
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
  if (std::error_code EC = llvm::sys::fs::rename(TempPath, Target)) {
    Discard();
    return Fail("cannot replace it", EC);
  }
  llvm::sys::DontRemoveFileOnSignal(TempPath);
  return llvm::Error::success();
}

} // namespace warpagg
