//===- RunProgram.h - Run a program, with a shell's exit statuses ----------===//
//
// The launcher stands in for the compiler in a build, so whatever happens
// to the compiler must reach the build as a shell would report it: the
// compiler's own status; 127 when there is no such program; 126 when it
// cannot be executed; 128+N when signal N killed it.
//
#ifndef WARPAGG_LAUNCH_RUNPROGRAM_H
#define WARPAGG_LAUNCH_RUNPROGRAM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace warpagg_launch {

enum : int { NotExecutable = 126, NotFound = 127 };

/// The file that runs as \p Name: \p Name itself when it has a slash, else
/// the first executable of that name on the PATH. Without one: nullopt,
/// \p Status NotFound or NotExecutable and \p Error a sentence, as a shell
/// says it.
std::optional<std::string> findProgram(const std::string &Name, int &Status,
                                       std::string &Error);

/// Runs \p Args (Args[0] found by findProgram) with its standard streams
/// where \p Redirects say. Its exit status, or one of the statuses above;
/// \p Error says why when it did not exit by itself (not started, killed).
int runProgram(const std::vector<std::string> &Args, std::string &Error,
               llvm::ArrayRef<std::optional<llvm::StringRef>> Redirects = {});

} // namespace warpagg_launch

#endif
