// Issue 44 (item 13): a fused group whose loop runs in step (plan/
// UniformTrip.h: the lanes' mask and vote before the loop, the vote in place
// of the lane's term, a skip first in the group's do { }, the commit naming
// the mask) beside an ordinary group in the same kernel, and one voting on
// __activemask() whose lane term is not negated. nvcc compiles the output;
// the checker did not know the in-step edits and called the groups unpaired.
#include <cuda_runtime.h>
constexpr int kBatch = 256;
__global__ void backward(const int *ids, const float *alpha, float *ga,
                         float *gb, int n, int W) {
  __shared__ int batch[kBatch];
  const bool inside = threadIdx.x < W;
  bool done = !inside;
  int toDo = n;
  for (int i = 0; i < 4; i++, toDo -= kBatch) {
    __syncthreads();
    batch[threadIdx.x] = ids[i * kBatch + threadIdx.x];
    __syncthreads();
    for (int j = 0; !done && j < min(kBatch, toDo); j++) {
      const float a = alpha[j * 32 + threadIdx.x % 32];
      if (a < 0.01f)
        continue;
      const int id = batch[j];
      atomicAdd(&ga[id], a);
      atomicAdd(&gb[id], 2.0f * a);
    }
  }
  int k = ids[threadIdx.x];
  atomicAdd(&ga[k], 1.0f);
  atomicAdd(&gb[k], 1.0f);
}

__global__ void right_term(const int *ids, const float *w, float *ga,
                           float *gb, int n) {
  __shared__ int batch[kBatch];
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  const bool active = w[threadIdx.x] > 0.0f;
  for (int j = 0; j < n && active; ++j) {
    if (w[j] == 0.0f)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], w[j]);
    atomicAdd(&gb[id], 1.0f);
  }
  atomicAdd(&ga[ids[n]], 1.0f);
  atomicAdd(&gb[ids[n]], 1.0f);
}
