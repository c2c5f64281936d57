// Mixed-precision accumulation: embedding-table gradients in __half and
// __nv_bfloat16 (scalar and paired), templated over the storage type.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "corpus/cuda_check.cuh"

template <class T>
__device__ __forceinline__ T from_float(float v);
template <>
__device__ __forceinline__ float from_float<float>(float v) { return v; }
template <>
__device__ __forceinline__ __half from_float<__half>(float v) {
  return __float2half(v);
}
template <>
__device__ __forceinline__ __nv_bfloat16 from_float<__nv_bfloat16>(float v) {
  return __float2bfloat16(v);
}

// grad_table[index[r], :] += scale * grad_out[r, :]
template <class T>
__global__ void embedding_backward(const float *grad_out, const long long *index,
                                   int rows, int dim, float scale,
                                   T *grad_table) {
  int r = blockIdx.x;
  if (r >= rows) return;
  long long row = index[r];
  for (int d = threadIdx.x; d < dim; d += blockDim.x) {
    T g = from_float<T>(scale * grad_out[r * dim + d]);
    atomicAdd(&grad_table[row * dim + d], g);
  }
}

template __global__ void embedding_backward<float>(const float *,
                                                   const long long *, int, int,
                                                   float, float *);
template __global__ void embedding_backward<__half>(const float *,
                                                    const long long *, int,
                                                    int, float, __half *);
template __global__ void embedding_backward<__nv_bfloat16>(
    const float *, const long long *, int, int, float, __nv_bfloat16 *);

// Paired form: two features per atomic.
__global__ void embedding_backward_half2(const __half2 *grad_out,
                                         const int *index, int rows,
                                         int dim2, __half2 *grad_table) {
  int r = blockIdx.x;
  if (r >= rows) return;
  for (int d = threadIdx.x; d < dim2; d += blockDim.x)
    atomicAdd(grad_table + index[r] * dim2 + d, grad_out[r * dim2 + d]);
}

__global__ void embedding_backward_bf162(const float2 *grad_out,
                                         const int *index, int rows, int dim2,
                                         __nv_bfloat162 *grad_table) {
  int r = blockIdx.x;
  if (r >= rows) return;
  for (int d = threadIdx.x; d < dim2; d += blockDim.x) {
    __nv_bfloat162 g = __float22bfloat162_rn(grad_out[r * dim2 + d]);
    atomicAdd(&grad_table[index[r] * dim2 + d], g);
  }
}

// Half-precision histogram of attention scores (counts stay small).
__global__ void score_histogram(const __half *scores, int n, __half *hist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int b = min(max(__half2int_rz(__hmul(scores[i], __float2half(16.f))), 0), 15);
    atomicAdd(&hist[b], __float2half(1.f));
  }
}

void embedding_grad_bf16(const float *g, const long long *idx, int rows,
                         int dim, __nv_bfloat16 *table, cudaStream_t s) {
  embedding_backward<__nv_bfloat16><<<rows, 128, 0, s>>>(g, idx, rows, dim,
                                                         1.0f, table);
  CUDA_CHECK_LAUNCH();
}
