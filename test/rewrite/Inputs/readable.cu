// The three shapes of rewrite, for the formatted output (format-style.test,
// docs/readable-rewrites.md): a privatized kernel, a fused loop body and a
// per-site call. The static_asserts hold where no line moved or `#line`
// directives keep the original's numbers (an -o copy); LINES_MOVED skips
// them where lines move (formatted in place, or on stdout).
#include <cuda_runtime.h>

// A 256-bin histogram whose body returns early: privatized, the body runs
// in a lambda so that threads that return still reach the flush.
__global__ void byte_hist(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&hist[in[i]], 1u); // one bin per byte value
}

// Three force components on the node of an edge that every lane reads,
// after a continue: one group per iteration, its body wrapped so that
// continue reaches the commit.
__global__ void forces(const int *node_of, const float *force, float *fx,
                       float *fy, float *fz, int n) {
  for (int e = 0; e < n; ++e) {
    int node = node_of[e];
    float f = force[e * 32 + threadIdx.x % 32];
    if (f == 0.0f) continue;
    atomicAdd(&fx[node], f);
    atomicAdd(&fy[node], -f);
    atomicAdd(&fz[node], 0.5f * f);
  }
#ifndef LINES_MOVED
  static_assert(__LINE__ == 30, "the original's line numbers");
#endif
}

// A key with no structure: the call is rewritten on its own.
__global__ void count(const int *keys, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&counts[keys[i]], 1);
}
#ifndef LINES_MOVED
static_assert(__LINE__ == 40, "the original's line numbers");
#endif
