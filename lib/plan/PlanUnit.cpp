//===- PlanUnit.cpp - The decisions that span a translation unit's sites --===//
#include "warpagg/plan/PlanUnit.h"

#include "warpagg/plan/Grouping.h"
#include "warpagg/plan/HelperCopies.h"
#include "warpagg/plan/Privatization.h"
#include "warpagg/plan/ProfileDecisions.h"

namespace warpagg {

namespace {

/// Step 1: each helper's sites per call site, before the steps that take
/// decided sites.
void decideHelpersPerCall(FoundUnit &Unit) {
  std::vector<HelperSiteNode> Helpers;
  for (FoundSite &F : Unit.Found)
    if (F.Redecide)
      Helpers.push_back(
          {&Unit.Sites[F.Index], F.Function, std::move(F.Redecide)});
  if (Unit.Context)
    planHelperCopies(Helpers, *Unit.Context);
}

/// The sites a kernel-wide step may take: a copy's sites are rewritten in
/// the copy's text, where no kernel-wide privatization or group reaches.
std::vector<SiteNode> kernelWideNodes(FoundUnit &Unit) {
  std::vector<SiteNode> Nodes;
  for (const FoundSite &F : Unit.Found)
    if (!Unit.Sites[F.Index].Copy)
      Nodes.push_back(
          {&Unit.Sites[F.Index], F.Call, F.Function, F.Value, F.AddressArg});
  return Nodes;
}

} // namespace

void planUnit(FoundUnit &Unit, const RewriteOptions &Options) {
  decideHelpersPerCall(Unit);
  std::vector<Site *> UnitSites;
  for (const FoundSite &F : Unit.Found)
    UnitSites.push_back(&Unit.Sites[F.Index]);
  applyProfile(UnitSites, Options);
  std::vector<SiteNode> Nodes = kernelWideNodes(Unit);
  if (Options.Privatize && Unit.Context)
    planPrivatization(Nodes, *Unit.Context, Options);
  llvm::erase_if(Nodes,
                 [](const SiteNode &N) { return N.S->Private.has_value(); });
  if (Options.Fuse && Options.Strategy == "adaptive" && Unit.Context) {
    formGroups(Nodes, *Unit.Context);
    applyProfileToGroups(UnitSites);
  }
}

} // namespace warpagg
