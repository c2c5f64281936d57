// sm_90's float2/float4 atomicAdd (and its _block/_system forms) is rewritten
// like the scalar ones. CUDA declares it for sm_90 and newer only, and the
// file is parsed for the one --cuda-gpu-arch given: parsed for sm_80, a call
// guarded by __CUDA_ARCH__ >= 900 is not there to rewrite (the file comes
// back unchanged), and an unguarded one does not compile at all.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --cuda-gpu-arch=sm_80 %s 2>%t.sm80.diag | diff %s -
// RUN: %FileCheck %s --check-prefix=SM80 < %t.sm80.diag
// RUN: %expect_exit 4 %warpagg --cuda-gpu-arch=sm_80 %s -- -DUNGUARDED 2>&1 | %FileCheck %s --check-prefix=UNGUARDED

__global__ void scatter(float2 *v2, float4 *v4, const int *cell,
                        const float2 *d2, const float4 *d4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#if defined(UNGUARDED) || __CUDA_ARCH__ >= 900
  // DIAG: vector-atomics.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (float2, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(&v2[cell[i]], d2[i]);
  atomicAdd(&v2[cell[i]], d2[i]);
  // DIAG: vector-atomics.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd_block as warpagg::reduce_add_block (float4, result unused)
  // CHECK: {{^}}  warpagg::reduce_add_block(&v4[cell[i]], d4[i]);
  atomicAdd_block(&v4[cell[i]], d4[i]);
#endif
}
// DIAG: warpagg: 2 sites rewritten, 0 left alone, 1 of 1 file changed
// SM80: warpagg: 0 sites rewritten, 0 left alone, 0 of 1 file changed
// UNGUARDED: error: no matching function for call to 'atomicAdd'
// UNGUARDED: warpagg: error: clang cannot parse '{{.*}}vector-atomics.cu' for sm_80: no matching function for call to 'atomicAdd' at {{.*}}vector-atomics.cu:18; it was left unchanged
