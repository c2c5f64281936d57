// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/profiling/registration.cuh -- how an instrumented translation unit
// gets its counters: a static object (registration) allocates them in host
// memory, maps them for the device and stores their device address in the
// unit's counter pointer; the first registration of the process starts CUDA
// and registers the one writer at exit (profile_file.cuh). Use: profile.cuh.
//
// Preconditions: the CUDA runtime; only kernels on the device current when
// the program starts are counted.
// Cost: at start, per translation unit, one allocation, cudaHostRegister and
// cudaMemcpyToSymbol; at exit one cudaDeviceSynchronize and the file.
#pragma once

#include <climits>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "counting.cuh"
#include "profile_file.cuh"

namespace warpagg {
namespace profile {
namespace detail {

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
