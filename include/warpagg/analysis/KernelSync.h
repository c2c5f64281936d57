//===- KernelSync.h - Barriers, grid syncs and clusters in a kernel --------===//
//
// Privatization adds a barrier after the kernel's first statement-to-be and
// one before its flush, which every thread of the block reaches (threads that
// return early included: the body returns to the flush). That is sound when
// the kernel's own barriers are reached by every thread or by none, and no
// thread that returned early can meet another thread's body barrier at the
// flush's. Refused, with a reason:
//   divergent-barrier  a block barrier (__syncthreads*, a cooperative-groups
//                      block sync, bar.sync in inline PTX, a call of a
//                      function that has one) under a condition or loop not
//                      proven uniform
//   barrier-after-return  such a barrier after (or in a loop with) a return
//   grid-sync          a cooperative-groups grid sync (this_grid)
//   cluster            a thread-block cluster (__cluster_dims__, this_cluster,
//                      cluster barriers): blocks share their shared memory
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_KERNELSYNC_H
#define WARPAGG_KERNELSYNC_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include <string>
#include <utility>

namespace warpagg {

/// True when the statement \p S is itself a wait of the whole block: a
/// __syncthreads*, bar.sync in inline PTX, a cooperative-groups block sync,
/// or a call of a function of the file that has one.
bool isBlockBarrier(const clang::Stmt *S);
/// True when \p S is a wait of the whole block that every thread executes
/// there: the toolkit's __syncthreads* or cooperative-groups block sync
/// called at \p S, or bar.sync in inline PTX; not a call of a function of
/// the file that has one (it may wait on some paths only), nor a
/// cuda::barrier's wait (its phases count the threads it was made for).
bool isToolchainBlockBarrier(const clang::Stmt *S);

/// {reason code, reason} of the first problem in \p Kernel, or empty codes.
std::pair<std::string, std::string>
kernelSyncProblem(const clang::FunctionDecl *Kernel, clang::ASTContext &Context);

} // namespace warpagg

#endif
