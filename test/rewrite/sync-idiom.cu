// Atomics that synchronise rather than reduce are left alone ('sync-idiom'):
// an atomic read (the operation's identity as the value) and the counters of
// a software grid barrier (a block's arrival, then a spin on the counter).
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --dry-run --report=json %s 2>/dev/null | %FileCheck %s --check-prefix=JSON

__device__ unsigned int arrived;
__device__ volatile unsigned int generation;

__device__ int poll_flag(int *flags, int k) {
  // DIAG: sync-idiom.cu:[[@LINE+2]]:10: note: left alone: an atomic read: the value leaves memory unchanged, the call only returns what is there [atomicOr]
  // CHECK: return atomicOr(&flags[k], 0);
  return atomicOr(&flags[k], 0);
}

__global__ void reads(unsigned long long *progress, float *level,
                      const int *key, unsigned *mask) {
  // CHECK: unsigned long long seen = atomicAdd(&progress[key[0]], 0ull);
  unsigned long long seen = atomicAdd(&progress[key[0]], 0ull);
  // CHECK: float now = atomicAdd(&level[key[1]], 0.0f);
  float now = atomicAdd(&level[key[1]], 0.0f);
  // CHECK: unsigned bits = atomicAnd(&mask[key[2]], ~0u);
  unsigned bits = atomicAnd(&mask[key[2]], ~0u);
  // A real update: rewritten.
  // CHECK: warpagg::reduce_add<warpagg::strategy::likely_uniform>(&progress[key[3]], seen + 1);
  atomicAdd(&progress[key[3]], seen + 1);
  level[0] = now + bits;
}

// A sense-reversing grid barrier: block leaders arrive, the last one bumps
// the generation, the others spin on it.
__device__ void grid_barrier() {
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned gen = generation;
    __threadfence();
    // DIAG: sync-idiom.cu:[[@LINE+2]]:9: note: left alone: a barrier arrival: its result is used and the function spins waiting for the other blocks [atomicAdd]
    // CHECK: if (atomicAdd(&arrived, 1) == gridDim.x - 1) {
    if (atomicAdd(&arrived, 1) == gridDim.x - 1) {
      arrived = 0;
      __threadfence();
      // DIAG: sync-idiom.cu:[[@LINE+2]]:7: note: left alone: a barrier counter: the function spins until 'generation' changes [atomicAdd]
      // CHECK: atomicAdd((unsigned *)&generation, 1);
      atomicAdd((unsigned *)&generation, 1);
    } else {
      while (generation == gen)
        __nanosleep(64);
    }
  }
  __syncthreads();
}

// A counting barrier spinning on the counter itself.
__global__ void count_barrier(unsigned *count, float *out, const int *key) {
  // CHECK: warpagg::reduce_add(&out[key[threadIdx.x]], 1.0f);
  atomicAdd(&out[key[threadIdx.x]], 1.0f);
  if (threadIdx.x == 0) {
    // DIAG: sync-idiom.cu:[[@LINE+2]]:5: note: left alone: a barrier counter: the function spins until 'count' changes [atomicAdd]
    // CHECK: atomicAdd(count, 1);
    atomicAdd(count, 1);
    while (atomicAdd(count, 0) < gridDim.x) {
    }
  }
  grid_barrier();
}

// JSON: "reason_code": "sync-idiom"
