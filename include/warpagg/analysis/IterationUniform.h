//===- IterationUniform.h - Values equal in every lane of one iteration ---===//
//
// isWarpUniform (ThreadIdentity.h) proves values that are the same in every
// lane whenever they are evaluated: parameters, blockIdx, unchanged locals
// built from those. Real kernels key their atomics by values that are the
// same in every lane only within one iteration of a loop all lanes run in
// step, e.g. a tile rasterizer:
//
//   for (int i = 0; i < rounds; i++, todo -= B) {
//     __syncthreads();
//     if (...) collected_id[threadIdx.x] = ids[...];   // the block loads a batch
//     __syncthreads();
//     for (int j = 0; j < min(B, todo); j++) {
//       const int id = collected_id[j];                 // same in every lane
//       atomicAdd(&dL_dopacity[id], ...);
//
// isIterationUniform accepts, beyond isWarpUniform: induction variables of
// loops whose start, bound and step are so (every lane counts alike), locals
// whose every assignment is so and sits outside any branch, loads of a
// __shared__ array at such an index that no store to the array can overlap
// (a barrier separates every store from the load, around the loops too),
// loads through a pointer to const at such an address, __shfl_sync
// broadcasts from a uniform lane, and min/max and arithmetic of those.
//
// It is a hint, not a proof of what lanes see together: under independent
// thread scheduling lanes of different iterations could meet at one
// instruction. The runtime checks it (warpagg::likely_uniform_group), so
// correctness never rests on it.
//
// Both queries ask the one classification of values (ValueClass.h): its
// IterationUniform and RowIterationUniform classes and those below them.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ITERATIONUNIFORM_H
#define WARPAGG_ITERATIONUNIFORM_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

namespace warpagg {

/// Whether \p E (in a function body) has the same value in every lane of a
/// warp within one iteration of the loops around it (see above).
bool isIterationUniform(const clang::Expr *E, clang::ASTContext &Context);

/// The same where a warp lies in one row of the block: threadIdx.y and z
/// count as uniform (`dst[ty]` with `ty` a while loop's row index, a 2-D
/// SpMM's row). LaneDistinct's DistinctInBlockRows.
bool isRowIterationUniform(const clang::Expr *E, clang::ASTContext &Context);

} // namespace warpagg

#endif
