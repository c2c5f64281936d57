// test/gpu/helper_kernels.cu -- __device__ helpers that wrap an atomic, called
// from kernels that differ (issue 25 item 3): the input of the helper-copy
// execution tests. The tool decides each helper per call site and, where the
// calls differ, adds a copy `<helper>_warpagg` that only the gaining calls
// call (plan/HelperCopies.h). exec_helper_copies.cu runs these kernels as
// written and as the tool rewrites them (generated/helper_kernels.wa.cu, see
// test/gpu/generate_helpers.sh) against a CPU reference.
#include <warpagg/warpagg.cuh>
#line 8
#ifndef HK_NS
#define HK_NS plain
#endif

namespace HK_NS {

// A float add helper: a flush loop passes a lane-distinct address, a
// scatter a keyed one (lanes may share it).
__device__ void add_to(float* a, float v) { atomicAdd(a, v); }

// add_to for the calls whose lanes can share an address, its atomics aggregated (warpagg).
__device__ void add_to_warpagg(float* a, float v) { warpagg::reduce_add(a, v); }
#line 17

// A ticket helper whose result is used: a few queues' counters that lanes
// share (chosen by data), and one counter per thread.
__device__ int take(int* counter, int v) { return atomicAdd(counter, v); }

// take for the calls whose lanes can share an address, its atomics aggregated (warpagg).
__device__ int take_warpagg(int* counter, int v) { return warpagg::atomic_add(counter, v); }
#line 21

// Two atomics in one helper (a value and a count per key), called keyed and
// lane-distinct.
__device__ void accumulate(float* sum, unsigned* count, float v) {
  atomicAdd(sum, v);
  atomicAdd(count, 1u);
}

// accumulate for the calls whose lanes can share an address, its atomics aggregated (warpagg).
__device__ void accumulate_warpagg(float* sum, unsigned* count, float v) {
  warpagg::reduce_add(sum, v);
  warpagg::reduce_add(count, 1u);
}
#line 28

// Block partial sums in shared memory, flushed by a block-stride loop.
__global__ void flush_rows(const float* in, float* out, int rows, int cols) {
  extern __shared__ float partial[];
  for (int c = threadIdx.x; c < cols; c += blockDim.x) partial[c] = 0.0f;
  __syncthreads();
  for (int r = blockIdx.x; r < rows; r += gridDim.x)
    for (int c = threadIdx.x; c < cols; c += blockDim.x) partial[c] += in[r * cols + c];
  __syncthreads();
  for (int c = threadIdx.x; c < cols; c += blockDim.x) add_to(&out[c], partial[c]);
}

// Scatter-add by key, early exit past the end.
__global__ void scatter(const int* key, const float* v, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  add_to_warpagg(&out[key[i]], v[i]);
}

// Every lane takes tickets from its queue's counter (few queues: lanes share
// them).
__global__ void tickets(int* counters, const int* queue, int* ticket, const int* want, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ticket[i] = take_warpagg(&counters[queue[i]], want[i]);
}

// Each thread its own counter: the old values are the counters' before.
__global__ void own_counters(int* counters, int* old, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) old[i] = take(&counters[i], 3);
}

// Per-key sums and counts, and per-thread ones.
__global__ void keyed_stats(const int* key, const float* v, float* sum, unsigned* count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) accumulate_warpagg(&sum[key[i]], &count[key[i]], v[i]);
}
__global__ void own_stats(const float* v, float* sum, unsigned* count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) accumulate(&sum[i], &count[i], v[i]);
}

}  // namespace HK_NS
