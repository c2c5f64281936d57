// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/profiling/counting.cuh -- the device side of --instrument's
// profiles: each site's counters (site_counts, in host memory the device
// updates) and seen(), which counts one warp execution of a site and returns
// its address unchanged. Use: profile.cuh.
//
// Preconditions: sm_70 or newer (__match_any_sync); every lane that makes
// the call calls seen() with the lanes that make it together.
// Cost: per warp execution of a profiled call, one match, four votes, one
// shuffle and four reductions (a 32-step shuffle loop below sm_80), and one
// lane's 7 to 11 device-scope atomics on host memory over the bus (with a
// table: four more reductions and two more atomics, for the keys): a
// profiling build, many times slower on hot atomics, never a release build.
#pragma once

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 700
#error "warpagg/profiling/profile.cuh needs sm_70 or newer (__match_any_sync)"
#endif

namespace warpagg {
namespace profile {

/// One site's counters, in host memory, updated by the device. Each is a
/// sum over the site's warp executions (one per warp per time the call
/// runs), except element_bytes (the largest sizeof seen) and the address
/// bounds (for key_span) and the key bounds (for key_low and key_high).
struct site_counts {
  unsigned long long executions; ///< warp executions of the call
  unsigned long long lanes;      ///< active lanes
  unsigned long long addresses;  ///< distinct addresses among them
  unsigned long long with_peers; ///< executions where some lanes share one
  unsigned long long uniform;    ///< >1 lane, all on one address
  unsigned long long contiguous; ///< >1 lane, each the previous + sizeof
  unsigned long long runs;       ///< peers, not uniform, sharing lanes adjacent
  unsigned long long element_bytes;
  unsigned long long min_address; ///< ~0 until the first execution
  unsigned long long max_address;
  /// Executions in launches of at most 256 threads (8 warps) per SM
  /// (%nsmid): latency-bound, where a plain atomic's cost is hidden.
  unsigned long long low_occupancy;
  long long min_key; ///< LLONG_MAX until an execution passed its table
  long long max_key; ///< LLONG_MIN until then
};

/// Each site's counters are kept in this many copies, a warp updating the
/// copy of its SM (%smid modulo the count) and the writer summing them: the
/// updates are atomics on mapped host memory, which travel over the bus one
/// by one, and warps of every SM on one address serialize there (the real-
/// shapes suite ran 1,000-10,000x slower than plain with one copy).
constexpr unsigned stripes = 128;

/// A profiled site as the tool saw it: the key (the original source's
/// absolute path, the line, the hash of the call's text) and what the
/// profile shows beside it. element_bytes is 0 where the tool did not know
/// it (a template); the device's sizeof is taken then.
struct site_info {
  const char *file;
  unsigned line;
  const char *hash;
  const char *function;
  const char *call;
  unsigned element_bytes;
};

namespace detail {

/// The lowest and highest of \p v over the lanes of \p active.
__device__ __forceinline__ void warp_bounds(unsigned active, unsigned long long v,
                                            unsigned long long &lowest,
                                            unsigned long long &highest) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  const unsigned hi = static_cast<unsigned>(v >> 32), lo = static_cast<unsigned>(v);
  const unsigned min_hi = __reduce_min_sync(active, hi);
  const unsigned max_hi = __reduce_max_sync(active, hi);
  const unsigned min_lo = __reduce_min_sync(active, hi == min_hi ? lo : ~0u);
  const unsigned max_lo = __reduce_max_sync(active, hi == max_hi ? lo : 0u);
  lowest = (static_cast<unsigned long long>(min_hi) << 32) | min_lo;
  highest = (static_cast<unsigned long long>(max_hi) << 32) | max_lo;
#elif defined(__CUDA_ARCH__)
  lowest = highest = v;
  for (unsigned m = active; m != 0u; m &= m - 1u) {
    const unsigned long long other = __shfl_sync(active, v, __ffs(m) - 1);
    lowest = other < lowest ? other : lowest;
    highest = other > highest ? other : highest;
  }
#else
  (void)active;
  lowest = highest = v;
#endif
}

/// seen()'s counting; \p keyed: \p key is the element's index in its table.
template <class T>
__device__ __forceinline__ void count(site_counts *counts, unsigned site, T *p,
                                      bool keyed, long long key) {
#if defined(__CUDA_ARCH__)
  const unsigned active = __activemask();
  const unsigned long long a = reinterpret_cast<unsigned long long>(p);
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  const unsigned below = (1u << lane) - 1u;
  const unsigned peers = __match_any_sync(active, a);
  const unsigned lanes = __popc(active);
  // Distinct addresses: the lowest lane of each group of peers.
  const unsigned distinct =
      __popc(__ballot_sync(active, (peers & below) == 0u));
  // Contiguous: every active lane's address is the previous active lane's
  // plus one element.
  const unsigned earlier = active & below;
  const unsigned previous = earlier ? 31u - __clz(earlier) : lane;
  const unsigned long long before = __shfl_sync(active, a, previous);
  const bool steps = __all_sync(active, earlier == 0u || a == before + sizeof(T));
  // Runs: the active lanes between a lane's lowest and highest peer are all
  // its peers.
  const unsigned low = __ffs(peers) - 1u, high = 31u - __clz(peers);
  const unsigned span = (high == 31u ? ~0u : (1u << (high + 1u)) - 1u) &
                        ~((1u << low) - 1u);
  const bool adjacent = __all_sync(active, (active & span) == peers);
  unsigned long long lowest, highest;
  warp_bounds(active, a, lowest, highest);
  // Signed keys, ordered as unsigned with the sign bit flipped.
  constexpr unsigned long long sign = 1ull << 63;
  unsigned long long low_key = 0, high_key = 0;
  if (keyed)
    warp_bounds(active, static_cast<unsigned long long>(key) ^ sign, low_key,
                high_key);
  if (lane == static_cast<unsigned>(__ffs(active) - 1)) {
    unsigned sm;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
    site_counts &c = counts[site * stripes + sm % stripes]; // device scope: see Cost
    const bool shared = distinct < lanes;
    atomicAdd(&c.executions, 1ull);
    atomicAdd(&c.lanes, static_cast<unsigned long long>(lanes));
    atomicAdd(&c.addresses, static_cast<unsigned long long>(distinct));
    if (shared)
      atomicAdd(&c.with_peers, 1ull);
    if (lanes > 1u && distinct == 1u)
      atomicAdd(&c.uniform, 1ull);
    if (lanes > 1u && steps)
      atomicAdd(&c.contiguous, 1ull);
    if (shared && distinct > 1u && adjacent)
      atomicAdd(&c.runs, 1ull);
    atomicMax(&c.element_bytes,
                     static_cast<unsigned long long>(sizeof(T)));
    atomicMin(&c.min_address, lowest);
    atomicMax(&c.max_address, highest);
    unsigned sms;
    asm("mov.u32 %0, %%nsmid;" : "=r"(sms));
    const unsigned long long threads =
        static_cast<unsigned long long>(gridDim.x) * gridDim.y * gridDim.z *
        (static_cast<unsigned long long>(blockDim.x) * blockDim.y * blockDim.z);
    if (threads <= 256ull * sms)
      atomicAdd(&c.low_occupancy, 1ull);
    if (keyed) {
      atomicMin(&c.min_key, static_cast<long long>(low_key ^ sign));
      atomicMax(&c.max_key, static_cast<long long>(high_key ^ sign));
    }
  }
#else
  (void)counts;
  (void)site;
  (void)p;
  (void)keyed;
  (void)key;
#endif
}

} // namespace detail

/// Returns \p p unchanged, after counting this warp execution of site
/// \p site in \p counts (none when \p counts is null: the translation unit
/// was not registered on this device). Called by every lane that makes the
/// call, with the lanes that make it together: they are the warp execution
/// (__activemask(), read once and passed to every *_sync, so partial warps
/// and divergent branches count the lanes that are there).
template <class T>
__device__ __forceinline__ T *seen(site_counts *counts, unsigned site, T *p) {
  if (counts != nullptr)
    detail::count(counts, site, p, false, 0);
  return p;
}

/// The same, for an address into the table \p table (`&table[k]`): also
/// records the lowest and highest key k, the element's index relative to
/// \p table (what privatization's copy of the table is indexed by).
template <class T, class B>
__device__ __forceinline__ T *seen(site_counts *counts, unsigned site, T *p,
                                   B *table) {
  if (counts != nullptr)
    detail::count(counts, site, p, true,
                  (reinterpret_cast<const char *>(p) -
                   reinterpret_cast<const char *>(table)) /
                      static_cast<long long>(sizeof(T)));
  return p;
}

} // namespace profile
} // namespace warpagg
