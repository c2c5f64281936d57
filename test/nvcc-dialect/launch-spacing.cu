// Launches spelled `<< <` / `>> >` (an editor's auto-format of <<< and >>>)
// parse; the launch lines stay byte for byte as written, and undoing the
// rewrite's edits gives back the input.
// (--privatize=off: the template kernel keeps its global counter here;
// privatize-templates.cu covers that.)
// RUN: %warpagg --privatize=off --line-directives=off %s -o %t.cu 2>%t.diag
// RUN: %FileCheck %s < %t.cu
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: sed -e '/CHECK/!s/warpagg::reduce_add\(<warpagg::strategy::uniform>\)\{0,1\}(/atomicAdd(/' %t.cu | %undo-include > %t.back.cu
// RUN: diff %s %t.back.cu
#include <cstdio>
#include <ostream>

template <typename T> struct Box;
template <typename T> std::ostream &operator<<(std::ostream &, const Box<T> &);
template <typename T> struct Box {
  T value;
  // Not a launch: a specialization of operator<< named as a friend.
  friend std::ostream &operator<< <>(std::ostream &, const Box<T> &);
};
template <typename T>
std::ostream &operator<<(std::ostream &os, const Box<T> &b) {
  return os << b.value;
}

__global__ void histogram(const int *key, int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: warpagg::reduce_add(&bins[key[i]], 1);
  if (i < n) atomicAdd(&bins[key[i]], 1);
}

template <typename T>
__global__ void total(const T *in, T *sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: warpagg::reduce_add<warpagg::strategy::uniform>(sum, in[i]);
  if (i < n) atomicAdd(sum, in[i]);
}

void run(const int *key, int *bins, const float *in, float *sum, int n) {
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  // CHECK: {{^}}  histogram << <blocks, threads >> > (key, bins, n);
  histogram << <blocks, threads >> > (key, bins, n);
  // CHECK: {{^}}  histogram<< <blocks, threads>> >(key, bins, n);
  histogram<< <blocks, threads>> >(key, bins, n);
  // CHECK: {{^}}  total<float> << <(n + 255) >> 8, threads, 0 >> > (in, sum, n);
  total<float> << <(n + 255) >> 8, threads, 0 >> > (in, sum, n);
  // The closing brackets over lines, a comment in the configuration (nvcc
  // takes no line break inside the opening ones).
  // CHECK: {{^}}  total<float> << <blocks /* grid */, threads >>{{$}}
  // CHECK-NEXT: {{^}}      > (in, sum, n);
  total<float> << <blocks /* grid */, threads >>
      > (in, sum, n);
  // Tabs.
  // CHECK: {{^}}  histogram <<	<blocks, threads>>	>(key, bins, n);
  histogram <<	<blocks, threads>>	>(key, bins, n);
  // CHECK: {{^}}  histogram<<<blocks, threads >> >(key, bins, n);
  histogram<<<blocks, threads >> >(key, bins, n);
  std::printf("%d\n", n << 1);
}
// DIAG-NOT: error
// DIAG: warpagg: 2 sites rewritten, 0 left alone, 1 of 1 file changed
