//===- Privatization.h - Block-private copies of small tables --------------===//
//
// Warp aggregation cannot remove the contention of many warps hitting the
// same few addresses; a block-private copy of the table in shared memory can:
// the kernel's atomics update the copy, and each block flushes the entries it
// changed with one atomic each (runtime/include/warpagg/private_table.cuh).
//
// Per kernel, per table (a pointer parameter or a `__device__` variable that
// its reduction atomics index directly: `&t[k]`, `t + k`, `t`, `&g`), the
// table is privatized when
//   - every index is proven to lie in a small range (analysis/KeyRange.h), or
//     the site's line says `// warpagg: keys=N`, or the table is a statically
//     sized `__device__` array (an index past it is already out of bounds);
//     a table of one (no index) qualifies; or, where none of these holds,
//     a profile measured the site's keys (SiteMeasurement::KeyLow..KeyHigh,
//     relative to the table) within the budget: the table is then guarded
//     (every site goes through warpagg::private_or_global, keys outside
//     the measured ones take the global atomic, so the rewrite is correct
//     on data the profile did not see) and its copy covers exactly the
//     keys; profile-span-large where they do not fit, and
//     profile-base-unnamed for a site measured within a small span whose
//     address is no table the rewrite can name (analysis/TableRef.h);
//   - only these atomics touch it (analysis/TableUse.h), all of one
//     operation and scope, results unused, on a type CUDA's shared-memory
//     atomics take;
//   - the kernel's barriers allow the two added ones (analysis/KernelSync.h);
//   - the kernel's tables fit --privatize-budget bytes together.
//   - a one-address counter run once per thread behind a condition that
//     reads data is not (analysis/DataGuard.h: maybe-rare) unless a
//     '// warpagg: privatize' comment asks;
//   - a template kernel's instantiations all agree (one text serves them:
//     same key range and op, the element type the same or spelled with a
//     template parameter, the same edits), else none is (template-differs).
// Otherwise each site is reported with the reason (Site::NotPrivatizedCode):
// range-unknown, table-used, mixed-ops, result-used, not-a-kernel, template
// (not instantiated in the file), template-differs, maybe-rare, in-header,
// macro, unsupported-type, budget, directive, profile-span-large,
// profile-base-unnamed, and KernelSync's.
//
// The rewrite: the kernel's body gets, after its '{', the shared copies,
// their zeroing and a barrier; before its '}', a barrier and the flushes.
// A body with a `return` becomes an immediately invoked lambda
// (`[&]() { ...body... }();`) so that threads that return still reach the
// flush. The sites' table operands name the copy instead; the atomics stay
// CUDA's shared-memory atomics (a float on one address: the runtime's uniform
// reduction, since a shared float add is a CAS loop per lane).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_PRIVATIZATION_H
#define WARPAGG_PRIVATIZATION_H

#include "warpagg/plan/Grouping.h"
#include "warpagg/options/RewriteOptions.h"
#include <vector>

namespace warpagg {

/// Decides privatization for the sites of one translation unit: sets
/// Site::Private on the sites of privatized tables (they are then rewritten,
/// not fused) and Site::NotPrivatizedCode on the others of tables considered.
void planPrivatization(std::vector<SiteNode> &Nodes, clang::ASTContext &Context,
                       const RewriteOptions &Options);

/// Codes of refusals reported only in JSON and --stats: too common to note
/// on every site (a random scatter, a helper function's atomic).
bool isQuietPrivatizationCode(llvm::StringRef Code);

} // namespace warpagg

#endif
