// The lattice's "affine in the lane" class (analysis/LaneAffine.h): a
// per-thread index reaches an address through a local by meaning, not by
// spelling: a local assigned after its declaration, or in both branches of
// a uniform if with the same stride (every lane took the same branch, so
// the bases agree), or given one linear thread id spelled two ways (under
// any condition). Such an address differs in every lane: left alone,
// 'lane-distinct'.
// RUN: %warpagg --privatize=off --fuse=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --fuse=off %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

// 1-D blocks: nothing reachable reads threadIdx.y/z or blockDim.y/z.
__global__ void joined(float *out, int n, bool wide) {
  int t;
  t = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: lane-affine.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[2 * t], 1.0f);
  atomicAdd(&out[2 * t], 1.0f);
  // Both branches: stride 2, a uniform base.
  int j;
  if (wide)
    j = 2 * t + n;
  else
    j = 2 * t;
  // DIAG: lane-affine.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[j], 2.0f);
  atomicAdd(&out[j], 2.0f);
  // A grid index in one branch, the block's in the other.
  int i;
  if (n > 1024)
    i = blockIdx.x * blockDim.x + threadIdx.x;
  else
    i = threadIdx.x;
  // DIAG: lane-affine.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[i], 3.0f);
  atomicAdd(&out[i], 3.0f);
  // A branch that lanes take apart: lane 1's i + 1 is lane 2's i.
  int v;
  if (threadIdx.x & 1)
    v = threadIdx.x;
  else
    v = threadIdx.x + 1;
  // DIAG: lane-affine.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
  // CHECK: {{^}}  warpagg::reduce_add(&out[v], 4.0f);
  atomicAdd(&out[v], 4.0f);
  // Strides that differ between the branches: not joined.
  int w;
  if (wide)
    w = 2 * t;
  else
    w = t;
  // DIAG: lane-affine.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
  // CHECK: {{^}}  warpagg::reduce_add(&out[w], 5.0f);
  atomicAdd(&out[w], 5.0f);
}

// 2-D blocks: threadIdx.x alone repeats in a warp of a narrow block.
__global__ void two_dimensional(float *out, bool flag) {
  // One linear thread id however it is spelled: distinct in any block.
  int lin;
  if (flag)
    lin = threadIdx.y * blockDim.x + threadIdx.x;
  else
    lin = threadIdx.x + blockDim.x * threadIdx.y;
  // DIAG: lane-affine.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[lin], 1.0f);
  atomicAdd(&out[lin], 1.0f);
  // Given the same linear id again, under any condition: whichever
  // assignment a lane took last, its value is that id.
  int same = threadIdx.x + threadIdx.y * blockDim.x;
  if (threadIdx.x & 1)
    same = blockDim.x * threadIdx.y + threadIdx.x;
  // DIAG: lane-affine.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[same], 3.0f);
  atomicAdd(&out[same], 3.0f);
  // The linear id or threadIdx.x: distinct where a warp lies in one row
  // (left alone by default).
  int k;
  if (flag)
    k = threadIdx.y * blockDim.x + threadIdx.x;
  else
    k = threadIdx.x;
  // DIAG: lane-affine.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane whenever a warp lies in one row of the block
  // CHECK: {{^}}  atomicAdd(&out[k], 2.0f);
  atomicAdd(&out[k], 2.0f);
}
