// Cache-hinted loads and stores nvcc declares and clang 22 lacks (__stcs,
// __stcg, __stwb, __ldca, __ldlu): declared by warpagg's parse-only prelude.
// RUN: %warpagg %s 2>%t.diag | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

__global__ void stream(const float4 *in, float4 *out, const int *key,
                       unsigned *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 v = __ldca(in + i);
  int k = __ldlu(key + i);
  __stcs(out + i, v);
  __stcg(&out[i].x, 0.5f * v.x);
  __stwb(reinterpret_cast<float *>(out) + i, 1.0);
  // CHECK: warpagg::reduce_add(&counts[k & 63], 1u);
  atomicAdd(&counts[k & 63], 1u);
}
// DIAG-NOT: error
// DIAG: warpagg: 1 site rewritten
