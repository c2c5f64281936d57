//===- RuntimeHeaders.h - Where the runtime headers are, and whether to say so
//
// Both tools put the runtime's include directory (the one holding
// warpagg/warpagg.cuh) on an include path: warpagg for its own parse,
// warpagg-launch for the compile of a rewritten copy. Installed under /usr
// that directory is /usr/include, which every compiler already searches
// last, after libstdc++'s directories; naming it again with -isystem moves
// it before them and breaks their '#include_next <math.h>'. So the
// directory is found in one place, and only ever added when no compiler
// searches it by default.
//
// LLVM's Support library only: the launcher links nothing else.
//
#ifndef WARPAGG_SUPPORT_RUNTIMEHEADERS_H
#define WARPAGG_SUPPORT_RUNTIMEHEADERS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace warpagg {

/// The runtime's include directory for the executable at \p Exe:
/// <prefix>/include when \p Exe is <prefix>/bin/<tool> and the runtime is
/// installed there, else the source tree the tool was built from.
std::string runtimeIncludeDir(llvm::StringRef Exe);

/// \p Dir is one that compilers search without being told (/usr/include,
/// /usr/local/include), by any spelling of it (symlinks, "..", a trailing
/// slash).
bool isDefaultSystemIncludeDir(llvm::StringRef Dir);

/// runtimeIncludeDir(\p Exe) where it must be named on the command line;
/// "" where the compiler searches it anyway.
std::string runtimeIncludeToAdd(llvm::StringRef Exe);

} // namespace warpagg

#endif
