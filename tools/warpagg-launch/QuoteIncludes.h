//===- QuoteIncludes.h - The copy's "x.h" found where the original's is ----===//
//
// A compiler looks up #include "x.h" in the including file's directory
// first, then the -iquote directories, then -I and the system ones;
// #include <x.h> skips the first two. The copy's own directory is not the
// original's: it is a directory of its own that holds nothing else
// (Workspace.h), so that no header beside the object is found there.
// Adding the original's directory with -I (searched by <x.h> too, before
// the command's own -I) would change which header <params.h> finds.
// -iquote adds it for "x.h" only, exactly where the original's directory
// would be searched: right after the copy's own, empty, directory.
//
// clang takes -iquote. nvcc does not, but passes -Xcompiler options to the
// host compiler (gcc or clang) that preprocesses both its host and device
// passes, through a shell: the directory is single-quoted there, and its
// commas escaped (nvcc splits -Xcompiler values at commas).
//
#ifndef WARPAGG_LAUNCH_QUOTEINCLUDES_H
#define WARPAGG_LAUNCH_QUOTEINCLUDES_H

#include "CompileCommand.h"
#include <optional>
#include <string>
#include <vector>

namespace warpagg_launch {

/// The flags that make \p Kind search \p Dir for "x.h" includes only;
/// nullopt (and \p Why) when \p Dir cannot be passed (a quote, backslash or
/// newline in it, through nvcc).
std::optional<std::vector<std::string>>
quoteIncludeFlags(CompilerKind Kind, const std::string &Dir, std::string &Why);

} // namespace warpagg_launch

#endif
