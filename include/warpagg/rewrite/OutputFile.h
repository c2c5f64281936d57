//===- OutputFile.h - Replace a file's contents all at once or not at all --===//
#ifndef WARPAGG_OUTPUTFILE_H
#define WARPAGG_OUTPUTFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace warpagg {

/// Writes \p Contents to a temporary file beside \p Path and renames it over
/// \p Path, so a failure at any point leaves \p Path as it was. An existing
/// file keeps its permission bits.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents);

} // namespace warpagg

#endif
