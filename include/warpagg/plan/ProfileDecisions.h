//===- ProfileDecisions.h - Decisions from what a profile measured ---------===//
//
// A static analysis sees neither the launch nor the data; a profile of the
// user's own workload (frontend/ProfileFile.h, issue 28) measured both. With
// one (--profile, the .warpagg key Profile:), after the static decisions of
// a translation unit and before privatization and grouping:
//  - a site the profile has no entry for, or whose entry is stale (same
//    file and line, another text hash: the call was edited since), keeps
//    its static decision, with a note saying so;
//  - a rewritten site whose warps almost never had a peer (MinPeerShare) is
//    left alone: profile-no-peers, the measured share in the reason;
//  - a rewritten site measured mostly in launches of at most 256 threads
//    per SM, on a wide key span (MaxContendedSpan), is left alone:
//    profile-latency-bound;
//  - a rewritten site with peers gets the strategy of its measured shape:
//    mostly uniform -> likely_uniform (checked per warp: `uniform` needs a
//    proof), mostly sorted runs -> runs, else adaptive. A strategy proven
//    (uniform) or chosen by the user (--strategy, Strategy:) is kept;
//  - a site left alone for a reason of safety or meaning (user-defined,
//    shared-memory, lane-distinct, ...) stays alone, whatever was measured.
// Privatization (plan/Privatization.h) then asks measuredWithPeers() where
// its only objection is the "maybe rare" guess of a data-dependent guard,
// and refuses tables whose sites the profile saw without peers, and bounds
// with the measured keys (SiteMeasurement::KeyLow, KeyHigh) a table whose
// keys it cannot prove small, behind a run-time guard; a fused
// group whose sites were all mostly uniform becomes a likely_uniform_group
// (applyProfileToGroups).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_PROFILEDECISIONS_H
#define WARPAGG_PROFILEDECISIONS_H

#include "warpagg/Site.h"
#include "warpagg/options/RewriteOptions.h"
#include <vector>

namespace warpagg {

/// Aggregation pays only where lanes share addresses: below this share of
/// warp executions with a peer, its discovery costs every execution and
/// saves almost nothing (a grid-stride loop at 256 threads per SM measured
/// 1.5-2.1x slower on rarely shared keys, docs/measurements.md), so the
/// site is left alone.
constexpr double MinPeerShare = 0.02;

/// Nor where the peers are so few that one atomic per distinct address
/// saves little of the atomics: below this share of them saved (1 - mean
/// distinct addresses / mean active lanes), the site is left alone too. The
/// break-even measured for the default strategy: 29 addresses in a warp of
/// 32 (9% saved) ran 0.93-1.01x plain on full warps and 0.99-1.07x on
/// partial ones, 24 (25% saved) 0.80-1.00x (H200,
/// bench/results/2026-11-29-h200-cost-model.md); a Lennard-Jones fused group
/// with 2% saved ran 7-11% slower (2026-11-26-h200-profile.md).
constexpr double MinAtomicsSaved = 0.10;

/// In a launch of at most 256 threads (8 warps) per SM (a persistent grid-
/// stride loop), a plain atomic on a rarely contended address is fire-and-
/// forget while the aggregation's shuffles and votes sit on every
/// iteration's path: sorted keys of 1M cells (runs of 10) ran 0.78x plain
/// aggregated and 0.87x with a hand-written segmented reduction (H200,
/// bench/results/2026-11-26-h200-static-shapes.md). Only contention across
/// warps makes the plain atomic slow there: a key span of at most this many
/// elements (keys16, a 256-bin histogram: 4-30x faster aggregated,
/// docs/profiles.md) counts as contended. A site measured at least
/// MostlyShare in such launches, not mostly uniform (the uniform path gained
/// everywhere measured), on a wider span is left alone:
/// profile-latency-bound. (No span between 256 and 1M elements has been
/// measured: the limit is a round number between them.)
constexpr uint64_t MaxContendedSpan = 4096;

/// The share of executions a shape must reach to name the site's strategy
/// (mostly uniform, mostly runs); below it the adaptive default, which
/// chooses per warp, is the safer bet.
constexpr double MostlyShare = 0.9;

/// Applies the profile of \p Options (none: nothing) to \p Sites, one
/// translation unit's: sets Site::Measured and Site::ProfileNote, leaves
/// alone the sites without peers, and names the measured strategies.
void applyProfile(const std::vector<Site *> &Sites,
                  const RewriteOptions &Options);

/// Whether the profile measured \p S executing, and how often with peers.
bool measuredWithPeers(const Site &S);
bool measuredWithoutPeers(const Site &S);

/// Where every site of a fused group was measured mostly uniform: the
/// group checks that once per warp (likely_uniform_group) instead of
/// discovering peers. \p Sites: one translation unit's, groups formed.
void applyProfileToGroups(const std::vector<Site *> &Sites);

/// "1234 warp executions: 97.2% with peers, 31.5 active lanes and 1.1
/// distinct addresses on average, 95.0% uniform, 0.0% contiguous, 2.0%
/// runs, key span 1": what the reports show beside a decision.
std::string measurementSummary(const SiteMeasurement &M);

/// "0..255": the lowest and highest key (index into the site's table) that
/// \p M measured; only where M.HasKeyBounds.
std::string keyBounds(const SiteMeasurement &M);
/// "256": how many keys KeyLow..KeyHigh are (up to 2^64, never wrapped);
/// only where M.HasKeyBounds.
std::string keyCount(const SiteMeasurement &M);

/// 0.0123 -> "1.2%".
std::string percent(double Share);

} // namespace warpagg

#endif
