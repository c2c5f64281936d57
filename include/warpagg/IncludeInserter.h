//===- IncludeInserter.h - Place #include <warpagg/warpagg.cuh> ------------===//
#ifndef WARPAGG_INCLUDEINSERTER_H
#define WARPAGG_INCLUDEINSERTER_H

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringRef.h"

namespace warpagg {

inline constexpr const char RuntimeHeader[] = "warpagg/warpagg.cuh";

/// True when the file already includes the runtime header anywhere.
bool includesRuntimeHeader(llvm::StringRef Text);

/// The edit that adds "#include <warpagg/warpagg.cuh>" to \p Text: on the
/// line after the last #include of the file's leading directives; without
/// one, after the include guard or #pragma once; without those, before the
/// first line of code (leading comments stay first).
clang::tooling::Replacement runtimeIncludeEdit(llvm::StringRef FilePath,
                                               llvm::StringRef Text);

} // namespace warpagg

#endif
