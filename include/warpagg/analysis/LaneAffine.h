//===- LaneAffine.h - Values affine in a per-thread index -----------------===//
//
// The lattice's (ValueClass.h) refinement of a lane index: a value
//
//   B + S * T
//
// where T is a per-thread index injective within a warp, S its stride (a
// nonzero constant, times a warp-uniform value assumed nonzero where it
// assumes NonzeroFactor) and B a base of a chain class (ValueClass.h) no
// more varying than IterationUniform. What a form needs to hold beyond the
// code is a typed assumption (LaneAssumption below), each mapped to the
// run-time check the rewrite emits for it or to the static proof that
// discharges it. Per-thread indices T:
//  - threadIdx.x: injective within a warp only in 1-D blocks
//    (OneDimensionalBlocks);
//  - the linear thread id `(threadIdx.z * blockDim.y + threadIdx.y) *
//    blockDim.x + threadIdx.x` (any arrangement, through locals), and
//    cooperative groups' this_grid() and this_thread_block() thread_rank():
//    injective for any block shape;
//  - `threadIdx.x * a + threadIdx.y * P`, a pitch of the program's choosing:
//    injective where a warp lies in one row of the block (WarpInOneRow);
//  - a variable stepped only by multiples of blockDim.x from a threadIdx.x
//    index (of the block's size from a linear id): lanes of one warp start
//    fewer than the step apart and step alike, so they never meet; or from
//    any unit index by multiples of 32 (`for (c = lane; c < dim; c += 32)`):
//    lanes start at consecutive values, distinct modulo 32 (LoopForms.h's
//    induction variables);
//  - a variable every definition of which is such a value with the same
//    stride, under conditions the whole warp shares (a local assigned in
//    both branches of a uniform if): every lane took the same definition.
//  - threadIdx.x or the linear thread id modulo a multiple of 32 (`tid %
//    32`, `tid & 63`): a warp's lanes hold consecutive values of it from a
//    multiple of 32, and so of their remainders;
//  - a call of a project's helper (a body the tool reads, not the
//    toolchain's) every return of which is such a value with the same
//    stride, chosen by conditions the whole warp shares, its parameters
//    holding what the call passes (Uniformity.h's results at a call chain):
//    a uniform argument is a uniform base, an argument B + S * T read by the
//    body as such. A recursive helper's is not followed.
//
// The forms are computed by the uniformity engine beside the classes
// (Uniformity.h: FunctionUniformity::affineOf). LaneDistinct.h adds the
// rest of an address to them (ranges, rows, bytes); ThreadIdentity's
// one-lane-per-warp guards ask the index queries.
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

/// What a lane-affine form (or an address built from one) holds under,
/// beyond what the code says.
enum class LaneAssumption : unsigned char {
  /// blockDim.y == blockDim.z == 1: threadIdx.x is then injective within a
  /// warp. Discharged statically where nothing the kernel can reach reads
  /// threadIdx.y/z or blockDim.y/z (LaneDistinct.h); where it cannot be, it
  /// stands as WarpInOneRow (a 1-D index is distinct within a block row).
  OneDimensionalBlocks,
  /// blockDim.x % 32 == 0: every warp lies in one row of the block. Checked
  /// at run time by strategy::distinct_in_rows, once, uniformly.
  WarpInOneRow,
  /// The stride's warp-uniform factor (a row pitch) is nonzero. Not
  /// checked: a zero would only leave a site its plain atomic.
  NonzeroFactor,
  /// The lanes' values increase with the lane for the launches the code is
  /// written for. Checked at run time by strategy::likely_distinct, per
  /// warp.
  IncreasingWithLane,
  /// M >= 32 for the row length M of a row's element at a remainder by M.
  /// Checked at run time by distinct_if(M >= 32), once, uniformly.
  RowAtLeastWarp,
};

/// The run-time check (or the proof) that stands for \p A, as the reports
/// and the analysis printer name it.
const char *checkOf(LaneAssumption A);
/// Its name in the analysis printer ("one-dimensional-blocks").
const char *nameOf(LaneAssumption A);

/// A set of assumptions.
class LaneAssumptions {
public:
  bool has(LaneAssumption A) const { return Bits & bit(A); }
  void add(LaneAssumption A) { Bits |= bit(A); }
  void add(LaneAssumptions O) { Bits |= O.Bits; }
  void remove(LaneAssumption A) { Bits &= ~bit(A); }
  bool empty() const { return Bits == 0; }
  bool operator==(LaneAssumptions O) const { return Bits == O.Bits; }

private:
  static unsigned bit(LaneAssumption A) {
    return 1u << static_cast<unsigned>(A);
  }
  unsigned Bits = 0;
};

struct LaneAffine {
  int64_t Stride = 1;
  /// The class of B.
  ValueClass Base = ValueClass::UniformInRegisters;
  /// OneDimensionalBlocks (T is a threadIdx.x index), WarpInOneRow (a 2-D
  /// index at a pitch the program chose), NonzeroFactor (the stride has a
  /// warp-uniform factor besides Stride).
  LaneAssumptions Assumes;

  bool assumes(LaneAssumption A) const { return Assumes.has(A); }
  /// T itself plus B: consecutive lanes, consecutive values.
  bool unitIndex() const {
    return Stride == 1 && !assumes(LaneAssumption::NonzeroFactor);
  }
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
