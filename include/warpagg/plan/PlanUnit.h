//===- PlanUnit.h - The decisions that span a translation unit's sites ----===//
//
// What runs once find has decided each site alone, while the unit's AST is
// alive, in this order (each step takes the decisions of the ones before):
//   1. helpers decided per call site (HelperCopies.h);
//   2. what a profile measured (ProfileDecisions.h), before the steps below
//      take the sites it leaves alone;
//   3. block-private tables (Privatization.h); a privatized site joins no
//      group;
//   4. fused groups (Grouping.h) and the profile's word on them.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_PLANUNIT_H
#define WARPAGG_PLANUNIT_H

#include "warpagg/find/SiteFinder.h"
#include "warpagg/options/RewriteOptions.h"

namespace warpagg {

/// Takes \p Unit's sites through the steps above under \p Options.
void planUnit(FoundUnit &Unit, const RewriteOptions &Options);

} // namespace warpagg

#endif
