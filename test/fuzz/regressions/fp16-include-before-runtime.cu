// Regression (fuzz seed 1): a fused group of __half and __nv_bfloat16 sites
// in a file that includes only <cuda_bf16.h>: the tool inserts <cuda_fp16.h>
// before the runtime include, which the edit checker must accept.
// Each value type the runtime aggregates is rewritten: every type CUDA's
// reduction atomics take, sm_90's float2/float4 atomicAdd included.
// Sites here are rewritten one by one (--fuse=off): fusion is fusion.cu's.
// RUN: %warpagg --fuse=off %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <cuda_bf16.h>
__global__ void kernel(int *i32, unsigned *u32, unsigned long long *u64,
                       long long *i64, float *f32, double *f64, __half *h,
                       __half2 *h2, __nv_bfloat16 *b, __nv_bfloat162 *b2,
                       float2 *f2, float4 *f4, const int *key) {
  int k = key[threadIdx.x];
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (int, result unused)
  // CHECK: warpagg::reduce_add(&i32[k], 1);
  atomicAdd(&i32[k], 1);
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (unsigned, result unused)
  // CHECK: warpagg::reduce_add(&u32[k], 1u);
  atomicAdd(&u32[k], 1u);
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (unsigned long long, result unused)
  // CHECK: warpagg::reduce_add(&u64[k], 1ull);
  atomicAdd(&u64[k], 1ull);
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused)
  // CHECK: warpagg::reduce_add(&f32[k], 0.5f);
  atomicAdd(&f32[k], 0.5f);
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (double, result unused)
  // CHECK: warpagg::reduce_add(&f64[k], 0.25);
  atomicAdd(&f64[k], 0.25);
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (__half, result unused)
  // CHECK: warpagg::reduce_add(&h[k], __float2half(1.0f), warpagg::once_per_thread);
  atomicAdd(&h[k], __float2half(1.0f));
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (__half2, result unused)
  // CHECK: warpagg::reduce_add(&h2[k], __float2half2_rn(1.0f));
  atomicAdd(&h2[k], __float2half2_rn(1.0f));
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (__nv_bfloat16, result unused)
  // CHECK: warpagg::reduce_add(&b[k], __float2bfloat16(1.0f), warpagg::once_per_thread);
  atomicAdd(&b[k], __float2bfloat16(1.0f));
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (__nv_bfloat162, result unused)
  // CHECK: warpagg::reduce_add(&b2[k], __float2bfloat162_rn(1.0f));
  atomicAdd(&b2[k], __float2bfloat162_rn(1.0f));
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicMax as warpagg::reduce_max (long long, result unused)
  // CHECK: warpagg::reduce_max(&i64[k], 7ll);
  atomicMax(&i64[k], 7ll);
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAnd as warpagg::reduce_and (long long, result unused)
  // CHECK: warpagg::reduce_and(&i64[k], 7ll);
  atomicAnd(&i64[k], 7ll);
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (float2, result unused)
  // CHECK: warpagg::reduce_add(&f2[k], make_float2(1.0f, 2.0f));
  atomicAdd(&f2[k], make_float2(1.0f, 2.0f));
  // DIAG: types.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd_block as warpagg::reduce_add_block (float2, result unused)
  // CHECK: warpagg::reduce_add_block(&f2[k], make_float2(1.0f, 2.0f));
  atomicAdd_block(&f2[k], make_float2(1.0f, 2.0f));
  // DIAG: types.cu:[[@LINE+2]]:14: remark: rewrote atomicAdd_system as warpagg::atomic_add_system (float4, result used)
  // CHECK: float4 o = warpagg::atomic_add_system(&f4[k], make_float4(1.0f, 2.0f, 3.0f, 4.0f));
  float4 o = atomicAdd_system(&f4[k], make_float4(1.0f, 2.0f, 3.0f, 4.0f));
  f4[k + 1] = o;
}
