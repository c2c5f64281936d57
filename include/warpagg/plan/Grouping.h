//===- Grouping.h - Fuse atomics that share a key into one group -----------===//
//
// Real kernels update several arrays at addresses derived from one key (four
// deposits per particle, three force components per atom). Rewritten one by
// one, each call pays its own peer discovery and reduction; fused, the warp
// discovers its peers once, reduces all values in one pass and one leader
// issues every atomic (runtime/include/warpagg/group.cuh):
//
//   atomicAdd(&rho[c], w);        warpagg::group<warpagg::op::add, float, float> wa_group_7; wa_group_7.put<0>(&rho[c], w);
//   atomicAdd(&jx[c], w * vx);    wa_group_7.put<1>(&jx[c], w * vx); wa_group_7.commit();
//
// Sites form one group when, in one block of statements, in order:
//  - each is a rewritten reduction (result unused) written as a statement of
//    its own, all of one operation and scope;
//  - their addresses are injective functions of the same key
//    (analysis/AddressKey.h), or all proven the same in every lane (then the
//    group is a uniform_group: no discovery at all);
//  - the statements between them are straight-line (no branch, jump or
//    label, and loops only with the same trip count in every lane: every
//    lane that reaches the first site reaches the last, together) and
//    neither change the key nor observe the deferred atomics
//    (analysis/DeferSafety.h); neither do the later sites' own arguments.
// Sites whose value type depends on a template parameter stay unfused (the
// group names its types), and so do sites inside such a loop together with
// sites outside it (a group's slots are fixed; the loop's own sites may form
// their own group in its body).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_GROUPING_H
#define WARPAGG_GROUPING_H

#include "warpagg/Site.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <vector>

namespace warpagg {

/// A site with the AST nodes grouping looks at, valid while the AST lives.
struct SiteNode {
  Site *S = nullptr;
  const clang::CallExpr *Call = nullptr;
  const clang::FunctionDecl *Function = nullptr;
  clang::QualType Value; ///< the atomic's value type
  /// Which argument of Call is the address: 0, or 1 for a wrapper taking
  /// (value, address) (find/AtomicWrapper.h).
  unsigned AddressArg = 0;
  const clang::Expr *address() const { return Call->getArg(AddressArg); }
};

/// Sets Site::Group on the sites of \p Nodes (one translation unit's) that
/// form groups.
void formGroups(std::vector<SiteNode> &Nodes, clang::ASTContext &Context);

} // namespace warpagg

#endif
