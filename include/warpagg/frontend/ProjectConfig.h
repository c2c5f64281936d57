//===- ProjectConfig.h - A project's .warpagg configuration file
//-----------===//
//
// Like .clang-tidy: the first `.warpagg` found walking up from an input's
// directory configures it, in YAML:
//
//   Strategy: runs            # adaptive | runs | match | ballot_loop |
//                             # likely_distinct | distinct_in_rows | likely_uniform
//   SharedPolicy: leave       # leave | rewrite           (--shared)
//   GridStridePolicy: leave   # rewrite | leave           (--grid-stride)
//   HeaderFilter: 'include/'  # a regular expression      (--header-filter)
//   Fuse: on                  # on | off                  (--fuse)
//   Privatize: on             # on | off                  (--privatize)
//   ExtraArgs: [-DUSE_X, -Iinc]   # appended to the compile command
//   QuietRemarks: true        # no per-site remarks and notes for its inputs
//   FormatStyle: llvm         # file | none | llvm | ... (--format-style)
//
// Every key is optional; flags given on the command line win. An unknown
// key or a bad value is an error naming the file and line.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_PROJECTCONFIG_H
#define WARPAGG_PROJECTCONFIG_H

#include "warpagg/plan/InputOptions.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace warpagg {

/// The keys a configuration sets (unset: not said).
struct ProjectConfig {
  std::optional<std::string> Strategy;
  std::optional<std::string> SharedPolicy;
  std::optional<std::string> GridStridePolicy;
  std::optional<std::string> HeaderFilter;
  std::optional<std::string> Fuse;
  /// Read and shown by --dump-config; applied by the privatization pass's
  /// option where the build has it (RewriteOptions).
  std::optional<std::string> Privatize;
  std::optional<std::vector<std::string>> ExtraArgs;
  std::optional<bool> QuietRemarks;
  /// Checked by the command line (rewrite/EditFormatting.h reads styles).
  std::optional<std::string> FormatStyle;

  /// \p Over's keys replace these (the command line over a file).
  void overrideWith(const ProjectConfig &Over);
};

/// Parses a configuration's text; errors read "<Path>:<line>: <message>".
llvm::Expected<ProjectConfig> parseProjectConfig(llvm::StringRef Path,
                                                 llvm::StringRef Text);

/// Finds and reads the configuration of the files in \p Directory (absolute),
/// once per directory walked.
class ProjectConfigs {
public:
  /// The configuration nearest \p Directory and the file it came from
  /// (empty: none found, no key set).
  llvm::Expected<std::pair<ProjectConfig, std::string>>
  forDirectory(llvm::StringRef Directory);

private:
  std::map<std::string, std::pair<ProjectConfig, std::string>> Cache;
};

/// \p Config's keys applied to the defaults: the options an input gets.
InputOptions resolveOptions(const ProjectConfig &Config);

/// The effective configuration as YAML, every key with its value
/// (--dump-config).
std::string dumpConfig(const ProjectConfig &Config);

} // namespace warpagg

#endif
