// bench/privatize/kernels.h -- the privatization workloads' kernel interface
// (issue 17). Every variant source (kernels_plain.cu, kernels_anchor.cu, and
// the tool's rewrites of kernels_plain.cu under generated/) is compiled once
// per variant with -DPRIV_SUFFIX=<name> and defines priv_kernels_<name>(),
// returning its launchers. A launcher only launches, on the default stream.
#pragma once

#include <cuda_runtime.h>

/// One launch: input samples (and values), the output table, the element
/// count; `grid` blocks of 256 threads for the grid-stride forms (the
/// one-element-per-thread forms launch ceil(n / 256) blocks).
struct priv_launch {
  const void* in;
  const void* val;
  void* out;
  int n;
  int grid;
};
using priv_launcher = void (*)(const priv_launch&);
constexpr int kPrivBlock = 256;

/// Workloads, each in two forms (one element per thread; grid-stride loop):
///   hist8_B   8-bit samples, B bins (16, 64, 256): key = sample >> (8 - log2 B)
///   hist16_B  16-bit samples, B bins (1024, 4096): key = sample >> (16 - log2 B)
///   fsum      one float counter: sum of all values
///   keys16    16 keys (key & 15) with double values
///   whist256  float weights into 256 bins keyed by 8-bit samples (a
///             weighted histogram: the vector flush's case)
///   rare      one counter hit about once per million elements (an overflow
///             or "changed" counter: what privatizing it costs)
enum priv_workload {
  W_HIST8_16, W_HIST8_64, W_HIST8_256, W_HIST16_1024, W_HIST16_4096, W_FSUM, W_KEYS16, W_WHIST256, W_RARE, W_COUNT
};
struct priv_kernels {
  priv_launcher one[W_COUNT];   // one element per thread
  priv_launcher grid[W_COUNT];  // grid-stride loop
};
