//===- StalePreambles.h - Preamble files a killed run left behind ----------===//
//
// A shared preamble (ParseSpeed.h) is a pair of files in the temporary
// directory, about 8 MB, removed when the run ends or is interrupted. A run
// killed outright (SIGKILL, the OOM killer) cannot remove them, so each run
// removes those of earlier runs that are gone. "Gone" is told by a lock,
// not a process id (ids are reused, and differ between PID namespaces that
// share /tmp): a run holds an exclusive flock on each of its files for as
// long as it lives, and the kernel drops it when the process ends, however
// it ends.
//
#ifndef WARPAGG_FRONTEND_STALEPREAMBLES_H
#define WARPAGG_FRONTEND_STALEPREAMBLES_H

#include "llvm/ADT/StringRef.h"
#include <chrono>

namespace warpagg {

/// How a preamble file's name begins: <this><number>-XXXXXX.{cu,pch}.
inline constexpr llvm::StringLiteral PreambleFilePrefix =
    "warpagg-cuda-preamble-";

/// The age past which a preamble file no live process holds is removed: a
/// file is locked microseconds after it is made, so a minute covers that
/// moment many times over, and a run killed outright leaves its 8 MB for a
/// minute, not for an hour (issue 44, item 12).
inline constexpr std::chrono::seconds StalePreambleAge{60};

/// Marks open file \p FD as in use by this process (until it is closed or
/// the process ends); false if another process holds it.
bool holdInUse(int FD);

/// Removes from \p Dir the preamble files that no live process holds, that
/// this user owns, that are plain files (not links) and that are older than
/// \p MinAge (a file is created before it is locked; the age covers that
/// moment and runs of versions that did not lock). Nothing else is touched.
/// Returns how many were removed.
unsigned removeStalePreambles(llvm::StringRef Dir, std::chrono::seconds MinAge);

} // namespace warpagg

#endif
