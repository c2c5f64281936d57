// bench/experiments/adaptive_kinds.cuh -- the per-warp policies adaptive used
// or was compared with before issue 45 (bench.cu's tune/adaptive_K_R_M rows,
// bench/costmodel's `old` and `est` variants). Experiment-only: the runtime
// does not include it.
//   kind 0: neighbours first (runs if at least RunsPct% of lanes continue a
//     run), then the distinct estimate (match if at most MatchPct% of the
//     buckets all-distinct addresses would fill), else runs;
//   kind 1: always the match path (the default until 2026-11-29);
//   kind 2: neighbours first, else the match path;
//   kind 3: the distinct estimate first (plain if many), else kind 1.
// Measured: bench/results/2026-11-22-h100-runtime-experiments.md,
// 2026-11-29-h200-cost-model.md.
#pragma once

#include <warpagg/warpagg.cuh>

namespace warpagg {
namespace detail {

template <int Kind, int RunsPct, int MatchPct> struct adaptive_policy {
  template <class Op, class Scope, bool Ret, bool OncePerThread = false, class T>
  static WARPAGG_DEVICE T apply(unsigned mask, T* addr, T v) {
    using match_path = strategy_impl<strategy::match>;
    using distinct = distinct_issue<OncePerThread, Op, Scope, T>;
    if constexpr (Kind == 1 || Kind == 3) {
#if WARPAGG_ARCH >= 800
      if constexpr (Kind == 3) {
        const int n = __popc(mask);
        if (n >= 8 && !few_distinct<MatchPct>(mask, addr_bits(addr), n))
          return distinct(mask).template apply<Op, Scope, Ret>(mask, addr, v);
      }
#endif
      return match_path::template apply<Op, Scope, Ret, distinct>(mask, addr, v);
    } else {
      const unsigned long long a = addr_bits(addr);
      const run_info r = find_runs(mask, a);
      const int n = __popc(mask);
      const int joined = __popc(r.joined);
      if (joined == n - 1) return aggregate_uniform<Op, Scope, Ret>(mask, addr, v);
      if (joined * 100 >= RunsPct * n) return aggregate_runs<Op, Scope, Ret>(mask, addr, v, r);
      if (Kind == 2 || (n >= 8 && few_distinct<MatchPct>(mask, a, n)))
        return match_path::template apply<Op, Scope, Ret>(mask, addr, v);
      return aggregate_runs<Op, Scope, Ret>(mask, addr, v, r);
    }
  }
};

}  // namespace detail
}  // namespace warpagg
