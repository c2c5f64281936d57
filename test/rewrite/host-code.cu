// Host code is never touched, even where it mentions atomics: only device
// code calling CUDA's atomics is rewritten.
// RUN: %warpagg %s 2>%t.diag | diff %s -
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <atomic>
#include <cstdio>

static std::atomic<int> host_counter{0};

int atomicAdd(std::atomic<int> *p, int v) { return p->fetch_add(v); }

int main() {
  atomicAdd(&host_counter, 1);
  std::printf("atomicAdd(&x, 1) in a string\n");
  return 0;
}
// DIAG: warpagg: 0 sites rewritten, 0 left alone, 0 of 1 file changed
