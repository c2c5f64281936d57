// Atomics inside lambdas and functors: device lambdas defined in kernels and
// passed to generic device algorithms, and functor objects applied per item.
#include "corpus/cuda_check.cuh"

template <class F>
__device__ void for_each_in_block_range(int begin, int end, F f) {
  for (int i = begin + threadIdx.x; i < end; i += blockDim.x) f(i);
}

__global__ void count_words(const int *word_id, int n, int chunk,
                            unsigned *freq) {
  int begin = blockIdx.x * chunk;
  int end = min(begin + chunk, n);
  for_each_in_block_range(begin, end, [=](int i) {
    atomicAdd(&freq[word_id[i]], 1u);
  });
}

__global__ void sum_and_max_by_label(const float *v, const int *label, int n,
                                     float *sum, int *max_bits) {
  auto add = [sum](int l, float x) { atomicAdd(sum + l, x); };
  auto keep_max = [&](int l, float x) {
    atomicMax(&max_bits[l], __float_as_int(x));
  };
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    add(label[i], v[i]);
    if (v[i] >= 0.f) keep_max(label[i], v[i]);
  }
}

// Functor-based accumulation policy passed to a generic kernel template.
struct AddPolicy {
  double *out;
  __device__ void operator()(int k, double x) const { atomicAdd(&out[k], x); }
};

struct CountPolicy {
  unsigned long long *out;
  __device__ void operator()(int k, double) const {
    atomicAdd(out + k, 1ull);
  }
};

template <class Policy>
__global__ void reduce_by_key(const int *key, const double *x, int n,
                              Policy policy) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) policy(key[i], x[i]);
}

template __global__ void reduce_by_key<AddPolicy>(const int *, const double *,
                                                  int, AddPolicy);
template __global__ void reduce_by_key<CountPolicy>(const int *,
                                                    const double *, int,
                                                    CountPolicy);

// A lambda whose result is used: allocate an output slot.
__global__ void emit_pairs(const int *a, const int *b, int n, int2 *pairs,
                           int *count) {
  auto alloc = [count](int how_many) { return atomicAdd(count, how_many); };
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && a[i] == b[i]) {
    int at = alloc(1);
    pairs[at] = make_int2(i, a[i]);
  }
}

void word_count(const int *ids, int n, unsigned *freq) {
  count_words<<<(n + 4095) / 4096, 256>>>(ids, n, 4096, freq);
  CUDA_CHECK_LAUNCH();
}
