//===- LocalIncludes.cpp --------------------------------------------------===//
//
// HeaderSearch reports the directory it found a header in as SearchPath;
// for the includer's own directory that is the includer's DirectoryEntry
// name, which is what is compared here (not a spelling of the include).
//
//===----------------------------------------------------------------------===//
#include "warpagg/frontend/LocalIncludes.h"

#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace warpagg {

void LocalIncludeCollector::InclusionDirective(
    SourceLocation HashLoc, const Token &, StringRef, bool IsAngled,
    CharSourceRange FilenameRange, OptionalFileEntryRef File,
    StringRef SearchPath, StringRef RelativePath, const Module *, bool,
    SrcMgr::CharacteristicKind) {
  if (IsAngled || !File || SearchPath.empty() || HashLoc.isMacroID() ||
      SM.getFileID(HashLoc) != SM.getMainFileID())
    return;
  OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
  if (!Main || Main->getDir().getName() != SearchPath)
    return;
  llvm::SmallString<256> Path(SearchPath);
  llvm::sys::path::append(Path, RelativePath);
  SM.getFileManager().makeAbsolutePath(Path);
  // `a/../b` stays: with `a` a link, the file system reads it otherwise.
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/false);
  LocalInclude Local;
  Local.Path = std::string(Path);
  SourceLocation Begin = FilenameRange.getBegin();
  if (Begin.isFileID() && SM.getFileID(Begin) == SM.getMainFileID()) {
    Local.Offset = SM.getFileOffset(Begin);
    Local.Length = SM.getFileOffset(FilenameRange.getEnd()) - Local.Offset;
  } else {
    Local.Offset = SM.getFileOffset(SM.getExpansionLoc(HashLoc));
  }
  Found.push_back(std::move(Local));
}

} // namespace warpagg

