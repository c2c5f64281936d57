// Graph-analytics style control words: convergence flags and extrema on one
// word per launch (ptxas aggregates 32-bit ones itself), polls of a work
// queue's state through atomic reads, and a software grid barrier between
// the phases of a persistent kernel. Only the 64-bit uniform extremum and the
// keyed updates are rewritten.
#include "corpus/cuda_check.cuh"

struct Control {
  int *changed;               // set when any label moved this round
  unsigned *min_frontier;     // smallest vertex still active
  unsigned long long *max_ts; // latest time stamp seen
  unsigned *done_mask;        // bits of the finished phases
};

__global__ void relax_labels(const int *row, const int *col, int n,
                             int *label, Control ctl, const unsigned long long *ts) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  int best = label[v];
  for (int e = row[v]; e < row[v + 1]; ++e) best = min(best, label[col[e]]);
  if (best < label[v]) {
    atomicMin(&label[col[row[v]]], best);
    atomicOr(ctl.changed, 1);
    atomicMin(ctl.min_frontier, (unsigned)v);
  }
  atomicMax(ctl.max_ts, ts[v]);
  atomicAnd(ctl.done_mask, ~1u);
}

__device__ unsigned g_arrived;
__device__ volatile unsigned g_generation;

__device__ void grid_sync() {
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned gen = g_generation;
    __threadfence();
    if (atomicAdd(&g_arrived, 1) == gridDim.x - 1) {
      g_arrived = 0;
      __threadfence();
      atomicAdd((unsigned *)&g_generation, 1);
    } else {
      while (g_generation == gen) __nanosleep(32);
    }
  }
  __syncthreads();
}

__global__ void two_phase(const int *key, int n, int *count, int *queue_state,
                          int *phase_of) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&count[key[i]], 1);
  grid_sync();
  // Poll the queue's state without changing it.
  int state = atomicOr(&queue_state[blockIdx.x % 4], 0);
  int pending = atomicAdd(&count[key[0]], 0);
  if (i < n) phase_of[i] = state + pending;
}
