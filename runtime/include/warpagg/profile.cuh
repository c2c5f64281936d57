// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/profile.cuh -- counting for profiles: the runtime of the copies
// `warpagg --instrument` writes.
//
// An instrumented translation unit includes this header, declares after it
//
//   static __device__ warpagg::profile::site_counts *wa_profile_counts;
//
// wraps the address of each atomic it profiles (the call itself unchanged)
//
//   atomicAdd(warpagg::profile::seen(wa_profile_counts, 3u, &h[k]), 1);
//
// or, where the address indexes a kernel's table `h` (a pointer parameter or
// a __device__ variable), passes the table too, so that the keys reached
// (element indices relative to it) are recorded as well:
//
//   atomicAdd(warpagg::profile::seen(wa_profile_counts, 3u, &h[k], h), 1);
//
// and ends with its table of sites and the object that registers it:
//
//   static const warpagg::profile::site_info wa_profile_sites[] = {...};
//   static const warpagg::profile::registration wa_profile_registration(
//       wa_profile_sites, N, &wa_profile_counts);
//
// How the counts reach the file (measured: bench/experiments/exitflush): a
// __device__ table cannot be read at exit (the CUDA runtime is already
// unloading), so the counters live in host memory this header allocates,
// registered mapped and portable; each translation unit's registration
// (a static initializer) stores the counters' device address in its
// wa_profile_counts with cudaMemcpyToSymbol. The first registration of the
// process starts CUDA (cudaFree(0)) and then registers, with std::atexit,
// the one writer: it waits for the device (cudaDeviceSynchronize, its error
// ignored) and reads its own host memory, no other CUDA call, so it works
// whether or not main synchronizes or resets the device.
//
// Preconditions: sm_70 or newer (__match_any_sync); a POSIX host (getpid,
// mkstemp, rename). Only kernels on the device current when the program
// starts are counted (a process that moves to another device with
// cudaSetDevice runs uncounted there, and after cudaDeviceReset the device
// starts uncounted again); the counting starts CUDA before main.
//
// Cost: per warp execution of a profiled call, one match, four votes, one
// shuffle and four reductions (a 32-step shuffle loop below sm_80), and one
// lane's 7 to 11 device-scope atomics on host memory over the bus (with a
// table: four more reductions and two more atomics, for the keys): a
// profiling build, many times slower on hot atomics, never a release build.
// (Device scope: only the GPU updates the counters and the host reads them
// after the device is idle; system-scope atomics on mapped host memory are
// invalid where the GPU has no native host atomics, as over PCIe, and
// compute-sanitizer stops the kernel on them.)
// The program's results are unchanged: seen() returns its pointer as given.
//
// The file: $WARPAGG_PROFILE_FILE, default warpagg-%p.profile.json in the
// working directory (%p: the process id), JSON as README's "Profile-guided
// decisions" describes, written whole to a temporary file in the same
// directory and renamed over the old one (a character device or FIFO, such
// as /dev/stdout, is written as it is; nothing else is replaced). Failures
// are reported on stderr ("warpagg profile: ...") and never change the
// program's exit status.
#pragma once

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 700
#error "warpagg/profile.cuh needs sm_70 or newer (__match_any_sync)"
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

