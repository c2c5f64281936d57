// One classification of values across a warp's lanes (analysis/ValueClass.h)
// decides by meaning where separate walks each missed a spelling: a local
// whose definitions are joined (assigned in both branches of a uniform if,
// or assigned a lane index after its declaration), a conditional of uniform
// values, a broadcast shuffle as the leader a guard compares with.
// RUN: %warpagg --privatize=off --fuse=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --fuse=off %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

__global__ void joins(float *sums, const int *key, int n, bool flag) {
  // Both branches assign a uniform value under a uniform condition: k is the
  // same in every lane.
  int k;
  if (blockIdx.x & 1)
    k = n;
  else
    k = 2 * n;
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&sums[k], 1.0f);
  atomicAdd(&sums[k], 1.0f);
  // Assigned under a lane-dependent condition: lanes take different
  // branches, so d differs.
  int d = n;
  if (threadIdx.x & 1) d = 2 * n;
  // CHECK: {{^}}  warpagg::reduce_add(&sums[d], 1.0f);
  atomicAdd(&sums[d], 1.0f);
  // A conditional of uniform values.
  const int bin = flag ? blockIdx.x : blockIdx.y;
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&sums[bin], 2.0f);
  atomicAdd(&sums[bin], 2.0f);
  // A loop's counter is the same in the lanes of one iteration only.
  int r = 0;
  for (int j = 0; j < n; ++j) {
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_uniform>(&sums[r], 3.0f);
    atomicAdd(&sums[r], 3.0f);
    r += 4;
  }
}

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__global__ void leaders(float *out, const float *in, const int *key) {
  float s = warp_sum(in[blockIdx.x * blockDim.x + threadIdx.x]);
  // A lane index assigned after its declaration.
  int lane;
  lane = threadIdx.x & 31;
  // DIAG: value-class.cu:[[@LINE+2]]:18: note: left alone: already aggregated{{.*}} [atomicAdd]
  // CHECK: if (lane == 0) atomicAdd(&out[key[0]], s);
  if (lane == 0) atomicAdd(&out[key[0]], s);
  // A leader broadcast from lane 0: the same in every lane, so one lane
  // passes the test.
  int leader = __shfl_sync(0xffffffffu, key[threadIdx.x], 0) & 31;
  // DIAG: value-class.cu:[[@LINE+2]]:23: note: left alone: already aggregated{{.*}} [atomicAdd]
  // CHECK: if (lane == leader) atomicAdd(&out[key[1]], s);
  if (lane == leader) atomicAdd(&out[key[1]], s);
  // A lane index reassigned under a lane-dependent branch is no longer one.
  int moved = threadIdx.x & 31;
  if (key[threadIdx.x] > 0)
    moved = 5;
  // CHECK: if (moved == 0) warpagg::reduce_add{{.*}}(&out[key[2]], s);
  if (moved == 0) atomicAdd(&out[key[2]], s);
}
