//===- QuoteIncludes.cpp --------------------------------------------------===//
#include "QuoteIncludes.h"

#include "llvm/ADT/StringRef.h"

namespace warpagg_launch {

std::optional<std::vector<std::string>>
quoteIncludeFlags(CompilerKind Kind, const std::string &Dir, std::string &Why) {
  if (Kind != CompilerKind::Nvcc)
    return std::vector<std::string>{"-iquote", Dir};
  // nvcc reads a quote itself ("Stray '\"' character"), and a shell's
  // single quotes hold anything but a single quote.
  if (llvm::StringRef(Dir).find_first_of("'\"\\\n") != llvm::StringRef::npos) {
    Why = "nvcc cannot pass the source's directory '" + Dir +
          "' to its host compiler (it has a quote, backslash or newline)";
    return std::nullopt;
  }
  std::string Quoted = "'";
  for (char C : Dir) {
    if (C == ',')
      Quoted += '\\';
    Quoted += C;
  }
  return std::vector<std::string>{"-Xcompiler=-iquote," + Quoted + "'"};
}

} // namespace warpagg_launch
