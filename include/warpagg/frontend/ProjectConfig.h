//===- ProjectConfig.h - A project's .warpagg configuration file ---------===//
//
// Like .clang-tidy: the first `.warpagg` found walking up from an input's
// directory configures it, in YAML (or JSON):
//
//   Strategy: runs            # adaptive | runs | match | ballot_loop |
//                             # likely_distinct | distinct_in_rows | likely_uniform
//   SharedPolicy: leave       # leave | rewrite           (--shared)
//   GridStridePolicy: leave   # rewrite | leave           (--grid-stride)
//   HeaderFilterRegex: 'include/'  # a regular expression (--header-filter;
//                             # 'HeaderFilter' is an alias)
//   Fuse: on                  # on | off                  (--fuse)
//   Privatize: on             # on | off                  (--privatize)
//   ExtraArgs: [-DUSE_X, -Iinc]   # appended to the compile command
//   QuietRemarks: true        # no per-site remarks and notes for its inputs
//   InheritParentConfig: true # this file's keys over those of the next
//                             # .warpagg further up
//   FormatStyle: llvm         # file | none | llvm | ... (--format-style)
//   Profile: prof/            # a profile or a directory of *.profile.json,
//                             # relative to this file (--profile)
//
// Every key is optional. Precedence, as clang-tidy's: flags given on the
// command line, then --config=<text> or --config-file=<path> (which replace
// the .warpagg files unless they say InheritParentConfig: true), then the
// files. An unknown key is a warning (with the nearest known key); a bad
// value is an error naming the file and line.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_PROJECTCONFIG_H
#define WARPAGG_PROJECTCONFIG_H

#include "warpagg/options/InputOptions.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
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
  std::optional<std::string> Privatize;
  std::optional<std::vector<std::string>> ExtraArgs;
  std::optional<bool> QuietRemarks;
  /// Not a key of the result: whether the file's keys apply over the
  /// configuration found above it (never taken by overrideWith).
  std::optional<bool> InheritParentConfig;
  /// Checked by the command line (rewrite/EditFormatting.h reads styles).
  std::optional<std::string> FormatStyle;
  /// A profile's path (plan/ProfileDecisions.h), absolute: a file's
  /// relative one is resolved against its directory when read.
  std::optional<std::string> Profile;

  /// \p Over's keys replace these (the command line over a file, a file
  /// over the one it inherits); its ExtraArgs are appended to these.
  void overrideWith(const ProjectConfig &Over);
};

/// A warning about a configuration: "<path>:<line>" and the message.
struct ConfigWarning {
  std::string Where;
  std::string Message;
};
using ConfigWarningHandler = std::function<void(const ConfigWarning &)>;

/// Parses a configuration's text; errors read "<Path>:<line>: <message>".
/// Unknown keys are passed to \p Warn and ignored.
llvm::Expected<ProjectConfig> parseProjectConfig(llvm::StringRef Path,
                                                 llvm::StringRef Text,
                                                 ConfigWarningHandler Warn);

/// Reads and parses the configuration file \p Path (--config-file): a small
/// regular text file, as a .warpagg must be.
llvm::Expected<ProjectConfig> loadConfigFile(llvm::StringRef Path,
                                             ConfigWarningHandler Warn);

/// A configuration and the files it came from, nearest first ("--config"
/// for the command line's text; none: the defaults).
struct FoundConfig {
  ProjectConfig Config;
  std::vector<std::string> Sources;
};

/// Finds and reads the configuration of the files in a directory, once per
/// directory walked; a file saying InheritParentConfig: true applies over
/// the one found above it.
class ProjectConfigs {
public:
  explicit ProjectConfigs(ConfigWarningHandler Warn) : Warn(Warn) {}

  /// Sets the command line's configuration (--config, --config-file, named
  /// \p Source): it replaces the .warpagg files, or applies over them where
  /// it says InheritParentConfig: true.
  void setGiven(ProjectConfig Config, std::string Source);

  /// Where this reader's warnings go (for the command line's configuration).
  const ConfigWarningHandler &warn() const { return Warn; }

  /// The configuration of the inputs in \p Directory (absolute).
  llvm::Expected<FoundConfig> forDirectory(llvm::StringRef Directory);

private:
  llvm::Expected<FoundConfig> fromFiles(llvm::StringRef Directory);

  ConfigWarningHandler Warn;
  std::optional<FoundConfig> Given;
  std::map<std::string, FoundConfig> Cache;
};

/// \p Config's keys applied to \p Base (the run's options: the defaults
/// and the flags no key names, such as --privatize-budget): the options an
/// input gets.
InputOptions resolveOptions(const ProjectConfig &Config,
                            InputOptions Base = {});

/// The effective configuration as YAML, every key with its value
/// (--dump-config).
std::string dumpConfig(const ProjectConfig &Config);

} // namespace warpagg

#endif
