// warpagg/strategy.cuh -- the aggregation strategies an entry point can use.
#pragma once

namespace warpagg {

/// How the lanes of a warp that hit the same address are found and combined.
/// Every strategy is correct for every input; they differ only in cost.
enum class strategy {
  /// Default. Per call, looks at cheap evidence (neighbour-equality ballot,
  /// a few shuffle probes) and takes the plain atomic, `runs`, the uniform
  /// path or `match`. Cost: 1-3 shuffles + 1-2 ballots before the chosen path.
  adaptive,
  /// Match-free: neighbour compare, ballot of run heads, segmented scan within
  /// runs of equal consecutive addresses, one atomic per run. All-distinct
  /// warps fall through to the plain atomic. Best on sorted keys.
  runs,
  /// __match_any_sync on the address, scan among peers, one atomic per
  /// distinct address. Cost grows with the number of distinct addresses in
  /// the warp; best where duplicates are scattered over the warp.
  match,
  /// Precondition: every active lane passes the same address (e.g. one
  /// counter). One warp reduction, one atomic.
  uniform,
  /// Peer discovery by a shuffle + ballot loop (one iteration per distinct
  /// address), as before __match_any_sync existed. Reference strategy.
  ballot_loop
};

}  // namespace warpagg
