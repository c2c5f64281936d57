//===- ConfigFiles.h - The .warpagg files that configure a launched source -===//
//
// warpagg reads the .warpagg file nearest above a source (ProjectConfig.h).
// The launcher names every one above it, nearest first: the rewrite cache
// keys on them (a new or changed one is a different rewrite), and the
// compile's dependency file lists them, so that a build re-runs the
// compile when one changes. Those further up than the nearest are named
// too: one more rebuild where they change, never one missed.
//
#ifndef WARPAGG_LAUNCH_CONFIGFILES_H
#define WARPAGG_LAUNCH_CONFIGFILES_H

#include <string>
#include <vector>

namespace warpagg_launch {

/// Every file named .warpagg in \p Source's directory and each above it
/// (absolute paths, nearest first).
std::vector<std::string> configFilesAbove(const std::string &Source);

/// Adds \p Files to the first rule of the make-style dependency file
/// \p DepFile (nothing when it does not exist or a name cannot be written
/// in make's syntax).
void addToDepFile(const std::string &DepFile,
                  const std::vector<std::string> &Files);

} // namespace warpagg_launch

#endif
