//===- OutputFile.cpp -----------------------------------------------------===//
#include "warpagg/rewrite/OutputFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace warpagg {

llvm::Error writeFileAtomically(llvm::StringRef Path,
                                llvm::StringRef Contents) {
  auto Fail = [&](const llvm::Twine &What, std::error_code EC) {
    return llvm::createStringError(EC, "cannot write '" + Path + "': " + What +
                                           ": " + EC.message());
  };
  llvm::SmallString<256> Dir(llvm::sys::path::parent_path(Path));
  if (Dir.empty())
    Dir = ".";
  llvm::SmallString<256> Model(Dir);
  llvm::sys::path::append(Model, llvm::sys::path::filename(Path) +
                                     ".warpagg-%%%%%%.tmp");
  int FD = -1;
  llvm::SmallString<256> TempPath;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, TempPath))
    return Fail("cannot create a temporary file in '" + Dir + "'", EC);

  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Contents;
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      llvm::sys::fs::remove(TempPath);
      return Fail("writing failed", EC);
    }
  }
  llvm::sys::fs::file_status Status;
  if (!llvm::sys::fs::status(Path, Status))
    llvm::sys::fs::setPermissions(TempPath, Status.permissions());
  if (std::error_code EC = llvm::sys::fs::rename(TempPath, Path)) {
    llvm::sys::fs::remove(TempPath);
    return Fail("cannot replace it", EC);
  }
  return llvm::Error::success();
}

} // namespace warpagg
