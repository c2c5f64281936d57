// Builds a smooth byte ramp (neighbouring elements share bins), counts it on
// the GPU and on the CPU, and compares.
#include "hist.h"

#include <cstdio>
#include <vector>

int main() {
  const int n = 1 << 22;
  std::vector<unsigned char> data(n);
  for (int i = 0; i < n; ++i) data[i] = static_cast<unsigned char>(i / 4096);

  std::vector<unsigned> gpu(HIST_BINS), cpu(HIST_BINS, 0);
  if (const char* err = gpu_histogram(data.data(), n, gpu.data())) {
    std::fprintf(stderr, "CUDA error: %s\n", err);
    return 2;
  }
  for (unsigned char v : data) ++cpu[v % HIST_BINS];
  for (int b = 0; b < HIST_BINS; ++b)
    if (gpu[b] != cpu[b]) {
      std::printf("FAIL: bin %d: gpu %u, cpu %u\n", b, gpu[b], cpu[b]);
      return 1;
    }
  std::printf("PASS: %d elements, %d bins\n", n, HIST_BINS);
  return 0;
}
