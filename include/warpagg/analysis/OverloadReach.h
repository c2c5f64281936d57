//===- OverloadReach.h - Would the runtime's fallback find this overload? --===//
//
// A call in a template can resolve to CUDA's atomic for some instantiations
// (float, double) and to a project's own overload for others (a half or
// complex type): `atomicAdd(&out[k], v)` in a scatter kernel dispatched over
// several types. The rewrite then calls warpagg::reduce_add_or_overload
// (runtime or_overload.cuh), which aggregates the first and, for the others,
// makes the unqualified call atomicAdd(addr, v) itself. That call is looked
// up from the runtime header, not from the template: ordinary lookup sees
// the global functions declared before the header's #include, and
// argument-dependent lookup the namespaces of the arguments' types. This
// decides whether the overload an instantiation chose is found there, and
// that nothing the template could not see is: the template's own unqualified
// lookup must reach the global scope (no atomicAdd of an enclosing namespace
// or class in between).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_OVERLOADREACH_H
#define WARPAGG_OVERLOADREACH_H

#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include <optional>
#include <string>

namespace warpagg {

/// Where the runtime's fallback call finds the overload.
struct OverloadReach {
  /// The first offset of the site's file where an #include of the runtime
  /// has ordinary lookup find it (one past its declaration, or past the
  /// #include that brings it); 0: anywhere (argument-dependent lookup, or
  /// declared before the file).
  std::optional<unsigned> RuntimeFrom;
  std::string WhyNot; ///< when RuntimeFrom is unset
};

/// For \p Call, an unqualified call in the template instantiation
/// \p Function that resolved to \p Callee: where an unqualified call with
/// the same arguments, made from a header included into \p SiteFile, finds
/// the same callee and no candidate the template could not see.
OverloadReach overloadReach(const clang::CallExpr &Call,
                            const clang::FunctionDecl &Callee,
                            const clang::FunctionDecl &Function,
                            clang::FileID SiteFile,
                            const clang::SourceManager &SM);

} // namespace warpagg

#endif
