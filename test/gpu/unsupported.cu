// test/gpu/unsupported.cu -- combinations CUDA has no native atomic for must
// fail with warpagg's readable static_assert (see unsupported.test).
#include <warpagg/warpagg.cuh>

__global__ void k(float* f, long long* ll, double* d, __half* h, short* s, unsigned* u) {
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
#else
  warpagg::reduce_add(u, 1u);  // supported: must compile cleanly
#endif
  (void)f; (void)ll; (void)d; (void)h; (void)s; (void)u;
}
