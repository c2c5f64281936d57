// warpagg's parse-only prelude: force-included (-include) when warpagg parses
// a file with clang, never written to any output. It declares what nvcc's
// headers provide and clang's CUDA headers lack, so that code written for
// nvcc parses (docs/nvcc-dialect.md). Nothing here is compiled to code: the
// bodies exist only so that clang's checks see ordinary inline functions.
#ifndef WARPAGG_NVCC_DIALECT_PRELUDE_H
#define WARPAGG_NVCC_DIALECT_PRELUDE_H
#if defined(__CUDA__) && defined(__cplusplus)

// The C and C++ headers nvcc's crt/common_functions.h and
// crt/math_functions.h include in every translation unit, before its code:
// host code calls clock(), memcpy() or an unqualified isfinite(x) (through
// <math.h>'s using-declarations) with no include of its own. Clang's CUDA
// wrapper includes only some of them.
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmath>
#include <cstdlib>

// Host overloads of min/max: CUDA's crt/math_functions.hpp declares them
// __host__ __device__ for nvcc; clang's wrapper keeps only the device ones,
// so host code calling an unqualified min(a, b) finds no candidate. The set
// is nvcc's (same parameter types), so overload resolution picks what nvcc
// picks.
#define WARPAGG_PRELUDE_MINMAX(R, A, B)                                        \
  static inline __host__ R min(const A a, const B b) {                        \
    return (R)a < (R)b ? (R)a : (R)b;                                          \
  }                                                                            \
  static inline __host__ R max(const A a, const B b) {                        \
    return (R)a > (R)b ? (R)a : (R)b;                                          \
  }
WARPAGG_PRELUDE_MINMAX(int, int, int)
WARPAGG_PRELUDE_MINMAX(unsigned int, unsigned int, unsigned int)
WARPAGG_PRELUDE_MINMAX(unsigned int, int, unsigned int)
WARPAGG_PRELUDE_MINMAX(unsigned int, unsigned int, int)
WARPAGG_PRELUDE_MINMAX(long int, long int, long int)
WARPAGG_PRELUDE_MINMAX(unsigned long int, unsigned long int, unsigned long int)
WARPAGG_PRELUDE_MINMAX(unsigned long int, long int, unsigned long int)
WARPAGG_PRELUDE_MINMAX(unsigned long int, unsigned long int, long int)
WARPAGG_PRELUDE_MINMAX(long long int, long long int, long long int)
WARPAGG_PRELUDE_MINMAX(unsigned long long int, unsigned long long int,
                       unsigned long long int)
WARPAGG_PRELUDE_MINMAX(unsigned long long int, long long int,
                       unsigned long long int)
WARPAGG_PRELUDE_MINMAX(unsigned long long int, unsigned long long int,
                       long long int)
WARPAGG_PRELUDE_MINMAX(float, float, float)
WARPAGG_PRELUDE_MINMAX(double, double, double)
WARPAGG_PRELUDE_MINMAX(double, float, double)
WARPAGG_PRELUDE_MINMAX(double, double, float)
#undef WARPAGG_PRELUDE_MINMAX

// Cache-hinted loads and stores nvcc's sm_32_intrinsics.h declares and
// clang 22's __clang_cuda_intrinsics.h lacks (it has __ldcg, __ldcs, __ldcv,
// __ldg and __stwt). One template each: the value parameter is not deduced,
// so arguments convert as they do to nvcc's fixed overloads.
namespace warpagg_prelude {
template <typename T> struct same { typedef T type; };
} // namespace warpagg_prelude
template <typename T> static inline __device__ T __ldca(const T *p) {
  return *p;
}
template <typename T> static inline __device__ T __ldlu(const T *p) {
  return *p;
}
template <typename T>
static inline __device__ void
__stcs(T *p, typename warpagg_prelude::same<T>::type v) {
  *p = v;
}
template <typename T>
static inline __device__ void
__stcg(T *p, typename warpagg_prelude::same<T>::type v) {
  *p = v;
}
template <typename T>
static inline __device__ void
__stwb(T *p, typename warpagg_prelude::same<T>::type v) {
  *p = v;
}

#endif
#endif
