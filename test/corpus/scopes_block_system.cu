// Scoped atomics: _block for data only one block touches (per-block partial
// histograms in global memory), _system for counters in host-mapped memory
// that the CPU polls while the kernel runs.
#include "corpus/cuda_check.cuh"

// Per-block partial histograms in global memory, later summed by a second
// kernel; only this block writes its slice, so block scope suffices.
__global__ void partial_histograms(const int *keys, int n, int bins,
                                   unsigned *partials) {
  unsigned *mine = partials + blockIdx.x * bins;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd_block(&mine[keys[i]], 1u);
}

__global__ void per_block_extrema(const float *v, const int *key, int n,
                                  int keys, int *block_max_bits,
                                  int *block_min_bits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int k = blockIdx.x * keys + key[i];
  atomicMax_block(&block_max_bits[k], __float_as_int(v[i]));
  atomicMin_block(&block_min_bits[k], __float_as_int(v[i]));
}

// Progress reporting into pinned host memory: per-stage counters the host
// reads while the kernel runs, and a ticket whose value is used.
__global__ void process_with_progress(const int *stage_of, int n,
                                      unsigned long long *host_progress,
                                      int *host_tickets, int *ticket_of) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd_system(&host_progress[stage_of[i]], 1ull);
  ticket_of[i] = atomicAdd_system(&host_tickets[stage_of[i]], 1);
}

__global__ void system_flags(const int *owner, int n, unsigned *host_flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicOr_system(&host_flags[owner[i]], 1u << (i & 31));
    atomicXor_block(&host_flags[owner[i] + 1024], 1u);
  }
}

void run_with_progress(const int *d_stage, int n, int stages) {
  unsigned long long *h_progress = nullptr;
  int *h_tickets = nullptr, *d_ticket_of = nullptr;
  CUDA_CHECK(cudaHostAlloc(&h_progress, stages * sizeof(*h_progress),
                           cudaHostAllocMapped));
  CUDA_CHECK(cudaHostAlloc(&h_tickets, stages * sizeof(int),
                           cudaHostAllocMapped));
  CUDA_CHECK(cudaMalloc(&d_ticket_of, n * sizeof(int)));
  process_with_progress<<<corpus::grid_for(n, 256), 256>>>(
      d_stage, n, h_progress, h_tickets, d_ticket_of);
  CUDA_CHECK_LAUNCH();
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaFreeHost(h_progress));
  CUDA_CHECK(cudaFreeHost(h_tickets));
  CUDA_CHECK(cudaFree(d_ticket_of));
}
