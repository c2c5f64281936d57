// A lambda made in host code and run on the device (`[=] __device__`, a
// gradient-boosting library's histogram builder): every copy of the closure
// (the kernel's argument) holds the same captured values, so a captured
// pointer or count is uniform. A closure made in device code captures what
// its own thread held; a `mutable` one can change its copy. A local
// reference names the element it was bound to (`GH &dest = hist[i]`).
// RUN: %warpagg --privatize=off --fuse=off %s -- -std=c++17 --expt-extended-lambda 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --fuse=off %s -- -std=c++17 --expt-extended-lambda 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

struct GH {
  float g, h;
};

template <typename F> __global__ void run_each(F f, int n) { f(blockIdx.x); }

void build(GH *hist, int n_bins, int n, int *count, const int *bins) {
  auto flush = [=] __device__(int node) {
    for (int i = threadIdx.x; i < n_bins; i += blockDim.x) {
      GH &dest = hist[i];
      // DIAG: lambda-captures.cu:[[@LINE+2]]:7: note: left alone: the address differs in every lane
      // CHECK: {{^}}      atomicAdd(&dest.g, 1.0f);
      atomicAdd(&dest.g, 1.0f);
      // DIAG: lambda-captures.cu:[[@LINE+2]]:7: note: left alone: the address differs in every lane
      // CHECK: {{^}}      atomicAdd(&hist[i].h, 2.0f);
      atomicAdd(&hist[i].h, 2.0f);
      // A reference to an element chosen by data.
      GH &slot = hist[bins[i]];
      // DIAG: lambda-captures.cu:[[@LINE+2]]:7: remark: rewrote atomicAdd
      // CHECK: {{^}}      warpagg::reduce_add(&slot.g, 3.0f);
      atomicAdd(&slot.g, 3.0f);
    }
    // DIAG: lambda-captures.cu:[[@LINE+2]]:5: note: left alone: the address is the same in every lane, and nvcc already aggregates
    // CHECK: {{^}}    atomicAdd(count, 1);
    atomicAdd(count, 1);
  };
  run_each<<<n, 256>>>(flush, n);
  // A mutable closure may change its copy per thread.
  auto moving = [=] __device__(int node) mutable {
    if (threadIdx.x & 1)
      count += threadIdx.x;
    // DIAG: lambda-captures.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd
    // CHECK: {{^}}    warpagg::reduce_add(count, 1);
    atomicAdd(count, 1);
  };
  run_each<<<n, 256>>>(moving, n);
}

// Made in device code: the closure holds its own thread's value.
__global__ void device_made(float *out, const int *key) {
  float *row = out + key[blockIdx.x * blockDim.x + threadIdx.x];
  auto add = [=](float v) {
    // DIAG: lambda-captures.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd
    // CHECK: {{^}}    warpagg::reduce_add(row, v);
    atomicAdd(row, v);
  };
  add(1.0f);
}
