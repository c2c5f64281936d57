//===- ProfileDecisions.cpp -----------------------------------------------===//
#include "warpagg/plan/ProfileDecisions.h"

#include "warpagg/frontend/ParseInputs.h"
#include "warpagg/frontend/ProfileFile.h"
#include "llvm/Support/FormatVariadic.h"
#include <map>

namespace warpagg {
namespace {

double peerShare(const SiteMeasurement &M) { return M.share(M.WithPeers); }

// The share of the atomics that one per distinct address would save.
double atomicsSaved(const SiteMeasurement &M) {
  return M.Lanes ? 1.0 - double(M.Addresses) / double(M.Lanes) : 0.0;
}

// Too few peers for aggregation to pay (MinPeerShare, MinAtomicsSaved).
bool fewPeers(const SiteMeasurement &M) {
  return peerShare(M) < MinPeerShare || atomicsSaved(M) < MinAtomicsSaved;
}

bool mostlyUniform(const SiteMeasurement &M) {
  return M.share(M.Uniform) >= MostlyShare;
}

// Mostly in launches too small to hide the aggregation's latency, on keys
// too many to contend across warps (MaxContendedSpan).
bool latencyBound(const SiteMeasurement &M) {
  return M.share(M.LowOccupancy) >= MostlyShare && !mostlyUniform(M) &&
         M.KeySpan > MaxContendedSpan;
}

// Of the executions with peers, those whose sharers were consecutive lanes
// (a uniform warp is one run).
bool mostlyRuns(const SiteMeasurement &M) {
  return M.WithPeers &&
         double(M.Uniform + M.Runs) >= MostlyShare * double(M.WithPeers);
}

// The strategy the measured shape asks for ("adaptive": none in particular)
// and why.
std::pair<std::string, std::string> measuredStrategy(const SiteMeasurement &M) {
  if (mostlyUniform(M))
    return {"likely_uniform",
            "the profile measured one address in every lane in " +
                percent(M.share(M.Uniform)) +
                " of its warp executions (checked per warp)"};
  if (mostlyRuns(M))
    return {"runs", "the profile measured lanes sharing an address as "
                    "consecutive runs in " +
                        percent(double(M.Uniform + M.Runs) /
                                double(M.WithPeers)) +
                        " of its warp executions with peers"};
  return {"adaptive", ""};
}

// The decision for one site that the profile measured executing. Its note
// says what was measured and what the profile changed, if anything.
void decideMeasured(Site &S, const SiteMeasurement &M,
                    const RewriteOptions &Options) {
  S.ProfileNote = "measured " + measurementSummary(M);
  // A site left alone statically stays so here: safety and meaning (a
  // project's own overload, shared memory, lanes proven distinct, ...) are
  // not the profile's to overturn, and the one guess it does overturn,
  // privatization's "maybe rare", is privatization's (Privatization.cpp).
  if (!S.Rewrite)
    return;
  if (fewPeers(M)) {
    S.leaveAlone("profile-no-peers",
                 "the profile measured a lane sharing its address with "
                 "another in " +
                     percent(peerShare(M)) + " of " +
                     std::to_string(M.Executions) +
                     " warp executions, one atomic per address saving " +
                     percent(atomicsSaved(M)) + " of them (below " +
                     percent(MinPeerShare) + " or " +
                     percent(MinAtomicsSaved) +
                     "): aggregation would cost every call and save "
                     "almost nothing");
    S.ProfileNote += "; left alone";
    return;
  }
  // A proven strategy, and one the user chose, stand.
  if (S.Strategy == "uniform" || Options.Strategy != "adaptive")
    return;
  if (latencyBound(M)) {
    S.leaveAlone("profile-latency-bound",
                 "the profile measured " + percent(M.share(M.LowOccupancy)) +
                     " of its warp executions in launches of at most 256 "
                     "threads per SM, where the plain atomic's latency is "
                     "hidden and the aggregation's is not, over a key span "
                     "of " +
                     std::to_string(M.KeySpan) + " elements (above " +
                     std::to_string(MaxContendedSpan) +
                     ": warps rarely contend): aggregation would cost more "
                     "than it saves");
    S.ProfileNote += "; left alone";
    return;
  }
  auto [Strategy, Why] = measuredStrategy(M);
  if (Strategy == S.Strategy)
    return;
  if (Strategy == "adaptive")
    Why = "the profile measured no shape that one strategy serves better";
  S.Strategy = Strategy;
  S.StrategyWhy = Why;
  S.ProfileNote += "; " + Strategy + " strategy";
}

} // namespace

std::string percent(double Share) {
  return llvm::formatv("{0:f1}%", Share * 100).str();
}

std::string measurementSummary(const SiteMeasurement &M) {
  std::string Out =
      llvm::formatv("{0} warp execution{1}: {2} with peers, {3:f1} active "
                    "lanes and {4:f1} distinct addresses on average, {5} "
                    "uniform, {6} contiguous, {7} runs",
                    M.Executions, M.Executions == 1 ? "" : "s",
                    percent(peerShare(M)), M.meanLanes(), M.meanAddresses(),
                    percent(M.share(M.Uniform)),
                    percent(M.share(M.Contiguous)), percent(M.share(M.Runs)))
          .str();
  if (M.KeySpan)
    Out += ", key span " + std::to_string(M.KeySpan);
  if (M.HasKeyBounds)
    Out += ", keys " + keyBounds(M);
  if (M.LowOccupancy)
    Out += ", " + percent(M.share(M.LowOccupancy)) +
           " in launches of at most 256 threads per SM";
  return Out;
}

std::string keyBounds(const SiteMeasurement &M) {
  return std::to_string(M.KeyLow) + ".." + std::to_string(M.KeyHigh);
}

std::string keyCount(const SiteMeasurement &M) {
  return M.keyDistance() == UINT64_MAX ? "18446744073709551616"
                                       : std::to_string(M.keyDistance() + 1);
}

bool measuredWithPeers(const Site &S) {
  return S.Measured && S.Measured->Executions && !fewPeers(*S.Measured);
}

bool measuredWithoutPeers(const Site &S) {
  return S.Measured && S.Measured->Executions && fewPeers(*S.Measured);
}

void applyProfile(const std::vector<Site *> &Sites,
                  const RewriteOptions &Options) {
  if (!Options.ProfileData)
    return;
  const Profile &P = *Options.ProfileData;
  for (Site *S : Sites) {
    S->Measured.reset();
    std::string File = normalizedPath(S->File);
    const ProfileEntry *E =
        S->TextHash.empty() ? nullptr : P.find(File, S->Line, S->TextHash);
    if (!E) {
      // The key, for matching profiles by hand.
      std::string Key = "key " + File + ":" + std::to_string(S->Line) +
                        ", hash " +
                        (S->TextHash.empty() ? "none" : S->TextHash);
      S->ProfileNote =
          P.hasLine(File, S->Line)
              ? "the profile is stale for this site (its entry for this "
                "line measured another text of the call; " +
                    Key +
                    "): the static decision stands; profile the current "
                    "source again"
              : "not in the profile (no profiled run reached an "
                "instrumented build of it; " +
                    Key + "): the static decision stands";
      continue;
    }
    if (E->Counts.Executions == 0) {
      S->ProfileNote = "in the profile, never executed by the profiled "
                       "runs: the static decision stands";
      continue;
    }
    S->Measured = E->Counts;
    decideMeasured(*S, E->Counts, Options);
  }
}

void applyProfileToGroups(const std::vector<Site *> &Sites) {
  std::map<std::string, std::vector<Site *>> Groups;
  for (Site *S : Sites)
    if (S->Rewrite && S->Group && !S->Group->LikelyUniform &&
        !S->Group->Key.empty())
      Groups[S->Group->Variable].push_back(S);
  constexpr llvm::StringLiteral Plain = "warpagg::group<";
  constexpr llvm::StringLiteral Keyed = "warpagg::keyed_group<";
  for (auto &[Variable, Members] : Groups) {
    if (!llvm::all_of(Members, [](const Site *S) {
          return S->Measured && mostlyUniform(*S->Measured);
        }))
      continue;
    for (Site *S : Members) {
      GroupSlot &G = *S->Group;
      if (llvm::StringRef(G.Type).starts_with(Plain))
        G.Type = "warpagg::likely_uniform_group<" + G.Type.substr(Plain.size());
      else if (llvm::StringRef(G.Type).starts_with(Keyed))
        G.Type = "warpagg::keyed_likely_uniform_group<" +
                 G.Type.substr(Keyed.size());
      else
        break;
      G.LikelyUniform = true;
      S->ProfileNote += "; its group checks for one address per warp "
                        "(likely_uniform_group)";
    }
  }
}

} // namespace warpagg
