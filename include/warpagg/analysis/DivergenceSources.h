//===- DivergenceSources.h - What makes a value differ between lanes ------===//
//
// The one table of the leaves of device code that decide, by what the
// toolchain says they are, how a value varies across the lanes of a warp:
// CUDA's builtin variables, the toolkit's collectives, matches, shuffles,
// lane ids and cooperative groups' queries, inline PTX reading %laneid,
// variables by their storage (constants, __constant__ memory, __shared__
// scalars, a kernel's parameters), loads of __shared__ memory behind block
// barriers. It says nothing of how classes travel through operators,
// variables, branches and calls: that is the engine's (Uniformity.h), as
// LLVM's TTI::isSourceOfDivergence and isAlwaysUniform are apart from its
// GenericUniformityAnalysis. Names are trusted only where the toolchain
// declared them (TrustedDecls.h).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_DIVERGENCESOURCES_H
#define WARPAGG_DIVERGENCESOURCES_H

#include "warpagg/analysis/ValueClass.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <optional>

namespace warpagg {

/// How the engine classifies an expression the table knows.
struct SourceRule {
  enum Kind {
    /// Not a source: its class comes from its operands.
    None,
    /// Class, whatever its operands.
    Fixed,
    /// A function of its arguments only (min, __popc): their join; a lane
    /// index computed on is no longer one.
    Pure,
    /// A shuffle over the whole warp from the lane its argument Operand
    /// names: that lane's class, at least WarpUniform where it is at most a
    /// row's (a broadcast); Varying otherwise.
    Broadcast,
    /// A read of the memory its argument Operand points at, which nothing
    /// writes while the kernel runs (__ldg's contract, a read-only load):
    /// the address's class through memory, at least IterationUniform where
    /// the address is at most a row's; Varying otherwise.
    ReadOnlyLoad,
  };
  Kind Rule = None;
  ValueClass Class = ValueClass::Varying;
  unsigned Operand = 0;
};

/// The rule for \p E (parentheses and full-expressions already looked
/// through): a builtin variable's component (threadIdx.x the lane's index,
/// threadIdx.y and .z a row's, the rest uniform), a call of the toolkit's,
/// a call of a project's function that returns a %laneid read.
SourceRule sourceRuleOf(const clang::Expr *E, clang::ASTContext &Context);

/// The class \p V holds by its storage or by how it is read, before any of
/// its definitions counts: a constant (uniform in registers), __constant__
/// memory or a __shared__ scalar (uniform through memory), a kernel's
/// parameter (uniform in registers), a local whose one write is an inline
/// PTX read of %laneid (a lane index); Varying for storage other lanes or
/// threads may change (a global, a static local) or a variable of no body
/// the tool reads. std::nullopt where its definitions decide.
std::optional<ValueClass> storageClassOf(const clang::VarDecl *V,
                                         clang::ASTContext &Context);

/// `x % 32`, `x % warpSize`, `x & 31` (\p IsAnd): \p Modulus keeps every bit
/// of the lane in a thread index.
bool keepsAllLaneBits(const clang::Expr *Modulus, bool IsAnd,
                      clang::ASTContext &Context);

/// The function-local, non-volatile __shared__ array whose decay to a
/// pointer \p Base is, else null.
const clang::VarDecl *sharedArrayOf(const clang::Expr *Base);

/// Whether no store to the function-local __shared__ array \p Shared can
/// overlap the load \p Load in another lane or warp: a block barrier
/// separates every store from the load in the innermost block holding both,
/// and where a loop repeats that block, around its back edge too.
bool isBarrierSeparatedLoad(const clang::VarDecl *Shared,
                            const clang::Expr *Load,
                            clang::ASTContext &Context);

/// Whether \p Pointer points to const, non-volatile memory: what it reads
/// no lane of the kernel writes.
bool pointsToConst(const clang::Expr *Pointer);

/// Whether \p F returns, as its last statement, a local whose one write is
/// an inline PTX read of %laneid (a project's `lane_id()`).
bool returnsLaneIdRegister(const clang::FunctionDecl *F);

} // namespace warpagg

#endif
