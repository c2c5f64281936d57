// A loop run in step reads its lanes once only after a barrier of the whole
// block (plan/UniformTrip.h): a cuda::barrier's wait completes a phase of
// however many threads the barrier was made for, so after one the group
// keeps its check; after __syncthreads() it takes the lanes' mask.
// RUN: %warpagg --privatize=off %s 2>/dev/null | %FileCheck %s
#include <cuda/barrier>

constexpr int kBatch = 256;

__global__ void after_cuda_barrier(const int *ids, const float *alpha,
                                   float *ga, float *gb, int n, int W) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ int batch[kBatch];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  const bool done = threadIdx.x >= W;
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  bar.arrive_and_wait();
  // CHECK: {{^}}  const bool wa_enter_[[A:[0-9]+]] = __any_sync(__activemask(), !done); for (int j = 0; wa_enter_[[A]] && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_[[A]]; do { if (done) continue;
  for (int j = 0; !done && j < n; j++) {
    const float a = alpha[j * 32 + threadIdx.x % 32];
    if (a < 0.01f)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], a);
    atomicAdd(&gb[id], 2.0f * a);
  }
}

__global__ void after_syncthreads(const int *ids, const float *alpha,
                                  float *ga, float *gb, int n, int W) {
  __shared__ int batch[kBatch];
  const bool done = threadIdx.x >= W;
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  // CHECK: {{^}}  const unsigned wa_mask_[[B:[0-9]+]] = __activemask(); const bool wa_enter_[[B]] = __any_sync(wa_mask_[[B]], !done); for (int j = 0; wa_enter_[[B]] && j < n; j++) { warpagg::keyed_uniform_group<int, warpagg::op::add, float, float> wa_group_[[B]]; do { if (done) continue;
  for (int j = 0; !done && j < n; j++) {
    const float a = alpha[j * 32 + threadIdx.x % 32];
    if (a < 0.01f)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], a);
    atomicAdd(&gb[id], 2.0f * a);
  }
}
