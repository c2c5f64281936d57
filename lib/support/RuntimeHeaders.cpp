//===- RuntimeHeaders.cpp -------------------------------------------------===//
#include "warpagg/support/RuntimeHeaders.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace warpagg {

std::string runtimeIncludeDir(llvm::StringRef Exe) {
  llvm::SmallString<256> Installed(
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(Installed, "include");
  llvm::SmallString<256> Header(Installed);
  llvm::sys::path::append(Header, "warpagg", "warpagg.cuh");
  if (llvm::sys::fs::exists(Header))
    return std::string(Installed);
  return WARPAGG_RUNTIME_INCLUDE_DIR;
}

bool isDefaultSystemIncludeDir(llvm::StringRef Dir) {
  for (llvm::StringRef System : {"/usr/include", "/usr/local/include"}) {
    // The same directory however spelled; a spelling alone where either is
    // missing.
    bool Same = false;
    if (!llvm::sys::fs::equivalent(Dir, System, Same)) {
      if (Same)
        return true;
      continue;
    }
    llvm::SmallString<256> Clean(Dir);
    llvm::sys::path::remove_dots(Clean, /*remove_dot_dot=*/true);
    if (Clean.ends_with("/") && Clean.size() > 1)
      Clean.pop_back();
    if (Clean == System)
      return true;
  }
  return false;
}

std::string runtimeIncludeToAdd(llvm::StringRef Exe) {
  std::string Dir = runtimeIncludeDir(Exe);
  return isDefaultSystemIncludeDir(Dir) ? "" : Dir;
}

} // namespace warpagg
