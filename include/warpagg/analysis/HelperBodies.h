//===- HelperBodies.h - What a project's own atomic helper does ------------===//
//
// Projects define their own overloads for types CUDA lacks
// (`atomicAdd(float3 *, float3)` in a header, three component atomics in
// its body). The call site is the project's function, left alone
// ('user-defined'); the aggregatable atomics are in the helper's body, which
// the tool rewrites where its file is selected (--header-filter for a
// header). The report says so at the call site.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_HELPERBODIES_H
#define WARPAGG_HELPERBODIES_H

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include <string>

namespace warpagg {

/// Whether \p F is one of CUDA's reduction atomics (atomicAdd ... atomicXor,
/// every scope), declared in a system header.
bool isCudaReductionAtomic(const clang::FunctionDecl *F,
                           const clang::SourceManager &SM);

/// For a user-defined atomic \p Helper: a sentence naming the CUDA reduction
/// atomics its body calls and, for a helper in another file than
/// \p CallFile, the --header-filter that selects that file; empty when its
/// body calls none.
std::string helperBodyNote(const clang::FunctionDecl *Helper,
                           clang::FileID CallFile,
                           const clang::SourceManager &SM);

} // namespace warpagg

#endif
