//===- AtomicCatalog.h - CUDA's reduction atomics and their runtime twins -===//
//
// The single table that says which CUDA atomic functions warpagg knows, what
// operation and scope each one performs, which value types the runtime
// aggregates for it, and the name of the runtime entry point that replaces it.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ATOMICCATALOG_H
#define WARPAGG_ATOMICCATALOG_H

#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace warpagg {

enum class AtomicOp { Add, Sub, Min, Max, And, Or, Xor };
enum class AtomicScope { Device, Block, System };

/// One CUDA reduction atomic, e.g. atomicAdd_block = {Add, Block}.
struct AtomicFunction {
  AtomicOp Op;
  AtomicScope Scope;
};

/// Classifies a callee name such as "atomicMax_system". Exchange, CAS and the
/// wrap-around atomicInc/atomicDec are not reductions and yield std::nullopt.
std::optional<AtomicFunction> classifyAtomicName(llvm::StringRef Name);

/// The spelling of the CUDA function, e.g. "atomicAdd_block".
std::string cudaName(AtomicFunction F);

/// The runtime function that replaces \p F: "warpagg::reduce_add" when the
/// result is discarded, "warpagg::atomic_add" when it is used; the scope
/// suffix is carried over ("warpagg::reduce_add_block").
std::string runtimeName(AtomicFunction F, bool ResultUsed);

/// A short spelling of the value type for messages and reports ("float",
/// "unsigned long long", "__half2"), or std::nullopt when the runtime has no
/// aggregated form of \p F for this type.
std::optional<std::string> supportedTypeName(AtomicFunction F,
                                             clang::QualType Value);

} // namespace warpagg

#endif
