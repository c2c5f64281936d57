//===- AtomicCatalog.h - CUDA's reduction atomics and their runtime twins -===//
//
// The single table that says which CUDA atomics warpagg knows (the atomicOp
// functions and the fetch_OP members of cuda::atomic_ref and
// cuda::std::atomic_ref), what operation and scope each one performs, which
// value types the runtime aggregates for it, and the name of the runtime
// entry point that replaces it. It also names CUDA's atomics that are not
// reductions (exchange, compare-and-swap, the wrapping increment and
// decrement) and why none can be aggregated: they are reported, never
// rewritten.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ATOMICCATALOG_H
#define WARPAGG_ATOMICCATALOG_H

#include "warpagg/AtomicFunction.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace warpagg {

/// Classifies a callee name such as "atomicMax_system". Exchange, CAS and the
/// wrap-around atomicInc/atomicDec are not reductions and yield std::nullopt.
std::optional<AtomicFunction> classifyAtomicName(llvm::StringRef Name);

/// Classifies an atomic_ref member name: "fetch_add" is Add, ...
/// (exchange, compare_exchange_* and load/store yield std::nullopt).
std::optional<AtomicOp> classifyFetchName(llvm::StringRef Name);

/// The atomics that are not reductions: "atomicExch_block" is {Exch,
/// Block}, "atomicCAS" is {Cas, Device}; std::nullopt for anything else
/// (the reductions included).
std::optional<AtomicFunction> classifyNonReductionName(llvm::StringRef Name);
/// The same for an atomic_ref member: "exchange", "compare_exchange_strong",
/// "compare_exchange_weak".
std::optional<AtomicOp> classifyNonReductionMember(llvm::StringRef Name);

/// Why \p F, not a reduction, cannot be aggregated: "atomicExch cannot be
/// aggregated: ...".
std::string whyNotAggregated(AtomicFunction F);

/// The runtime function that replaces \p F: "warpagg::reduce_add" when the
/// result is discarded, "warpagg::atomic_add" when it is used; a function's
/// scope suffix is carried over ("warpagg::reduce_add_block"), an
/// atomic_ref's scope comes from its type (no suffix).
std::string runtimeName(AtomicFunction F, bool ResultUsed);

/// A short spelling of the value type for messages and reports ("float",
/// "unsigned long long", "__half2"), or std::nullopt when the runtime has no
/// aggregated form of \p F for this type.
std::optional<std::string> supportedTypeName(AtomicFunction F,
                                             clang::QualType Value);

} // namespace warpagg

#endif
