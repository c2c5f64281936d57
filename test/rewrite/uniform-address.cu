// An address provably the same in every lane gets the runtime's uniform
// strategy; anything that may differ between lanes keeps the adaptive default.
// A 32-bit integer atomic on an address the compiler sees as uniform stays
// the plain atomic (add/sub; min/max/and/or/xor with the result unused):
// nvcc aggregates those itself, faster than the runtime. It never does for
// 64-bit values (bench/results/2026-11-22-ptxas-redux-sm90.md).
// Sites here are rewritten one by one (--fuse=off): fusion is fusion.cu's.
// Their tables stay in global memory (--privatize=off): privatization is
// privatize*.cu's.
// RUN: %warpagg --privatize=off --fuse=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --fuse=off %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

__device__ unsigned long long global_count;
__constant__ int const_bin;
struct Counters { int *hits; int *misses; };

__device__ void through_device_function(int *counter) {
  // A __device__ function's parameter may differ per lane (its call passes
  // a lane's own element).
  // CHECK: {{^}}  warpagg::reduce_add(counter, 1);
  atomicAdd(counter, 1);
}

__device__ void through_one_call(int *counter) {
  // Its one call passes a kernel's parameter: the same in every lane.
  // DIAG: uniform-address.cu:[[@LINE+2]]:3: note: left alone: the address is the same in every lane, and nvcc already aggregates integer atomics on such addresses (faster than the runtime) [atomicAdd]
  // CHECK: {{^}}  atomicAdd(counter, 1);
  atomicAdd(counter, 1);
}

__global__ void kernel(int *count, float *sums, Counters c, const int *key,
                       int *moved, int n) {
  // DIAG: uniform-address.cu:[[@LINE+2]]:3: note: left alone: the address is the same in every lane, and nvcc already aggregates integer atomics on such addresses (faster than the runtime) [atomicAdd]
  // CHECK: {{^}}  atomicAdd(count, 1);
  atomicAdd(count, 1);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&global_count, 1ull);
  atomicAdd(&global_count, 1ull);
  // DIAG: uniform-address.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::uniform> (float, result unused; uniform strategy: address is the same in every lane)
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(reinterpret_cast<float *>(count), 0.5f);
  atomicAdd(reinterpret_cast<float *>(count), 0.5f);
  // Block-uniform indices: blockIdx, blockDim, gridDim, constants, __constant__.
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&sums[blockIdx.x * 2 + 1], 1.0f);
  atomicAdd(&sums[blockIdx.x * 2 + 1], 1.0f);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&sums[const_bin], 2.0f);
  atomicAdd(&sums[const_bin], 2.0f);
  const int block_bin = blockIdx.y + gridDim.x;
  // DIAG: uniform-address.cu:[[@LINE+2]]:3: note: left alone: the address is the same in every lane, and nvcc already aggregates {{.*}} [atomicMax]
  // CHECK: {{^}}  atomicMax(&count[block_bin], n);
  atomicMax(&count[block_bin], n);
  // Its result used: ptxas issues one atomic per lane.
  // CHECK: {{^}}  moved[0] = warpagg::atomic_max<warpagg::strategy::uniform>(&count[block_bin], n);
  moved[0] = atomicMax(&count[block_bin], n);
  // A __shared__ scalar holds one value per block between barriers; the
  // compiler cannot see that, so even an integer add takes the runtime.
  __shared__ int segment;
  if (threadIdx.x == 0) segment = key[blockIdx.x];
  __syncthreads();
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&sums[segment], 3.0f);
  atomicAdd(&sums[segment], 3.0f);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&count[segment], 1);
  atomicAdd(&count[segment], 1);
  // A member of a by-value struct parameter.
  // CHECK: {{^}}  atomicOr(c.hits, 1);
  atomicOr(c.hits, 1);
  // CHECK: {{^}}  warpagg::reduce_or<warpagg::strategy::uniform>(reinterpret_cast<unsigned long long *>(c.misses), 1ull);
  atomicOr(reinterpret_cast<unsigned long long *>(c.misses), 1ull);

  // Not proven uniform: thread index, loaded key, loop variable, changed
  // parameter (a key loaded at a uniform index through a pointer to const,
  // and a loop index, are the same in every lane of an iteration: checked
  // per warp, strategy::likely_uniform).
  // CHECK: {{^}}  warpagg::reduce_add(&sums[threadIdx.x % 4], 1.0f);
  atomicAdd(&sums[threadIdx.x % 4], 1.0f);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::likely_uniform>(&count[key[0]], 1);
  atomicAdd(&count[key[0]], 1);
  for (int j = 0; j < 4; ++j)
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_uniform>(&count[j], 1);
    atomicAdd(&count[j], 1);
  if (key[threadIdx.x] > 0)
    moved += 1;
  // CHECK: {{^}}  warpagg::reduce_add(moved, 1);
  atomicAdd(moved, 1);
  int local_bin = blockIdx.x;
  if (key[threadIdx.x] > 2)
    local_bin = 0;
  // CHECK: {{^}}  warpagg::reduce_add(&count[local_bin], 1);
  atomicAdd(&count[local_bin], 1);
  through_device_function(&count[key[threadIdx.x]]);
  through_one_call(count);
}
