//===- LaneDistinct.h - Addresses no two lanes of a warp can share ---------===//
//
// An atomic whose address differs in every lane has no peer to aggregate
// with: the runtime could only add its tests to the plain atomic. The
// address is proven distinct when, counted in bytes, it is
//
//   (warp-uniform base) + S * T + R
//
// where T is a per-thread index injective within the warp, S its stride
// (a nonzero constant, or a warp-uniform value assumed nonzero), and R the
// rest: warp-uniform, or (with a constant S) confined to fewer than |S|
// values (`dst + i * 4 + k` with `for (k = 0; k < 4; ++k)`). Then two lanes
// with T1 != T2 differ by at least |S| in S * T and by less in R.
//
// Per-thread indices T and their strides are the lattice's (LaneAffine.h,
// a refinement of ValueClass.h's lane index; here they meet the ranges,
// rows and byte sizes of an address):
//  - threadIdx.x, blockIdx.x * blockDim.x + threadIdx.x (plus any uniform):
//    distinct within a warp only for 1-D blocks (a warp of a block 16 wide
//    holds two threads with each threadIdx.x), assumed when nothing the
//    function can reach reads threadIdx.y/z or blockDim.y/z;
//  - the linear thread id `(threadIdx.z * blockDim.y + threadIdx.y) *
//    blockDim.x + threadIdx.x` (any arrangement), cooperative groups'
//    this_grid() and this_thread_block() thread_rank(): distinct for any
//    block shape;
//  - a loop variable starting from a threadIdx.x index and stepped only by
//    a multiple of blockDim.x (`i += blockDim.x`, `i += blockDim.x *
//    gridDim.x`): lanes of one warp are in one block, so their starts
//    differ by less than blockDim.x and no two lanes ever meet, even in
//    different iterations;
//  - a local every definition of which is one of these with the same
//    stride, assigned under conditions the whole warp shares.
//
// Rows: with a unit index T and a uniform M, `T % M` and `q * M + T % M`
// for any q computed from the row `T / M` alone (`inp[idx / C] * C +
// idx % C`, an embedding's gradient row) are distinct when M is a constant
// of at least 32 (a warp's 32 consecutive T have distinct remainders).
// `T & (M - 1)` for a power of two M is `T % M` (`threadIdx.x & 31`).
//
// Distinct in block rows: distinct whenever a warp lies in one row of the
// block, which blockDim.x being a multiple of 32 guarantees (a constant row
// pitch in a 2-D block, `threadIdx.x + threadIdx.y * 32`; threadIdx.x where
// blocks may be 2-D; a lane index plus values the same in a whole block
// row, `out + dst[ty] * F + tx`). strategy::distinct_in_rows tests
// blockDim.x, once, uniformly.
//
// Likely distinct: the same shapes where nothing the block's shape fixes
// decides (rows of a length M the code does not fix, helpers some of whose
// calls are only likely), increasing with the lane. The runtime's
// strategy::likely_distinct checks it per warp.
//
// Helpers: a pointer parameter of a __device__ function is as distinct as
// what every call of it passes, each judged in its caller.
//
// Assumed: index arithmetic does not wrap (signed overflow is undefined;
// an unsigned index would have to pass 2^32 or 2^64 elements).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_LANEDISTINCT_H
#define WARPAGG_LANEDISTINCT_H

#include "warpagg/analysis/LaneAffine.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace warpagg {

enum class LaneShape {
  Distinct,       ///< no two lanes of a warp can share the address
  /// Distinct whenever a warp lies in one row of the block (blockDim.x a
  /// multiple of 32), and increasing with the lane.
  DistinctInBlockRows,
  LikelyDistinct, ///< increasing with the lane for the usual launches
  Unknown,
};

/// The shape of the pointer \p Addr (an atomic's first argument) across the
/// lanes of a warp, evaluated in \p Function; of the lvalue \p Object's
/// address.
LaneShape laneShapeOfAddress(const clang::Expr *Addr,
                             const clang::FunctionDecl *Function,
                             clang::ASTContext &Context);
LaneShape laneShapeOfObject(const clang::Expr *Object,
                            const clang::FunctionDecl *Function,
                            clang::ASTContext &Context);

/// For an address that is a row's element at a remainder by a row length M
/// the code does not fix (`dwte + tok[idx / C] * C + idx % C`, C a run-time
/// value), everything else about it proven: M, for the address is distinct
/// in every lane exactly when M >= 32 (a warp's 32 consecutive indices have
/// distinct remainders). Null for any other address.
const clang::Expr *rowLengthForDistinctAddress(const clang::Expr *Addr,
                                               const clang::FunctionDecl *Function,
                                               clang::ASTContext &Context);
const clang::Expr *rowLengthForDistinctObject(const clang::Expr *Object,
                                              const clang::FunctionDecl *Function,
                                              clang::ASTContext &Context);

/// True when the pointer \p Addr (an atomic's first argument), evaluated in
/// \p Function, differs in every lane of a warp.
bool isLaneDistinctAddress(const clang::Expr *Addr,
                           const clang::FunctionDecl *Function,
                           clang::ASTContext &Context);

/// The same for the address of the lvalue \p Object (an atomic_ref's
/// referent).
bool isLaneDistinctObject(const clang::Expr *Object,
                          const clang::FunctionDecl *Function,
                          clang::ASTContext &Context);

} // namespace warpagg

#endif
