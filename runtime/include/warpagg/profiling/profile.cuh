// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/profiling/profile.cuh -- counting for profiles: the runtime of the
// copies `warpagg --instrument` writes (the header they include). Apart from
// the aggregation primitives: nothing of the runtime includes it, and it
// includes nothing of theirs. Its pieces: counting.cuh (the device's counts,
// seen()), profile_file.cuh (the JSON file, host only), registration.cuh
// (the counters' host memory and the writer at exit).
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
// working directory (%p: the process id), JSON as docs/profiles.md
// describes, written whole to a temporary file in the same directory and
// renamed over the old one (a character device or FIFO, such
// as /dev/stdout, is written as it is; nothing else is replaced). Failures
// are reported on stderr ("warpagg profile: ...") and never change the
// program's exit status.
#pragma once

#include "counting.cuh"
#include "profile_file.cuh"
#include "registration.cuh"
