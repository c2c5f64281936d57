// A __half or __nv_bfloat16 atomicAdd that runs at most once per thread (in a
// kernel's body: no loop around it, no goto in the kernel, not in a lambda)
// passes warpagg::once_per_thread: on sm_90 the runtime may then issue a
// warp's emulated 16-bit adds in phases on a busy SM, which in a loop would
// slow the same warps every iteration. Other types, strategies and places:
// no tag.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --dry-run --report=json %s 2>&1 | %FileCheck %s --check-prefix=JSON
// A named strategy is not adaptive: no site passes the tag.
// RUN: %warpagg --strategy=runs %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=RUNS --implicit-check-not=once_per_thread
// RUNS: warpagg::reduce_add<warpagg::strategy::runs>(&bins[keys[i]], v[i]);
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#define KEY(i) keys[(i)]

__global__ void hist(__half *bins, __nv_bfloat16 *bf, float *f, __half2 *h2,
                     const int *keys, const __half *v, __half *old, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    // CHECK: {{^}}    warpagg::reduce_add(&bins[keys[i]], v[i], warpagg::once_per_thread);
    atomicAdd(&bins[keys[i]], v[i]);
    // CHECK: {{^}}    old[i] = warpagg::atomic_add(&bins[keys[i]], v[i], warpagg::once_per_thread);
    old[i] = atomicAdd(&bins[keys[i]], v[i]);
    // CHECK: {{^}}    warpagg::reduce_add(&bf[KEY(i)], __float2bfloat16(1.0f), warpagg::once_per_thread);
    atomicAdd(&bf[KEY(i)], __float2bfloat16(1.0f));
    // Multi-line arguments: the tag goes before the call's own ')'.
    // CHECK: {{^}}    warpagg::reduce_add(&bins[keys[i]],
    // CHECK-NEXT: {{^}}              v[i] /* last */, warpagg::once_per_thread);
    atomicAdd(&bins[keys[i]],
              v[i] /* last */);
    // CHECK: {{^}}    warpagg::reduce_add(&f[keys[i]], 1.0f);
    atomicAdd(&f[keys[i]], 1.0f);
    // CHECK: {{^}}    warpagg::reduce_add(&h2[keys[i]], __floats2half2_rn(1.0f, 1.0f));
    atomicAdd(&h2[keys[i]], __floats2half2_rn(1.0f, 1.0f));
    // A proven-uniform address takes the uniform strategy: no tag.
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::uniform>(&bins[blockIdx.x], v[i]);
    atomicAdd(&bins[blockIdx.x], v[i]);
    // A strategy comment names a strategy: no tag.
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::match>(&bins[keys[i]], v[i]);
    atomicAdd(&bins[keys[i]], v[i]); // warpagg: strategy=match
  }
}

// Loops of every kind: no tag.
__global__ void loops(__half *bins, const int *keys, const __half *v, int n) {
  // CHECK: {{^}}  for (int i = threadIdx.x; i < n; i += blockDim.x) warpagg::reduce_add(&bins[keys[i]], v[i]);
  for (int i = threadIdx.x; i < n; i += blockDim.x) atomicAdd(&bins[keys[i]], v[i]);
  int j = threadIdx.x;
  while (j < n) {
    // CHECK: {{^}}    warpagg::reduce_add(&bins[keys[j]], v[j]);
    atomicAdd(&bins[keys[j]], v[j]);
    j += blockDim.x;
  }
  do {
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_uniform>(&bins[keys[0]], v[j]);
    atomicAdd(&bins[keys[0]], v[j]);
  } while (--j > n);
  int some[2] = {keys[0], keys[1]};
  for (int k : some) {
    // CHECK: {{^}}    warpagg::reduce_add(&bins[k], v[0]);
    atomicAdd(&bins[k], v[0]);
  }
}

// A goto anywhere in the kernel can jump back over the call: no tag.
__global__ void jumps(__half *bins, const int *keys, const __half *v) {
  int i = threadIdx.x;
again:
  // CHECK: {{^}}  warpagg::reduce_add(&bins[keys[i]], v[i]);
  atomicAdd(&bins[keys[i]], v[i]);
  if (++i < 4) goto again;
}

// A device function and a lambda can be called in a loop: no tag.
__device__ void add_one(__nv_bfloat16 *bf, int k) {
  // CHECK: {{^}}  warpagg::reduce_add(&bf[k], __float2bfloat16(1.0f));
  atomicAdd(&bf[k], __float2bfloat16(1.0f));
}
__global__ void calls(__nv_bfloat16 *bf, const int *keys) {
  // CHECK: {{^}}  auto add = [&](int k) { warpagg::reduce_add(&bf[k], __float2bfloat16(2.0f)); };
  auto add = [&](int k) { atomicAdd(&bf[k], __float2bfloat16(2.0f)); };
  add(keys[threadIdx.x]);
  add_one(bf, keys[threadIdx.x]);
}

// A template kernel instantiated for float and __half: one rewrite, with the
// tag (the float instantiation ignores it).
template <class T> __global__ void scatter(T *out, const int *keys, T x) {
  // CHECK: {{^}}  warpagg::reduce_add(&out[keys[threadIdx.x]], x, warpagg::once_per_thread);
  atomicAdd(&out[keys[threadIdx.x]], x);
}
template __global__ void scatter<float>(float *, const int *, float);
template __global__ void scatter<__half>(__half *, const int *, __half);

// JSON: "line": 22,
// JSON: "once_per_thread": true
// JSON: "line": 24,
// JSON: "once_per_thread": true
// JSON: "line": 33,
// JSON: "once_per_thread": false
