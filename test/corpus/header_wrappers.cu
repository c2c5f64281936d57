// Atomics hidden in the project's own header (include/corpus/atomics.cuh):
// a templated wrapper function used from several kernels and types. Issue 5
// wants the header's site rewritten once under --header-filter; the kernels'
// own sites here are rewritten as usual.
#include "corpus/atomics.cuh"
#include "corpus/cuda_check.cuh"

__global__ void accumulate_f32(const float *v, const int *key, int n,
                               float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) corpus::accumulate(&sum[key[i]], v[i]);
}

__global__ void accumulate_i64(const long long *v, const int *key, int n,
                               unsigned long long *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    corpus::accumulate(&sum[key[i]],
                       static_cast<unsigned long long>(v[i]));
}

__global__ void tickets(const int *queue_of, int n, int *tail, int *ticket) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ticket[i] = corpus::fetch_increment(&tail[queue_of[i]]);
}

// A local wrapper in this file: rewritten here, once.
template <class T>
__device__ void add_pair(T *a, T *b, T v) {
  atomicAdd(a, v);
  atomicAdd(b, -v);
}

__global__ void flows(const int *from, const int *to, const float *amount,
                      int n, float *balance) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) add_pair(&balance[to[i]], &balance[from[i]], amount[i]);
}

__global__ void flows_int(const int *from, const int *to, const int *amount,
                          int n, int *balance) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) add_pair(balance + to[i], balance + from[i], amount[i]);
}

void launch_flows(const int *f, const int *t, const float *a, int n,
                  float *bal) {
  flows<<<corpus::grid_for(n, 256), 256>>>(f, t, a, n, bal);
  CUDA_CHECK_LAUNCH();
}
