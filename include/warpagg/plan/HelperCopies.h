//===- HelperCopies.h - A __device__ helper decided per call site ----------===//
//
// A helper that wraps an atomic (`atomicAddX(float *a, float v) {
// atomicAdd(a, v); }`) is first decided for all its calls at once: its
// address is lane-distinct, already aggregated... only if it is so at every
// call. Its calls often differ: a flush loop passes `&dbias[i]` (distinct in
// every lane), another kernel `&out[key[i]]` (lanes may share it). Here each
// rewritten site of a helper is decided again at each call alone, and:
//  - every call gains: the helper is rewritten in place (as before);
//  - no call gains: the site is left alone, each call's reason said;
//  - they differ: a copy of the helper, named `<helper>_warpagg`, with the
//    atomics rewritten for the gaining calls, is emitted right after the
//    original's definition, and only those calls are renamed to call it.
//    The others keep calling the original, unchanged.
// Calls are judged where code runs: a call in a template's pattern only in
// its instantiations (a pattern never instantiated never runs), and a call
// whose text several instantiations share (one rename edits them all) gains
// only where every one of them gains, else keeps the original; it has one
// note, which says so.
// A copy is refused, with a note, where it could not be a faithful copy or
// its callers could not name it: a template or a member function (virtual
// included: the copy would need a declaration in its class), a recursive
// helper, one declaring static or __shared__ variables (a copy would not
// share them), one whose address is taken (its calls are not all visible;
// then no per-call decision at all), a gaining call in another file (a
// header's helper: the tool edits each file on its own), before the
// definition or through a macro, a name `<helper>_warpagg` already in use,
// default arguments on another declaration. Such a helper keeps the
// all-calls decision.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_HELPERCOPIES_H
#define WARPAGG_HELPERCOPIES_H

#include "warpagg/Site.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include <functional>
#include <vector>

namespace warpagg {

/// A site in a __device__ helper, rewritten by its all-calls decision.
struct HelperSiteNode {
  Site *S = nullptr;
  const clang::FunctionDecl *Helper = nullptr;
  /// The site decided anew as if \p Calls were the helper's only calls.
  std::function<Site(llvm::ArrayRef<const clang::CallExpr *>)> Redecide;
};

/// Decides the helpers of \p Nodes per call site (see above), changing
/// their sites' decisions and notes.
void planHelperCopies(std::vector<HelperSiteNode> &Nodes,
                      clang::ASTContext &Context);

} // namespace warpagg

#endif
