//===- RuntimeIncludes.h - The narrowest runtime header a rewrite needs ---===//
//
// A rewritten file includes <warpagg/warpagg.cuh>, every entry point. Where
// nobody reads the output (warpagg-launch's copies, --runtime-include=
// minimal), the one header that declares everything its rewritten sites use
// is included instead: every header of the runtime is parsed three times
// per nvcc compile (cudafe++, cicc, the host compiler), and a copy that
// needs private tables only compiled 0.06 s faster without the rest
// (bench/results/2026-11-26-cold-build-s18.md).
//
#ifndef WARPAGG_RUNTIMEINCLUDES_H
#define WARPAGG_RUNTIMEINCLUDES_H

#include "warpagg/Site.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace warpagg {

/// How a rewritten file names the runtime.
enum class RuntimeInclude {
  Umbrella, ///< warpagg/warpagg.cuh (what a person reads and keeps)
  Minimal,  ///< the narrowest single header for the rewritten sites
};

/// The header \p Sites' rewrites need under \p Mode (atomic_ref calls aside:
/// FileRewriter includes warpagg/atomic_ref.cuh for those): api.cuh where
/// every rewritten site is a single call through a function entry point,
/// group.cuh where all are fused groups, private_table.cuh (which includes
/// group.cuh) where all are private tables' own atomics or groups; any
/// other mix, an overload callback or a guarded table: warpagg.cuh.
llvm::StringRef runtimeHeaderFor(llvm::ArrayRef<Site> Sites,
                                 RuntimeInclude Mode);

} // namespace warpagg

#endif