namespace detail {

/// One registered translation unit: its table and its counters.
struct unit {
  const site_info *sites;
  unsigned count;
  const site_counts *counts;
};

/// Every registered unit of the process, and whether CUDA started and the
/// writer is registered.
struct registry {
  std::mutex lock;
  std::vector<unit> units;
  bool started = false;
  bool failed = false; ///< CUDA could not start: nothing is counted
};

/// One registry per process, shared by every translation unit (an inline
/// function's static); never destroyed, as the writer runs at exit after
/// static destructors may have.
inline registry &process_registry() {
  static registry *r = new registry;
  return *r;
}

inline void report(const std::string &what) {
  std::fprintf(stderr, "warpagg profile: %s\n", what.c_str());
}

inline void append_json_string(std::string &out, const char *s) {
  out += '"';
  for (; *s; ++s) {
    unsigned char c = static_cast<unsigned char>(*s);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += '"';
}

template <class Integer>
inline void append_field(std::string &out, const char *name, Integer value) {
  out += ", \"";
  out += name;
  out += "\": ";
  out += std::to_string(value);
}

/// One site's counters: the sums (and bounds) of its stripes.
inline site_counts summed(const site_counts *copies) {
  site_counts total{};
  total.min_address = ~0ull;
  total.min_key = LLONG_MAX;
  total.max_key = LLONG_MIN;
  for (unsigned k = 0; k < stripes; ++k) {
    const volatile site_counts &c = copies[k];
    total.executions += c.executions;
    total.lanes += c.lanes;
    total.addresses += c.addresses;
    total.with_peers += c.with_peers;
    total.uniform += c.uniform;
    total.contiguous += c.contiguous;
    total.runs += c.runs;
    total.low_occupancy += c.low_occupancy;
    total.element_bytes = c.element_bytes > total.element_bytes
                              ? c.element_bytes
                              : total.element_bytes;
    total.min_address =
        c.min_address < total.min_address ? c.min_address : total.min_address;
    total.max_address =
        c.max_address > total.max_address ? c.max_address : total.max_address;
    total.min_key = c.min_key < total.min_key ? c.min_key : total.min_key;
    total.max_key = c.max_key > total.max_key ? c.max_key : total.max_key;
  }
  return total;
}

/// The profile of every registered site, as JSON (format "warpagg-profile",
/// version 1), read from the host counters.
inline std::string profile_json(const std::vector<unit> &units) {
  std::string out = "{\n  \"format\": \"warpagg-profile\",\n  \"version\": 1,\n"
                    "  \"sites\": [";
  bool first = true;
  for (const unit &u : units)
    for (unsigned i = 0; i < u.count; ++i) {
      const site_info &s = u.sites[i];
      const site_counts c = summed(u.counts + i * stripes);
      unsigned long long bytes = c.element_bytes > s.element_bytes
                                     ? c.element_bytes
                                     : s.element_bytes;
      unsigned long long executions = c.executions;
      unsigned long long low = c.min_address, high = c.max_address;
      unsigned long long span =
          executions && bytes && high >= low ? (high - low) / bytes + 1 : 0;
      out += first ? "\n    {\"file\": " : ",\n    {\"file\": ";
      first = false;
      append_json_string(out, s.file);
      append_field(out, "line", s.line);
      out += ", \"hash\": ";
      append_json_string(out, s.hash);
      out += ", \"function\": ";
      append_json_string(out, s.function);
      out += ", \"call\": ";
      append_json_string(out, s.call);
      append_field(out, "executions", executions);
      append_field(out, "lanes", c.lanes);
      append_field(out, "addresses", c.addresses);
      append_field(out, "with_peers", c.with_peers);
      append_field(out, "uniform", c.uniform);
      append_field(out, "contiguous", c.contiguous);
      append_field(out, "runs", c.runs);
      append_field(out, "element_bytes", bytes);
      append_field(out, "key_span", span);
      append_field(out, "low_occupancy", c.low_occupancy);
      if (executions && c.min_key <= c.max_key) {
        append_field(out, "key_low", c.min_key);
        append_field(out, "key_high", c.max_key);
      }
      out += "}";
    }
  out += first ? "]\n}\n" : "\n  ]\n}\n";
  return out;
}

/// $WARPAGG_PROFILE_FILE (default warpagg-%p.profile.json), each %p the
/// process id.
inline std::string profile_path() {
  const char *given = std::getenv("WARPAGG_PROFILE_FILE");
  std::string pattern =
      given && *given ? given : "warpagg-%p.profile.json";
  std::string path;
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] == 'p') {
      path += std::to_string(static_cast<long long>(getpid()));
      ++i;
    } else {
      path += pattern[i];
    }
  }
  return path;
}

