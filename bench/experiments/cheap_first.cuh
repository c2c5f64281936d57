// bench/experiments/cheap_first.cuh -- candidate default paths for issue 45,
// measured by bench/costmodel against the shipped strategies. Experiment-only:
// nothing here is included by the runtime.
//
//   neighbour_gate: one 32-bit shuffle from the previous active lane and one
//     vote; no lane equal to its neighbour -> the plain atomic, else
//     adaptive's match path. Misses duplicates that are not adjacent.
//   backoff: adaptive's match + vote, but after a call whose warp found no
//     peers a lane skips the test for the next `skip` calls (1, 2, 4, ... up
//     to Cap), issuing the plain atomic; a call that finds peers resets it.
//     The state lives in the caller (a register across a loop's iterations).
//     Correct for any state: a lane that skips never enters a collective, and
//     the lanes that test read __activemask() after the branch.
#pragma once

#include <warpagg/warpagg.cuh>

namespace warpagg_exp {
using namespace warpagg::detail;

template <class Op, class Scope, bool Ret, class T>
__device__ __forceinline__ T neighbour_gate(T* addr, T v) {
  const unsigned mask = __activemask();
  const unsigned lo = static_cast<unsigned>(addr_bits(addr));
  const int self = static_cast<int>(lane_id());
  int prev;
  unsigned before;
  if (mask == 0xffffffffu) {
    prev = self - 1;
    before = __shfl_up_sync(mask, lo, 1);
  } else {
    prev = highest_lane(mask & lanemask_lt());
    before = __shfl_sync(mask, lo, prev < 0 ? self : prev);
  }
  if (!__any_sync(mask, prev >= 0 && before == lo)) return native_apply<Op, Scope, Ret>(addr, v);
  return strategy_impl<warpagg::strategy::match>::template apply<Op, Scope, Ret>(mask, addr, v);
}

struct backoff_state {
  int skip = 0;
  int next = 1;
};

template <int Cap, class Op, class Scope, bool Ret, class T>
__device__ __forceinline__ T backoff(backoff_state& s, T* addr, T v) {
  if (s.skip > 0) {
    --s.skip;
    return native_apply<Op, Scope, Ret>(addr, v);
  }
  const unsigned mask = __activemask();
  const unsigned peers = __match_any_sync(mask, static_cast<unsigned>(addr_bits(addr)));
  if (!__any_sync(mask, (peers & lanemask_lt()) != 0u)) {
    s.skip = s.next;
    s.next = s.next * 2 > Cap ? Cap : s.next * 2;
    return native_apply<Op, Scope, Ret>(addr, v);
  }
  s.next = 1;
  return aggregate_peers<true, Op, Scope, Ret>(mask, addr, v, peers, issue_at_once(mask));
}

}  // namespace warpagg_exp

namespace warpagg_exp {

// nbr: the neighbour compare first; no lane joins its neighbour -> plain;
// the whole warp one run -> the uniform path; at least RunLanes lanes join
// (sorted keys) -> the run scan; a few joins (sorted keys with little
// sharing, or scattered duplicates) -> the distinct estimate picks the match
// path (few distinct) or the run scan (many).
template <int RunLanes, class Op, class Scope, bool Ret, class T>
__device__ __forceinline__ T nbr(T* addr, T v) {
  const unsigned mask = __activemask();
  const unsigned long long a = addr_bits(addr);
  const unsigned lo = static_cast<unsigned>(a);
  const int self = static_cast<int>(lane_id());
  const int prev = mask == 0xffffffffu ? self - 1 : highest_lane(mask & lanemask_lt());
  const unsigned before =
      mask == 0xffffffffu ? __shfl_up_sync(mask, lo, 1) : __shfl_sync(mask, lo, prev < 0 ? self : prev);
  const bool joins_lo = prev >= 0 && before == lo;
  const unsigned joined_lo = __ballot_sync(mask, joins_lo);
  if (joined_lo == 0u) return native_apply<Op, Scope, Ret>(addr, v);
  const int n = __popc(mask);
  const int joins = __popc(joined_lo);
  if (joins < RunLanes && !(n >= 8 && few_distinct<85>(mask, a, n)))
    ;  // many distinct: the run scan below
  else if (joins < RunLanes)
    return strategy_impl<warpagg::strategy::match>::template apply<Op, Scope, Ret>(mask, addr, v);
  // The run scan needs the full 64-bit comparison (low bits equal across a
  // 4 GiB boundary are not the same address).
  const run_info r = find_runs(mask, a);
  if (__popc(r.joined) == n - 1) return aggregate_uniform<Op, Scope, Ret>(mask, addr, v);
  return aggregate_runs<Op, Scope, Ret>(mask, addr, v, r);
}

// gated: a launch of fewer than Threads threads (about Threads / 132 per SM
// on an H100 / H200) issues the plain atomic; otherwise nbr.
template <unsigned long long Threads, class Op, class Scope, bool Ret, class T>
__device__ __forceinline__ T gated(T* addr, T v) {
  const unsigned long long threads =
      static_cast<unsigned long long>(gridDim.x) * gridDim.y * gridDim.z * blockDim.x * blockDim.y * blockDim.z;
  if (threads < Threads) return native_apply<Op, Scope, Ret>(addr, v);
  return nbr<8, Op, Scope, Ret>(addr, v);
}

}  // namespace warpagg_exp
