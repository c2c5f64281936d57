//===- AtomicFunction.h - What one CUDA atomic does ----------*- C++ -*-===//
//
// The operation, scope and spelling of one CUDA atomic: data that every
// stage reads (a Site holds one), apart from the catalog that classifies
// calls (find/AtomicCatalog.h; its .cpp defines the two functions here).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ATOMICFUNCTION_H
#define WARPAGG_ATOMICFUNCTION_H

#include <string>

namespace warpagg {

enum class AtomicOp {
  Add, Sub, Min, Max, And, Or, Xor,
  // Not reductions (isReduction() is false): reported, never rewritten.
  Exch,    ///< atomicExch, atomic_ref::exchange
  Cas,     ///< atomicCAS, atomic_ref::compare_exchange_strong
  CasWeak, ///< atomic_ref::compare_exchange_weak
  Inc,     ///< atomicInc (wraps to 0 past its limit)
  Dec,     ///< atomicDec (wraps to its limit at 0)
};

/// Whether \p Op combines the lanes' values into one update (Add ... Xor).
bool isReduction(AtomicOp Op);

/// Device, Block, System: atomicOp, atomicOp_block, atomicOp_system, or an
/// atomic_ref of cuda::thread_scope_device/_block/_system. Thread:
/// cuda::thread_scope_thread, which has no CUDA function and no runtime form.
enum class AtomicScope { Device, Block, System, Thread };

/// How the atomic is written in the source.
enum class AtomicApi {
  Function,     ///< atomicAdd(p, v), atomicAdd_block(p, v), ...
  AtomicRef,    ///< cuda::atomic_ref<T, Scope>: r.fetch_add(v, order)
  StdAtomicRef, ///< cuda::std::atomic_ref<T> (system scope)
};

/// One CUDA reduction atomic, e.g. atomicAdd_block = {Add, Block, Function}.
struct AtomicFunction {
  AtomicOp Op;
  AtomicScope Scope;
  AtomicApi Api = AtomicApi::Function;
};

/// The spelling of the CUDA atomic, e.g. "atomicAdd_block" or
/// "cuda::atomic_ref::fetch_add" (find/AtomicCatalog.cpp).
std::string cudaName(AtomicFunction F);

} // namespace warpagg

#endif