inline bool write_all(int fd, const std::string &text) {
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

/// Writes \p text to \p path: whole to a temporary file beside it, renamed
/// over it; a character device or FIFO is written as it is; anything else
/// that is not a regular file is left alone. Errors are reported.
inline void write_profile(const std::string &path, const std::string &text) {
  auto fail = [&](const char *what, int error) {
    report("cannot write '" + path + "': " + what +
           (error ? std::string(": ") + std::strerror(error) : std::string()));
  };
  struct stat target, link;
  if (::stat(path.c_str(), &target) == 0 &&
      (S_ISCHR(target.st_mode) || S_ISFIFO(target.st_mode))) {
    FILE *f = std::fopen(path.c_str(), "w");
    if (!f)
      return fail("cannot open it", errno);
    bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    int error = ok ? 0 : errno;
    if (std::fclose(f) != 0 && ok) {
      ok = false;
      error = errno;
    }
    if (!ok)
      fail("write failed", error);
    return;
  }
  if (::lstat(path.c_str(), &link) == 0 && !S_ISREG(link.st_mode))
    return fail("it exists and is not a regular file (not replaced)", 0);
  std::string temp = path + ".tmp-XXXXXX";
  std::vector<char> name(temp.begin(), temp.end());
  name.push_back('\0');
  int fd = ::mkstemp(name.data());
  if (fd < 0)
    return fail("cannot create a temporary file beside it", errno);
  bool ok = write_all(fd, text);
  int error = ok ? 0 : errno;
  if (::close(fd) != 0 && ok) {
    ok = false;
    error = errno;
  }
  if (ok && ::rename(name.data(), path.c_str()) != 0) {
    ok = false;
    error = errno;
  }
  if (!ok) {
    ::unlink(name.data());
    fail("write failed", error);
  }
}

/// The std::atexit handler: waits for the device, then reads host memory.
inline void write_at_exit() {
  (void)cudaDeviceSynchronize(); // kernels still running finish counting
  registry &r = process_registry();
  std::lock_guard<std::mutex> hold(r.lock);
  if (!r.units.empty())
    write_profile(profile_path(), profile_json(r.units));
}

inline std::string cuda_error(const char *step, cudaError_t e,
                              const char *consequence =
                                  "this translation unit's sites are not "
                                  "counted") {
  (void)cudaGetLastError(); // the program's next check must not see ours
  return std::string(step) + " failed (" + cudaGetErrorName(e) + "); " +
         consequence;
}

} // namespace detail

/// Registers one translation unit's sites when the program starts (a static
/// object of the instrumented file): allocates and zeroes their counters in
/// host memory, maps them, and stores their device address in the unit's
/// counter pointer (\p symbol: &wa_profile_counts). Failures are reported
/// and leave the unit uncounted.
class registration {
public:
  registration(const site_info *sites, unsigned count, const void *symbol) {
    detail::registry &r = detail::process_registry();
    std::lock_guard<std::mutex> hold(r.lock);
    if (r.failed || count == 0)
      return;
    if (!r.started) {
      // CUDA first, the writer second: handlers run in reverse order, so
      // the writer runs before the CUDA runtime unloads.
      cudaError_t e = cudaFree(nullptr);
      if (e != cudaSuccess) {
        r.failed = true;
        detail::report(detail::cuda_error("starting CUDA", e,
                                          "nothing is counted"));
        return;
      }
      if (std::atexit(detail::write_at_exit) != 0) {
        r.failed = true;
        detail::report("cannot register the writer at exit; nothing is "
                       "counted");
        return;
      }
      r.started = true;
    }
    const size_t page = 4096;
    size_t bytes =
        (count * stripes * sizeof(site_counts) + page - 1) / page * page;
    auto *counts = static_cast<site_counts *>(std::aligned_alloc(page, bytes));
    if (!counts) {
      detail::report("out of host memory for the counters");
      return;
    }
    std::memset(counts, 0, bytes);
    for (unsigned i = 0; i < count * stripes; ++i) {
      counts[i].min_address = ~0ull;
      counts[i].min_key = LLONG_MAX;
      counts[i].max_key = LLONG_MIN;
    }
    cudaError_t e = cudaHostRegister(
        counts, bytes, cudaHostRegisterMapped | cudaHostRegisterPortable);
    if (e != cudaSuccess) {
      std::free(counts);
      detail::report(detail::cuda_error("cudaHostRegister", e));
      return;
    }
    void *device = nullptr;
    e = cudaHostGetDevicePointer(&device, counts, 0);
    if (e == cudaSuccess)
      e = cudaMemcpyToSymbol(symbol, &device, sizeof device);
    if (e != cudaSuccess) {
      // Registered host memory stays (unregistering is another CUDA call
      // that could fail); the unit is simply not counted.
      detail::report(
          detail::cuda_error("storing the counters' device address", e));
      return;
    }
    r.units.push_back({sites, count, counts});
  }
};

} // namespace profile
} // namespace warpagg
