//===- ProfileCommands.h - --show-profile and --merge-profiles -------------===//
#ifndef WARPAGG_PROFILECOMMANDS_H
#define WARPAGG_PROFILECOMMANDS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace warpagg {

/// `warpagg --show-profile FILE...`: the merged profiles of \p Paths (files
/// or directories of *.profile.json) as a table on \p Out, one row a site.
/// Returns the exit status (ExitUsage for a bad profile: nothing printed).
int showProfiles(const std::vector<std::string> &Paths, llvm::raw_ostream &Out);

/// `warpagg --merge-profiles -o OUT FILE...`: the merged profiles of
/// \p Paths written to \p Output, whole or not at all. Returns the exit
/// status (ExitUsage for a bad profile: nothing written).
int mergeProfiles(const std::vector<std::string> &Paths,
                  llvm::StringRef Output);

} // namespace warpagg

#endif
