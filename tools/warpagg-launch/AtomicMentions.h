//===- AtomicMentions.h - Could warpagg change this source at all? ---------===//
//
// The launcher rewrites a copy of the main file only: warpagg writes no
// header with -o, leaves atomics spelled in macro bodies alone, and every
// site it rewrites is a call whose callee it names in the main file's text
// (CUDA's atomicOp[_block|_system], libcu++'s atomic_ref::fetch_op, or a
// helper in the main file wrapping one). A main file whose text (line
// splices joined) contains neither "atomic" nor "fetch_" therefore cannot
// change, and the launcher compiles it as it is without parsing it: most
// files of a real project, 50-130 ms of CPU each otherwise
// (bench/results/2026-11-26-launcher-prefilter.md).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_LAUNCH_ATOMICMENTIONS_H
#define WARPAGG_LAUNCH_ATOMICMENTIONS_H

#include "llvm/ADT/StringRef.h"

namespace warpagg {

/// Whether \p Text, with its backslash-newline splices joined, contains
/// "atomic" or "fetch_" anywhere (comments and strings included: a mention
/// is enough to parse).
bool mentionsAtomics(llvm::StringRef Text);

} // namespace warpagg

#endif
