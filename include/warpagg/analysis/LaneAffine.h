//===- LaneAffine.h - Values affine in a per-thread index -----------------===//
//
// The lattice's (ValueClass.h) refinement of a lane index: a value
//
//   B + S * T
//
// where T is a per-thread index injective within a warp, S its stride (a
// nonzero constant, times a warp-uniform value assumed nonzero where
// UniformFactor) and B a base of a chain class (ValueClass.h) no more
// varying than IterationUniform. Per-thread indices T:
//  - threadIdx.x: injective within a warp only in 1-D blocks
//    (NeedsOneDimensionalBlocks);
//  - the linear thread id `(threadIdx.z * blockDim.y + threadIdx.y) *
//    blockDim.x + threadIdx.x` (any arrangement, through locals), and
//    cooperative groups' this_grid() and this_thread_block() thread_rank():
//    injective for any block shape;
//  - `threadIdx.x * a + threadIdx.y * P`, a pitch of the program's choosing:
//    injective where a warp lies in one row of the block (LikelyRows);
//  - a variable stepped only by multiples of blockDim.x from a threadIdx.x
//    index (of the block's size from a linear id): lanes of one warp start
//    fewer than the step apart and step alike, so they never meet; or from
//    any unit index by multiples of 32 (`for (c = lane; c < dim; c += 32)`):
//    lanes start at consecutive values, distinct modulo 32;
//  - a variable every definition of which is such a value with the same
//    stride, under conditions the whole warp shares (a local assigned in
//    both branches of a uniform if): every lane took the same definition.
//  - threadIdx.x or the linear thread id modulo a multiple of 32 (`tid %
//    32`, `tid & 63`): a warp's lanes hold consecutive values of it from a
//    multiple of 32, and so of their remainders;
//  - a call of a project's helper (a body the tool reads, not the
//    toolchain's) every return of which is such a value with the same
//    stride, chosen by conditions the whole warp shares, its parameters
//    holding what the call passes (ValueClass.h's classOfValueAt): a
//    uniform argument is a uniform base, an argument B + S * T read by the
//    body as such. A recursive helper's is not followed.
//
// LaneDistinct.h adds the rest of an address to this (ranges, rows, bytes);
// ThreadIdentity's one-lane-per-warp guards ask the index queries below.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_LANEAFFINE_H
#define WARPAGG_LANEAFFINE_H

#include "warpagg/analysis/ValueClass.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <cstdint>
#include <optional>

namespace warpagg {

struct LaneAffine {
  /// T is a threadIdx.x index: injective within a warp in 1-D blocks only.
  bool NeedsOneDimensionalBlocks = false;
  /// T is injective where a warp lies in one row of the block (blockDim.x a
  /// multiple of 32): a 2-D index at a pitch the program chose.
  bool LikelyRows = false;
  int64_t Stride = 1;
  /// The stride has a warp-uniform factor besides Stride, assumed nonzero.
  bool UniformFactor = false;
  /// The class of B.
  ValueClass Base = ValueClass::UniformInRegisters;

  /// T itself plus B: consecutive lanes, consecutive values.
  bool unitIndex() const { return Stride == 1 && !UniformFactor; }
};

/// \p E as B + S * T, or nullopt for any other value.
std::optional<LaneAffine> laneAffineOf(const clang::Expr *E,
                                       clang::ASTContext &Context);

/// True for threadIdx.x and the linear thread id of a 2-D or 3-D block
/// (`threadIdx.y * blockDim.x + threadIdx.x`, any arrangement): zero in one
/// thread of the block, and its low five bits are the lane.
bool isLinearThreadIndex(const clang::Expr *E, clang::ASTContext &Context);

/// True for a thread index at any positive pitch as well
/// (`threadIdx.x + threadIdx.y * 32`, through unchanged locals): not always
/// distinct across a warp's lanes (that depends on the launch), but zero in
/// one thread of the block only, as the linear index is.
bool isZeroInOneThread(const clang::Expr *E, clang::ASTContext &Context);

/// True for `threadIdx.x + threadIdx.y * P` (plus a constant) with a
/// constant pitch P >= 32: in every launch, each value is taken by at most
/// one lane of a block row, and a warp spans at most two rows where
/// blockDim.x >= 32 and lies within one pitch where it is narrower. So
/// `E == uniform` lets at most two lanes of a warp through (one when the
/// pitch is the block's width): nothing worth aggregating.
bool isFewLanesPerValueIndex(const clang::Expr *E, clang::ASTContext &Context);

} // namespace warpagg

#endif
