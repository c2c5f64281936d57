// test/gpu/unsupported.cu -- combinations CUDA has no native atomic for must
// fail with warpagg's readable static_assert (see unsupported.test).
#if CASE != 10
#include <cuda_fp16.h>  // before the runtime, which has __half rows only then
#include <warpagg/atomic_ref.cuh>
#include <warpagg/warpagg.cuh>
#else
// Too late for the runtime, compiled without __half rows (and without
// atomic_ref.cuh, whose <cuda/atomic> includes cuda_fp16.h before it).
#include <warpagg/warpagg.cuh>
#include <cuda_fp16.h>
#endif

__global__ void k(float* f, long long* ll, double* d, __half* h, short* s, unsigned* u, float2* f2) {
#if CASE == 1
  warpagg::reduce_sub(f, 1.0f);  // no atomicSub(float*)
#elif CASE == 2
  warpagg::reduce_add(ll, 1ll);  // no atomicAdd(long long*)
#elif CASE == 3
  (void)warpagg::atomic_min(d, 1.0);  // no atomicMin(double*)
#elif CASE == 4
  warpagg::reduce_add_block(h, __float2half(1.0f));  // no atomicAdd_block(__half*)
#elif CASE == 5
  warpagg::reduce_xor(s, static_cast<short>(1));  // no 16-bit integer atomics
#elif CASE == 6
  warpagg::reduce_add(cuda::atomic_ref<unsigned, cuda::thread_scope_thread>(*u), 1u);  // no thread-scoped atomicAdd
#elif CASE == 7
  warpagg::reduce_add(f2, make_float2(1.0f, 2.0f));  // float2 atomicAdd needs sm_90 (run for sm_80)
#elif CASE == 8
  (void)warpagg::atomic_min(cuda::atomic_ref<double, cuda::thread_scope_device>(*d), 1.0);  // no atomicMin(double*)
#elif CASE == 10
  warpagg::reduce_add(h, __float2half(1.0f));  // CUDA has it, but cuda_fp16.h came after the runtime
#elif CASE == 9
  warpagg::group<warpagg::op::add, unsigned, double, long long> g;  // one slot without atomicAdd
  g.put<0>(u, 1u);
  g.put<1>(d, 1.0);
  g.put<2>(ll, 1ll);
  g.commit();
#else
  warpagg::reduce_add(u, 1u);  // supported: must compile cleanly
  warpagg::group<warpagg::op::add, unsigned, double> g;
  g.put<0>(u, 1u);
  g.put<1>(d, 1.0);
  g.commit();
#endif
  (void)f; (void)ll; (void)d; (void)h; (void)s; (void)u; (void)f2;
}
