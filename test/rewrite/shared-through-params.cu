// Shared memory reached through a parameter, a member or a reference is
// shared memory: left alone like a visible __shared__ variable, when every
// call in the translation unit passes a __shared__ address. A helper that
// also gets global memory, or whose callers are unknown, stays rewritten
// (its address space cannot be known there).
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

// Every call passes a __shared__ array.
__device__ void bump(unsigned *bins, int k) {
  // DIAG: shared-through-params.cu:[[@LINE+2]]:3: note: left alone: address is in shared memory ('local_hist'){{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&bins[k], 1u);
  atomicAdd(&bins[k], 1u);
}

// Through two levels of helpers and a reference.
__device__ void add_ref(float &slot, float v) {
  // DIAG: shared-through-params.cu:[[@LINE+2]]:3: note: left alone: address is in shared memory ('sums'){{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&slot, v);
  atomicAdd(&slot, v);
}
__device__ void add_at(float *row, int k, float v) { add_ref(row[k], v); }

// One call passes shared memory, another global: rewritten.
__device__ void count_into(int *where, int k) {
  // CHECK: {{^}}  warpagg::reduce_add(&where[k], 1);
  atomicAdd(&where[k], 1);
}

// A struct whose only instances are __shared__.
struct TileAccumulator {
  float cell[64];
  __device__ void add(int k, float v) {
    // DIAG: shared-through-params.cu:[[@LINE+2]]:5: note: left alone: address is in shared memory ('acc'){{.*}} [atomicAdd]
    // CHECK: {{^}}    atomicAdd(&cell[k % 64], v);
    atomicAdd(&cell[k % 64], v);
  }
};

struct Binner {
  unsigned *hist;
  int bins;
};

__global__ void kernel(const int *key, float *out, int *global_counts) {
  __shared__ unsigned local_hist[256];
  __shared__ float sums[32];
  __shared__ int shared_counts[16];
  __shared__ TileAccumulator acc;
  int k = key[blockIdx.x * blockDim.x + threadIdx.x];
  bump(local_hist, k & 255);
  bump(local_hist + 128, k & 127);
  add_at(sums, k & 31, 1.0f);
  count_into(shared_counts, k & 15);
  count_into(global_counts, k);
  acc.add(k, 2.0f);
  // A pointer member initialised from a __shared__ buffer.
  Binner b{local_hist, 256};
  // DIAG: shared-through-params.cu:[[@LINE+2]]:3: note: left alone: address is in shared memory ('local_hist'){{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&b.hist[k % b.bins], 1u);
  atomicAdd(&b.hist[k % b.bins], 1u);
  __syncthreads();
  out[k] = sums[0] + acc.cell[0];
}
