// test/gpu/compile_16bit.cu -- compile-only check of how the runtime finds
// CUDA's 16-bit float types (runtime/include/warpagg/config.cuh), one MODE
// per compile (compile_16bit.test):
//   none    no 16-bit header: the runtime includes neither (the point: a
//           file without 16-bit floats does not pay for their headers) and
//           still compiles every other type;
//   fp16    cuda_fp16.h before the runtime: __half / __half2 rows only;
//   enable  WARPAGG_ENABLE_16BIT=1: the runtime includes both headers
//           itself, all four types compile.
#if MODE_FP16
#include <cuda_fp16.h>
#elif MODE_ENABLE
#define WARPAGG_ENABLE_16BIT 1
#endif
#include <warpagg/warpagg.cuh>

#if MODE_NONE
#if defined(__CUDA_FP16_H__) || defined(__CUDA_BF16_H__)
#error "warpagg included a 16-bit float header that the file did not ask for"
#endif
static_assert(!WARPAGG_HAS_FP16 && !WARPAGG_HAS_BF16, "no 16-bit float rows without the headers");
#elif MODE_FP16
static_assert(WARPAGG_HAS_FP16, "cuda_fp16.h before the runtime: __half rows");
#elif MODE_ENABLE
static_assert(WARPAGG_HAS_FP16 && WARPAGG_HAS_BF16, "WARPAGG_ENABLE_16BIT: both");
#endif
#if MODE_FP16 || MODE_ENABLE
// The traits generic code asks instead of naming the types: the pairs' add
// identity (-0.0 in both halves, group.cuh) and the emulated scalar add that
// issues in phases once per thread on sm_90 (slot_phases.cuh).
namespace wd = warpagg::detail;
static_assert(wd::is_float16<__half>::value && wd::is_float16_pair<__half2>::value, "");
static_assert(!wd::is_float16<float>::value && !wd::is_float16_pair<unsigned>::value, "");
static_assert(wd::is_emulated_16bit_add<wd::op_add, wd::scope_device, __half>::value ==
                  (WARPAGG_ARCH == 900 && !WARPAGG_PAIRED_16BIT), "");
#endif
#if MODE_ENABLE
static_assert(wd::is_float16<__nv_bfloat16>::value && wd::is_float16_pair<__nv_bfloat162>::value, "");
#endif

template <class T> __device__ void adds(T* p, T v, T* out) {
  warpagg::reduce_add(p, v);
  out[0] = warpagg::atomic_add(p, v);
  warpagg::reduce_add<warpagg::strategy::match>(p, v, warpagg::once_per_thread);
  warpagg::group<warpagg::op::add, T, unsigned> g;
  g.template put<0>(p, v);
  g.template put<1>(reinterpret_cast<unsigned*>(out) + 1, 1u);
  g.commit();
}

__global__ void k(unsigned* u, float* f, void* h, void* out) {
  adds(u, 1u, u + 8);
  adds(f, 1.0f, f + 8);
#if MODE_FP16 || MODE_ENABLE
  adds(static_cast<__half*>(h), __float2half(1.0f), static_cast<__half*>(out));
  adds(static_cast<__half2*>(h), __float2half2_rn(1.0f), static_cast<__half2*>(out));
#endif
#if MODE_ENABLE
  adds(static_cast<__nv_bfloat16*>(h), __float2bfloat16(1.0f), static_cast<__nv_bfloat16*>(out));
  adds(static_cast<__nv_bfloat162*>(h), __float2bfloat162_rn(1.0f), static_cast<__nv_bfloat162*>(out));
#endif
  (void)h;
  (void)out;
}
