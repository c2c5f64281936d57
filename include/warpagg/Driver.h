//===- Driver.h - Parse, decide, rewrite and write a set of files ----------===//
#ifndef WARPAGG_DRIVER_H
#define WARPAGG_DRIVER_H

#include "warpagg/frontend/CompileFlags.h"
#include "warpagg/support/Progress.h"
#include "warpagg/report/Report.h"
#include "warpagg/options/InputOptions.h"
#include "warpagg/options/RewriteOptions.h"
#include "warpagg/rewrite/RuntimeIncludes.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace warpagg {

enum class OutputMode {
  Stdout,  ///< print the rewritten file (one input)
  File,    ///< write it to OutputPath (one input)
  InPlace, ///< replace each input that changed
  DryRun,  ///< report decisions, write nothing
  Diff,    ///< print a unified diff of every changed file, write nothing
};

/// `#line` directives naming the original in a rewritten copy
/// (rewrite/LineDirectives.h): Auto writes them to an -o file other than
/// the input, On also to stdout; in-place outputs never get them.
enum class LineDirectiveMode { Auto, On, Off };

struct DriverOptions {
  OutputMode Mode = OutputMode::Stdout;
  std::string OutputPath;
  CudaSetup Cuda;
  RewriteOptions Rewrite;
  /// Project headers whose path matches are rewritten too (with -i); empty:
  /// none (clang-tidy's --header-filter convention).
  std::string HeaderFilter;
  /// Inputs with options of their own (a project's .warpagg), by
  /// normalizedPath; the others get Rewrite and HeaderFilter.
  std::map<std::string, InputOptions> PerInput;
  /// Text: clang-style remarks and notes on stderr; the others are written
  /// to ReportFile, or to stdout (then alone there).
  ReportFormat Format = ReportFormat::Text;
  /// Where a Json, Sarif or Html report goes; empty or "-": the Output
  /// stream (stdout).
  std::string ReportFile;
  /// Where the run's report record goes (report/ReportRecord.h), for
  /// `warpagg report` to merge with other runs'; empty: nowhere.
  std::string RecordFile;
  bool Stats = false;     ///< print counts by decision and reason
  bool Check = false;     ///< fail if any site could still be rewritten
  bool Quiet = false;     ///< errors only: no per-site lines, no summary
  unsigned Jobs = 1;      ///< translation units parsed in parallel
  /// While parsing: a bar (terminals), "[i/n] file" lines, or nothing.
  ProgressStyle Progress = ProgressStyle::None;
  unsigned ProgressWidth = 80; ///< terminal columns for the bar
  std::string ExportFixes; ///< YAML replacements for clang-apply-replacements
  /// Make-style dependencies of the -o output (the input and the
  /// non-system headers it includes), like clang's -MD; File mode only.
  std::string DepFile;
  /// Every file the -o output depends on (the input, every header it read,
  /// system headers too, its .warpagg), one absolute path a line: what a
  /// cache of outputs (warpagg-launch's) must check; File mode only.
  std::string FilesReadList;
  LineDirectiveMode LineDirectives = LineDirectiveMode::Auto;
  /// With -o into another directory: the input's quote includes that found
  /// a header beside the input name it by its absolute path
  /// (frontend/LocalIncludes.h), so that the copy compiles from its own
  /// directory with the original's flags alone.
  bool PinLocalIncludes = false;
  /// The runtime header a rewritten file includes (rewrite/RuntimeIncludes.h).
  RuntimeInclude Include = RuntimeInclude::Umbrella;
  bool SkipSystemBodies = true; ///< see ParseOptions
  bool SharedPreamble = true;   ///< see ParseOptions
  std::string PreambleCache;    ///< see ParseOptions
  bool Verbose = false; ///< print each input's clang command line
  /// Write the profiling copy instead of the rewrite (rewrite/Instrumenter.h):
  /// every instrumentable site of each input keeps its atomic and counts
  /// its warps' addresses; no site is rewritten, no table privatized.
  bool Instrument = false;
  /// Re-parse every changed file (its new text, with the same flags) before
  /// writing it; where clang reports an error, write nothing of that input.
  bool Verify = false;
};

/// Exit status of a run, as the command line reports it. Where several
/// apply, the first in this order: ExitUsage, ExitInputFailed,
/// ExitVerifyFailed, ExitNotParsed, ExitSitesLeft (scripts can tell "fix
/// your files" from "fix the run").
enum ExitStatus {
  ExitSuccess = 0,
  /// An input could not be read or written, clang crashed on it, or a side
  /// output (report, fixes, depfile, standard output) could not be written.
  ExitInputFailed = 1,
  ExitUsage = 2,     ///< bad usage, no CUDA installation: nothing was done
  ExitSitesLeft = 3, ///< --check: some site could still be rewritten
  ExitNotParsed = 4, ///< clang could not parse an input (the others done)
  /// --verify: clang could not parse a rewritten file (a bug of warpagg's):
  /// that input and the headers rewritten with it are left unchanged.
  ExitVerifyFailed = 5,
};

/// Parses each of \p Files with its command from \p Database, reports every
/// candidate site on \p Diagnostics in clang's format (or as JSON), and
/// writes the rewritten text as \p Options says. A file that fails to parse
/// or to be written is reported and left untouched; the others are still
/// processed. With Check, nothing is written and the status is
/// ExitSitesLeft when any site could be rewritten.
int runDriver(const clang::tooling::CompilationDatabase &Database,
              const std::vector<std::string> &Files,
              const DriverOptions &Options, llvm::raw_ostream &Output,
              llvm::raw_ostream &Diagnostics);

} // namespace warpagg

#endif
