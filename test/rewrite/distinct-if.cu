// A row's element `tok[idx / C] * C + idx % C` is distinct in every lane
// exactly when C >= 32 (a warp's 32 consecutive idx have distinct
// remainders). Where C is a run-time value whose text names the same value
// at the call (a parameter or unchanged local in scope there, a member of a
// by-value argument, blockDim), the call passes the condition,
// warpagg::distinct_if(C >= 32): a uniform branch to the plain atomic.
// Elsewhere the site keeps likely_distinct's per-warp test alone.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --quiet --report=json %s -o /dev/null | %FileCheck %s --check-prefix=JSON

// Embedding backward: C a parameter.
__global__ void embedding(float *dwte, const float *dout, const int *inp,
                          int N, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N) {
    int bt = idx / C;
    int c = idx % C;
    // DIAG: distinct-if.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::likely_distinct> (float, result unused; likely_distinct strategy: a row's element at a remainder by C: distinct in every lane where C >= 32 (checked once, uniformly), else checked per warp)
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_distinct>(dwte + inp[bt] * C + c, dout[idx], warpagg::distinct_if(C >= 32));
    atomicAdd(dwte + inp[bt] * C + c, dout[idx]);
  }
}
// JSON: "distinct_if": "C >= 32"

// Graph pooling: the row length a member of a by-value argument struct,
// the result used.
struct pool_args {
  int nodes, C;
  const int *batch;
  const float *x;
  float *out;
};
__global__ void pool(pool_args a, float *olds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < a.nodes * a.C) {
    const int row = i / a.C;
    const int c = i % a.C;
    // CHECK: {{^}}    olds[i] = warpagg::atomic_add<warpagg::strategy::likely_distinct>(a.out + a.batch[row] * a.C + c, a.x[i], warpagg::distinct_if(a.C >= 32));
    olds[i] = atomicAdd(a.out + a.batch[row] * a.C + c, a.x[i]);
  }
}

// An expression as the row length: parenthesised in the condition.
__global__ void doubled(float *out, const int *tok, int n, int half) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < n) {
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_distinct>(&out[tok[idx / (2 * half)] * (2 * half) + idx % (2 * half)], 1.0f, warpagg::distinct_if((2 * half) >= 32));
    atomicAdd(&out[tok[idx / (2 * half)] * (2 * half) + idx % (2 * half)], 1.0f);
  }
}

// The remainder computed by the caller, the atomic in a helper: the caller's
// names are not the helper's.
__device__ void add_row(float *p, float v) {
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::likely_distinct>(p, v);
  atomicAdd(p, v);
}
__global__ void via_helper(float *out, const int *tok, int n, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < n)
    add_row(out + tok[idx / C] * C + idx % C, 1.0f);
}

// In a template: one text serves every instantiation; none passed.
template <class T>
__global__ void templated(T *out, const int *tok, int n, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < n)
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_distinct>(out + tok[idx / C] * C + idx % C, T(1));
    atomicAdd(out + tok[idx / C] * C + idx % C, T(1));
}
template __global__ void templated<float>(float *, const int *, int, int);

// A row length changed after the division: not the same value at the call
// (nor one the analysis follows: the per-warp discovery).
__global__ void changed(float *out, const int *tok, int n, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  int r = idx % C;
  int q = tok[idx / C] * C;
  C = C + 1;
  if (idx < n)
    // CHECK: {{^}}    {{.*}}(&out[q + r], 1.0f);
    atomicAdd(&out[q + r], 1.0f);
}
