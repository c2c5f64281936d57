//===- LocalIncludes.h - Quote includes found beside the main file ---------===//
//
// A compiler looks up #include "x.h" in the including file's directory
// first. A rewritten copy compiled from another directory (-o into a build
// tree, the compiler launcher, the CMake module) would miss the headers
// beside the original, and adding the original's directory to a search path
// changes what every other file's includes find. The copy names those
// headers by their absolute paths instead (Driver's output text); this
// records which includes they are.
//
#ifndef WARPAGG_LOCALINCLUDES_H
#define WARPAGG_LOCALINCLUDES_H

#include "warpagg/Site.h"
#include "clang/Lex/PPCallbacks.h"
#include <vector>

namespace clang {
class SourceManager;
}

namespace warpagg {

/// Collects the main file's quote includes that the preprocessor found in
/// the main file's own directory. One whose name comes from a macro is
/// recorded with Length 0: its name cannot be replaced.
class LocalIncludeCollector : public clang::PPCallbacks {
public:
  LocalIncludeCollector(const clang::SourceManager &SM,
                        std::vector<LocalInclude> &Found)
      : SM(SM), Found(Found) {}

  void InclusionDirective(clang::SourceLocation HashLoc,
                          const clang::Token &IncludeTok,
                          llvm::StringRef FileName, bool IsAngled,
                          clang::CharSourceRange FilenameRange,
                          clang::OptionalFileEntryRef File,
                          llvm::StringRef SearchPath,
                          llvm::StringRef RelativePath,
                          const clang::Module *SuggestedModule,
                          bool ModuleImported,
                          clang::SrcMgr::CharacteristicKind FileType) override;

private:
  const clang::SourceManager &SM;
  std::vector<LocalInclude> &Found;
};

} // namespace warpagg

#endif
