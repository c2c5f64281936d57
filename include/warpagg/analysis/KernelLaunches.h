//===- KernelLaunches.h - Kernels launched only with one thread per block --===//
//
// A kernel whose every launch runs one thread per block (`k<<<1, 1>>>`,
// `dim3 b(1); k<<<g, b>>>`: a reset, a counter's single update) has warps
// of one lane: no lane has a peer to aggregate with, and a rewrite only adds
// its tests. That holds only where every launch can be seen: the kernel has
// internal linkage (static, an anonymous namespace), or is a template defined
// (and declared) in the input itself only, with no explicit instantiation
// (another translation unit could launch that); at least one launch is in
// this translation unit, and the kernel is named nowhere else than as a
// launch's callee (cudaLaunchKernel, a function pointer, or any other use
// of its address could launch it with any block), except as the kernel of
// CUDA's attribute and occupancy queries, which launch nothing. A
// non-template kernel with external linkage can be launched from another
// file's host code even without -rdc: never.
//
// Block sizes are evaluated, not matched: an integer constant expression, a
// dim3 built from them (missing dimensions are 1), a const or constexpr
// variable, or a local never changed after its initializer, of either.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_KERNELLAUNCHES_H
#define WARPAGG_KERNELLAUNCHES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include <optional>
#include <string>

namespace warpagg {

/// A kernel every launch of which runs one thread per block.
struct OneThreadLaunch {
  std::string Kernel; ///< as reports name it (reportedFunctionName)
  unsigned Line = 0;  ///< its first launch's line
};

/// For \p F, a kernel (or an instantiation of one): whether every launch
/// runs one thread per block (see above). For a __device__ function: whether
/// every call of it (callsOf: a CallFocus narrows them) is in such a kernel,
/// directly or through other such functions; then the kernel of the first
/// call. std::nullopt otherwise.
std::optional<OneThreadLaunch> oneThreadLaunch(const clang::FunctionDecl *F,
                                               clang::ASTContext &Context);

} // namespace warpagg

#endif
