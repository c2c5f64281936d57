// test/gpu/compile_all.cu -- compile-only check: instantiates every entry
// point (7 operations x 3 scopes x 2 forms, all 5 strategies for device scope
// and the default one for _block/_system, whose code differs only in the
// native call; with warpagg::once_per_thread for adaptive and match) for
// every value type that has the native atomic, plus the call shapes the tool leaves
// untouched (implicit conversions of the value, __device__ functions, shared
// memory through a generic pointer), and the atomic_ref entry points
// (warpagg/atomic_ref.cuh) for every operation, scope and supported type.
// float2/float4 compile on sm_90+ only and are skipped by the same check
// elsewhere. Built with nvcc for sm_75, sm_80, sm_90 and sm_100 and with
// clang++ -x cuda, all with -Wall -Wextra -Werror. The *_or_overload
// entries (or_overload.cuh) with the default strategy, on the same types.
#include <cuda_bf16.h>  // before the runtime: its 16-bit float rows need them first
#include <cuda_fp16.h>
#include <warpagg/atomic_ref.cuh>
#include <warpagg/warpagg.cuh>

namespace wt_compile {
using warpagg::strategy;
using namespace warpagg::detail;

template <strategy S, class T> __device__ void every_op(T* p, T v, T* out) {
#define WT_ONE(NAME, OPTAG, SFX, SCOPETAG)                                         \
  if constexpr (native<OPTAG, SCOPETAG, T>::supported) {                           \
    warpagg::reduce_##NAME##SFX<S>(p, v);                                          \
    *out = warpagg::atomic_##NAME##SFX<S>(p, v);                                   \
    if constexpr (S == strategy::adaptive || S == strategy::match) {               \
      warpagg::reduce_##NAME##SFX<S>(p, v, warpagg::once_per_thread);              \
      *out = warpagg::atomic_##NAME##SFX<S>(p, v, warpagg::once_per_thread);       \
    }                                                                              \
    if constexpr (S == strategy::adaptive) {                                       \
      warpagg::reduce_##NAME##SFX##_or_overload(p, v);                             \
      *out = warpagg::atomic_##NAME##SFX##_or_overload(p, v);                      \
    }                                                                              \
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
  every_op<strategy::likely_distinct>(q, x, out);
  every_op<strategy::distinct_in_rows>(q, x, out);
  every_op<strategy::likely_uniform>(q, x, out);
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
  // atomic_ref: the value converts as for fetch_OP; shared memory; fetch_sub
  // on float as the add of the negation.
  warpagg::reduce_add(cuda::atomic_ref<unsigned, cuda::thread_scope_block>(su[threadIdx.x % 5]), 1);
  out[1] = static_cast<int>(warpagg::atomic_sub(cuda::std::atomic_ref<float>(*f), 0.5));
  __syncthreads();
  out[0] = static_cast<int>(sf[threadIdx.x % 32]) + static_cast<int>(su[threadIdx.x % 32]);
}

// Every atomic_ref operation on one ref, where ref_supported says the
// runtime has it for T at that scope on this architecture.
template <cuda::thread_scope Sco, class R, class T> __device__ void every_ref_op(const R& ref, T v, T* out) {
#define WT_REF_ONE(NAME, OPTAG)                                   \
  if constexpr (ref_supported<OPTAG, Sco, T>::value) {            \
    warpagg::reduce_##NAME(ref, v);                               \
    *out = warpagg::atomic_##NAME<strategy::match>(ref, v);       \
  }
  WT_REF_ONE(add, op_add)
  WT_REF_ONE(sub, op_sub)
  WT_REF_ONE(min, op_min)
  WT_REF_ONE(max, op_max)
  WT_REF_ONE(and, op_and)
  WT_REF_ONE(or, op_or)
  WT_REF_ONE(xor, op_xor)
#undef WT_REF_ONE
}

template <class T> __global__ void every_ref(T* p, const T* v, T* out) {
  T& x = p[threadIdx.x % 7];
  const T val = v[threadIdx.x];
  every_ref_op<cuda::thread_scope_device>(cuda::atomic_ref<T, cuda::thread_scope_device>(x), val, out);
  every_ref_op<cuda::thread_scope_block>(cuda::atomic_ref<T, cuda::thread_scope_block>(x), val, out);
  every_ref_op<cuda::thread_scope_system>(cuda::atomic_ref<T, cuda::thread_scope_system>(x), val, out);
  every_ref_op<cuda::thread_scope_system>(cuda::std::atomic_ref<T>(x), val, out);
}

// warpagg::group and uniform_group (group.cuh) for every operation tag and
// scope that has the native atomic for T, two slots of T and a mixed one.
template <class Tag, class T> __device__ void one_group(T* p, T v, float* f) {
  if constexpr (native<typename Tag::op_type, typename Tag::scope_type, T>::supported) {
    warpagg::group<Tag, T, T> g;
    if (threadIdx.x & 1) {  // a lane that puts nothing still commits
      g.template put<0>(p + threadIdx.x % 5, v);
      g.template put<1>(p + 8 + threadIdx.x % 5, v);
    }
    g.commit();
    warpagg::uniform_group<Tag, T> u;
    u.template put<0>(p, v);
    u.commit();
    if constexpr (is_same<typename Tag::op_type, op_add>::value) {
      warpagg::group<Tag, T, float> m;
      m.template put<0>(p + threadIdx.x % 3, v);
      m.template put<1>(f + threadIdx.x % 3, 1);
      m.commit();
    }
  }
}
template <class T> __global__ void every_group(T* p, const T* v, float* f) {
  const T x = v[threadIdx.x];
#define WT_GROUP_SCOPES(NAME)                             \
  one_group<warpagg::op::NAME>(p, x, f);                  \
  one_group<warpagg::op::NAME##_block>(p, x, f);          \
  one_group<warpagg::op::NAME##_system>(p, x, f);
  WT_GROUP_SCOPES(add)
  WT_GROUP_SCOPES(sub)
  WT_GROUP_SCOPES(min)
  WT_GROUP_SCOPES(max)
  WT_GROUP_SCOPES(bit_and)
  WT_GROUP_SCOPES(bit_or)
  WT_GROUP_SCOPES(bit_xor)
#undef WT_GROUP_SCOPES
}

// Instantiate every value type; the atomic_ref forms for the types libcu++'s
// atomic_ref has arithmetic for.
#define WT_EVERY(T)                                                  \
  template __global__ void every_strategy<T>(T*, const T*, T*); \
  template __global__ void every_group<T>(T*, const T*, float*);
#define WT_EVERY_AND_REF(T) \
  WT_EVERY(T)               \
  template __global__ void every_ref<T>(T*, const T*, T*);
WT_EVERY_AND_REF(int)
WT_EVERY_AND_REF(unsigned)
WT_EVERY_AND_REF(long long)
WT_EVERY_AND_REF(unsigned long long)
WT_EVERY_AND_REF(float)
WT_EVERY_AND_REF(double)
WT_EVERY(__half)
WT_EVERY(__half2)
WT_EVERY(__nv_bfloat16)
WT_EVERY(__nv_bfloat162)
WT_EVERY(float2)
WT_EVERY(float4)
#undef WT_EVERY_AND_REF
#undef WT_EVERY

}  // namespace wt_compile
