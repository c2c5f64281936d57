//===- IncludeInserter.h - Place #include <warpagg/warpagg.cuh> ------------===//
//
// Or <warpagg/atomic_ref.cuh>, the runtime's atomic_ref entry points (it
// includes warpagg.cuh), in a file with rewritten atomic_ref calls.
//
#ifndef WARPAGG_INCLUDEINSERTER_H
#define WARPAGG_INCLUDEINSERTER_H

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringRef.h"

namespace warpagg {

inline constexpr const char RuntimeHeader[] = "warpagg/warpagg.cuh";
inline constexpr const char AtomicRefHeader[] = "warpagg/atomic_ref.cuh";

/// True when the file already includes \p Header ("warpagg/warpagg.cuh")
/// anywhere.
bool includesHeader(llvm::StringRef Text, llvm::StringRef Header);

/// The edit that adds "#include <Header>" to \p Text: on the line after the
/// last #include of the file's leading directives; without one, after the
/// include guard or #pragma once; without those, before the first line of
/// code (leading comments stay first).
clang::tooling::Replacement includeEdit(llvm::StringRef FilePath,
                                        llvm::StringRef Text,
                                        llvm::StringRef Header);

} // namespace warpagg

#endif
