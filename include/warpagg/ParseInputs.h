//===- ParseInputs.h - Parse translation units and collect their sites -----===//
#ifndef WARPAGG_PARSEINPUTS_H
#define WARPAGG_PARSEINPUTS_H

#include "warpagg/CompileFlags.h"
#include "warpagg/RewriteOptions.h"
#include "warpagg/Site.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace warpagg {

/// A file with sites: its text as clang read it and every match in it.
struct FileSites {
  std::string Text;
  std::vector<Site> Sites;
};

/// What parsing one input produced.
struct ParsedInput {
  bool Failed = false;
  FileSites Main;
  std::map<std::string, FileSites> Headers; ///< by normalized path
};

/// Absolute, with "." and ".." removed: the key of every file map.
std::string normalizedPath(llvm::StringRef Path);

/// Parses \p Files (each with its command from \p Database, adjusted for a
/// device-only CUDA parse) on \p Jobs threads, each with its own file system
/// view and working directory. Clang's diagnostics go to stderr; with
/// \p Progress, one "[i/n] file" line per finished file. Keyed by
/// normalizedPath; a file with no compile command has no entry.
std::map<std::string, ParsedInput>
parseInputs(const clang::tooling::CompilationDatabase &Database,
            const std::vector<std::string> &Files, const CudaSetup &Cuda,
            const RewriteOptions &Options, unsigned Jobs,
            llvm::raw_ostream *Progress);

} // namespace warpagg

#endif
