//===- DeferSafety.h - May an atomic be issued later than written? ---------===//
//
// A fused group (plan/Grouping.h) issues its atomics at the group's commit,
// after the last site, instead of where each is written. That keeps the
// program's meaning when nothing the thread does in between can observe or
// order the difference: no other atomic, fence, barrier or inline assembly;
// no store except to the thread's own variables; no load that may read a
// location the deferred atomics write (checked by variable, by memory space
// and by type: a load of another type cannot alias, C++'s aliasing rule);
// calls only of functions whose bodies pass the same test (CUDA's math and
// warp intrinsics pass).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_DEFERSAFETY_H
#define WARPAGG_DEFERSAFETY_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace warpagg {

/// What the deferred atomics write.
struct DeferredTargets {
  /// The variables their addresses derive from (pointer bases, arrays).
  llvm::SmallPtrSet<const clang::VarDecl *, 8> Bases;
  /// Their value types (canonical, unqualified; vector types also add their
  /// component type).
  llvm::SmallVector<clang::QualType, 8> Types;
  /// Every target is a __global__ kernel's pointer parameter or a
  /// __device__ variable: global memory, which a __shared__ load never reads.
  bool AllGlobal = true;
};

/// Whether the atomics of \p Targets may be issued after \p S instead of
/// before it; when not, \p Why says what in S prevents it.
bool canDeferPast(const clang::Stmt *S, const DeferredTargets &Targets,
                  clang::ASTContext &Context, std::string &Why);

} // namespace warpagg

#endif
