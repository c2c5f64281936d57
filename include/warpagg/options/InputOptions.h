//===- InputOptions.h - The options one input is processed with
//------------===//
//
// Inputs in different directories may have different project configurations
// (.warpagg, frontend/ProjectConfig.h): the options are resolved per input,
// the command line's flags over the configuration's keys over the defaults.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_INPUTOPTIONS_H
#define WARPAGG_INPUTOPTIONS_H

#include "warpagg/options/RewriteOptions.h"
#include <string>
#include <vector>

namespace warpagg {

struct InputOptions {
  RewriteOptions Rewrite;
  /// Project headers whose path matches are rewritten too (with -i); empty:
  /// none. A header's sites follow the option of the input that included it.
  std::string HeaderFilter;
  /// Appended to the input's compile command.
  std::vector<std::string> ExtraArgs;
  /// No per-site remarks and notes for its sites (errors, warnings and the
  /// summary stay): for a directory whose decisions are known.
  bool QuietRemarks = false;
  /// The configuration files the options came from, nearest first
  /// ("--config" for the command line's text); empty: none.
  std::vector<std::string> ConfigFiles;
};

} // namespace warpagg

#endif
