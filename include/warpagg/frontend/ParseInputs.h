//===- ParseInputs.h - Parse translation units and collect their sites -----===//
#ifndef WARPAGG_PARSEINPUTS_H
#define WARPAGG_PARSEINPUTS_H

#include "warpagg/frontend/CompileFlags.h"
#include "warpagg/frontend/ParseFailure.h"
#include "warpagg/report/Progress.h"
#include "warpagg/plan/InputOptions.h"
#include "warpagg/plan/RewriteOptions.h"
#include "warpagg/Site.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace warpagg {

/// A file with sites: its text as clang read it and every match in it.
struct FileSites {
  std::string Text;
  std::vector<Site> Sites;
  /// Its #includes of the warpagg runtime that the preprocessor processed.
  std::vector<ProcessedInclude> Includes;
  /// Its quote includes found in its own directory (the main file's only).
  std::vector<LocalInclude> LocalIncludes;
};

/// What parsing one input produced.
struct ParsedInput {
  bool Failed = false;  ///< clang (driver or parser) reported an error
  bool Crashed = false; ///< clang crashed on it (recovered; nothing kept)
  /// Why it failed: clang's first error that stops it, and its class
  /// (DialectDiagnostics.h); empty for the driver's errors.
  ParseFailure NotParsed;
  /// Clang's errors tolerated (in host-only code, ...): what was skipped.
  std::vector<std::string> Skipped;
  FileSites Main;
  std::map<std::string, FileSites> Headers; ///< by normalized path
  /// The input and every non-system file it includes, absolute, in the
  /// order clang entered them (with ParseOptions::Dependencies).
  std::vector<std::string> Dependencies;
  /// The system headers it read, absolute, in the same order (with
  /// ParseOptions::Dependencies).
  std::vector<std::string> SystemDependencies;
  bool SharedPreamble = false; ///< CUDA's headers came from a shared preamble
};

/// How to parse; none of it changes the sites found.
struct ParseOptions {
  unsigned Jobs = 1; ///< translation units parsed in parallel
  ProgressReporter *Progress = nullptr; ///< told of each finished file
  /// Skip the bodies of non-template functions in system headers.
  bool SkipSystemBodies = true;
  /// Parse CUDA's implicit include once per compile command that several
  /// inputs share (a precompiled header), not once per input.
  bool SharedPreamble = true;
  /// Fill ParsedInput::Dependencies and SystemDependencies.
  bool Dependencies = false;
  /// Where each input's clang command line is printed (-v); null: nowhere.
  llvm::raw_ostream *CommandLog = nullptr;
  /// Files read with this text instead of what is on disk, by normalized
  /// path: --verify re-parses the rewritten text before it is written.
  std::map<std::string, std::string> Replaced;
};

/// For tests of crash isolation: parsing an input whose path contains
/// \p PathPart overflows the parse thread's stack, as clang did on code
/// nested too deep for its thread. Empty: never.
void setParseCrashForTesting(std::string PathPart);

/// Absolute, with "." and ".." removed: the key of every file map.
std::string normalizedPath(llvm::StringRef Path);

/// Parses \p Files (each with its command from \p Database, adjusted for a
/// device-only CUDA parse) on Parse.Jobs threads, each with its own file
/// system view and working directory. Clang's diagnostics go to stderr.
/// Keyed by normalizedPath; a file with no compile command has no entry.
std::map<std::string, ParsedInput>
parseInputs(const clang::tooling::CompilationDatabase &Database,
            const std::vector<std::string> &Files, const CudaSetup &Cuda,
            const RewriteOptions &Options, const ParseOptions &Parse);

/// The same with options of each input's own (a project's .warpagg):
/// \p OptionsFor(File) gives its rewrite options and the arguments appended
/// to its compile command.
std::map<std::string, ParsedInput>
parseInputs(const clang::tooling::CompilationDatabase &Database,
            const std::vector<std::string> &Files, const CudaSetup &Cuda,
            const std::function<const InputOptions &(const std::string &)>
                &OptionsFor,
            const ParseOptions &Parse);

} // namespace warpagg

#endif
