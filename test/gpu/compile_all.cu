// test/gpu/compile_all.cu -- compile-only check: instantiates every entry
// point (7 operations x 3 scopes x 2 forms, all 5 strategies for device scope
// and the default one for _block/_system, whose code differs only in the
// native call) for every value type that has the native atomic, plus the call shapes the tool leaves
// untouched (implicit conversions of the value, __device__ functions, shared
// memory through a generic pointer). Built with nvcc for sm_75, sm_80, sm_90
// and sm_100 and with clang++ -x cuda, all with -Wall -Wextra -Werror.
#include <warpagg/warpagg.cuh>

namespace wt_compile {
using warpagg::strategy;
using namespace warpagg::detail;

template <strategy S, class T> __device__ void every_op(T* p, T v, T* out) {
#define WT_ONE(NAME, OPTAG, SFX, SCOPETAG)                        \
  if constexpr (native<OPTAG, SCOPETAG, T>::supported) {          \
    warpagg::reduce_##NAME##SFX<S>(p, v);                         \
    *out = warpagg::atomic_##NAME##SFX<S>(p, v);                  \
  }
#define WT_SCOPES(NAME, OPTAG)                                    \
  WT_ONE(NAME, OPTAG, , scope_device)                             \
  if constexpr (S == strategy::adaptive) {                        \
    WT_ONE(NAME, OPTAG, _block, scope_block)                      \
    WT_ONE(NAME, OPTAG, _system, scope_system)                    \
  }
  WT_SCOPES(add, op_add)
  WT_SCOPES(sub, op_sub)
  WT_SCOPES(min, op_min)
  WT_SCOPES(max, op_max)
  WT_SCOPES(and, op_and)
  WT_SCOPES(or, op_or)
  WT_SCOPES(xor, op_xor)
#undef WT_SCOPES
#undef WT_ONE
}

template <class T> __global__ void every_strategy(T* p, const T* v, T* out) {
  const T x = v[threadIdx.x];
  T* q = p + threadIdx.x % 7;
  every_op<strategy::adaptive>(q, x, out);
  every_op<strategy::runs>(q, x, out);
  every_op<strategy::match>(q, x, out);
  every_op<strategy::uniform>(p, x, out);
  every_op<strategy::ballot_loop>(q, x, out);
}

// The tool swaps only the callee's name: whatever argument conversions the
// native atomic accepted must still compile.
__device__ unsigned helper(unsigned* counter) { return warpagg::atomic_add(counter, 1); }

__global__ void call_shapes(unsigned* u, int* i, float* f, double* d, unsigned long long* ull, long long* ll,
                            __half* h, int* out) {
  __shared__ float sf[32];
  __shared__ unsigned su[32];
  sf[threadIdx.x % 32] = 0.0f;
  su[threadIdx.x % 32] = 0u;
  __syncthreads();
  float* generic = (threadIdx.x & 1) ? sf : f;  // generic pointer, maybe shared
  warpagg::reduce_add(generic + threadIdx.x % 4, 1.0);
  warpagg::reduce_add(u, 1);
  warpagg::reduce_add(d, 1);
  warpagg::reduce_add(ull, 1);
  warpagg::reduce_max(ll, 3);
  warpagg::reduce_min(i, 2u);
  warpagg::reduce_or_block(su + threadIdx.x % 3, 4);
  warpagg::reduce_add(h, __float2half(1.0f));
  if (threadIdx.x & 1) out[threadIdx.x] = static_cast<int>(helper(u));
  for (int k = 0; k < i[threadIdx.x]; ++k) warpagg::reduce_sub_system(u + k, 1u);
  __syncthreads();
  out[0] = static_cast<int>(sf[threadIdx.x % 32]) + static_cast<int>(su[threadIdx.x % 32]);
}

// Instantiate every value type.
template __global__ void every_strategy<int>(int*, const int*, int*);
template __global__ void every_strategy<unsigned>(unsigned*, const unsigned*, unsigned*);
template __global__ void every_strategy<long long>(long long*, const long long*, long long*);
template __global__ void every_strategy<unsigned long long>(unsigned long long*, const unsigned long long*,
                                                            unsigned long long*);
template __global__ void every_strategy<float>(float*, const float*, float*);
template __global__ void every_strategy<double>(double*, const double*, double*);
template __global__ void every_strategy<__half>(__half*, const __half*, __half*);
template __global__ void every_strategy<__half2>(__half2*, const __half2*, __half2*);
template __global__ void every_strategy<__nv_bfloat16>(__nv_bfloat16*, const __nv_bfloat16*, __nv_bfloat16*);
template __global__ void every_strategy<__nv_bfloat162>(__nv_bfloat162*, const __nv_bfloat162*, __nv_bfloat162*);

}  // namespace wt_compile
