// The scatter loops of a GNN library, dispatched over every dtype a tensor
// may have (issue 15, templates with mixed instantiations): float and
// double resolve to CUDA's atomics, int64 and the library's half type to its
// own overloads. The call is rewritten with the *_or_overload entry where
// each overload is found from the runtime's #include (the header declares
// them before it, or the type's namespace does); a qualified call and an
// overload this file declares after the runtime's #include stay as written.
#include <cstdint>
#include "corpus/cuda_check.cuh"
#include "corpus/scatter_atomics.cuh"

enum class dtype { f32, f64, i64, h16, i32, i16 };

// out[index[e]][f] += src[e][f] for E edges of F features, a thread per
// element, grid-stride.
template <typename scalar_t>
__global__ void scatter_add_kernel(const scalar_t *__restrict__ src,
                                   const int64_t *__restrict__ index,
                                   scalar_t *__restrict__ out, int64_t E,
                                   int F) {
  for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < E * F;
       t += (int64_t)gridDim.x * blockDim.x) {
    int64_t e = t / F;
    int f = static_cast<int>(t % F);
    atomicAdd(out + index[e] * F + f, src[t]);
  }
}

// out[index[e]][f] = max(out[index[e]][f], src[e][f]): int and long long
// through CUDA, float through the library's compare-and-swap loop.
template <typename scalar_t>
__global__ void scatter_max_kernel(const scalar_t *src, const int64_t *index,
                                   scalar_t *out, int64_t E, int F) {
  int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (t >= E * F)
    return;
  atomicMax(&out[index[t / F] * F + t % F], src[t]);
}

// Node degrees, written with a qualified call: only the global functions,
// never argument-dependent lookup; its int64 instantiation keeps it whole.
template <typename count_t>
__global__ void degree_kernel(const int64_t *index, count_t *deg, int64_t E) {
  int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (e < E)
    ::atomicAdd(&deg[index[e]], count_t(1));
}

// An overload declared here, after the line where the runtime's #include
// goes: the runtime could not find it, so the call that needs it stays.
__device__ inline void atomicAdd(int16_t *address, int16_t value) {
  // The 16 bits within their aligned word, updated by compare-and-swap.
  uintptr_t at = reinterpret_cast<uintptr_t>(address);
  unsigned *word = reinterpret_cast<unsigned *>(at & ~uintptr_t(3));
  unsigned shift = (at & 2) ? 16u : 0u, old = *word, assumed;
  do {
    assumed = old;
    unsigned short sum = static_cast<unsigned short>((assumed >> shift) + static_cast<unsigned short>(value));
    old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) | (unsigned(sum) << shift));
  } while (assumed != old);
}
template <typename scalar_t>
__global__ void scatter_add_narrow(const scalar_t *src, const int64_t *index,
                                   scalar_t *out, int64_t E) {
  int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (e < E)
    atomicAdd(&out[index[e]], src[e]);
}

template <typename scalar_t>
void launch_scatter(const void *src, const int64_t *index, void *out,
                    int64_t E, int F, cudaStream_t stream) {
  int blocks = static_cast<int>((E * F + 255) / 256);
  scatter_add_kernel<scalar_t><<<blocks > 4096 ? 4096 : blocks, 256, 0, stream>>>(
      static_cast<const scalar_t *>(src), index, static_cast<scalar_t *>(out), E, F);
  CUDA_CHECK(cudaGetLastError());
}

// The dispatch a tensor library writes once per operator.
void scatter_add(dtype t, const void *src, const int64_t *index, void *out,
                 int64_t E, int F, cudaStream_t stream) {
  switch (t) {
  case dtype::f32: return launch_scatter<float>(src, index, out, E, F, stream);
  case dtype::f64: return launch_scatter<double>(src, index, out, E, F, stream);
  case dtype::i64: return launch_scatter<int64_t>(src, index, out, E, F, stream);
  case dtype::h16: return launch_scatter<gnn::half16>(src, index, out, E, F, stream);
  default: return;
  }
}

void scatter_max(dtype t, const void *src, const int64_t *index, void *out,
                 int64_t E, int F) {
  int blocks = static_cast<int>((E * F + 255) / 256);
  if (t == dtype::i32)
    scatter_max_kernel<<<blocks, 256>>>(static_cast<const int *>(src), index, static_cast<int *>(out), E, F);
  else if (t == dtype::i64)
    scatter_max_kernel<<<blocks, 256>>>(static_cast<const long long *>(src), index, static_cast<long long *>(out), E, F);
  else
    scatter_max_kernel<<<blocks, 256>>>(static_cast<const float *>(src), index, static_cast<float *>(out), E, F);
}

void degree(dtype t, const int64_t *index, void *deg, int64_t E) {
  int blocks = static_cast<int>((E + 255) / 256);
  if (t == dtype::f32)
    degree_kernel<<<blocks, 256>>>(index, static_cast<float *>(deg), E);
  else
    degree_kernel<<<blocks, 256>>>(index, static_cast<int64_t *>(deg), E);
}

void scatter_narrow(dtype t, const void *src, const int64_t *index, void *out, int64_t E) {
  int blocks = static_cast<int>((E + 255) / 256);
  if (t == dtype::i16)
    scatter_add_narrow<<<blocks, 256>>>(static_cast<const int16_t *>(src), index, static_cast<int16_t *>(out), E);
  else
    scatter_add_narrow<<<blocks, 256>>>(static_cast<const float *>(src), index, static_cast<float *>(out), E);
}
